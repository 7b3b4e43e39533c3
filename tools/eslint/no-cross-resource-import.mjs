// ESLint rule `rendezvous/no-cross-resource-import`: inside a service, a resource folder
// (`services/<service>/src/<resource>/`, one that holds a `*.module.ts`) uses another resource only
// through what that resource's Nest module exports (docs/service-shape.md; issue 33). From another
// resource folder a file may import that resource's `*.module.ts` files and the files that declare a
// class named in one of their `exports: [...]` lists, nothing else: not its repository, its entities
// or its controller. Folders without a module (`common/`, `migrations/`, `seed/`) and the service's
// root files (`app.module.ts`, `config.ts`, `main.ts`) are open to every resource; `migrations/` and
// `seed/` may import any resource's files (they write every table).
//
// Why read the module file: what a resource offers is decided in one place, its module's `exports`,
// and the rule follows it instead of a second list. The module file is read from disk (cached by its
// modification time), so a lint run sees a module change at once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isRelative, visitImportSources } from './import-sources.mjs';

/** `{ srcDir, resource }` of a file under `services/<service>/src/<resource>/…`, else null. */
function placeOf(file) {
  const parts = file.split(path.sep);
  for (let at = parts.length - 3; at >= 2; at -= 1) {
    if (parts[at] === 'src' && parts[at - 2] === 'services') return { srcDir: parts.slice(0, at + 1).join(path.sep), resource: parts[at + 1] };
  }
  return null;
}

const DATA_FOLDERS = new Set(['migrations', 'seed']);

const moduleCache = new Map();

/** The files another resource may import: its module files and the files of the classes they export. */
function offeredBy(resourceDir) {
  if (!existsSync(resourceDir) || !statSync(resourceDir).isDirectory()) return null;
  const modules = readdirSync(resourceDir).filter((name) => name.endsWith('.module.ts'));
  if (modules.length === 0) return null;
  const key = modules.map((name) => `${name}:${statSync(path.join(resourceDir, name)).mtimeMs}`).join('|');
  const cached = moduleCache.get(resourceDir);
  if (cached?.key === key) return cached.offered;

  const offered = new Set();
  for (const name of modules) {
    const file = path.join(resourceDir, name);
    offered.add(stripTs(file));
    const text = readFileSync(file, 'utf8');
    const exported = new Set();
    for (const list of text.matchAll(/\bexports\s*:\s*\[([^\]]*)\]/g)) {
      for (const id of list[1].split(',')) if (id.trim()) exported.add(id.trim());
    }
    for (const imported of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g)) {
      if (!isRelative(imported[2])) continue;
      const names = imported[1].split(',').map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()
          .trim(),
      );
      if (names.some((id) => exported.has(id))) offered.add(stripTs(path.resolve(resourceDir, imported[2])));
    }
  }
  moduleCache.set(resourceDir, { key, offered });
  return offered;
}

const stripTs = (file) => file.replace(/\.(ts|tsx|js|mjs)$/, '').replace(/[/\\]index$/, '');

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossResourceImport = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid a service's resource folder to import another resource's files except through its module's exports" },
    schema: [],
    messages: {
      crossResource:
        "Resource '{{from}}' imports '{{specifier}}' from resource '{{to}}', which its module does not export. Use what {{to}}'s module exports (add it to its `exports` if it is meant to be shared), or move what both need to src/common.",
    },
  },
  create(context) {
    if (!path.isAbsolute(context.physicalFilename)) return {};
    const filename = path.resolve(context.physicalFilename);
    // Only files inside a folder of src/ are held to the rule; the service's root files wire resources together.
    const own = placeOf(filename);
    // Migrations and demo seeds write tables of every resource by design; they are data, not a resource.
    if (!own || DATA_FOLDERS.has(own.resource)) return {};

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !isRelative(source.value)) return;
      const target = path.resolve(path.dirname(filename), source.value);
      const inSrc = path.relative(own.srcDir, target);
      if (inSrc.startsWith('..') || path.isAbsolute(inSrc)) return;
      const parts = inSrc.split(path.sep);
      if (parts.length < 2) return; // a root file of the service
      const to = parts[0];
      if (to === own.resource) return;
      const offered = offeredBy(path.join(own.srcDir, to));
      if (offered === null) return; // not a resource: common/, migrations/, seed/
      if (offered.has(stripTs(target))) return;
      context.report({ node, messageId: 'crossResource', data: { from: own.resource, to, specifier: source.value } });
    }

    return visitImportSources(check);
  },
};

export default { rules: { 'no-cross-resource-import': noCrossResourceImport } };
