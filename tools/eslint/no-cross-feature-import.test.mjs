// The cross-feature lint rule on scratch remotes: red on the shapes the remotes had (a sibling feature's
// index, a file deep in it, a lazy import(), a re-export), quiet on src/lib, src/components, the same
// feature and code outside features. Run with `node --test tools/eslint/no-cross-feature-import.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lintScratch } from './lint-scratch.mjs';
import crossFeature from './no-cross-feature-import.mjs';

/** Lints scratch files with only this rule on; the problems by file. */
const lint = (files) => lintScratch(files, crossFeature, 'no-cross-feature-import');

const SHOP = {
  'mfe-payments/src/features/shop/index.ts': "export { useShop } from './use-shop';\n",
  'mfe-payments/src/features/shop/use-shop.ts': 'export const useShop = () => 1;\n',
};

test("reports an import of a sibling feature's index and of a file deep inside it, at any depth", async () => {
  const problems = await lint({
    ...SHOP,
    'mfe-payments/src/features/checkout/components/pay-screen.tsx':
      "import { useShop } from '../../shop';\nimport { useShop as use } from '../../shop/use-shop';\nexport const a = [useShop, use];\n",
    'mfe-payments/src/features/checkout/order.ts': "import type { X } from '../shop/use-shop';\nexport type Y = X;\n",
  });
  assert.deepEqual(problems['mfe-payments/src/features/checkout/components/pay-screen.tsx'], [
    "Feature 'checkout' imports from feature 'shop' (../../shop). Move what both need to src/lib or src/components, or put the features together in a route, screen or widget.",
    "Feature 'checkout' imports from feature 'shop' (../../shop/use-shop). Move what both need to src/lib or src/components, or put the features together in a route, screen or widget.",
  ]);
  assert.equal(problems['mfe-payments/src/features/checkout/order.ts'].length, 1);
});

test('reports a lazy import(), a re-export and a way round through src', async () => {
  const problems = await lint({
    ...SHOP,
    'mfe-payments/src/features/checkout/lazy.ts': "export const load = () => import('../shop');\n",
    'mfe-payments/src/features/checkout/again.ts': "export { useShop } from '../shop/use-shop';\n",
    'mfe-payments/src/features/checkout/round.ts': "export * from '../../features/shop';\n",
  });
  assert.equal(problems['mfe-payments/src/features/checkout/lazy.ts'].length, 1);
  assert.equal(problems['mfe-payments/src/features/checkout/again.ts'].length, 1);
  assert.equal(problems['mfe-payments/src/features/checkout/round.ts'].length, 1);
});

test('stays quiet on the same feature, src/lib, src/components and code outside features', async () => {
  const problems = await lint({
    ...SHOP,
    'mfe-payments/src/lib/money.ts': 'export const money = 1;\n',
    'mfe-payments/src/components/index.ts': 'export const Screen = 1;\n',
    'mfe-payments/src/features/checkout/components/pay-screen.tsx':
      "import { money } from '../../../lib/money';\nimport { Screen } from '../../../components';\nimport { x } from '../x';\nexport const a = [money, Screen, x];\n",
    'mfe-payments/src/features/checkout/x.ts': "export const x = import('./components/pay-screen');\n",
    'mfe-payments/src/routes.tsx':
      "import { useShop } from './features/shop';\nexport const load = () => import('./features/checkout/x');\nexport const a = useShop;\n",
  });
  for (const [file, messages] of Object.entries(problems)) assert.deepEqual(messages, [], file);
});
