import { AnswerChecker, answerChecker, baseUrl, call } from '@rendezvous/test-kit';

// test-kit's call() checks every JSON answer against /api/openapi.json (docs/adr/0018); this proves the check can fail.
describe("the answers' check against the OpenAPI document", () => {
  let checker: AnswerChecker;

  beforeAll(async () => {
    const found = await answerChecker(baseUrl());
    if (!found) throw new Error('the gateway serves no /api/openapi.json');
    checker = found;
  });

  it('finds the response schema of a contract-backed route, with its path parameters and query', () => {
    expect(checker.schemaFor('GET', '/api/settings.php?domain=localhost', 200)?.route).toBe('GET /api/settings.php');
    expect(checker.schemaFor('PATCH', '/api/admin/sites/localhost/settings', 200)?.route).toBe('PATCH /api/admin/sites/{domain}/settings');
    expect(checker.schemaFor('PATCH', '/api/admin/sites/localhost/settings', 400)?.route).toBe('PATCH /api/admin/sites/{domain}/settings');
  });

  it('passes the real answer and fails one that drifted: a field missing, a field of the wrong type, a field the contract does not know', async () => {
    const { body } = await call('/api/settings.php');
    expect(checker.problems('GET', '/api/settings.php', 200, body)).toEqual([]);
    const withoutName = { ...body, name: undefined };
    expect(checker.problems('GET', '/api/settings.php', 200, withoutName)).toEqual([
      "GET /api/settings.php answered 200: (the body) must have required property 'name'",
    ]);
    expect(checker.problems('GET', '/api/settings.php', 200, { ...body, niche: '3' })).toEqual(['GET /api/settings.php answered 200: /niche must be number']);
    expect(checker.problems('GET', '/api/settings.php', 200, { ...body, secret: 1 })).toEqual([
      'GET /api/settings.php answered 200: (the body) must NOT have additional properties (secret)',
    ]);
  });

  it('checks failures against the error envelope', () => {
    expect(
      checker.problems('GET', '/api/geocode.php?lat=x', 400, {
        statusCode: 400,
        code: 'VALIDATION.FAILED',
        message: 'The request is not valid.',
        correlationId: 'c',
      }),
    ).toEqual([]);
    expect(checker.problems('GET', '/api/geocode.php?lat=x', 400, { error: 'bad' })).not.toEqual([]);
  });
});
