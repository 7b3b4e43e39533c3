/** Reference data that is the same for everyone and changes with a release: browsers may keep it an hour. */
export const PUBLIC_REFERENCE_DATA = 'public, max-age=3600';
