import { BadRequestException, NotFoundException } from '@nestjs/common';
import { AppError, toEnvelope } from './errors';

describe('toEnvelope', () => {
  it('keeps an AppError code, message and field errors', () => {
    const error = new AppError(400, 'USER.INVALID', 'Invalid email', { email: ['Invalid email'] });
    expect(toEnvelope(error, 'c-1')).toEqual({
      statusCode: 400,
      code: 'USER.INVALID',
      message: 'Invalid email',
      correlationId: 'c-1',
      errors: { email: ['Invalid email'] },
    });
  });

  it('uses the spec 404 wording for unknown routes', () => {
    expect(toEnvelope(new NotFoundException('Cannot GET /x'), 'c-2')).toMatchObject({
      statusCode: 404,
      code: 'ROUTE.NOT_FOUND',
      message: 'This page could not be found',
    });
  });

  it('maps broken JSON and huge bodies to 4xx', () => {
    expect(toEnvelope({ type: 'entity.parse.failed', status: 400 }, 'c')).toMatchObject({ statusCode: 400, code: 'REQUEST.MALFORMED_BODY' });
    expect(toEnvelope({ type: 'entity.too.large', status: 413 }, 'c')).toMatchObject({ statusCode: 413, code: 'REQUEST.BODY_TOO_LARGE' });
  });

  it('unwraps the body-parser failure Nest wraps in an HttpException', () => {
    const wrapped = new BadRequestException('Unexpected token', { cause: Object.assign(new SyntaxError('x'), { type: 'entity.parse.failed', status: 400 }) });
    expect(toEnvelope(wrapped, 'c')).toMatchObject({ statusCode: 400, code: 'REQUEST.MALFORMED_BODY', message: 'The request body is not valid JSON.' });
  });

  it('hides the details of an unexpected error', () => {
    expect(toEnvelope(new Error('password=hunter2 leaked'), 'c')).toEqual({
      statusCode: 500,
      code: 'INTERNAL.ERROR',
      message: 'An error has occurred.',
      correlationId: 'c',
    });
  });

  it('carries a validation error tree', () => {
    const error = new BadRequestException({ code: 'VALIDATION.FAILED', message: 'The request is not valid.', errors: { lat: ['lat must be a number'] } });
    expect(toEnvelope(error, 'c').errors).toEqual({ lat: ['lat must be a number'] });
  });
});
