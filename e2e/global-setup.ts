import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');

/**
 * Boots the whole platform for the browser tests on fresh databases, with a CDN folder of its own
 * into which every remote's current build is released (so the release test never touches var/cdn).
 */
export default async function globalSetup() {
  const { publishNewBuilds } = await import('@rendezvous/platform-tools/releases');
  const { startTestPlatform, TEST_ADMIN_TOKEN } = await import('@rendezvous/platform-tools/test-platform');
  const cdnDir = mkdtempSync(join(tmpdir(), 'rdv-e2e-cdn-'));
  publishNewBuilds(root, cdnDir);
  const platform = await startTestPlatform({ root, cdnDir });
  process.env.RDV_BASE_URL = platform.baseUrl;
  process.env.RDV_CDN_DIR = cdnDir;
  // A second gateway in front of the same services (the first-visit benchmark's monolith).
  process.env.RDV_GATEWAY_SETTINGS = JSON.stringify(platform.gatewaySettings);
  // Operators' calls (photo inspection) in the browser tests.
  process.env.RDV_ADMIN_TOKEN = TEST_ADMIN_TOKEN;
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
