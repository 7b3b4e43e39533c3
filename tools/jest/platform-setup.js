const path = require('node:path');

/** Boots the whole back end once for all integration test files; they read its address from the env. */
module.exports = async function platformSetup() {
  const root = path.join(__dirname, '..', '..');
  const { startTestPlatform, TEST_ADMIN_TOKEN, TEST_INTERNAL_TOKEN } = await import('@rendezvous/platform-tools/test-platform');
  const { serviceUrlSettings } = await import('@rendezvous/platform-tools/launch');
  const platform = await startTestPlatform({ root });
  globalThis.__RDV_PLATFORM__ = platform;
  process.env.RDV_BASE_URL = platform.baseUrl;
  process.env.RDV_ADMIN_TOKEN = TEST_ADMIN_TOKEN;
  process.env.RDV_SERVER_URL = platform.serverUrl;
  process.env.RDV_DATABASES = JSON.stringify(platform.databases);
  process.env.RDV_SERVICE_URLS = JSON.stringify(platform.serviceUrls);
  process.env.RDV_GATEWAY_SETTINGS = JSON.stringify(platform.gatewaySettings);
  process.env.RDV_LOG_DIR = platform.logDir;
  process.env.RDV_PHOTO_DIR = platform.photoDir;
  // What a service needs besides its own database, for tests that boot a second instance of one.
  process.env.RDV_SERVICE_ENV = JSON.stringify({
    ...platform.mailSettings,
    ...platform.providerSettings,
    ...serviceUrlSettings(platform.serviceUrls),
    GATEWAY_URL: platform.baseUrl,
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
  });
  // The provider emulator: tests pay on its checkout page and turn its webhook knobs.
  process.env.RDV_PROVIDER_EMULATOR_URL = platform.providerEmulator.url;
  process.env.RDV_PROVIDER_EMULATOR_CA = platform.providerEmulator.caFile;
  // The run's own SMTP sink: tests read the mail the services sent (activation links and the like).
  if (platform.mailInboxUrl) process.env.RDV_MAIL_INBOX_URL = platform.mailInboxUrl;
};
