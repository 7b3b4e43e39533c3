// Builds one federated app (the shell or a remote) the same way everywhere:
// webpack 5 + @module-federation/enhanced, swc, async startup, mf-manifest.json in the output.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ChunkIntegrityPlugin } = require('./chunk-integrity-plugin');
const { PreloadManifestPlugin } = require('./preload-manifest-plugin');
const { ReleaseManifestPlugin } = require('./release-manifest-plugin');
const { sharedSingletons } = require('./shared-singletons');

/**
 * Where a build goes: the app's dist/, or RDV_BUILD_OUTPUT_DIR when set (e2e/tests/release-kit.ts builds an
 * edited variant of an app there, to release it, without touching the app's own dist/ or Nx's cache).
 */
function outputDirOf(projectDir) {
  return process.env.RDV_BUILD_OUTPUT_DIR ? path.resolve(process.env.RDV_BUILD_OUTPUT_DIR) : path.join(projectDir, 'dist');
}

/**
 * The text files a browser downloads from a build (scripts, the federation manifest, SVG): each gets
 * a brotli and a gzip twin at build time, at the highest levels (paid once, here), and the gateway
 * serves the one the browser accepts (services/gateway/src/web/precompressed.ts). Small files too: a
 * 600-byte chunk still shrinks by a third, and a first visit loads several (no threshold; a twin is
 * kept only when it is at least a tenth smaller). Source maps are not published; index.html is the
 * gateway's template, compressed when it is sent.
 */
const TEXT_ASSETS = /\.(js|mjs|json|css|svg|txt|webmanifest)$/;
const precompression = [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: TEXT_ASSETS,
    threshold: 0,
    minRatio: 0.9,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
  new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: TEXT_ASSETS, threshold: 0, minRatio: 0.9, compressionOptions: { level: 9 } }),
];

/**
 * TypeScript and TSX through swc. The root .swcrc is the services' (CommonJS); webpack needs ES modules
 * to split dynamic imports into chunks and to tree-shake, so it is not read here.
 */
function typescriptRule(target) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: { swcrc: false, jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target } },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.projectDir   folder of the app (holds src/ and package.json)
 * @param {string} options.name         federation name, a JS identifier (mfe_members)
 * @param {Record<string,string>} [options.exposes]  modules a remote offers
 * @param {boolean} [options.host]      the shell: emits index.html, exposes nothing
 * @param {string} [options.publicPath] where the build is served from ('auto' for remotes)
 * @param {string} [options.pagePublicPath] the host's index.html: where its <script>/<link> tags point (default
 *   publicPath). The shell is built with publicPath 'auto' (its chunks load from wherever main.js came from,
 *   /shell/<version>/ for a released shell) and a page path of '/shell/', which the gateway rewrites to the live
 *   version's folder (services/gateway/src/web/index-html.ts).
 */
