import type { CallAnswer, promoteCanaryCall, rollbackCanaryCall } from '@rendezvous/contracts/internal';
import { Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { releasedBy, ReleaseTokenGuard } from '../releases/releases.controller';
import { ReleasableAppPipe } from '../releases/releases.pipes';
import { orNotPossible, timed } from '../releases/releases.service';
import { CANARY_RELEASES } from './canary.tokens';
import type { StoreCanaryReleases } from './canary-releases';

/**
 * The end of a canary by a person, beside the release API (releases.controller.ts) and behind the same
 * token: `npm run promote -- <app>` and `npm run rollback -- <app> --canary`. The judge ends broken ones
 * by itself (canary-judge.ts). Calls and answers: shared/contracts/src/internal/releases.ts.
 */
@ApiExcludeController()
@UseGuards(ReleaseTokenGuard)
@Controller('internal/releases')
export class CanaryReleasesController {
  constructor(@Inject(CANARY_RELEASES) private readonly canaries: StoreCanaryReleases) {}

  @Post(':app/promote')
  @HttpCode(200)
  promote(@Param('app', ReleasableAppPipe) app: string, @Req() req: Request): Promise<CallAnswer<typeof promoteCanaryCall>> {
    return timed(() => orNotPossible(() => this.canaries.promote(app, releasedBy(req))));
  }

  @Post(':app/canary/rollback')
  @HttpCode(200)
  rollBack(@Param('app', ReleasableAppPipe) app: string, @Req() req: Request): Promise<CallAnswer<typeof rollbackCanaryCall>> {
    return timed(() => orNotPossible(() => this.canaries.endCanary(app, releasedBy(req))));
  }
}
