import { apiRequest } from '@rendezvous/api-client';
import { MEMBERS_PATHS, type GeocodeResult, type OwnProfile, type OwnProfileUpdate } from '@rendezvous/contracts';

/**
 * PUT /api/members/profile with the changed fields only (null clears one). A change of sexuality or of
 * sex-related interests without recorded consent is refused (422 MEMBER.CONSENT_REQUIRED) unless the
 * body carries `special_category_consent: true`.
 */
export function updateOwnProfile(update: OwnProfileUpdate): Promise<OwnProfile> {
  return apiRequest<OwnProfile>(MEMBERS_PATHS.ownProfile, { method: 'PUT', body: update });
}

/** DELETE /api/members/profile/consent: withdraws the consent and erases sexuality and sex-related interests. */
export function withdrawConsent(): Promise<OwnProfile> {
  return apiRequest<OwnProfile>(MEMBERS_PATHS.consent, { method: 'DELETE' });
}

/** The spec's geocoder (section 7): where a point is, or false when it cannot tell. */
export const GEOCODE_PATH = '/api/geocode.php';

/** GET /api/geocode.php?lat&lon */
export function geocode(lat: number, lon: number): Promise<GeocodeResult | false> {
  return apiRequest<GeocodeResult | false>(GEOCODE_PATH, { query: { lat, lon } });
}
