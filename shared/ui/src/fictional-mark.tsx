import { useTranslation } from 'react-i18next';

/**
 * The site's mark for a profile an operator flags as fictional (spec 3: settings fictional_icon). The
 * setting names an icon ("heart"); printing it as text showed members the word ("Axel, 57 heart").
 * Glyphs need no asset on the CDN and read the same in every locale.
 */
const SITE_ICONS: Readonly<Record<string, string>> = {
  heart: '♥',
  star: '★',
  mask: '🎭',
  sparkles: '✨',
  crown: '👑',
  info: 'ℹ',
  masks: '🎭',
  smile: '☺',
};

/** The mark an icon setting stands for: a named icon's glyph, a glyph set directly as is, never a word. */
function fictionalGlyph(icon: string): string {
  const name = icon.trim();
  if (name === '') return '';
  const known = SITE_ICONS[name.toLowerCase()];
  if (known) return known;
  // An operator may set the sign itself (★); an unknown icon name must not reach the screen as a word.
  return /\p{L}{2,}/u.test(name) ? SITE_ICONS.heart : name;
}

/**
 * The mark with its name in the member's language (common:fictional.singular: the site's
 * fictional_singular is one text in one language). `labelled` prints the name beside the mark;
 * otherwise it is there for screen readers only.
 */
export function FictionalMark({ icon, labelled = false, className }: { icon: string; labelled?: boolean; className?: string }) {
  const { t } = useTranslation('common');
  const label = t('fictional.singular');
  return (
    <span className={className} title={label}>
      <span aria-hidden="true">{fictionalGlyph(icon)}</span>
      {labelled ? ` ${label}` : <span className="rdv-visually-hidden"> {label}</span>}
    </span>
  );
}
