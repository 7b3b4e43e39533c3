import isEmail from 'validator/lib/isEmail';

/**
 * Whether a text is an e-mail address identity accepts: validator.js's `isEmail` with the options the
 * class-validator DTOs used (issue 33 took class-validator out; its rule stays the same library's). A local
 * part of dot-separated atoms (or a quoted string), an `@`, and a host name with a top-level domain of letters
 * (or punycode); at most 254 characters; no IP addresses, no display names, no underscores in the host.
 * `utf8LocalPart` lets letters beyond ASCII into the local part (class-validator's default, which the
 * notifications' disable body used); signup and e-mail changes refuse them.
 */
export function isEmailAddress(text: string, { utf8LocalPart = false }: { utf8LocalPart?: boolean } = {}): boolean {
  return isEmail(text, { allow_utf8_local_part: utf8LocalPart });
}
