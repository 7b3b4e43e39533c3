import { adminToken, baseUrl, call, sessionCookieFrom } from '@rendezvous/test-kit';

/**
 * The fuzz suite: every write call the OpenAPI document lists (so a new endpoint is covered without
 * touching this file) gets a corpus of malformed bodies, logged out, logged in and with the admin
 * token. Whatever it sends, the answer must come within 5 s, never be a 5xx, and every failure must
 * be the error envelope. A call that answered 401/403/429 to everything was never fuzzed at all
 * (refused before validation), and fails the suite.
 */

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
const ANSWER_WITHIN_MS = 5_000;

/** Path parameters: values that reach the handler (a site that does not exist, so no real settings change). */
const PATH_PARAMETERS: Record<string, string> = { step: 'personal_info', domain: 'fuzz.invalid', id: '1001' };

/** Field names the API uses, given values of the wrong kind. */
const FIELDS = [
  'email',
  'password',
  'password_repeat',
  'old_password',
  'name',
  'date_of_birth',
  'language',
  'token',
  'reason',
  'subscription',
  'country',
  'gender',
  'tracking',
  'niche',
  'countries',
];
const withEveryField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

type Sample = { name: string; contentType?: string; body?: string };
const json = (name: string, value: unknown): Sample => ({ name, contentType: 'application/json', body: JSON.stringify(value) });

const CORPUS: Sample[] = [
  { name: 'invalid JSON', contentType: 'application/json', body: '{"email": "a@b.c", ' },
  { name: 'an empty JSON body', contentType: 'application/json', body: '' },
  { name: 'plain text', contentType: 'text/plain', body: 'hello' },
  json('a JSON string', 'text'),
  json('a JSON number', 42),
  json('JSON null', null),
  json('a JSON array', [1, { email: 'a@b.c' }]),
  json('numbers for every field', withEveryField(12345)),
  json('arrays for every field', withEveryField(['a', 'b'])),
  json('objects for every field', withEveryField({ nested: { deeper: true } })),
  json('booleans for every field', withEveryField(true)),
  json('nulls for every field', withEveryField(null)),
  json('huge strings', withEveryField('x'.repeat(6_000))),
  { name: 'a body over the limit', contentType: 'application/json', body: JSON.stringify({ email: 'x'.repeat(150_000) }) },
  { name: 'JSON nested 5,000 levels', contentType: 'application/json', body: nested(5_000) },
  json('NUL bytes', withEveryField('before\u0000after')),
  json('unicode', withEveryField('ünïcødé 密码 🙂 \u202e\u200b')),
  {
    name: '__proto__ keys',
    contentType: 'application/json',
    body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"polluted": 1}}, "email": "a@b.c"}',
  },
  { name: 'a form body', contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&__proto__[admin]=1&a[b][c]=d&x=%ZZ' },
];

interface Operation {
  method: (typeof WRITE_METHODS)[number];
  path: string;
}

async function writeOperations(): Promise<Operation[]> {
  const document = (await call('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    WRITE_METHODS.filter((method) => operations[method]).map((method) => ({
      method,
      path: template.replace(/\{(\w+)\}/g, (_match, name: string) => PATH_PARAMETERS[name] ?? 'x'),
    })),
  );
}

