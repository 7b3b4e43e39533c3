// Writes `preload-manifest.json` beside a build: the files a page needs before it can paint, so the
// gateway's HTML can name them up front (services/gateway/src/web/preload-links.ts) instead of the
// browser discovering them one round trip after another (issue 13).
//
//   entry          the shell only: its entry script(s), which the page's own <script> loads; named first,
//                  so that the many preloads do not queue it behind them on an HTTP/1.1 connection
//   startup        the chunks of the app's start: the shell's `import('./bootstrap')` group, a remote's
//                  exposed lifecycles (the chunk mf-manifest.json lists as `sync`, and any split of it)
//   startupShared  the shared modules (share keys) that start consumes, itself or through them
//   shared         per share key, the chunks of this build's own copy: the shell's provided modules, a
//                  remote's fallbacks. A shared module loads from the shell's copy when the shell
//                  provides it, else from the remote's own.
//   locales        per locale, the chunks of the app's catalogues (`locales/<locale>/<ns>.json`); a
//                  remote lists only its own namespace (the shell's common and errors are the shell's)
//   named          a remote only: per named lazy chunk (`webpackChunkName`, e.g. a lander's design), its
//                  files. A server render names the ones its page hydrates with (ServerRenderResult.chunks),
//                  and the page carries their hashes (ADR 0017 §6); nothing is preloaded from it.
//
// Only chunks a start really loads are listed: lazy routes and widgets stay out, so nothing is
// preloaded that the path does not use.
const { sep } = require('node:path');

const NAME = 'PreloadManifestPlugin';
const CATALOGUE = /[\\/]locales[\\/]([a-z]{2})[\\/][^\\/]+\.json$/;
const sorted = (values) => [...new Set(values)].sort();

class PreloadManifestPlugin {
  /**
   * @param {{ host: boolean, catalogue?: (resource: string) => boolean }} options  `catalogue`: which
   *   catalogue files count as the app's own (default: all for the shell, the app's folder for a remote)
   */
  constructor({ host, catalogue }) {
    this.host = host;
    this.catalogue = catalogue;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const { chunkGraph } = compilation;
        const scripts = (chunk) => [...chunk.files].filter((file) => file.endsWith('.js'));
        const groupsOf = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
        const filesOf = (groups) => sorted(groups.flatMap((group) => group.chunks.flatMap(scripts)));

        // This build's own copy of each shared module: what the shell provides, or a remote's fallback.
        const ownCopies = new Map();
        for (const module of compilation.modules) {
          if (this.host && module.constructor.name === 'ProvideSharedModule') ownCopies.set(module._name, module);
          if (!this.host && module.constructor.name === 'ConsumeSharedModule' && !ownCopies.has(module.options.shareKey))
            ownCopies.set(module.options.shareKey, module);
        }

        // The start's groups, then the copy of every shared module their chunks consume, until no new
        // group turns up. The shell loads its own copies; a remote's are followed too, because the gateway
        // decides per key whether the shell's copy or the remote's will load.
        const start = compilation.chunkGroups.filter((group) =>
          this.host ? (group.origins ?? []).some((origin) => origin.request === './bootstrap') : group.name === '__federation_expose_lifecycles',
        );
        const groups = [...start];
        const seen = new Set(groups);
        const startupShared = new Set();
        for (let i = 0; i < groups.length; i += 1) {
          for (const chunk of groups[i].chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.constructor.name !== 'ConsumeSharedModule') continue;
              startupShared.add(module.options.shareKey);
              for (const group of groupsOf(ownCopies.get(module.options.shareKey) ?? module)) {
                if (!seen.has(group)) {
                  seen.add(group);
                  groups.push(group);
                }
              }
            }
          }
        }

        const shared = {};
        for (const [key, module] of [...ownCopies].sort(([a], [b]) => a.localeCompare(b))) shared[key] = filesOf(groupsOf(module));

        const locales = {};
        for (const module of compilation.modules) {
          const match = CATALOGUE.exec(module.resource ?? '');
          if (!match) continue;
          const own = this.catalogue ?? ((resource) => this.host || resource.startsWith(`${compiler.context}${sep}`));
          if (!own(module.resource)) continue;
          const files = [...chunkGraph.getModuleChunksIterable(module)].flatMap(scripts);
          locales[match[1]] = sorted([...(locales[match[1]] ?? []), ...files]);
        }

        // The shell's start includes the copies it loads; a remote's start is only its own chunks.
        const entry = this.host ? filesOf([...compilation.entrypoints.values()]) : undefined;
        const named = {};
        if (!this.host) {
          const lazy = compilation.chunkGroups.filter((group) => group.name && !group.isInitial() && !group.name.startsWith('__federation_expose_'));
          for (const group of lazy.sort((a, b) => a.name.localeCompare(b.name))) named[group.name] = filesOf([group]);
        }
        const manifest = {
          entry,
          startup: filesOf(this.host ? groups : start),
          startupShared: sorted(startupShared),
          shared,
          locales,
          ...(this.host ? {} : { named }),
        };
        compilation.emitAsset('preload-manifest.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PreloadManifestPlugin };
