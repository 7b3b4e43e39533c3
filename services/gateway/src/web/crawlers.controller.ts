import { gatewayRoutes } from '@rendezvous/contracts/routes';
import { ContractRoute } from '@rendezvous/nest-kit';
import { LEGAL_PAGES } from '@rendezvous/contracts';
import { LANDER_SLUGS } from '@rendezvous/route-table';
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';

/**
 * The pages a search engine may list (issue 12): the home, the landers and the legal and help pages,
 * which arrive rendered; sign-up and login. Everything behind a login, the API and the mailed {token}
 * links stay out (robots.txt disallows the member areas; a token page is not listed anywhere).
 */
export const INDEXABLE_PATHS: readonly string[] = [
  '/',
  ...LANDER_SLUGS.map((slug) => `/landers/${slug}`),
  '/landers/tinderswipe',
  ...LEGAL_PAGES.map((page) => `/pages/${page}`),
  '/complaints',
  '/signup',
  '/login',
];

const PRIVATE_PREFIXES = [
  '/api/',
  '/internal/',
  '/members',
  '/chats',
  '/likes',
  '/profile',
  '/notifications',
  '/credits',
  '/transactions',
  '/premium',
  '/directdebit',
  '/match-finder',
  '/swipe-game',
  '/signup-matches',
  '/complete-signup',
];

/** The site's own origin as the visitor reached it (the proxy's facts count only from trusted proxies). */
export const originOf = (req: Request) => `${req.protocol}://${req.host || 'localhost'}`;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

@ApiExcludeController()
@Controller()
export class CrawlersController {
  /** Per site: its own sitemap's address, from the host it was asked on. */
  @Get('robots.txt')
  @ContractRoute(gatewayRoutes.robots)
  robots(@Req() req: Request, @Res() res: Response): void {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${originOf(req)}/sitemap.xml`, ''];
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(lines.join('\n'));
  }

  @Get('sitemap.xml')
  @ContractRoute(gatewayRoutes.sitemap)
  sitemap(@Req() req: Request, @Res() res: Response): void {
    const origin = originOf(req);
    const urls = INDEXABLE_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res
      .type('application/xml')
      .send(['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n'));
  }
}
