import { IDENTITY_ERRORS, isEmailAddress } from '@rendezvous/contracts';
import { fieldErrors } from '@rendezvous/nest-kit';

export const MIN_PASSWORD_LENGTH = 8;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function isValidEmail(email: string): boolean {
  return isEmailAddress(email.trim());
}

/** Whole years between a date of birth and today, or null when the date is not a real past date. */
export function ageOn(dateOfBirth: string, today = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (date > today || year < 1900) return null;
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day)) age -= 1;
  return age;
}

/** The signup rules of spec section 5, every failing field at once. */
export function checkSignup(input: { email: string; password: string; name: string; date_of_birth: string }, minAge: number): void {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!isValidEmail(input.email)) add('email', IDENTITY_ERRORS.invalidEmail.message);
  const name = input.name.trim();
  if (name.length < 2) add('name', 'Choose a username of at least 2 characters.');
  if (name.startsWith('@')) add('name', IDENTITY_ERRORS.usernameStartsWithAt.message);
  if (name.toLowerCase() === input.email.trim().toLowerCase()) add('name', IDENTITY_ERRORS.usernameIsEmail.message);
  if (input.password.length < MIN_PASSWORD_LENGTH) add('password', IDENTITY_ERRORS.passwordTooShort.message);
  if (!input.date_of_birth.trim()) {
    add('date_of_birth', IDENTITY_ERRORS.dateOfBirthRequired.message.replace('{min_age}', String(minAge)));
  } else {
    const age = ageOn(input.date_of_birth);
    if (age === null || age > 120) add('date_of_birth', IDENTITY_ERRORS.dateOfBirthInvalid.message);
    else if (age < minAge) add('date_of_birth', IDENTITY_ERRORS.dateOfBirthRequired.message.replace('{min_age}', String(minAge)));
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

export function checkNewPassword(password: string, repeat: string): void {
  if (password !== repeat) throw fieldErrors({ password_repeat: [IDENTITY_ERRORS.passwordsDiffer.message] }, IDENTITY_ERRORS.passwordsDiffer.code);
  if (password.length < MIN_PASSWORD_LENGTH) throw fieldErrors({ password: [IDENTITY_ERRORS.passwordTooShort.message] }, IDENTITY_ERRORS.passwordTooShort.code);
}
