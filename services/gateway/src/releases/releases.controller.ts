import { AppError, bearerToken, sameSecret } from '@rendezvous/nest-kit';
import { ERROR_CODES } from '@rendezvous/contracts';
import {
  type CanActivate,
  Controller,
  type ExecutionContext,
  Get,
  HttpCode,
  Inject,
  Injectable,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { rm } from 'node:fs/promises';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ArchiveRefused, readBody, unpackArchive } from './release-archive';
import { RELEASABLE_APPS } from './release-pointers';
import { type CheckOutcome, ReleaseNotPossible, ReleaseRefused, ReleaseStore, type ReleaseLogEntry, type ReleaseOutcome } from './release-store';
import type { ReleasePointers } from './release-pointers';

export const RELEASE_ERROR_CODES = {
  apiOff: 'RELEASE.API_OFF',
  tokenRequired: 'RELEASE.TOKEN_REQUIRED',
  unknownApp: 'RELEASE.UNKNOWN_APP',
  refused: 'RELEASE.REFUSED',
  archiveRefused: 'RELEASE.ARCHIVE_REFUSED',
  notPossible: 'RELEASE.NOT_POSSIBLE',
} as const;

/** The header the CLI names the releasing person in (git user or $USER): logged, never trusted for access. */
export const RELEASED_BY_HEADER = 'x-released-by';
/** Unpacked builds are a few MB; this only stops an archive that would fill the store. */
const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

/**
 * The release API's door: off (404) unless the gateway has a RELEASE_TOKEN, else the bearer token must equal
 * it (compared in constant time). Checked before the body is read, so nobody without the token can make the
 * gateway buffer an upload.
 */
@Injectable()
export class ReleaseTokenGuard implements CanActivate {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (!this.config.RELEASE_TOKEN) throw new AppError(404, RELEASE_ERROR_CODES.apiOff, 'The release API is off on this gateway: it has no RELEASE_TOKEN.');
    const given = bearerToken(context.switchToHttp().getRequest<Request>());
    if (!given || !sameSecret(given, this.config.RELEASE_TOKEN)) {
      throw new AppError(401, RELEASE_ERROR_CODES.tokenRequired, 'The release API needs the release token: Authorization: Bearer <RELEASE_TOKEN>.');
    }
    return true;
  }
}

/** Who the caller says they are, kept printable and short for the log. */
export function releasedBy(req: Request): string {
  const header = req.headers[RELEASED_BY_HEADER];
  const name = (Array.isArray(header) ? header[0] : (header ?? ''))
    .replace(/[^\p{L}\p{N} .@_+-]/gu, '')
    .trim()
    .slice(0, 100);
  return name || 'unknown';
}

function knownApp(app: string): string {
  if (!RELEASABLE_APPS.includes(app))
    throw new AppError(404, RELEASE_ERROR_CODES.unknownApp, `${app} is not an app of this platform; releasable: ${RELEASABLE_APPS.join(', ')}.`);
  return app;
}

function canaryPercentOf(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const percent = Number(text);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new AppError(400, ERROR_CODES.validationFailed, 'canary is the share of visitors on the new version, a whole number from 1 to 99.', {
      canary: ['a whole number from 1 to 99'],
    });
  }
  return percent;
}

/**
 * The release API (docs/adr/0017 §4, docs/releasing.md): a team's build goes live, or is rolled back, by a
 * call to the running platform. Not part of the public API: no OpenAPI entry, and production's edge must not
 * route /internal/ (docs/releasing.md, "Keeping the API internal").
 */
@ApiExcludeController()
@UseGuards(ReleaseTokenGuard)
@Controller('internal/releases')
export class ReleasesController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly store: ReleaseStore,
  ) {}

  @Get()
  list(@Query('limit') limit?: string): Promise<{ pointers: ReleasePointers; log: ReleaseLogEntry[] }> {
    const count = Number(limit ?? 50);
    return this.store.list(Number.isInteger(count) && count > 0 ? Math.min(count, 1_000) : 50);
  }

  /**
   * The body is a tar.gz of the build folder; `version` the app's package.json version, `canary` a percent.
   * `check=1` is the dry run (a pipeline's pull request): the same checks against the live apps, 200 with
   * { app, ok, version, live, warnings, notes } or the same 409 a release gets; nothing published or logged.
   */
  @Post(':app')
  @HttpCode(201)
  async release(
    @Param('app') app: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Query('version') version?: string,
    @Query('canary') canary?: string,
    @Query('check') check?: string,
  ): Promise<(ReleaseOutcome & { ms: number }) | (CheckOutcome & { ms: number })> {
    const started = Date.now();
    knownApp(app);
    const dryRun = check === '1' || check === 'true';
    const canaryPercent = canaryPercentOf(canary);
    const staging = await this.store.newStagingDir();
    try {
      const archive = await readBody(req, this.config.RELEASE_MAX_UPLOAD_BYTES);
      await unpackArchive(archive, staging, { maxBytes: this.config.RELEASE_MAX_UPLOAD_BYTES, maxUnpackedBytes: MAX_UNPACKED_BYTES, maxEntries: MAX_ENTRIES });
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      if (error instanceof ArchiveRefused)
        throw new AppError(error.tooLarge ? 413 : 400, error.tooLarge ? ERROR_CODES.bodyTooLarge : RELEASE_ERROR_CODES.archiveRefused, error.message);
      throw error;
    }
    try {
      if (dryRun) {
        const outcome = await this.store.checkVersion(app, staging, { packageVersion: version || undefined });
        res.status(200); // nothing was created
        return { ...outcome, ms: Date.now() - started };
      }
      const outcome = await this.store.publishVersion(app, staging, { who: releasedBy(req), packageVersion: version || undefined, canaryPercent });
      return { ...outcome, ms: Date.now() - started };
    } catch (error) {
      if (error instanceof ReleaseRefused) {
        const verdict = dryRun ? 'would not be released' : 'was not released';
        throw new AppError(409, RELEASE_ERROR_CODES.refused, `${app} ${verdict}: ${error.refusals[0]}`, {
          refusals: error.refusals,
          ...(error.warnings.length ? { warnings: error.warnings } : {}),
        });
      }
      if (error instanceof ReleaseNotPossible) throw new AppError(409, RELEASE_ERROR_CODES.notPossible, error.message);
      throw error;
    }
  }

  @Post(':app/rollback')
  @HttpCode(200)
  async rollback(@Param('app') app: string, @Req() req: Request): Promise<{ app: string; from: string; to: string; ms: number }> {
    const started = Date.now();
    knownApp(app);
    try {
      return { ...(await this.store.rollback(app, { who: releasedBy(req) })), ms: Date.now() - started };
    } catch (error) {
      if (error instanceof ReleaseNotPossible) throw new AppError(409, RELEASE_ERROR_CODES.notPossible, error.message);
      throw error;
    }
  }
}
