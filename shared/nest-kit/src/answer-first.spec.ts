import { internalCall } from '@rendezvous/contracts/internal';
import express, { json } from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { z } from 'zod';
import { answerFirst, internalCallStep, isCall } from './answer-first';
import { traceRequests } from './tracing';
import { AppError } from './errors';
import type { RequestStep } from './http';

const TOKEN = 't'.repeat(32);
const doubleCall = internalCall({
  name: 'test.double',
  service: 'payments',
  method: 'POST',
  path: () => '/internal/double',
  body: z.strictObject({ n: z.number().int() }),
  answer: z.object({ doubled: z.number().int() }),
});

let server: Server;
let base: string;
const logged: unknown[] = [];

beforeAll(async () => {
  // Express answers everything it is given with who answered; the call is answered first, without it.
  const app = express();
  app.use((_req, res) => void res.json({ by: 'express' }));
  server = createServer(app);
  const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  const steps: RequestStep[] = [traceRequests, json({ limit: '1kb' }) as RequestStep];
  answerFirst(
    server,
    isCall(doubleCall),
    [
      ...steps,
      internalCallStep(doubleCall, TOKEN, async ({ n }) => {
        if (n === 13) throw new AppError(402, 'CREDITS.INSUFFICIENT', 'Not enough credits.');
        if (n === 666) throw new Error('the database went away');
        return { doubled: n * 2 };
      }),
    ],
    logger,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = async (body: string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }, path = '/internal/double') => {
  const answer = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown>, correlationId: answer.headers.get('x-correlation-id') };
};

describe('answerFirst with an internal call', () => {
  it('answers the call itself, with its handler’s answer as JSON', async () => {
    expect(await post('{"n":21}')).toMatchObject({ status: 200, body: { doubled: 42 } });
  });

  it('leaves every other request to Express: another path, or the same path with another method', async () => {
    expect(await post('{"n":21}', undefined, '/internal/other')).toMatchObject({ status: 200, body: { by: 'express' } });
    expect(await (await fetch(`${base}/internal/double`)).json()).toEqual({ by: 'express' });
  });

  it('refuses a call without the internal token before reading its body, as InternalTokenGuard does', async () => {
    const refused = await post('{"n":"not a number"}', {});
    expect(refused).toMatchObject({ status: 403, body: { statusCode: 403, code: 'ACCESS.FORBIDDEN', message: 'Internal call refused.' } });
    expect(refused.body.correlationId).toBe(refused.correlationId);
  });

  it('refuses a body the contract does not allow, in the envelope with its field errors', async () => {
    const refused = await post('{"n":1.5,"extra":true}');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION.FAILED', message: 'The request is not valid.' });
    expect(Object.keys(refused.body.errors as object).sort()).toEqual(['extra', 'n']);
  });

  it('answers a body that is not JSON with 400, and one too large with 413', async () => {
    expect(await post('{"n":')).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    expect(await post(JSON.stringify({ n: 1, pad: 'x'.repeat(2_000) }))).toMatchObject({ status: 413, body: { message: 'The request body is too large.' } });
  });

  it('answers the handler’s own refusal in its envelope, and an unexpected failure as a logged 500', async () => {
    expect(await post('{"n":13}')).toMatchObject({ status: 402, body: { code: 'CREDITS.INSUFFICIENT', message: 'Not enough credits.' } });
    logged.length = 0;
    const failed = await post('{"n":666}');
    expect(failed).toMatchObject({ status: 500, body: { code: 'INTERNAL.ERROR' } });
    expect(JSON.stringify(failed.body)).not.toContain('database');
    expect(logged).toEqual([expect.objectContaining({ path: '/internal/double', msg: 'request step failed' })]);
  });
});
