import { AppError, bearerToken, sameSecret, ZodQuery } from '@rendezvous/nest-kit';
import {
  type checkReleaseCall,
  type CallAnswer,
  type listReleasesCall,
  releaseListQuerySchema,
  type releaseCall,
  type rollbackReleaseCall,
} from '@rendezvous/contracts/internal';
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
import type { z } from 'zod';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ReleasableAppPipe, type ReleaseQuery, ReleaseQueryPipe } from './releases.pipes';
import { RELEASE_ERROR_CODES, ReleasesService, timed } from './releases.service';

export { RELEASE_ERROR_CODES } from './releases.service';

/** The header the CLI names the releasing person in (git user or $USER): logged, never trusted for access. */
export const RELEASED_BY_HEADER = 'x-released-by';

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

/**
 * The release API (docs/adr/0017 §4, docs/releasing.md): a team's build goes live, or is rolled back, by a
 * call to the running platform. Not part of the public API: no OpenAPI entry, and production's edge must not
 * route /internal/ (docs/releasing.md, "Keeping the API internal"). Its calls, queries and answers are
 * InternalCalls in shared/contracts/src/internal/releases.ts; the work is ReleasesService's.
 */
@ApiExcludeController()
@UseGuards(ReleaseTokenGuard)
@Controller('internal/releases')
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @Get()
  list(@Query(new ZodQuery(releaseListQuerySchema)) { limit }: z.output<typeof releaseListQuerySchema>): Promise<CallAnswer<typeof listReleasesCall>> {
    return this.releases.list(limit);
  }

  /**
   * The body is a tar.gz of the build folder; `version` the app's package.json version, `canary` a percent.
   * `check=1` is the dry run (a pipeline's pull request): the same checks against the live apps, 200 with
   * { app, ok, version, live, warnings, notes } or the same 409 a release gets; nothing published or logged.
   */
  @Post(':app')
  @HttpCode(201)
  release(
    @Param('app', ReleasableAppPipe) app: string,
    @Query(new ReleaseQueryPipe()) { version, canary, check }: ReleaseQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CallAnswer<typeof releaseCall> | CallAnswer<typeof checkReleaseCall>> {
    if (check) {
      res.status(200); // nothing was created
      return timed(() => this.releases.check(app, req, { packageVersion: version }));
    }
    return timed(() => this.releases.release(app, req, { who: releasedBy(req), packageVersion: version, canaryPercent: canary }));
  }

  @Post(':app/rollback')
  @HttpCode(200)
  rollback(@Param('app', ReleasableAppPipe) app: string, @Req() req: Request): Promise<CallAnswer<typeof rollbackReleaseCall>> {
    return timed(() => this.releases.rollback(app, releasedBy(req)));
  }
}
