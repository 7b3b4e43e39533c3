// Helpers for browser tests that release apps (docs/adr/0017): build an edited variant of an app into a
// folder of its own, and release or roll it back through the real CLI and the gateway's release API, as a
// team would (`npm run deploy -- <app> --dist <dir>`). Shared by the release, gate and canary tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(__dirname, '..', '..');

export interface CliResult {
  /** the CLI's exit code: 0 released / rolled back, 1 refused or failed, 2 wrong usage */
  code: number;
  /** stdout and stderr together, as a team reads them in its terminal */
  output: string;
}

/** The release API of the browser tests' platform (global-setup.ts): its address and the test token. */
function releaseEnv(): NodeJS.ProcessEnv {
  return { ...process.env, RELEASE_URL: process.env.RDV_BASE_URL, RELEASE_TOKEN: process.env.RDV_RELEASE_TOKEN };
}

/** Runs `node tools/release.mjs <args>` (what `npm run deploy|rollback|releases` run) against the test platform. */
export function releaseCli(args: string[], env: NodeJS.ProcessEnv = {}): CliResult {
  const run = spawnSync(process.execPath, [join(root, 'tools', 'release.mjs'), ...args], {
    cwd: root,
    env: { ...releaseEnv(), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status ?? 1, output: `${run.stdout ?? ''}${run.stderr ?? ''}` };
}

/** Releases `app`'s build in `dist` (default `<app>/dist`); throws with the CLI's words unless it went live. */
export function deploy(app: string, options: { dist?: string; canary?: number } = {}): string {
  const args = ['deploy', app, '--built'];
  if (options.dist) args.push('--dist', options.dist);
  if (options.canary !== undefined) args.push('--canary', String(options.canary));
  const { code, output } = releaseCli(args);
  if (code !== 0) throw new Error(`npm run deploy -- ${args.slice(1).join(' ')} exited with ${code}:\n${output}`);
  return output;
}

/** Like deploy, for a release the gate must refuse: returns the CLI's exit code and words instead of throwing. */
export function tryDeploy(app: string, options: { dist?: string; canary?: number } = {}): CliResult {
  const args = ['deploy', app, '--built'];
  if (options.dist) args.push('--dist', options.dist);
  if (options.canary !== undefined) args.push('--canary', String(options.canary));
  return releaseCli(args);
}

/** Switches `app` back to its release before; throws with the CLI's words if that fails. */
export function rollback(app: string): string {
  const { code, output } = releaseCli(['rollback', app]);
  if (code !== 0) throw new Error(`npm run rollback -- ${app} exited with ${code}:\n${output}`);
  return output;
}

/** The live pointers and the release log, as the API answers GET /internal/releases. */
export async function releases(): Promise<{ pointers: Record<string, unknown>; log: Array<Record<string, unknown>> }> {
  const answer = await fetch(`${process.env.RDV_BASE_URL}/internal/releases`, { headers: { authorization: `Bearer ${process.env.RDV_RELEASE_TOKEN}` } });
  if (!answer.ok) throw new Error(`GET /internal/releases answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as { pointers: Record<string, unknown>; log: Array<Record<string, unknown>> };
}

/** One edit of an app's source for a variant build: a file relative to the app folder, and how its text changes. */
export interface SourceEdit {
  file: string;
  change: (text: string) => string;
}

export interface VariantBuild {
  /** the build folder, to release with deploy(app, { dist }) */
  dist: string;
  /** removes the build folder */
  remove(): void;
}

/**
 * Builds `app` (a remote or `shell`) with `edits` applied to its source, into a temporary folder: the app's
 * own dist/ and Nx's cache stay as they are, and every edited file is put back in `finally`, whatever
 * happens. A production build like Nx's (the app's webpack config, RDV_BUILD_OUTPUT_DIR); it takes about
 * 10-40 s on two cores, so a test calling it needs a longer timeout. Not under /tmp/heavy.lock: the test
 * run that calls it holds the machine already.
 */
export function buildVariant(app: string, edits: SourceEdit[], label = 'variant'): VariantBuild {
  const appDir = join(root, app);
  const dist = mkdtempSync(join(tmpdir(), `rdv-${app}-${label}-`));
  const originals = new Map<string, string>();
  try {
    for (const { file, change } of edits) {
      const path = join(appDir, file);
      const text = originals.get(path) ?? readFileSync(path, 'utf8');
      if (!originals.has(path)) originals.set(path, text);
      const changed = change(readFileSync(path, 'utf8'));
      if (changed === text) throw new Error(`buildVariant: the edit of ${app}/${file} changed nothing`);
      writeFileSync(path, changed);
    }
    const build = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--config', 'webpack.config.js'], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production', RDV_BUILD_OUTPUT_DIR: dist },
      encoding: 'utf8',
      timeout: 240_000,
    });
    if (build.status !== 0) throw new Error(`building the ${label} of ${app} failed:\n${build.stdout}${build.stderr}`);
  } catch (error) {
    rmSync(dist, { recursive: true, force: true });
    throw error;
  } finally {
    for (const [path, text] of originals) writeFileSync(path, text);
  }
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

/** A JSON source file (a locale catalogue, say) changed by a function of its parsed content. */
export function editJson<T>(file: string, change: (value: T) => void): SourceEdit {
  return {
    file,
    change: (text) => {
      const value = JSON.parse(text) as T;
      change(value);
      return `${JSON.stringify(value, null, 2)}\n`;
    },
  };
}
