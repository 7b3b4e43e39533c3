#!/usr/bin/env node
// What a first-time visitor downloads for a page, in Debian's Chromium with an empty cache:
// every JavaScript file with its gzip size, and the total checked against the budget.
// Usage: node bench/first-visit-js.mjs [base URL, default http://localhost:8080] [path, default /]
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** Budget for the JavaScript of the home page, gzip (shell + federation runtime + React + one remote). */
// Measured 178.7 KB on 2026-11-23 (react-dom 63, two federation runtimes 28+28, rest of the shell and the
// lander 60): 246.6 KB before the landers remote dropped react-router (61 KB) and catalogues loaded per locale.
export const FIRST_VISIT_JS_BUDGET_GZIP_BYTES = 200 * 1024;

const base = process.argv[2] ?? 'http://localhost:8080';
const path = process.argv[3] ?? '/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
const files = [];
page.on('response', async (response) => {
  const url = new URL(response.url());
  if (!url.pathname.endsWith('.js')) return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  files.push({ file: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
});
await page.goto(base + path, { waitUntil: 'networkidle' });
await browser.close();

files.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const { file, raw, gzip } of files) console.log(`${kb(gzip).padStart(9)} gzip  ${kb(raw).padStart(9)} raw  ${file}`);
const total = files.reduce((sum, f) => sum + f.gzip, 0);
console.log(`${kb(total).padStart(9)} gzip total in ${files.length} files (budget ${kb(FIRST_VISIT_JS_BUDGET_GZIP_BYTES)})`);
process.exit(total <= FIRST_VISIT_JS_BUDGET_GZIP_BYTES ? 0 : 1);
