/** The countries the product serves: signup, search, regions and the geocoder know these. */
export const SUPPORTED_COUNTRIES = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PL', 'SE', 'US'] as const;
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];
