// ESLint rule `rendezvous/no-cross-feature-import`: a file in `src/features/<a>/` never imports from
// `src/features/<b>/` (bulletproof-react's rule, issue 33). What two features share lives in the
// remote's `src/lib` or `src/components`; features are put together in routes, screens and widgets.
//
// Why not `no-restricted-imports`: it matches the written specifier, and `../shop` means another feature
// or not depending on how deep the importing file sits; it also never sees a lazy `import()`. This rule
// resolves each relative specifier against the importing file's folder, which is all it takes: the
// folder a path lands in says which feature it belongs to, whichever file or index it finally names.
import path from 'node:path';
import { isRelative, visitImportSources } from './import-sources.mjs';

/** `{ featuresDir, feature }` of a file under `…/src/features/<feature>/`, else null. */
function featureOf(file) {
  const parts = file.split(path.sep);
  for (let at = parts.length - 3; at >= 1; at -= 1) {
    if (parts[at] === 'features' && parts[at - 1] === 'src') return { featuresDir: parts.slice(0, at + 1).join(path.sep), feature: parts[at + 1] };
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossFeatureImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a feature folder to import (statically, lazily or by re-export) from another feature folder' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports from feature '{{to}}' ({{specifier}}). Move what both need to src/lib or src/components, or put the features together in a route, screen or widget.",
    },
  },
  create(context) {
    if (!path.isAbsolute(context.physicalFilename)) return {};
    const filename = path.resolve(context.physicalFilename);
    const own = featureOf(filename);
    if (!own) return {};

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !isRelative(source.value)) return;
      const target = path.resolve(path.dirname(filename), source.value);
      const inFeatures = path.relative(own.featuresDir, target);
      // outside src/features (lib, components, api, another remote's path): not this rule's business
      if (inFeatures.startsWith('..') || path.isAbsolute(inFeatures)) return;
      const to = inFeatures.split(path.sep)[0];
      if (to === own.feature) return;
      context.report({ node, messageId: 'crossFeature', data: { from: own.feature, to: to || '(all features)', specifier: source.value } });
    }

    return visitImportSources(check);
  },
};

export default { rules: { 'no-cross-feature-import': noCrossFeatureImport } };
