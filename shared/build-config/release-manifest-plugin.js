// Writes `release.json` beside a build's mf-manifest.json (ADR 0017 §3): what the release gate
// (services/gateway/src/releases/release-gate.ts) compares with the live apps before a release goes live.
//
//   name, version       the app (its package.json)
//   federationRuntime   the @module-federation/enhanced version: remotes run on the shell's runtime
//   shared[]            each shared module the build uses: its own copy's version, the range it accepts, its
//                       policy (singleton, strictVersion) and whether it bundles a copy (bundlesFallback)
//   widgets.exposes     widget → contract version (shared/contracts widgets.ts WIDGET_CONTRACT_VERSIONS)
//   widgets.consumes    `<remote>/<widget>` → the contract version this build mounts, found in the source of
//                       the modules the build compiled (every `<RemoteWidget remote="…" widget="…">`), so
//                       nothing has to be declared twice and nothing mounted can be missed
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const NAME = 'ReleaseManifestPlugin';
const root = path.join(__dirname, '..', '..');
const WIDGETS_SOURCE = path.join(root, 'shared', 'contracts', 'src', 'widgets.ts');

/** The version of the federation plugin this build runs (its package.json is not in its exports map). */
function federationRuntimeVersion() {
  let dir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === '@module-federation/enhanced') return pkg.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error('cannot find @module-federation/enhanced/package.json');
}

/** WIDGET_CONTRACT_VERSIONS from the contracts' TypeScript source (types only besides the tables: no imports). */
function widgetContractVersions(source = fs.readFileSync(WIDGETS_SOURCE, 'utf8')) {
  const { code } = swc.transformSync(source, {
    filename: WIDGETS_SOURCE,
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  if (!module.exports.WIDGET_CONTRACT_VERSIONS) throw new Error(`${WIDGETS_SOURCE} exports no WIDGET_CONTRACT_VERSIONS`);
  return module.exports.WIDGET_CONTRACT_VERSIONS;
}

function attributeText(attribute) {
  const value = attribute.value?.type === 'JSXExpressionContainer' ? attribute.value.expression : attribute.value;
  if (value?.type === 'StringLiteral') return value.value;
  if (value?.type === 'TemplateLiteral' && value.expressions.length === 0) return value.quasis[0].cooked;
  return undefined;
}

/**
 * Every `<RemoteWidget remote="…" widget="…">` in one source file, as `remote/widget`. A use whose remote or
 * widget is not written as a string is an error: the release gate could not know what the build mounts.
 */
function widgetUses(source, filename) {
  if (!source.includes('RemoteWidget')) return [];
  const syntax = /\.tsx?$/.test(filename) ? { syntax: 'typescript', tsx: filename.endsWith('x') } : { syntax: 'ecmascript', jsx: true };
  const ast = swc.parseSync(source, { ...syntax, target: 'es2022' });
  const uses = [];
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return undefined;
    if (node.type === 'JSXOpeningElement' && node.name?.type === 'Identifier' && node.name.value === 'RemoteWidget') {
      const byName = new Map(
        node.attributes.filter((attribute) => attribute.type === 'JSXAttribute').map((attribute) => [attribute.name.value, attributeText(attribute)]),
      );
      const remote = byName.get('remote');
      const widget = byName.get('widget');
      if (!remote || !widget) {
        throw new Error(
          `${filename}: write <RemoteWidget remote="…" widget="…"> with both as strings (the release gate reads them from the source to know which widgets this build mounts)`,
        );
      }
      uses.push(`${remote}/${widget}`);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'span' && value && typeof value === 'object') visit(value);
    return undefined;
  };
  visit(ast);
  return uses;
}

class ReleaseManifestPlugin {
  /**
   * @param {object} options
   * @param {string} options.projectDir  the app's folder (its package.json names and versions it)
   * @param {Record<string, object>} options.shared  the ModuleFederationPlugin `shared` option of the build
   * @param {Record<string, string>} options.exposes  the ModuleFederationPlugin `exposes` option
   */
  constructor({ projectDir, shared, exposes }) {
    this.projectDir = projectDir;
    this.shared = shared;
    this.exposes = exposes;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Before module concatenation hides modules inside others: the source files this build compiled.
      const resources = new Set();
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        for (const module of modules) {
          const resource = typeof module.resource === 'string' ? module.resource.split('?')[0] : '';
          if (/\.[cm]?[jt]sx?$/.test(resource) && resource.startsWith(root) && !resource.includes(`${path.sep}node_modules${path.sep}`))
            resources.add(resource);
        }
      });

      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        try {
          const pkg = JSON.parse(fs.readFileSync(path.join(this.projectDir, 'package.json'), 'utf8'));
          const contracts = widgetContractVersions();
          const manifest = {
            name: pkg.name,
            version: pkg.version,
            federationRuntime: federationRuntimeVersion(),
            shared: this.sharedRecords(compilation),
            widgets: { exposes: this.exposedWidgets(pkg.name, contracts), consumes: this.consumedWidgets(resources, contracts) },
          };
          compilation.emitAsset('release.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        } catch (error) {
          compilation.errors.push(new WebpackError(`${NAME}: ${error.message}`));
        }
      });
    });
  }

  /** The shared modules the build uses (consumes or provides), with the copy it brings and its policy. */
  sharedRecords(compilation) {
    const provided = new Map();
    const used = new Set();
    for (const module of compilation.modules) {
      if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module._version);
      if (module.constructor.name === 'ConsumeSharedModule') used.add(module.options.shareKey);
    }
    return [...new Set([...used, ...provided.keys()])]
      .filter((name) => this.shared[name])
      .sort()
      .map((name) => {
        const config = this.shared[name];
        return {
          name,
          version: provided.get(name) ?? config.version ?? null,
          requiredVersion: typeof config.requiredVersion === 'string' ? config.requiredVersion : '*',
          singleton: Boolean(config.singleton),
          strictVersion: Boolean(config.strictVersion),
          bundlesFallback: provided.has(name),
        };
      });
  }

  exposedWidgets(app, contracts) {
    const exposes = {};
    for (const key of Object.keys(this.exposes)) {
      const widget = key.replace(/^\.\//, '');
      const version = contracts[app]?.[widget];
      if (version !== undefined) exposes[widget] = version;
    }
    for (const widget of Object.keys(contracts[app] ?? {})) {
      if (!(widget in exposes)) throw new Error(`${app} has contract ${widget} in shared/contracts widgets.ts but does not expose ./${widget}`);
    }
    return exposes;
  }

  consumedWidgets(resources, contracts) {
    const consumes = {};
    for (const file of [...resources].sort()) {
      for (const use of widgetUses(fs.readFileSync(file, 'utf8'), file)) {
        const [remote, widget] = use.split('/');
        const version = contracts[remote]?.[widget];
        if (version === undefined) throw new Error(`${path.relative(root, file)} mounts ${use}, which shared/contracts widgets.ts has no contract version for`);
        consumes[use] = version;
      }
    }
    return Object.fromEntries(Object.entries(consumes).sort(([a], [b]) => a.localeCompare(b)));
  }
}

module.exports = { ReleaseManifestPlugin, widgetUses, widgetContractVersions };
