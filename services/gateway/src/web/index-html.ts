import type { SiteSettings } from '@rendezvous/contracts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Matched loosely: the build may rewrite the HTML (attribute quotes, self-closing slashes).
const SETTINGS_SLOT = /<meta name="?rdv-settings-slot"?\s*\/?>/;
const HTML_LANG = /<html lang="?[A-Za-z-]+"?>/;

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The shell's index.html with the request's site settings inlined as a non-executable JSON script
 * (no CSP exception needed), plus the title and description of the site.
 */
export async function renderIndexHtml(shellDir: string, settings: SiteSettings | null): Promise<string> {
  const template = await readFile(join(shellDir, 'index.html'), 'utf8');
  if (!settings) return template.replace(SETTINGS_SLOT, '');
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return template
    .replace(HTML_LANG, `<html lang="${escapeHtml(settings.language)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.index_title)}</title>`)
    .replace(
      SETTINGS_SLOT,
      `<meta name="description" content="${escapeHtml(settings.description)}" />\n    <script id="rdv-settings" type="application/json">${jsonForScript(settings)}</script>`,
    );
}
