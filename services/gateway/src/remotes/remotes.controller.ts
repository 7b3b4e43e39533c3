import type { RemotesManifest } from '@rendezvous/contracts';
import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { visitorOf } from '../canary/cohort';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { buildRemotesManifest } from './release-store';

@ApiTags('platform')
@Controller('api')
export class RemotesController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get('remotes.json')
  @Header('Cache-Control', 'no-store')
  @Header('Vary', 'Cookie')
  @ApiOperation({ summary: "The live manifest: for each remote its name, the version of the caller's canary cohort (rdv_cohort cookie), its cohort and mf-manifest.json URL" })
  remotes(@Req() req: Request): Promise<RemotesManifest> {
    // The cohort the page set (never a new one here: a call without the cookie gets the stable releases).
    return buildRemotesManifest(this.config.CDN_DIR, this.config.CDN_ORIGIN, visitorOf(req));
  }
}