async function freshMemberCookie(): Promise<string> {
  const email = `fuzz-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  return sessionCookieFrom(
    await call('/api/account/signup', { method: 'POST', json: { email, password: 'fuzz-password-1', name: 'Fuzz Tester', date_of_birth: '1990-01-01' } }),
  );
}

type Mode = 'logged out' | 'logged in' | 'admin token';

function modes(): Array<[Mode, () => Promise<Record<string, string>>]> {
  return [
    ['logged out', async () => ({})],
    // A fresh member for every call: the corpus may end the session (a deletion) and must not spoil the next call.
    ['logged in', async () => ({ cookie: await freshMemberCookie() })],
    ['admin token', async () => ({ authorization: `Bearer ${adminToken()}` })],
  ];
}

/** Sends the whole corpus to one call; returns what was wrong, and the statuses seen. */
async function fuzz(operation: Operation, headers: Record<string, string>): Promise<{ problems: string[]; statuses: number[] }> {
  const problems: string[] = [];
  const statuses: number[] = [];
  for (const sample of CORPUS) {
    const started = Date.now();
    let status = 0;
    let text = '';
    try {
      const answer = await fetch(`${baseUrl()}${operation.path}`, {
        method: operation.method.toUpperCase(),
        headers: { 'x-request-type': 'client', ...headers, ...(sample.contentType ? { 'content-type': sample.contentType } : {}) },
        body: sample.body,
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      status = answer.status;
      text = await answer.text();
    } catch (error) {
      problems.push(`${operation.method.toUpperCase()} ${operation.path} with ${sample.name}: no answer within ${ANSWER_WITHIN_MS} ms (${String(error)})`);
      continue;
    }
    statuses.push(status);
    const where = `${operation.method.toUpperCase()} ${operation.path} with ${sample.name}`;
    if (Date.now() - started > ANSWER_WITHIN_MS) problems.push(`${where}: took ${Date.now() - started} ms`);
    if (status >= 500) problems.push(`${where}: ${status} ${text.slice(0, 160)}`);
    if (status >= 400) {
      let envelope: Record<string, unknown> | null = null;
      try {
        envelope = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // not JSON
      }
      const valid =
        envelope &&
        envelope.statusCode === status &&
        typeof envelope.code === 'string' &&
        typeof envelope.message === 'string' &&
        typeof envelope.correlationId === 'string';
      if (!valid) problems.push(`${where}: ${status} without the envelope: ${text.slice(0, 160)}`);
    }
  }
  return { problems, statuses };
}

describe('fuzz: every write call in the OpenAPI document', () => {
  let operations: Operation[];
  const reachedValidation = new Map<string, boolean>();

  beforeAll(async () => {
    operations = await writeOperations();
  });

  it('lists the write calls it fuzzes (the document is complete enough to fuzz)', () => {
    const listed = operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    for (const expected of [
      'POST /api/user.php',
      'PUT /api/user.php',
      'POST /api/account/signup',
      'DELETE /api/account',
      'PATCH /api/admin/sites/fuzz.invalid/settings',
      'POST /api/page-hidden.php',
    ]) {
      expect(listed).toContain(expected);
    }
  });

  it.each(modes())(
    'answers the whole corpus %s within 5 s, without a 5xx, always in the envelope',
    async (_mode, headersFor) => {
      const problems: string[] = [];
      for (const operation of operations) {
        const result = await fuzz(operation, await headersFor());
        problems.push(...result.problems);
        const key = `${operation.method} ${operation.path}`;
        const passedTheDoor = result.statuses.some((status) => ![401, 403, 429].includes(status));
        reachedValidation.set(key, (reachedValidation.get(key) ?? false) || passedTheDoor);
      }
      expect(problems).toEqual([]);
    },
    180_000,
  );

  it('got past authentication on every call in at least one mode: a 403 before validation proves nothing', () => {
    const neverFuzzed = [...reachedValidation].filter(([, reached]) => !reached).map(([key]) => key);
    expect(neverFuzzed).toEqual([]);
    expect(reachedValidation.size).toBe(operations.length);
  });
});

/**
 * Bad ids on EVERY operation of the OpenAPI document, reads included (issue 30, finding 8): each path
 * parameter, and each id-like query parameter the document lists, gets values past an int column's
 * range (2^31), past bigint's (2^63), past a safe integer, and ids that are no ids at all. Every answer
 * must come without a 5xx and, when it is a failure, in the envelope; a malformed path id must be the
 * resource's 404 (one id pipe in every service), never a 400 or a database error.
 */
const BAD_IDS = [
  '2147483648',
  '2147483647',
  '9223372036854775808',
  '99999999999999999999',
  '9007199254740993',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '%00',
  '%20',
  '%F0%9F%99%82',
];
/**
 * What is no id in any column: the path must be the resource's 404. (2^31 is an id of a bigint column,
 * 2^31-1 of every column; a NUL is refused with a 400 before any routing, request-guards.ts.)
 */
const NO_ID_ANYWHERE = new Set([
  '9223372036854775808',
  '99999999999999999999',
  '9007199254740993',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '%20',
  '%F0%9F%99%82',
]);
/** Ids the path carries that are not integers by design (payment ids are UUIDs, a domain or a lander is a name). */
const NAMED_PATH_PARAMETERS = new Set(['step', 'domain', 'lander', 'locale', 'paymentId', 'requestId', 'folder', 'file']);
const ID_LIKE_QUERY = /^(id|ids|from|before)$|_id$/;
const ALL_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface DocumentedOperation {
  method: (typeof ALL_METHODS)[number];
  template: string;
  pathParameters: string[];
  idQueries: string[];
}

async function everyOperation(): Promise<DocumentedOperation[]> {
  type Parameter = { name: string; in: string };
  const document = (await call('/api/openapi.json')).body as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    ALL_METHODS.filter((method) => operations[method]).map((method) => ({
      method,
      template,
      pathParameters: [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
      idQueries: (operations[method].parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && ID_LIKE_QUERY.test(parameter.name))
        .map((parameter) => parameter.name),
    })),
  );
}

/** The requests one operation gets: each bad id in every path parameter, then in each id-like query. */
function badIdRequests(operation: DocumentedOperation): string[] {
  const valid = (name: string) => PATH_PARAMETERS[name] ?? '1';
  const paths = BAD_IDS.map((bad) => operation.template.replace(/\{(\w+)\}/g, () => bad));
  const base = operation.template.replace(/\{(\w+)\}/g, (_match, name: string) => valid(name));
  // A call that lists no id query still gets a few in `?id=`: it must ignore or refuse them, not fail.
  const withQueries =
    operation.idQueries.length > 0
      ? operation.idQueries.flatMap((name) => BAD_IDS.map((bad) => `${base}?${name}=${bad}`))
      : ['2147483648', '99999999999999999999', 'abc'].map((bad) => `${base}?id=${bad}`);
  return [...(operation.pathParameters.length > 0 ? paths : []), ...withQueries];
}

describe('fuzz: bad ids on every operation in the OpenAPI document', () => {
  let operations: DocumentedOperation[];
  const counts = { requests: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    operations = await everyOperation();
  });

  afterAll(() => {
    // The figures the closing note reports.
    const statuses = [...counts.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(`bad ids: ${operations.length} operations, ${counts.requests} requests; ${statuses}`);
  });

  it('lists reads and writes, and every path id of the integer resources', () => {
    const listed = operations.map((operation) => `${operation.method.toUpperCase()} ${operation.template}`);
    for (const expected of [
      'GET /api/members/{id}',
      'PUT /api/members/photos/{photoId}/main',
      'POST /api/members/admin/photos/{photoId}/reject',
      'GET /api/admin/sites/complaints/{id}/attachment',
      'GET /api/chat/conversations/{id}/messages',
      'GET /api/credits/bundles/{id}/quote',
      'GET /api/members/cards',
    ]) {
      expect(listed).toContain(expected);
    }
  });

  it.each(modes())(
    'answers every bad id %s without a 5xx, always in the envelope, a bad integer path id with a 404',
    async (_mode, headersFor) => {
      const problems: string[] = [];
      let headers = await headersFor();
      for (const operation of operations) {
        // Integer path ids that are none in any column: the resource's 404 (or the 403 of a call this mode may not make).
        const integerIds = operation.pathParameters.some((name) => !NAMED_PATH_PARAMETERS.has(name));
        const noIdPaths = new Set(integerIds ? [...NO_ID_ANYWHERE].map((bad) => operation.template.replace(/\{(\w+)\}/g, () => bad)) : []);
        for (const path of badIdRequests(operation)) {
          const method = operation.method.toUpperCase();
          const answer = await fetch(`${baseUrl()}${path}`, {
            method,
            headers: { 'x-request-type': 'client', ...headers, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
            body: method === 'GET' ? undefined : '{}',
            signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
          });
          const text = await answer.text();
          counts.requests += 1;
          counts.byStatus.set(answer.status, (counts.byStatus.get(answer.status) ?? 0) + 1);
          const where = `${method} ${path}`;
          // A call ended the member's session (logout, deletion): the next ones get a fresh member.
          if (answer.status === 403 && text.includes('"authentication_required"') && headers.cookie) headers = await headersFor();
          if (answer.status >= 500) problems.push(`${where}: ${answer.status} ${text.slice(0, 160)}`);
          if (answer.status >= 400 && !isEnvelope(text, answer.status)) problems.push(`${where}: ${answer.status} without the envelope: ${text.slice(0, 160)}`);
          if (noIdPaths.has(path) && answer.status !== 404 && answer.status !== 403)
            problems.push(`${where}: ${answer.status} for a path id that is none, not the resource's 404`);
        }
      }
      expect(problems).toEqual([]);
    },
    180_000,
  );
});

function isEnvelope(text: string, status: number): boolean {
  try {
    const envelope = JSON.parse(text) as Record<string, unknown>;
    return (
      envelope.statusCode === status && typeof envelope.code === 'string' && typeof envelope.message === 'string' && typeof envelope.correlationId === 'string'
    );
  } catch {
    return false;
  }
}
