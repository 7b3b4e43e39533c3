import { AppError } from '@rendezvous/nest-kit';
import { Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { RELEASABLE_APPS } from '../releases/release-pointers';
import { ReleaseNotPossible } from '../releases/release-store';
import { RELEASE_ERROR_CODES, releasedBy, ReleaseTokenGuard } from '../releases/releases.controller';
import { CANARY_RELEASES } from './canary.tokens';
import type { StoreCanaryReleases } from './canary-releases';

/**
 * The end of a canary by a person, beside the release API (releases.controller.ts) and behind the same
 * token: `npm run promote -- <app>` and `npm run rollback -- <app> --canary`. The judge ends broken ones
 * by itself (canary-judge.ts).
 */
@ApiExcludeController()
@UseGuards(ReleaseTokenGuard)
@Controller('internal/releases')
export class CanaryReleasesController {
  constructor(@Inject(CANARY_RELEASES) private readonly canaries: StoreCanaryReleases) {}

  @Post(':app/promote')
  @HttpCode(200)
  promote(@Param('app') app: string, @Req() req: Request): Promise<{ app: string; from: string; to: string; ms: number }> {
    return this.timed(app, () => this.canaries.promote(app, releasedBy(req)));
  }

  @Post(':app/canary/rollback')
  @HttpCode(200)
  rollBack(@Param('app') app: string, @Req() req: Request): Promise<{ app: string; from: string; to: string; ms: number }> {
    return this.timed(app, () => this.canaries.endCanary(app, releasedBy(req)));
  }

  private async timed<T extends object>(app: string, work: () => Promise<T>): Promise<T & { ms: number }> {
    const started = Date.now();
    if (!RELEASABLE_APPS.includes(app))
      throw new AppError(404, RELEASE_ERROR_CODES.unknownApp, `${app} is not an app of this platform; releasable: ${RELEASABLE_APPS.join(', ')}.`);
    try {
      return { ...(await work()), ms: Date.now() - started };
    } catch (error) {
      if (error instanceof ReleaseNotPossible) throw new AppError(409, RELEASE_ERROR_CODES.notPossible, error.message);
      throw error;
    }
  }
}
