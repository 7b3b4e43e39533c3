import { isEmailAddress } from './identity-email';

describe('isEmailAddress', () => {
  it.each(['a@example.com', 'A.B+tag@EXAMPLE.co.uk', '"quoted name"@example.com', 'a@xn--80ak6aa92e.com', 'a@bücher.de'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each([
    'nope',
    'a@b',
    'a@b.c',
    'a..b@example.com',
    '.a@example.com',
    'a@-b.com',
    'a@b_c.com',
    'a@1.2.3.4',
    'a@[1.2.3.4]',
    'a b@example.com',
    'jürgen@example.com',
  ])('refuses %s', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
  it('lets letters beyond ASCII before the @ only when asked (the disable body)', () => {
    expect(isEmailAddress('jürgen@example.com', { utf8LocalPart: true })).toBe(true);
  });
  it('refuses an address longer than 254 characters or a local part over 64', () => {
    expect(isEmailAddress(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isEmailAddress(`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.com`)).toBe(false);
  });
});
