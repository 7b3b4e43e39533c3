// ADR 0017 §6: a remote's own chunk loading checks what it loads, and refuses a chunk whose hash it does not
// know (fail closed). The live manifest pins remoteEntry.js itself; the entry carries no table of its chunks'
// hashes (that table, one incompressible sha256 per chunk, was most of what integrity cost a first visit,
// issue 32). Instead the entry's script loader (`__webpack_require__.l`, through which webpack's JSONP
// chunk loading fetches every chunk: exposes, shared modules' fallbacks, lazy screens, catalogues) first asks
// for the chunk file's hash:
// - from the page: the shell publishes, for each pinned release folder, the hashes the gateway's page plan
//   gave for the page's own files of that remote (shell/src/platform/entry-integrity.ts,
//   `window.__rdvIntegrity[<folder URL>] = { files, table }`);
// - else from the gateway that served the page, once per release: `table`, its /api/integrity/<app>/<version>
//   (the version's integrity.json; the page's origin is the trust anchor, never the CDN);
// - a chunk with no known hash, or a release the shell published nothing for, is not loaded: the load fails
//   like a failed download (ChunkLoadError), and the area shows its fallback.
// The hash found is set as the script's `integrity` (crossorigin="anonymous": SRI needs CORS mode, and the
// page's preloads of the same files are made the same way, so they are reused).
const NAME = 'ChunkIntegrityPlugin';

class ChunkIntegrityPlugin {
  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule, Template } = compiler.webpack;
    const { LoadScriptRuntimeModule } = compiler.webpack.runtime;

    class PageIntegrityRuntimeModule extends RuntimeModule {
      constructor() {
        // After webpack's own loader is defined, so that it is the one wrapped.
        super('rdv chunk integrity', RuntimeModule.STAGE_ATTACH);
      }

      generate() {
        const load = RuntimeGlobals.loadScript;
        return Template.asString([
          `var loadChecked = ${load};`,
          // chunk id -> hash, read by the script creation below (LoadScriptRuntimeModule's createScript hook).
          `var hashes = ${RuntimeGlobals.require}.sriHashes = {};`,
          // A release's whole table, fetched once (a failed fetch is asked again by the next load).
          'var tables = {};',
          'function hashFor(file) {',
          Template.indent([
            `var page = typeof window !== "undefined" && window.__rdvIntegrity && window.__rdvIntegrity[${RuntimeGlobals.publicPath}];`,
            'if (!page) return Promise.reject(new Error("no integrity data for " + file));',
            'if (page.files && page.files[file]) return Promise.resolve(page.files[file]);',
            'if (!page.table) return Promise.reject(new Error(file + " has no known hash"));',
            'var table = tables[page.table] || (tables[page.table] = fetch(page.table, { credentials: "same-origin" }).then(function (response) {',
            Template.indent(['if (!response.ok) throw new Error("integrity table: " + response.status);', 'return response.json();']),
            '}).catch(function (error) { delete tables[page.table]; throw error; }));',
            'return table.then(function (all) {',
            Template.indent(['if (!all[file]) throw new Error(file + " is not in its release\'s integrity table");', 'return all[file];']),
            '});',
          ]),
          '}',
          // Every script this runtime loads with a chunk id goes through here; webpack's loader runs only once
          // the hash is known, so no chunk script is ever created without its integrity.
          `${load} = function (url, done, key, chunkId) {`,
          Template.indent([
            'var args = arguments;',
            'if (chunkId === undefined) return loadChecked.apply(this, args);',
            `hashFor(${RuntimeGlobals.getChunkScriptFilename}(chunkId)).then(function (hash) {`,
            Template.indent(['hashes[chunkId] = hash;', 'loadChecked.apply(null, args);']),
            '}, function (error) {',
            Template.indent([
              'console.error("[integrity] refused to load " + url, error);',
              // As a failed download: the chunk loader rejects with a ChunkLoadError naming the file.
              'done({ type: "integrity", target: { src: url } });',
            ]),
            '});',
          ]),
          '};',
        ]);
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        Template.asString([source, `script.integrity = ${RuntimeGlobals.require}.sriHashes[chunkId];`, 'script.crossOrigin = "anonymous";']),
      );
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.loadScript).tap(NAME, (chunk, set) => {
        set.add(RuntimeGlobals.publicPath);
        set.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new PageIntegrityRuntimeModule());
      });
    });
  }
}

module.exports = { ChunkIntegrityPlugin };
