import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import crossFeature from './tools/eslint/no-cross-feature-import.mjs';
import crossResource from './tools/eslint/no-cross-resource-import.mjs';
import importCycles from './tools/eslint/no-import-cycle.mjs';

// The repository's own rules (tools/eslint, each with a node:test beside it), as one plugin.
const rendezvous = { rules: { ...importCycles.rules, ...crossFeature.rules, ...crossResource.rules } };

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
    plugins: { rendezvous },
    rules: { 'rendezvous/no-import-cycle': 'error' },
  },
  {
    // Service shape (docs/service-shape.md, issue 33): a controller maps HTTP onto a service call, so
    // SQL and repositories stay below it, in services, repositories and stores.
    files: ['services/*/src/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['typeorm', 'pg', '@nestjs/typeorm'].map((name) => ({ name, message: 'No SQL or repositories in a controller: call a service.' })),
          patterns: [{ group: ['typeorm/*', 'pg/*', '@nestjs/typeorm/*'], message: 'No SQL or repositories in a controller: call a service.' }],
        },
      ],
    },
  },
  {
    // Express's Request and Response stay in the HTTP layer: controllers, Nest's guards, middleware,
    // filters and interceptors, main.ts (and nest-kit's bootstrap.ts, the body of every main.ts),
    // and helpers named for HTTP: `*.http.ts` (session-cookie.http.ts) or nest-kit's http.ts. The
    // gateway is an HTTP proxy: its web/ (the front end's files) and routing/ (the proxy) are HTTP layer
    // as a whole. Services below take plain values (a member id, a token), never req or res.
    files: ['services/*/src/**/*.ts', 'shared/nest-kit/src/**/*.ts'],
    ignores: [
      '**/*.controller.ts',
      '**/*.guard.ts',
      '**/*.middleware.ts',
      '**/*.filter.ts',
      '**/*.interceptor.ts',
      '**/main.ts',
      '**/*.http.ts',
      'shared/nest-kit/src/http.ts',
      'shared/nest-kit/src/bootstrap.ts',
      'services/gateway/src/web/**',
      'services/gateway/src/routing/**',
      // tests build requests and responses to drive the HTTP layer
      '**/*.spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'express', message: 'Express belongs to the HTTP layer: take plain values here, or name the file for HTTP (*.http.ts).' }],
          patterns: [
            {
              group: ['express/*', 'express-serve-static-core'],
              message: 'Express belongs to the HTTP layer: take plain values here, or name the file for HTTP (*.http.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // No imports between feature folders of a remote (bulletproof-react, issue 33): shared pieces live
    // in the remote's src/lib or src/components, and routes, screens and widgets put features together.
    files: ['mfe-*/src/features/**/*.{ts,tsx}'],
    plugins: { rendezvous },
    rules: { 'rendezvous/no-cross-feature-import': 'error' },
  },
  {
    // A service's resource uses another only through its Nest module's exports (docs/service-shape.md, issue 33):
    // never its repository, entities or controller. The gateway's folders are parts of one proxy, not resources.
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/gateway/**', '**/*.spec.ts'],
    plugins: { rendezvous },
    rules: { 'rendezvous/no-cross-resource-import': 'error' },
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
