import type { DemoPerson } from './people';
import type { HairColour } from './profile-options';
import { hashString, intBetween, pick, seededRandom } from './random';

export type AvatarVariant = 'main' | 'thumb';

/** Rendered sizes in pixels; both files share one 200x200 drawing. */
export const AVATAR_SIZES: Record<AvatarVariant, number> = { main: 480, thumb: 120 };

const HAIR: Record<HairColour, string> = { blond: '#e3c16f', brown: '#6b4226', black: '#231f20', red: '#b5482a', grey: '#b9b9b9' };
const SKIN = ['#f6d7c3', '#eec1a2', '#d9a27e', '#b97a56', '#8d5a3b', '#5e3a26'];

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] as string);

/** Up to two initials from the profile name ("Anna" -> "A", "Anna Maria" -> "AM"). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('');
}

/**
 * A generated profile picture: a coloured background, a simple head-and-shoulders silhouette in the
 * member's hair colour, and the initials. Colours come from the member id, so it never changes.
 */
export function avatarSvg(person: Pick<DemoPerson, 'id' | 'profile'>, variant: AvatarVariant): string {
  const random = seededRandom(hashString(`avatar:${person.id}`));
  const hue = intBetween(random, 0, 359);
  const shirtHue = (hue + 150 + intBetween(random, 0, 60)) % 360;
  const skin = pick(random, SKIN);
  const hair = HAIR[person.profile.hairColour];
  const size = AVATAR_SIZES[variant];
  const name = escapeXml(person.profile.name);
  const gradient = `bg${person.id}`;
  const longHair = person.profile.gender === 'female' ? `<path d="M58 88C56 44 144 44 142 88L148 150C128 162 72 162 52 150Z" fill="${hair}"/>` : '';
  const hairTop =
    person.profile.gender === 'female'
      ? `<path d="M64 88C60 50 80 40 100 40C124 40 142 54 136 90C128 66 112 58 100 58C86 58 72 68 64 88Z" fill="${hair}"/>`
      : `<path d="M66 80C66 50 84 42 100 42C118 42 134 50 134 80C124 64 112 58 100 58C88 58 76 64 66 80Z" fill="${hair}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200" role="img" aria-label="${name}">`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 65%, 78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 55%, 55%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="200" height="200" fill="url(#${gradient})"/>`,
    longHair,
    `<path d="M28 200C28 152 62 134 100 134C138 134 172 152 172 200Z" fill="hsl(${shirtHue}, 45%, 42%)"/>`,
    `<rect x="88" y="106" width="24" height="34" rx="10" fill="${skin}"/>`,
    `<ellipse cx="100" cy="84" rx="34" ry="38" fill="${skin}"/>`,
    hairTop,
    `<circle cx="164" cy="36" r="24" fill="#ffffff" fill-opacity="0.88"/>`,
    `<text x="164" y="44" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="hsl(${hue}, 50%, 30%)">${escapeXml(initialsOf(person.profile.name))}</text>`,
    `</svg>`,
  ]
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}
