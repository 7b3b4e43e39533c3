/** The gateway of the platform the integration run booted (tools/jest/platform-setup.js). */
export function baseUrl(): string {
  const url = process.env.RDV_BASE_URL;
  if (!url) throw new Error('RDV_BASE_URL is not set: run integration tests with jest -c jest.integration.config.js');
  return url;
}
