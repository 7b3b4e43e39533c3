import type { ExecutionContext } from '@nestjs/common';
import { AppError } from './errors';
import { MemberGuard, vouchedMemberId } from './member.guard';

const TOKEN = 'internal-token-0123456789';
const request = (headers: Record<string, string | string[]>) => ({ headers }) as never;
const contextOf = (req: object) => ({ switchToHttp: () => ({ getRequest: () => req }) }) as unknown as ExecutionContext;

describe('vouchedMemberId', () => {
  it('trusts the member id together with the internal token, and is nobody without an id', () => {
    expect(vouchedMemberId(request({ 'x-rdv-member-id': '1002', 'x-rdv-internal-token': TOKEN }), TOKEN)).toBe(1002);
    expect(vouchedMemberId(request({ 'x-rdv-internal-token': TOKEN }), TOKEN)).toBeNull();
    expect(vouchedMemberId(request({}), TOKEN)).toBeNull();
  });

  it('answers 503, never 403, when a member id comes with a wrong or missing token (a misconfigured platform)', () => {
    const cases: Array<Record<string, string>> = [
      { 'x-rdv-member-id': '1002' },
      { 'x-rdv-member-id': '1002', 'x-rdv-internal-token': `${TOKEN}x` },
      { 'x-rdv-member-id': '1002', 'x-rdv-internal-token': 'wrong' },
    ];
    for (const headers of cases) {
      expect(() => vouchedMemberId(request(headers), TOKEN)).toThrow(
        expect.objectContaining({ code: 'SERVICE.UNAVAILABLE', message: 'An error occured, please try again later.' }),
      );
    }
  });

  it('refuses ids that are not one positive integer', () => {
    for (const id of ['', '0', '-1', '1.5', '01', '1e3', ' 7', '99999999999999999', 'abc']) {
      expect(vouchedMemberId(request({ 'x-rdv-member-id': id, 'x-rdv-internal-token': TOKEN }), TOKEN)).toBeNull();
    }
    expect(vouchedMemberId(request({ 'x-rdv-member-id': ['1', '2'], 'x-rdv-internal-token': TOKEN }), TOKEN)).toBeNull();
  });
});

describe('MemberGuard', () => {
  it('puts the vouched member on the request', () => {
    const req: { headers: object; memberId?: number } = { headers: { 'x-rdv-member-id': '7', 'x-rdv-internal-token': TOKEN } };
    expect(new MemberGuard(TOKEN).canActivate(contextOf(req))).toBe(true);
    expect(req.memberId).toBe(7);
  });

  it('answers the spec 403 authentication_required without one', () => {
    try {
      new MemberGuard(TOKEN).canActivate(contextOf({ headers: { 'x-rdv-internal-token': TOKEN } }));
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'authentication_required', message: 'Please log in to continue.' });
      expect((error as AppError).getStatus()).toBe(403);
    }
  });
});
