export * from './activity';
export * from './avatar';
export * from './people';
export { SUPPORTED_COUNTRIES, placesOf, type Locale, type Place, type SupportedCountry } from './places';
export * from './profile-options';
export { seededRandom, type Random } from './random';
