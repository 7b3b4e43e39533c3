import { ApiError } from './api-client';
import { applyServerErrors } from './server-errors';

const validation = (errors: Record<string, string[]>) =>
  new ApiError(422, { statusCode: 422, code: 'VALIDATION.FAILED', message: 'Validation failed', errors });

describe('applyServerErrors', () => {
  it('puts each named field’s messages beside it, joined, and leaves the alert empty', () => {
    const setError = jest.fn();
    const left = applyServerErrors(validation({ email: ['Invalid email', 'Try again'] }), ['email', 'password'], setError, 'fallback');
    expect(setError.mock.calls).toEqual([['email', { type: 'server', message: 'Invalid email Try again' }]]);
    expect(left.form).toBeNull();
    expect(left.code).toBe('VALIDATION.FAILED');
  });

  it('gives a message about a field the form does not have to the alert instead', () => {
    const setError = jest.fn();
    const left = applyServerErrors(validation({ token: ['Link expired or invalid, request a new email'] }), ['password'], setError, 'fallback');
    expect(setError).not.toHaveBeenCalled();
    expect(left.form).toBe('Link expired or invalid, request a new email');
  });

  it('answers the fallback for a failure without an envelope', () => {
    const setError = jest.fn();
    expect(applyServerErrors(new TypeError('Failed to fetch'), ['email'], setError, 'An error has occurred.')).toEqual({
      fields: {},
      form: 'An error has occurred.',
      code: null,
    });
    expect(setError).not.toHaveBeenCalled();
  });
});
