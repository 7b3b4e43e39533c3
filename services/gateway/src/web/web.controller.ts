import { gatewayRoutes } from '@rendezvous/contracts/routes';
import { Controller, Get, Inject, Logger, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { jsonForScript, jsonTextForScript, renderIndexHtml } from './index-html';
import { planPagePreload, preloadHead, withRenderedChunks } from './preload-links';
import { AUTH_COOKIE, LOCALE_COOKIE, NO_SESSION_META_NAME, resolveInitialLocale } from '@rendezvous/contracts';
import { ContractRoute, InternalClient, readCookie, SiteSettingsCache } from '@rendezvous/nest-kit';
import Negotiator from 'negotiator';
import { settingsForVisitor } from './visitor-settings';
import { originOf } from './crawlers.controller';
import { serviceFor, serviceUrls } from '../routing/route-table';
import { renderOnServer, serverRenderedRoot } from './server-render';
import { pageStatusOf } from './page-status';
import { INLINED_USER_ELEMENT_ID, SERVER_STATE_ELEMENT_ID, type ServerRenderedState } from '@rendezvous/contracts';
import { UserCache } from '../routing/user-cache';
import { liveShell } from '../releases/release-pointers';
import { readCohort, visitorForPage } from '../canary/cohort-cookie.http';

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// A path whose last segment has a file extension is an asset request; a missing asset is a 404, not a page.
const ASSET_PATH = /\/[^/]+\.[A-Za-z0-9]{1,8}$/;

@ApiExcludeController()
@Controller()
export class WebController {
  private readonly logger = new Logger('ServerRender');

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly settings: SiteSettingsCache,
    private readonly users: UserCache,
    private readonly internal: InternalClient,
  ) {}

  /** Every other non-asset path is a page of the single-page site: the shell's index.html. */
  @Get('{*path}')
  @ContractRoute(gatewayRoutes.page)
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (req.path.startsWith('/api/') || req.path === '/api' || ASSET_PATH.test(req.path)) throw new NotFoundException();
    const settings = await settingsForVisitor(this.settings, req);
    // The locale the shell will choose (cookie, the site's domain_language, the browser): its catalogues are preloaded.
    const locale = resolveInitialLocale({
      cookie: readCookie(req, LOCALE_COOKIE),
      domainLanguage: settings?.domain_language,
      browserLanguages: new Negotiator(req).languages(),
    });
    // The live shell release's template and files (SHELL_DIR's build while no shell is released).
    const shell = await liveShell(this.config.CDN_DIR, this.config.SHELL_DIR);
    // The visitor's canary cohort (a new one set on a first page): the inlined manifest, the preloads and the
    // server render below all use that cohort's versions, so the browser hydrates what the server rendered.
    const hadCohort = readCohort(req) !== null;
    const visitor = visitorForPage(req, res);
    const startPlan = await planPagePreload({
      path: req.path,
      locale,
      shellDir: shell.dir,
      shellBase: shell.urlBase,
      cdnDir: this.config.CDN_DIR,
      cdnOrigin: this.config.CDN_ORIGIN,
      visitor,
    });
    // The owning remote's server bundle, when its live release has one, renders the page's content (issue 12).
    // The status of a page the browser renders alone (a path nobody owns, a profile nobody has), asked
    // while the render runs; a server-rendered page brings its own.
    const status = pageStatusOf(req.path, this.internal);
    const rendered = await renderOnServer({
      url: req.originalUrl,
      locale,
      settings,
      remotes: startPlan.remotes,
      cdnDir: this.config.CDN_DIR,
      fetchApi: (path) => this.fetchPublicApi(req, path),
      onError: (error, remote) => this.logger.error(`${remote} could not render ${req.path} on the server; the browser renders it`, (error as Error)?.stack),
    });
    const plan = rendered ? await withRenderedChunks(startPlan, this.config.CDN_DIR, rendered.remote, rendered.chunks) : startPlan;
    // One address per page for search engines: without the query (tracking parameters, filters).
    let head = `<link rel="canonical" href="${escapeAttribute(originOf(req) + req.path)}" />`;
    // The remote's own rules for the page (its build's CSS), so it is styled before its scripts arrive.
    if (rendered?.css) head += `\n    <style data-remote="${rendered.remote}">${rendered.css.replace(/<\/style/gi, '<\\/style')}</style>`;
    head += `\n    ${preloadHead(plan, jsonForScript, { hydration: rendered !== null })}`;
    if (rendered)
      head += `\n    <script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${jsonForScript({ remote: rendered.remote, state: rendered.state } satisfies ServerRenderedState)}</script>`;
    // A member whose user.php answer the gateway keeps gets it in the page: the shell draws the member's
    // page without asking first (a round trip after its start on a phone, about 230 ms). Only what
    // /api/user.php would answer from memory for this cookie, never composed here, so the page costs no
    // more to make. Such a page is the member's own: no shared cache may keep it.
    const user = this.users.keptUserBody(req);
    if (user) head += `\n    <script id="${INLINED_USER_ELEMENT_ID}" type="application/json">${jsonTextForScript(user)}</script>`;
    // Without a session cookie nobody is logged in: the shell need not ask (and log a 403 in the console).
    else if (!readCookie(req, AUTH_COOKIE)) head += `\n    <meta name="${NO_SESSION_META_NAME}" />`;
    const html = await renderIndexHtml(shell.dir, settings, {
      head,
      shellBase: shell.urlBase,
      lang: locale,
      root: rendered ? serverRenderedRoot(rendered, settings?.name ?? 'Rendezvous') : undefined,
      title: rendered?.title,
    });
    // A page with a canary's version in it (or with the new cohort cookie) is this browser's: a shared cache
    // keeping it would hand one cohort's versions to the others.
    const cohortBound = !hadCohort || plan.remotes.remotes.some((release) => release.cohort === 'canary');
    res.setHeader('Cache-Control', user || cohortBound ? 'private, no-cache' : 'no-cache');
    res.vary('Cookie');
    res
      .status(rendered?.status ?? (await status))
      .type('html')
      .send(html);
  }

  /**
   * A public GET call for a server render, straight to the service that owns it (as the proxy would send
   * it, without the visitor's cookies): server HTML is the same for every visitor of a site and locale,
   * never personal. A non-2xx answer throws with its `status`, so a render can show the 404 page.
   */
  private async fetchPublicApi<T>(req: Request, path: string): Promise<T> {
    const service = serviceFor(path.split('?')[0]);
    if (!service) throw Object.assign(new Error(`no service owns ${path}`), { status: 404 });
    const response = await fetch(`${serviceUrls(this.config)[service]}${path}`, {
      headers: { accept: 'application/json', 'x-forwarded-host': req.host || 'localhost', 'x-forwarded-proto': req.protocol },
      signal: AbortSignal.timeout(1500),
    });
    const body = (await response.json().catch(() => null)) as T & { message?: string };
    if (!response.ok) throw Object.assign(new Error(body?.message ?? `${path} answered ${response.status}`), { status: response.status });
    return body;
  }
}
