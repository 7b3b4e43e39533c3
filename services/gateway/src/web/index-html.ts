import type { SiteSettings } from '@rendezvous/contracts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Matched loosely: the build may rewrite the HTML (attribute quotes, self-closing slashes).
const SETTINGS_SLOT = /<meta name="?rdv-settings-slot"?\s*\/?>/;
const HTML_LANG = /<html lang="?[A-Za-z-]+"?>/;
const ROOT = /<div id="?root"?><\/div>/;
// The shell's stylesheet, which the build appends to the end of the head, after its scripts.
const STYLESHEET = /<link [^>]*rel="?stylesheet"?[^>]*>/g;
// The shell's entry script as the build writes it: <script defer src=/shell/main.js></script>.
const SHELL_ENTRY = /<script defer src="?([^" >]*\/main\.js)"?><\/script>/;
// The shell's scripts and styles as its build names them (/shell/..., shell/webpack.config.js pagePublicPath).
const SHELL_FILE_URL = /\b(src|href)=("?)\/shell\//g;
// The shell's line for browsers without scripts; a server-rendered page is readable without them.
const NOSCRIPT = /\s*<noscript>[^<]*<\/noscript>/;

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * JSON text another service composed (a kept user.php answer), made safe inside a <script> element the
 * same way: `<`, `>` and `&` only occur inside JSON strings, where their \u escapes mean the same.
 */
export function jsonTextForScript(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The gateway's HTML composition seam: the shell's index.html with the request's site settings inlined
 * as a non-executable JSON script (no CSP exception needed), the title and description of the site,
 * and what else the page's head should carry (`head`: the preload plan of preload-links.ts; server
 * rendered pages add their state here too). `lang` is the page's locale as the shell will choose it;
 * `root` the server-rendered markup that goes inside <div id="root"> (server-render.ts), `title` the
 * page's own title when it has one, `shellBase` where the live shell's files are served (releases/release-pointers.ts liveShell).
 */
export async function renderIndexHtml(
  shellDir: string,
  settings: SiteSettings | null,
  { head = '', lang, root, title, shellBase = '/shell/' }: { head?: string; lang?: string; root?: string; title?: string; shellBase?: string } = {},
): Promise<string> {
  const built = (await readFile(join(shellDir, 'index.html'), 'utf8'))
    .replace(ROOT, () => `<div id="root">${root ?? ''}</div>`)
    // A released shell's files are under its version's folder (`shellBase`, /shell/<version>/): immutable URLs.
    .replace(SHELL_FILE_URL, (_match, attribute: string, quote: string) => `${attribute}=${quote}${shellBase}`);
  // The stylesheet blocks the first paint: it moves up to the slot, so the browser asks for it before any preload.
  const stylesheets = built.match(STYLESHEET) ?? [];
  // A server-rendered page (`root`) is read before it is interactive: the shell's entry loads after the
  // page's own load (shell/public/after-load.js), so its largest paint does not wait for the shell's boot.
  const withoutSheets = built.replace(STYLESHEET, '');
  // Its "needs JavaScript" line would be untrue there: its text and links work with scripts off.
  const template = root
    ? withoutSheets
        .replace(SHELL_ENTRY, (_tag, src: string) => `<script defer src="${src.replace(/main\.js$/, 'after-load.js')}" data-main="${src}"></script>`)
        .replace(NOSCRIPT, '')
    : withoutSheets;
  head = [...stylesheets, head].filter(Boolean).join('\n    ');
  // A function replacement: `head` holds JSON, whose `$` must not be read as a replacement pattern.
  if (!settings) return template.replace(SETTINGS_SLOT, () => head);
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return template
    .replace(HTML_LANG, `<html lang="${escapeHtml(lang ?? settings.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title ?? settings.index_title)}</title>`)
    .replace(
      SETTINGS_SLOT,
      () =>
        `<meta name="description" content="${escapeHtml(settings.description)}" />\n    <script id="rdv-settings" type="application/json">${jsonForScript(settings)}</script>${head ? `\n    ${head}` : ''}`,
    );
}
