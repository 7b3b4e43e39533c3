import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

import { answerChecker } from './answer-check';
import { baseUrl } from './base-url';

export { baseUrl };
export { AnswerChecker, answerChecker, type OpenApiDocument } from './answer-check';

export const adminToken = () => process.env.RDV_ADMIN_TOKEN ?? '';

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * One HTTP call through the gateway; the body is parsed when it is JSON. A JSON answer of a route with a
 * response schema in `/api/openapi.json` must meet it (answer-check.ts): a drifted answer throws,
 * naming the route, the status and the mismatch. `checkAnswer: false` for a test that reads a raw answer on purpose.
 */
// The default `any` body lets tests read fields freely: what a response holds is asserted with expect.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  path: string,
  init: RequestInit & { json?: unknown; asSiteClient?: boolean; checkAnswer?: boolean } = {},
): Promise<CallResult<T>> {
  const { json, asSiteClient = true, checkAnswer = true, ...rest } = init;
  const headers = new Headers(rest.headers);
  // What the site's own front end sends with every call (CSRF defence); off to play a foreign site.
  if (asSiteClient && !headers.has('x-request-type')) headers.set('x-request-type', 'client');
  if (json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${baseUrl()}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  if (checkAnswer && body !== text && (response.headers.get('content-type') ?? '').includes('application/json')) {
    const problems = (await answerChecker(baseUrl()))?.problems(rest.method ?? 'GET', path, response.status, body) ?? [];
    if (problems.length > 0) throw new Error(`the answer does not meet its contract (/api/openapi.json):\n  ${problems.join('\n  ')}`);
  }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

/** Reads a service's own database directly, to check what a call stored. */
export async function queryServiceDb<T = Record<string, unknown>>(service: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const databases = JSON.parse(process.env.RDV_DATABASES ?? '{}') as Record<string, string>;
  const server = new URL(process.env.RDV_SERVER_URL ?? '');
  server.pathname = `/${databases[service]}`;
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The envelope every failure must carry. */
export function expectEnvelope(result: Pick<CallResult, 'status' | 'body' | 'text'>, statusCode: number, code?: string): void {
  const body = result.body as Record<string, unknown>;
  if (typeof body !== 'object' || body === null) throw new Error(`expected an error envelope, got: ${result.text.slice(0, 200)}`);
  if (body.statusCode !== statusCode || result.status !== statusCode) {
    throw new Error(`expected ${statusCode}, got ${result.status}: ${result.text.slice(0, 300)}`);
  }
  if (code !== undefined && body.code !== code) throw new Error(`expected code ${code}, got ${String(body.code)}`);
  if (typeof body.message !== 'string' || typeof body.correlationId !== 'string') {
    throw new Error(`envelope lacks message or correlationId: ${result.text.slice(0, 300)}`);
  }
}

export { bootServiceAgain } from './service-process';
export { latestMailTo, linkIn, mailsTo, type SinkMail } from './mail';

/** A cookie jar of one: the session cookie a login or signup answered with. */
export function sessionCookieFrom(result: CallResult): string {
  const cookie = result.headers.getSetCookie().find((c) => c.startsWith('rdv_session='));
  if (!cookie) throw new Error(`no session cookie in the answer (${result.status}: ${result.text.slice(0, 200)})`);
  return cookie.split(';')[0];
}

/** Logs in through the gateway like the site does; the session cookie, for `headers: { cookie }`. */
export async function logIn(email: string, password: string): Promise<string> {
  return sessionCookieFrom(await call('/api/user.php', { method: 'POST', json: { email, password } }));
}

/** The password signUpMember gives every new member. */
export const TEST_MEMBER_PASSWORD = 'a-good-password-1';

/**
 * A new member signed up through the gateway (unique e-mail, 30 years old), still logged in:
 * its e-mail, id and session cookie.
 */
export async function signUpMember(name = 'Test Member'): Promise<{ email: string; id: number; cookie: string }> {
  const email = `member-${randomUUID()}@example.test`;
  const signup = await call('/api/account/signup', {
    method: 'POST',
    json: { email, password: TEST_MEMBER_PASSWORD, name, date_of_birth: `${new Date().getUTCFullYear() - 30}-03-04` },
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${signup.text.slice(0, 200)}`);
  return { email, id: (signup.body as { id: number }).id, cookie: sessionCookieFrom(signup) };
}

/**
 * Waits until identity's profile.written event has created the member's profile in members (delivered
 * through identity's outbox right after signup), so a test can change it or look it up.
 */
export async function waitForMemberProfile(id: number, timeoutMs = 5_000): Promise<void> {
  for (let waited = 0; (await queryServiceDb('members', 'SELECT 1 FROM profiles WHERE id = $1', [id])).length === 0; waited += 50) {
    if (waited > timeoutMs) throw new Error(`member ${id} has no profile after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Headers a browser could add to pass for a member, even with the right internal token: the
 * gateway must drop them, so they must never count.
 */
export function spoofedMemberHeaders(memberId: number): Record<string, string> {
  const { INTERNAL_TOKEN = '' } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as { INTERNAL_TOKEN?: string };
  return { 'x-rdv-member-id': String(memberId), 'x-rdv-internal-token': INTERNAL_TOKEN };
}

/**
 * A member-only call without a live session answers the spec's 403 authentication_required (never
 * a 500): no cookie, a cookie of no session, and a member id the browser made up.
 */
export async function expectMemberOnly(path: string, impersonatedId: number): Promise<void> {
  for (const headers of [{}, { cookie: 'rdv_session=not-a-session' }, spoofedMemberHeaders(impersonatedId)]) {
    const result = await call(path, { headers });
    expectEnvelope(result, 403, 'authentication_required');
    if (result.body.message !== 'Please log in to continue.') throw new Error(`unexpected message: ${result.text.slice(0, 200)}`);
  }
}
export { freePort, queryDatabase, rawCall, scratchDatabases, startExtraGateway, startServiceInstance, type RawAnswer, type RunningInstance } from './instances';
export { chargeBackOnEmulator, disputeOnEmulator, payOnCheckout, setEmulatorKnobs, type EmulatorKnobs } from './provider-emulator';
export { checkVapid, decryptPush, startPushService, type ReceivedPush, type TestSubscription } from './push-service';
