// ESLint rule `rendezvous/no-import-cycle`: no file imports a file that leads back to it (issue 33).
//
// Why not import-x/no-cycle: it skips type-only imports, and each of the three cycles the issue found
// (lander screens and their features, nest-kit's correlation and request guards, ui's confirm dialog and
// its content) had a type-only import on one side, so it saw none of them. This rule counts every edge:
// imports and re-exports (type-only too), dynamic import() and require().
//
// Cheap by design: only relative imports are followed (a cycle between projects is a circular project
// dependency, which @nx/enforce-module-boundaries already refuses), and other files are read with
// TypeScript's pre-processor (a scan of their import lines, no parse), once per file per process.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isRelative, visitImportSources } from './import-sources.mjs';

// Resolved as tsconfig.base.json resolves (bundler resolution, the workspace's `source` condition).
const COMPILER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['source'],
  allowJs: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name, COMPILER_OPTIONS);

const DECLARATION = /\.d\.([cm]?)ts$/;

function resolve(specifier, fromFile) {
  const resolved = ts.resolveModuleName(specifier, fromFile, COMPILER_OPTIONS, ts.sys, resolutionCache).resolvedModule;
  if (!resolved) return null;
  const file = path.resolve(resolved.resolvedFileName);
  // TypeScript prefers a declaration file (tools/platform's `launch.d.mts`) to the script it describes:
  // the script's imports are the ones that run, so follow those
  const declared = DECLARATION.exec(file);
  if (!declared) return file;
  const script = file.replace(DECLARATION, `.${declared[1]}js`);
  return existsSync(script) ? script : null;
}

/** The files a file on disk imports, by relative specifier; kept until the file changes (an editor's ESLint lives long). */
const importsOnDisk = new Map();
function importsOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsOnDisk.get(file);
  if (known?.mtime === mtime) return known.files;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const files = [...new Set(importedFiles.filter(({ fileName }) => isRelative(fileName)).map(({ fileName }) => resolve(fileName, file)))].filter(Boolean);
  importsOnDisk.set(file, { mtime, files });
  return files;
}

/** The shortest chain of imports from `start` back to `target`, or null when there is none. */
function pathBack(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [file];
        for (let at = cameFrom.get(file); at !== null; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import (of values or types, static or dynamic) that leads back to the importing file' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both files need to where it belongs.' },
  },
  create(context) {
    // '<text>' and other virtual files have no place on disk to be imported from
    if (!path.isAbsolute(context.physicalFilename)) return {};
    const filename = path.resolve(context.physicalFilename);
    const root = context.cwd;
    const seen = new Set();

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !isRelative(source.value)) return;
      const target = resolve(source.value, filename);
      if (!target || target === filename || seen.has(target)) return;
      seen.add(target);
      const chain = pathBack(target, filename);
      if (!chain) return;
      const shown = [filename, ...chain, filename].map((file) => path.relative(root, file)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { chain: shown } });
    }

    return visitImportSources(check);
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
