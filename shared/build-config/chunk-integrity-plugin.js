// ADR 0017 §6: a remote's own chunk loading checks what it loads. webpack-subresource-integrity writes the
// sha256 of every chunk into the remote's runtime (remoteEntry.js) and sets `integrity` and `crossOrigin` on
// each chunk script webpack's loader creates; the live manifest pins remoteEntry.js itself, so one hash covers
// everything the remote runs in a browser.
//
// With Module Federation the plugin alone fails the build ("contains unresolved integrity placeholders"): the
// federation puts each consumed shared module (a ConsumeSharedModule, served from the share scope) into chunks
// of its own that emit no file at all; webpack lists them among the runtime's chunks, so the plugin writes a
// placeholder for each, and never gets a file to hash. Nothing ever loads such a chunk as a script (webpack's
// loader only fetches chunks with JavaScript), so its entry is taken out of the runtime's hash table here,
// right after the plugin filled in the real ones.
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { placeholderPrefix } = require('webpack-subresource-integrity/util');

const NAME = 'ChunkIntegrityPlugin';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// sha256, as the gateway's integrity.json (services/gateway/src/releases/integrity.ts): the table is base64 that
// does not compress, and a first visit downloads it whole (issue 32's cost); sha256 is a third shorter than sha384.
// The page's preload links carry integrity.json's value, and a preload is reused only with the same one.
const HASH_FUNCTION = 'sha256';
// One entry of the minified table, `308:"*-*-*-CHUNK-SRI-HASH-…"`, with the comma that joins it to the next.
const PLACEHOLDER_ENTRY = new RegExp(`(["']?)[\\w-]+\\1:"${escapeRegExp(placeholderPrefix)}[^"]*",?`, 'g');

class ChunkIntegrityPlugin {
  apply(compiler) {
    new SubresourceIntegrityPlugin({ hashFuncNames: [HASH_FUNCTION] }).apply(compiler);
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the plugin's own pass (PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE), before the real content hashes.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 }, (assets) => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js') || !assets[file]) continue;
            const text = assets[file].source().toString();
            if (!text.includes(placeholderPrefix)) continue;
            const edited = new sources.ReplaceSource(assets[file], file);
            // A removed last entry leaves `{…,"a":"sha256-…",}`: a trailing comma, valid in an object literal.
            for (const match of text.matchAll(PLACEHOLDER_ENTRY)) edited.replace(match.index, match.index + match[0].length - 1, '');
            compilation.updateAsset(file, edited);
          }
        }
      });
    });
  }
}

module.exports = { ChunkIntegrityPlugin };
