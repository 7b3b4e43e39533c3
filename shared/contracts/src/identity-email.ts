/**
 * Whether a text is an e-mail address identity accepts: what class-validator's `isEmail` (validator.js 13)
 * accepted with the options identity used, written out so that the rule no longer needs class-validator
 * (issue 33). A local part of dot-separated atoms (or a quoted string), an `@`, and a host name with a
 * top-level domain of letters (or punycode); no IP addresses, no display names, no underscores in the host.
 * `utf8LocalPart` lets letters beyond ASCII into the local part (class-validator's default, which the
 * notifications' disable body used); signup and e-mail changes refuse them.
 */
export function isEmailAddress(text: string, { utf8LocalPart = false }: { utf8LocalPart?: boolean } = {}): boolean {
  if (text.length > MAX_EMAIL_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at < 0) return false;
  const local = text.slice(0, at);
  const host = text.slice(at + 1);
  if (byteLength(local) > 64 || byteLength(host) > 254) return false;
  if (!isHostName(host)) return false;
  // a lone " counts as an empty quoted string, as it did in validator.js
  if (local.startsWith('"') && local.endsWith('"')) {
    return (utf8LocalPart ? QUOTED_LOCAL_UTF8 : QUOTED_LOCAL).test(local.slice(1, -1));
  }
  const atom = utf8LocalPart ? LOCAL_ATOM_UTF8 : LOCAL_ATOM;
  return local.split('.').every((part) => atom.test(part));
}

const MAX_EMAIL_LENGTH = 254;
const LOCAL_ATOM = /^[a-z\d!#$%&'*+\-/=?^_`{|}~]+$/i;
const LOCAL_ATOM_UTF8 = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i;
// Control characters on purpose: RFC 5322's obsolete qtext (\x01-\x08, \x0b, \x0c, \x0e-\x1f, \x7f) is allowed inside a
// quoted local part, as validator.js allowed it; the rule flags any control character in a pattern.
// eslint-disable-next-line no-control-regex
const QUOTED_LOCAL = /^([\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e]|(\\[\x01-\x09\x0b\x0c\x0d-\x7f]))*$/i;
const QUOTED_LOCAL_UTF8 =
  // the same obsolete qtext, as above
  // eslint-disable-next-line no-control-regex
  /^([\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|(\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*$/i;
const TOP_LEVEL_DOMAIN = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;
const HOST_LABEL = /^[a-z\u00a1-\uffff0-9-]+$/i;
const FULL_WIDTH = /[\uff01-\uff5e]/;

/** A host name with at least two labels and a top-level domain of letters, each label 1 to 63 characters, no hyphen at either end. */
function isHostName(host: string): boolean {
  const labels = host.split('.');
  const topLevel = labels[labels.length - 1];
  if (labels.length < 2 || !TOP_LEVEL_DOMAIN.test(topLevel) || /\s/.test(topLevel)) return false;
  return labels.every((label) => label.length <= 63 && HOST_LABEL.test(label) && !FULL_WIDTH.test(label) && !/^-|-$/.test(label));
}

/** Length in UTF-8 bytes (validator.js counts it the same way, through encodeURI). */
function byteLength(text: string): number {
  return encodeURI(text).split(/%..|./).length - 1;
}
