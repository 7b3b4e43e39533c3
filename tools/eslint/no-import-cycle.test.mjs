// The import-cycle lint rule on scratch files: it must go red on the kinds of cycle the repository had
// (a type-only import on one side, a lazy import() through a folder's index) and stay quiet otherwise.
// Run with `node --test tools/eslint/no-import-cycle.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lintScratch } from './lint-scratch.mjs';
import importCycles from './no-import-cycle.mjs';

/** Lints scratch files with only this rule on; the problems by file. */
const lint = (files) => lintScratch(files, importCycles, 'no-import-cycle');

test('reports a cycle whose one side imports only types, on both files, naming the chain', async () => {
  const problems = await lint({
    'guards.ts': "import { current } from './correlation';\nexport type Step = () => void;\nexport const guard: Step = () => current();\n",
    'correlation.ts': "import type { Step } from './guards';\nexport const current = () => 'id';\nexport const middleware: Step = () => undefined;\n",
  });
  assert.deepEqual(problems, {
    'correlation.ts': ['Import cycle: correlation.ts → guards.ts → correlation.ts. Move what both files need to where it belongs.'],
    'guards.ts': ['Import cycle: guards.ts → correlation.ts → guards.ts. Move what both files need to where it belongs.'],
  });
});

test('reports a cycle through a lazy import() and a folder index', async () => {
  const problems = await lint({
    'screens.ts': "export interface ScreenProps { title: string }\nexport const load = () => import('./features/home');\n",
    'features/home/index.ts': "export { HomeScreen as default } from './home-screen';\n",
    'features/home/home-screen.tsx': "import type { ScreenProps } from '../../screens';\nexport const HomeScreen = (props: ScreenProps) => props.title;\n",
  });
  assert.deepEqual(problems['screens.ts'], [
    'Import cycle: screens.ts → features/home/index.ts → features/home/home-screen.tsx → screens.ts. Move what both files need to where it belongs.',
  ]);
  assert.equal(problems['features/home/home-screen.tsx'].length, 1);
});

test('stays quiet when the shared piece has a file of its own', async () => {
  const problems = await lint({
    'step.ts': 'export type Step = () => void;\n',
    'guards.ts': "import { current } from './correlation';\nimport type { Step } from './step';\nexport const guard: Step = () => current();\n",
    'correlation.ts': "import type { Step } from './step';\nexport const current = () => 'id';\nexport const middleware: Step = () => undefined;\n",
  });
  assert.deepEqual(problems, { 'correlation.ts': [], 'guards.ts': [], 'step.ts': [] });
});
