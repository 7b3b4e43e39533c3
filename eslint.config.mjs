import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import importCycles from './tools/eslint/no-import-cycle.mjs';

/**
 * Layer rules enforced by a tool, not by memory (platform.md):
 * a remote never imports another remote, the shell or service code; the shell imports only shared
 * libraries; services import only server-side shared libraries and contracts.
 */
export default [
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', '.nx/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    // Source and tests only: build configs (webpack, jest) load the root presets by path on purpose.
    files: ['**/src/**/*.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allowCircularSelfDependency: false,
          depConstraints: [
            { sourceTag: 'scope:remote', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Browser code never pulls in server libraries, and services never pull in UI or state.
            { sourceTag: 'scope:remote', notDependOnLibsWithTags: ['type:server'] },
            { sourceTag: 'scope:shell', notDependOnLibsWithTags: ['type:server'] },
            { sourceTag: 'scope:service', notDependOnLibsWithTags: ['type:ui', 'type:state', 'type:data-access'] },
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract'] },
          ],
        },
      ],
    },
  },
  {
    // No file imports a file that leads back to it, types and lazy imports included (issue 33).
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    plugins: { rendezvous: importCycles },
    rules: { 'rendezvous/no-import-cycle': 'error' },
  },
  {
    // A parameter named _x is there for its decorator (a validated but unused request body) or its position.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_' }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
