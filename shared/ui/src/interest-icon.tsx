import { useTranslation } from 'react-i18next';

/**
 * The picture of each interest, by the icon id interests.php gives it (services/site interest-list.ts:
 * the interest's name with dashes). Emoji need no asset on the CDN and read in every locale. Shared:
 * profiles and the match finder (mfe-members) and the iconslanding (mfe-landers) show the same pictures.
 */
export const INTEREST_ICONS: Readonly<Record<string, string>> = {
  adventure: '🧭',
  analsex: '🍑',
  animals: '🐾',
  art: '🎨',
  astrology: '🔮',
  bbq: '🍖',
  beach: '🏖️',
  beer: '🍺',
  biking: '🚴',
  bondage: '⛓️',
  coffee: '☕',
  cooking: '🍳',
  dancing: '💃',
  'exchanging-pictures': '📸',
  fashion: '👗',
  foodie: '🍽️',
  gardening: '🌱',
  gym: '🏋️',
  hiking: '🥾',
  hugging: '🤗',
  kissing: '💋',
  lingerie: '👙',
  massages: '💆',
  masturbating: '✋',
  movies: '🎬',
  music: '🎵',
  'one-night-stand': '🌙',
  'oral-sex': '👅',
  outdoors: '🏕️',
  party: '🎉',
  photography: '📷',
  politics: '🏛️',
  'public-sex': '🌆',
  reading: '📚',
  relationship: '💞',
  sadomasochism: '🖤',
  'safe-sex': '🛡️',
  sex: '🔥',
  'sex-toys': '🎀',
  shopping: '🛍️',
  sports: '⚽',
  sushi: '🍣',
  tattoos: '🖋️',
  tea: '🍵',
  theater: '🎭',
  threesome: '👥',
  travelling: '✈️',
  vegetarian: '🥗',
  'video-games': '🎮',
  wine: '🍷',
};

/** An interest's icon beside its name; decorative, the name says it. */
export function InterestIcon({ icon }: { icon: string }) {
  return (
    <span className="rdv-interest__icon" aria-hidden="true">
      {INTEREST_ICONS[icon] ?? '✨'}
    </span>
  );
}

/**
 * An interest's name in the member's language (common:interests, by icon id). interests.php names
 * them in English lower case, as stored; an interest an operator adds later keeps its stored name
 * until the catalogues have it.
 */
export function useInterestName(): (interest: { icon: string; name: string }) => string {
  const { t } = useTranslation('common');
  return (interest) => t(`interests.${interest.icon}`, { defaultValue: interest.name });
}
