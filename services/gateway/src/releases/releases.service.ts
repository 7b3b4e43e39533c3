import { AppError } from '@rendezvous/nest-kit';
import { ERROR_CODES } from '@rendezvous/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ArchiveRefused, readBody, unpackArchive } from './release-archive';
import { type CheckOutcome, ReleaseNotPossible, ReleaseRefused, ReleaseStore, type ReleaseOutcome } from './release-store';

export const RELEASE_ERROR_CODES = {
  apiOff: 'RELEASE.API_OFF',
  tokenRequired: 'RELEASE.TOKEN_REQUIRED',
  unknownApp: 'RELEASE.UNKNOWN_APP',
  refused: 'RELEASE.REFUSED',
  archiveRefused: 'RELEASE.ARCHIVE_REFUSED',
  notPossible: 'RELEASE.NOT_POSSIBLE',
} as const;

/** Unpacked builds are a few MB; this only stops an archive that would fill the store. */
const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

/** The upload as the request stream gives it (its headers tell the declared size). */
export type ReleaseUpload = Readable & { headers?: Record<string, string | string[] | undefined> };

/** What the release API's controllers answer with: the work's outcome and the time it took. */
export async function timed<T extends object>(work: () => Promise<T>): Promise<T & { ms: number }> {
  const started = Date.now();
  return { ...(await work()), ms: Date.now() - started };
}

/** A pointer that cannot move as asked (nothing to roll back to, no canary) is a 409 with the store's reason. */
export async function orNotPossible<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReleaseNotPossible) throw new AppError(409, RELEASE_ERROR_CODES.notPossible, error.message);
    throw error;
  }
}

/**
 * The release API's work (docs/adr/0017 §4, docs/releasing.md): an uploaded build unpacked into the store's
 * staging folder, then checked and published (or only checked, the dry run), rolled back, listed. The store's
 * refusals become the API's answers here: 400/413 for an archive, 409 for the gate's refusal or a move that
 * is not possible.
 */
@Injectable()
export class ReleasesService {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly store: ReleaseStore,
  ) {}

  list(limit: number) {
    return this.store.list(limit);
  }

  release(app: string, upload: ReleaseUpload, options: { who: string; packageVersion?: string; canaryPercent?: number }): Promise<ReleaseOutcome> {
    return this.withUnpacked(upload, (staging) => this.refusedAs(app, 'was not released', () => this.store.publishVersion(app, staging, options)));
  }

  /** The dry run: the same checks against the live apps, nothing published or logged. */
  check(app: string, upload: ReleaseUpload, options: { packageVersion?: string }): Promise<CheckOutcome> {
    return this.withUnpacked(upload, (staging) => this.refusedAs(app, 'would not be released', () => this.store.checkVersion(app, staging, options)));
  }

  rollback(app: string, who: string): Promise<{ app: string; from: string; to: string }> {
    return orNotPossible(() => this.store.rollback(app, { who }));
  }

  private async withUnpacked<T>(upload: ReleaseUpload, work: (staging: string) => Promise<T>): Promise<T> {
    const staging = await this.store.newStagingDir();
    try {
      const archive = await readBody(upload, this.config.RELEASE_MAX_UPLOAD_BYTES);
      await unpackArchive(archive, staging, { maxBytes: this.config.RELEASE_MAX_UPLOAD_BYTES, maxUnpackedBytes: MAX_UNPACKED_BYTES, maxEntries: MAX_ENTRIES });
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      if (error instanceof ArchiveRefused)
        throw new AppError(error.tooLarge ? 413 : 400, error.tooLarge ? ERROR_CODES.bodyTooLarge : RELEASE_ERROR_CODES.archiveRefused, error.message);
      throw error;
    }
    return work(staging);
  }

  private async refusedAs<T>(app: string, verdict: string, work: () => Promise<T>): Promise<T> {
    try {
      return await orNotPossible(work);
    } catch (error) {
      if (error instanceof ReleaseRefused) {
        throw new AppError(409, RELEASE_ERROR_CODES.refused, `${app} ${verdict}: ${error.refusals[0]}`, {
          refusals: error.refusals,
          ...(error.warnings.length ? { warnings: error.warnings } : {}),
        });
      }
      throw error;
    }
  }
}
