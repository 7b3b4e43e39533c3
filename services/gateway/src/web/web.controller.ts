import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { jsonForScript, renderIndexHtml } from './index-html';
import { planPagePreload, preloadHead } from './preload-links';
import { LOCALE_COOKIE, resolveInitialLocale } from '@rendezvous/contracts';
import { readCookie, SiteSettingsCache } from '@rendezvous/nest-kit';
import Negotiator from 'negotiator';
import { settingsForVisitor } from './visitor-settings';

// A path whose last segment has a file extension is an asset request; a missing asset is a 404, not a page.
const ASSET_PATH = /\/[^/]+\.[A-Za-z0-9]{1,8}$/;

@ApiExcludeController()
@Controller()
export class WebController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly settings: SiteSettingsCache,
  ) {}

  /** Every other non-asset path is a page of the single-page site: the shell's index.html. */
  @Get('{*path}')
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (req.path.startsWith('/api/') || req.path === '/api' || ASSET_PATH.test(req.path)) throw new NotFoundException();
    const settings = await settingsForVisitor(this.settings, req);
    // The locale the shell will choose (cookie, the site's domain_language, the browser): its catalogues are preloaded.
    const locale = resolveInitialLocale({
      cookie: readCookie(req, LOCALE_COOKIE),
      domainLanguage: settings?.domain_language,
      browserLanguages: new Negotiator(req).languages(),
    });
    const plan = await planPagePreload({ path: req.path, locale, shellDir: this.config.SHELL_DIR, cdnDir: this.config.CDN_DIR, cdnOrigin: this.config.CDN_ORIGIN });
    const html = await renderIndexHtml(this.config.SHELL_DIR, settings, { head: preloadHead(plan, jsonForScript), lang: locale });
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  }
}
