import type { Provider, Type } from '@nestjs/common';
import type { GatewayConfig } from '../config';
import { ReleasesController, ReleaseTokenGuard } from './releases.controller';
import { ReleasesService } from './releases.service';
import { ReleaseStore } from './release-store';

/** The store every writer of this gateway shares (its lock serializes them with other gateways too). */
export function createReleaseStore(config: GatewayConfig): ReleaseStore {
  return new ReleaseStore({ cdnDir: config.CDN_DIR, fallbackShellDir: config.SHELL_DIR });
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
