// The release API's client (docs/releasing.md): what `npm run deploy|rollback|releases` and the benchmarks
// call. A build folder is packed as a tar.gz (without source maps) and sent to the running platform's
// gateway, which checks and publishes it (services/gateway/src/releases/).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { create } from 'tar';

/** `npm start`'s gateway (tools/start.mjs, PORT): where a release goes unless RELEASE_URL says otherwise. */
export const DEFAULT_RELEASE_URL = 'http://127.0.0.1:8080';

/** A refusal or failure of the API, with its error envelope (`refusals` when the gate refused). */
export class ReleaseApiError extends Error {
  constructor(status, envelope) {
    super(envelope?.message ?? `the release API answered ${status}`);
    this.status = status;
    this.envelope = envelope;
  }
}

/**
 * Where and as whom to release: RELEASE_URL and RELEASE_TOKEN from the environment (CI's secrets), else the
 * local platform and the development token `npm start` made in var/dev-secrets.json.
 */
export function releaseTarget(root, env = process.env) {
  const url = (env.RELEASE_URL || DEFAULT_RELEASE_URL).replace(/\/+$/, '');
  let token = env.RELEASE_TOKEN || '';
  const secretsFile = join(root, 'var', 'dev-secrets.json');
  if (!token && existsSync(secretsFile)) token = JSON.parse(readFileSync(secretsFile, 'utf8')).RELEASE_TOKEN ?? '';
  if (!token) throw new Error(`no release token: set RELEASE_TOKEN (or run npm start once, which makes one in ${secretsFile})`);
  return { url, token, who: releasedBy(root, env) };
}

/** Who releases, for the log: the git user, else the login name. Recorded by the gateway, never trusted. */
export function releasedBy(root, env = process.env) {
  if (env.RELEASE_BY) return env.RELEASE_BY;
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (name) return name;
  } catch {
    // no git, or no user configured
  }
  return env.USER || env.GITHUB_ACTOR || userInfo().username;
}

/** The build folder as a gzipped tar, source maps left out (they are never published). */
export async function packBuild(dist) {
  if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`${dist} holds no build (no mf-manifest.json); build it first`);
  const chunks = [];
  const stream = create({ gzip: true, cwd: dist, portable: true, filter: (path) => !path.endsWith('.map') }, ['.']);
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function call(target, method, path, { body, headers = {} } = {}) {
  const answer = await fetch(`${target.url}${path}`, {
    method,
    body,
    headers: { authorization: `Bearer ${target.token}`, 'x-released-by': target.who.replace(/[^\x20-\x7e]/g, ''), ...headers },
  }).catch((error) => {
    throw new Error(`the release API at ${target.url} did not answer (${error.cause?.code ?? error.message}); is the platform running? (RELEASE_URL)`);
  });
  const text = await answer.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: reported below
  }
  if (!answer.ok) throw new ReleaseApiError(answer.status, json ?? { message: `${answer.status} ${text.slice(0, 200)}` });
  return json;
}

/**
 * Sends `dist` as the new release of `app`. Resolves with the gateway's outcome (version, previous, changed,
 * canary, warnings, ms); a refusal rejects with a ReleaseApiError whose envelope lists the gate's reasons.
 */
export async function deployBuild(target, app, dist, { packageVersion, canary } = {}) {
  const archive = await packBuild(dist);
  const query = new URLSearchParams();
  if (packageVersion) query.set('version', packageVersion);
  if (canary !== undefined) query.set('canary', String(canary));
  return call(target, 'POST', `/internal/releases/${encodeURIComponent(app)}${query.size ? `?${query}` : ''}`, {
    body: archive,
    headers: { 'content-type': 'application/gzip' },
  });
}

/**
 * Asks the live platform whether it would accept `dist` as `app`'s release, without releasing it (the dry run a
 * pull request's pipeline makes). Resolves with { app, ok, version, live, warnings, notes }; a refusal rejects
 * with the same ReleaseApiError a deploy gets. Nothing is published or logged.
 */
export async function checkBuild(target, app, dist, { packageVersion } = {}) {
  const archive = await packBuild(dist);
  const query = new URLSearchParams({ check: '1' });
  if (packageVersion) query.set('version', packageVersion);
  return call(target, 'POST', `/internal/releases/${encodeURIComponent(app)}?${query}`, { body: archive, headers: { 'content-type': 'application/gzip' } });
}

export function rollbackApp(target, app) {
  return call(target, 'POST', `/internal/releases/${encodeURIComponent(app)}/rollback`);
}

/** Ends `app`'s canary: everyone back on the stable release (logged as canary-rollback). */
export function rollbackCanary(target, app) {
  return call(target, 'POST', `/internal/releases/${encodeURIComponent(app)}/canary/rollback`);
}

/** Makes `app`'s canary the release everyone gets (logged as promotion). */
export function promoteCanary(target, app) {
  return call(target, 'POST', `/internal/releases/${encodeURIComponent(app)}/promote`);
}

export function listReleases(target, limit = 20) {
  return call(target, 'GET', `/internal/releases?limit=${limit}`);
}
