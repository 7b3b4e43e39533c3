import type { RemotesManifest } from '@rendezvous/contracts';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { buildRemotesManifest } from './release-store';

@ApiTags('platform')
@Controller('api')
export class RemotesController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get('remotes.json')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The live manifest: for each remote its name, version and mf-manifest.json URL' })
  remotes(): Promise<RemotesManifest> {
    return buildRemotesManifest(this.config.CDN_DIR, this.config.CDN_ORIGIN);
  }
}
