import { ERROR_CODES, type RemotesManifest } from '@rendezvous/contracts';
import { gatewayRoutes } from '@rendezvous/contracts/routes';
import { AppError, ContractRoute } from '@rendezvous/nest-kit';
import { REMOTE_NAMES } from '@rendezvous/route-table';
import { Controller, Get, Header, Inject, Param, Req, Res } from '@nestjs/common';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { visitorOf } from '../canary/cohort-cookie.http';
import { ApiTags } from '@nestjs/swagger';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { readIntegrity, type IntegrityTable } from '../releases/integrity';
import { buildRemotesManifest } from './release-store';

/** A version folder's name as the release store makes it (`0.1.0+3f9a1c2b7d`): no path separators, no dot-only names. */
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

@ApiTags('platform')
@Controller('api')
export class RemotesController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get('remotes.json')
  @Header('Cache-Control', 'no-store')
  @Header('Vary', 'Cookie')
  @ContractRoute(gatewayRoutes.remotes)
  remotes(@Req() req: Request): Promise<RemotesManifest> {
    // The cohort the page set (never a new one here: a call without the cookie gets the stable releases).
    return buildRemotesManifest(this.config.CDN_DIR, this.config.CDN_ORIGIN, visitorOf(req));
  }

  /**
   * ADR 0017 §6: the hashes of a remote version's browser scripts (its integrity.json without the server
   * bundle, source maps and compressed twins), which the remote's runtime asks for before loading a chunk the
   * page named no hash for. Served by the page's own gateway, not the CDN: a changed CDN cannot vouch for
   * itself. A version never changes, so the answer is cached for good (not a 404: the header is set on success).
   */
  @Get('integrity/:app/:version')
  @ContractRoute(gatewayRoutes.integrity)
  async integrity(@Param('app') app: string, @Param('version') version: string, @Res({ passthrough: true }) res: Response): Promise<IntegrityTable> {
    if (!(REMOTE_NAMES as readonly string[]).includes(app)) throw new AppError(404, ERROR_CODES.notFound, `${app} is not a remote of this platform.`);
    const table = VERSION_NAME.test(version) ? await readIntegrity(join(this.config.CDN_DIR, app, version)).catch(() => null) : null;
    if (!table) throw new AppError(404, ERROR_CODES.notFound, `${app} has no sealed version "${version}".`);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    return Object.fromEntries(Object.entries(table).filter(([file]) => file.endsWith('.js') && !file.startsWith('server/')));
  }
}
