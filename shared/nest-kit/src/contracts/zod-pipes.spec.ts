import { z } from 'zod';
import * as zm from 'zod/mini';
import { AppError } from '../errors';
import { ZodBody, ZodQuery } from './zod-pipes';

async function refusal(run: () => unknown): Promise<{ status: number; code: string; message: string; errors?: Record<string, string[]> }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.getStatus(), code: error.code, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('expected a refusal');
}

const body = z.strictObject({ name: z.string().trim().min(1).max(5), age: z.number().int().min(18).optional(), tags: z.array(z.string()).optional() });

describe('ZodBody', () => {
  it('hands on the parsed body', async () => {
    expect(await new ZodBody(body).transform({ name: ' Ann ' })).toEqual({ name: 'Ann' });
  });

  it("answers a missing field in the DTOs' words", async () => {
    expect(await refusal(() => new ZodBody(body).transform({}))).toEqual({
      status: 400,
      code: 'VALIDATION.FAILED',
      message: 'The request is not valid.',
      errors: { name: ['name is required'] },
    });
  });

  it('answers wrong types, limits and unknown fields as class-validator did', async () => {
    const { errors } = await refusal(() => new ZodBody(body).transform({ name: 7, age: 12, tags: ['a', 3], extra: 1 }));
    expect(errors).toEqual({
      name: ['name must be a string'],
      age: ['age must not be less than 18'],
      tags: ['each value in tags must be a string'],
      extra: ['property extra should not exist'],
    });
  });

  it('keeps the message a schema gives itself', async () => {
    const schema = z.strictObject({ page: z.enum(['terms', 'faq'], { error: 'page is terms or faq.' }) });
    expect((await refusal(() => new ZodBody(schema).transform({ page: 'x' }))).errors).toEqual({ page: ['page is terms or faq.'] });
  });

  it('refuses a body that is not an object as a whole, and reads a missing one as {}', async () => {
    expect(await refusal(() => new ZodBody(body).transform([1]))).toMatchObject({ status: 400, message: 'The request body must be a JSON object.' });
    expect((await refusal(() => new ZodBody(body).transform(undefined))).errors).toEqual({ name: ['name is required'] });
  });

  it('answers a __proto__ key with a 400 naming it, not a 500', async () => {
    const { status, errors } = await refusal(() => new ZodBody(body).transform(JSON.parse('{"name":"Ann","__proto__":{"x":1}}')));
    expect(status).toBe(400);
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toEqual(['property __proto__ should not exist']);
  });

  it("lets a path id's refusal answer before the body's, whichever parameter Nest reads first", async () => {
    // Nest's RouterExecutionContext: every parameter through its pipes side by side (Promise.all), the first refusal answered.
    const notFound = new AppError(404, 'MEMBERS.NOT_FOUND', 'Member not found.');
    const idPipe = { transform: () => Promise.reject(notFound) };
    const bodyPipe = new ZodBody(body);
    const through = (pipe: { transform(value: unknown): unknown }, value: unknown) => Promise.resolve(value).then((v) => pipe.transform(v));
    await expect(Promise.all([through(bodyPipe, {}), through(idPipe, 'abc')])).rejects.toBe(notFound);
    await expect(Promise.all([through(idPipe, 'abc'), through(bodyPipe, {})])).rejects.toBe(notFound);
  });

  it('takes zod/mini schemas too', async () => {
    const mini = zm.strictObject({ name: zm.string() });
    expect(await new ZodBody(mini).transform({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect((await refusal(() => new ZodBody(mini).transform({ name: 1 }))).errors).toEqual({ name: ['name must be a string'] });
  });
});

describe('ZodQuery', () => {
  it('drops unknown keys when the schema is a plain object, and refuses them when it is strict', async () => {
    expect(new ZodQuery(z.object({ page: z.string().optional() })).transform({ page: 'terms', utm: 'x' })).toEqual({ page: 'terms' });
    expect((await refusal(() => new ZodQuery(z.strictObject({ page: z.string().optional() })).transform({ utm: 'x' }))).errors).toEqual({
      utm: ['property utm should not exist'],
    });
  });
});
