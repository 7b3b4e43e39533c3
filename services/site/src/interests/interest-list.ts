/** The 50 interests of spec section 3, in the spec's order; ids are stable once released. */
export const SPEC_INTERESTS = [
  'adventure', 'analsex', 'animals', 'art', 'astrology', 'bbq', 'beach', 'beer', 'biking', 'bondage',
  'coffee', 'cooking', 'dancing', 'exchanging pictures', 'fashion', 'foodie', 'gardening', 'gym', 'hiking', 'hugging',
  'kissing', 'lingerie', 'massages', 'masturbating', 'movies', 'music', 'one night stand', 'oral sex', 'outdoors', 'party',
  'photography', 'politics', 'public sex', 'reading', 'relationship', 'sadomasochism', 'safe sex', 'sex', 'sex toys', 'shopping',
  'sports', 'sushi', 'tattoos', 'tea', 'theater', 'threesome', 'travelling', 'vegetarian', 'video games', 'wine',
] as const;

export const iconIdOf = (name: string) => name.replace(/\s+/g, '-');
