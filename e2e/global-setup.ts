import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');

/**
 * Boots the whole platform for the browser tests on fresh databases, with a CDN folder of its own
 * into which the gateway releases the checkout's builds, shell and remotes, at its start (so the release
 * tests never touch var/cdn).
 */
export default async function globalSetup() {
  const { startTestPlatform, TEST_ADMIN_TOKEN, TEST_RELEASE_TOKEN } = await import('@rendezvous/platform-tools/test-platform');
  const cdnDir = mkdtempSync(join(tmpdir(), 'rdv-e2e-cdn-'));
  const platform = await startTestPlatform({ root, cdnDir });
  process.env.RDV_BASE_URL = platform.baseUrl;
  process.env.RDV_CDN_DIR = cdnDir;
  // A second gateway in front of the same services (the first-visit benchmark's monolith).
  process.env.RDV_GATEWAY_SETTINGS = JSON.stringify(platform.gatewaySettings);
  // Operators' calls (photo inspection) in the browser tests.
  process.env.RDV_ADMIN_TOKEN = TEST_ADMIN_TOKEN;
  // Releases in the browser tests go through the gateway's release API with this token (tests/release-kit.ts).
  process.env.RDV_RELEASE_TOKEN = TEST_RELEASE_TOKEN;
  // The provider emulator: its checkout page opens in Chromium with its certificate pinned (fixtures.ts).
  process.env.RDV_PROVIDER_EMULATOR_URL = platform.providerEmulator.url;
  process.env.RDV_PROVIDER_EMULATOR_CA = platform.providerEmulator.caFile;
  process.env.RDV_PROVIDER_EMULATOR_SPKI = platform.providerEmulator.spkiHash;
  // Where the browser tests read the mail the services sent (activation links and the like).
  if (platform.mailInboxUrl) process.env.RDV_MAIL_INBOX_URL = platform.mailInboxUrl;
  return async () => {
    await platform.stop();
  };
}
