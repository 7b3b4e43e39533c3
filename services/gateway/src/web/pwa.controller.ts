import { gatewayRoutes } from '@rendezvous/contracts/routes';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ERROR_CODES, type ErrorEnvelope } from '@rendezvous/contracts';
import { resolve } from 'node:path';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { liveShell } from '../releases/release-pointers';
import { ContractRoute, currentCorrelationId, localeCookieOf, SiteSettingsCache } from '@rendezvous/nest-kit';

/** The theme of the spec (section 9), as the installed app's splash screen and title bar show it. */
const THEME_COLOR = '#6f2dbd';
const BACKGROUND_COLOR = '#f6f3fa';

/**
 * What makes the site an installable app: a web app manifest per site (its name comes from the host's
 * settings) and the push service worker, which must be served from the root to control every page.
 */
@ApiExcludeController()
@Controller()
export class PwaController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly settings: SiteSettingsCache,
  ) {}

  @Get('manifest.webmanifest')
  @ContractRoute(gatewayRoutes.manifest)
  async manifest(@Req() req: Request, @Res() res: Response): Promise<void> {
    const site = await this.settings.get(req.host || 'localhost', localeCookieOf(req.headers.cookie));
    const name = site?.name ?? 'Rendezvous';
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/manifest+json').send(
      JSON.stringify({
        id: '/',
        name,
        short_name: name,
        description: site?.description ?? '',
        lang: site?.language ?? 'en',
        start_url: '/members',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      }),
    );
  }

  /** Spec 7: /sw-push.js. Revalidated on every check, so a new worker version reaches browsers at once. */
  @Get('sw-push.js')
  @ContractRoute(gatewayRoutes.serviceWorker)
  serviceWorker(@Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/');
    return this.sendShellFile(res, 'sw-push.js');
  }

  @Get('icon.svg')
  @ContractRoute(gatewayRoutes.icon)
  icon(@Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    return this.sendShellFile(res, 'icon.svg');
  }

  /**
   * A file of the live shell's build (the released version, else SHELL_DIR's), served at the root: the service
   * worker's scope is the whole site whichever version is live. Missing (shell not built) is the usual 404
   * envelope, never a 500.
   */
  private async sendShellFile(res: Response, file: string): Promise<void> {
    const shell = await liveShell(this.config.CDN_DIR, this.config.SHELL_DIR);
    res.sendFile(resolve(shell.dir, file), (error) => {
      if (!error || res.headersSent) return;
      const envelope: ErrorEnvelope = {
        statusCode: 404,
        code: ERROR_CODES.notFound,
        message: 'This page could not be found',
        correlationId: currentCorrelationId() ?? 'none',
      };
      res.status(404).json(envelope);
    });
  }
}
