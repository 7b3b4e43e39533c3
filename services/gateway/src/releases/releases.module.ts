import type { Provider, Type } from '@nestjs/common';
import type { GatewayConfig } from '../config';
import { ReleasesController, ReleaseTokenGuard } from './releases.controller';
import { ReleasesService } from './releases.service';
import { ReleaseStore } from './release-store';
import { ReleaseDatabase } from './shared-state/release-database';
import { ReleaseMirror } from './shared-state/release-mirror';
import { ReleaseObjects } from './shared-state/release-objects';
import { migrationsMode } from '@rendezvous/nest-kit';

/**
 * The store every writer of this gateway shares (its lock serializes them with other gateways too). With shared
 * state (RELEASES_DATABASE_URL, docs/adr/0022) CDN_DIR is first brought in step with the ledger and then followed:
 * `mirror` is that copy, for the web's files to fetch a version this gateway does not hold yet.
 */
export async function createReleaseStore(config: GatewayConfig): Promise<{ store: ReleaseStore; mirror: ReleaseMirror | null }> {
  if (!config.RELEASES_DATABASE_URL) return { store: new ReleaseStore({ cdnDir: config.CDN_DIR, fallbackShellDir: config.SHELL_DIR }), mirror: null };
  const database = await ReleaseDatabase.open({ url: config.RELEASES_DATABASE_URL, migrations: migrationsMode(), logLevel: config.LOG_LEVEL });
  const objects = new ReleaseObjects({
    bucket: config.RELEASES_S3_BUCKET,
    region: config.RELEASES_S3_REGION,
    endpoint: config.RELEASES_S3_ENDPOINT,
    accessKeyId: config.RELEASES_S3_ACCESS_KEY_ID,
    secretAccessKey: config.RELEASES_S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.RELEASES_S3_FORCE_PATH_STYLE === 'true',
  });
  const mirror = new ReleaseMirror({ cdnDir: config.CDN_DIR, database, objects, intervalMs: config.RELEASE_SYNC_INTERVAL_MS, logLevel: config.LOG_LEVEL });
  // A migration job (MIGRATIONS=only) migrates and ends: it mirrors nothing.
  if (migrationsMode() !== 'only') await mirror.start();
  return { store: new ReleaseStore({ cdnDir: config.CDN_DIR, fallbackShellDir: config.SHELL_DIR, shared: { ledger: mirror, versions: mirror } }), mirror };
}

/**
 * The release API's parts for the gateway's module. Listed in AppModule itself rather than imported as a
 * module of their own: Nest registers an imported module's routes after the root module's, where the web
 * controller's catch-all page route would answer GET /internal/releases first.
 */
export const RELEASES_CONTROLLERS: Type[] = [ReleasesController];
export function releasesProviders(store: ReleaseStore): Provider[] {
  return [{ provide: ReleaseStore, useValue: store }, ReleasesService, ReleaseTokenGuard];
}