function createFederatedAppConfig({ projectDir, name, exposes = {}, host = false, publicPath = 'auto', pagePublicPath = publicPath }) {
  const production = process.env.NODE_ENV !== 'development';
  // The shell provides the platform's page-wide singletons; a remote runs on the shell's (ADR 0017 §2).
  const shared = sharedSingletons({ host });
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    context: projectDir,
    entry: { main: './src/index.ts' },
    output: {
      path: outputDirOf(projectDir),
      // Toolchain fact: a hash in `filename` breaks the federation runtime; hashes go in chunk names only.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: name,
      publicPath,
      // ADR 0017 §6: a remote's runtime sets `integrity` on every chunk script it loads (its own chunks and its
      // shared modules' fallbacks alike); SRI needs CORS mode, so each is loaded as crossorigin="anonymous"
      // (the CDN answers with Access-Control-Allow-Origin: *). The shell's own chunks come from the gateway
      // that served the page and need neither.
      ...(host ? {} : { crossOriginLoading: 'anonymous' }),
      // dist/server holds the server bundle (createServerRenderConfig), built beside this one.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // Workspace libraries are consumed from source so one build sees one copy of each.
      conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
    },
    module: {
      rules: [
        typescriptRule('es2020'),
        // The shell's styles are files the page links in its head (issue 12): a page the server rendered is
        // styled at its first paint, not when the scripts arrive. Remotes keep theirs in their scripts.
        { test: /\.css$/, use: [host ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      ...(host ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        exposes,
        remotes: {},
        shared,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One federation runtime per page (issue 13): the shell provides its runtime-core on the page's
        // global, and every remote is built to use that one instead of shipping its own copy (about
        // 20 KB of brotli per remote). A remote therefore only runs under a shell of the same runtime
        // version; the release refuses any other (services/gateway/src/releases/release-gate.ts).
        // The shell registers each remote by its remoteEntry.js (the live manifest's entryUrl), so the runtime's
        // snapshot of mf-manifest.json (its snapshot and preload-assets plugins) is built out, and so is
        // its code for Node (issue 13: 2.8 KB less of the shell's entry on the wire).
        experiments: {
          asyncStartup: true,
          ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      ...(host
        ? [
            new HtmlWebpackPlugin({ template: path.join(projectDir, 'src/index.html'), scriptLoading: 'defer', minify: false, publicPath: pagePublicPath }),
            // Files served at the site's root as they are (the push service worker, the app icon): the
            // gateway serves them from the build output, outside the hashed bundle.
            new CopyWebpackPlugin({ patterns: [{ from: path.join(projectDir, 'public'), noErrorOnMissing: true }] }),
          ]
        : []),
      // Every chunk the remote's runtime loads carries the sha256 the page or the gateway gives for it, and a
      // chunk without one is refused (the live manifest pins remoteEntry.js itself). Production builds only.
      ...(host || !production ? [] : [new ChunkIntegrityPlugin()]),
      new PreloadManifestPlugin({ host }),
      // release.json: what the release gate compares with the live apps (ADR 0017 §3).
      new ReleaseManifestPlugin({ projectDir, shared, exposes }),
      ...(production ? precompression : []),
    ],
    ...(host ? { optimization: { splitChunks: { cacheGroups: shellStartGroups() } } } : {}),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The shell's start in two files instead of fifteen (issue 13). Each shared module is a chunk of its own
 * by default (the share scope loads it on demand), but every page loads all of the shell's anyway: React,
 * i18next, single-spa, zustand and the platform libraries. So:
 * - `start-libraries`: the third-party ones, which change seldom, so a browser keeps them across shell
 *   releases;
 * - `start`: the shell's bootstrap (the chunk src/index.ts names `bootstrap`) with the platform libraries,
 *   which change with it.
 * Fewer requests queue on a phone's HTTP/1.1 connections, fewer sets of headers cross the wire, and brotli
 * sees each group whole. A remote that takes the shell's copy of a shared module from the share scope gets
 * a file the page already has. The locale catalogues and whatever loads later (Radix's dialog, the
 * realtime client) keep chunks of their own: only these packages' and libraries' modules are moved.
 */
const START_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'use-sync-external-store',
  'single-spa',
  'single-spa-react',
  'zustand',
];
const START_PLATFORM_LIBRARIES = ['session-store', 'i18n', 'api-client', 'ui', 'remote-kit', 'route-table', 'contracts'];
function shellStartGroups() {
  const packages = new RegExp(`[\\/]node_modules[\\/](${START_PACKAGES.join('|')})[\\/]`);
  const libraries = new RegExp(`[\\/]shared[\\/](${START_PLATFORM_LIBRARIES.join('|')})[\\/]src[\\/]`);
  // Files and folder contexts (the catalogues' lazy index) only: the federation's own modules (a consume of
  // a shared module, say) stay where webpack puts them.
  const resourceOf = (module) =>
    typeof module.resource === 'string' ? module.resource : module.constructor?.name === 'ContextModule' ? `${module.context}/` : '';
  return {
    startLibraries: { name: 'start-libraries', chunks: 'async', enforce: true, priority: 100, test: (module) => packages.test(resourceOf(module)) },
    // Not the catalogues (JSON, one locale per page), and of the shell's own code only what its bootstrap
    // holds (a later import() of the shell keeps its chunk).
    start: {
      name: 'start',
      chunks: 'async',
      enforce: true,
      priority: 90,
      test: (module, { chunkGraph }) => {
        const resource = resourceOf(module);
        if (resource === '' || resource.endsWith('.json')) return false;
        return libraries.test(resource) || [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'bootstrap');
      },
    },
  };
}

/**
 * The server bundle of a remote that renders pages on the server (issue 12): its entry (src/server.tsx)
 * exports createServerRenderer's module. One self-contained CommonJS file for Node at dist/server/render.js
 * (SERVER_RENDER_ENTRY): React, the router and i18next inside it, so the gateway that loads it shares
 * nothing with it and a release of the remote alone changes what the server renders. CSS files are
 * imported as text, for the gateway to inline.
 */
function createServerRenderConfig({ projectDir, entry = './src/server.tsx' }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    devtool: false,
    context: projectDir,
    entry: { render: entry },
    output: { path: path.join(outputDirOf(projectDir), 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      conditionNames: ['source', 'node', 'require', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        typescriptRule('es2022'),
        // A remote's CSS as text: the server entry hands it to the gateway to inline (createServerRenderer css).
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    // One file: the catalogues' dynamic imports are inlined rather than split into chunks beside it.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Readable stack traces in the gateway's log; the file is never downloaded.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createFederatedAppConfig, createServerRenderConfig };
