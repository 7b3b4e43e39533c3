import { identityRoutes } from '@rendezvous/contracts/routes';
import { parseContract } from '@rendezvous/nest-kit';

/**
 * identity validates its bodies with these schemas (issue 33); before, class-validator DTOs did. The
 * answers below are what the DTOs answered (recorded side by side before they were deleted), so a
 * caller sending a malformed body gets the same field errors as before.
 */
const answerTo = (schema: Parameters<typeof parseContract>[0], body: unknown) => {
  try {
    parseContract(schema, body, { wording: 'class-validator', body: true });
    return 'accepted';
  } catch (error) {
    return (error as { getResponse(): { errors?: Record<string, string[]>; message: string } }).getResponse();
  }
};
const errorsOf = (schema: Parameters<typeof parseContract>[0], body: unknown) => {
  const answer = answerTo(schema, body);
  return answer === 'accepted' ? answer : answer.errors;
};

const [loginBody, pushBody] = identityRoutes.loginOrPush.body.options;
const signup = { email: 'a@example.com', password: 'secret123', name: 'Anna', date_of_birth: '2000-01-01' };
const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } };

describe("identity's request bodies", () => {
  it('refuse a missing field, a wrong type and unknown fields in class-validator words', () => {
    expect(errorsOf(loginBody, {})).toEqual({ email: ['email is required'], password: ['password is required'] });
    expect(errorsOf(loginBody, { email: 5, password: 'p', admin: true })).toEqual({
      email: ['email must be a string'],
      admin: ['property admin should not exist'],
    });
    expect(answerTo(loginBody, [])).toMatchObject({ message: 'The request body must be a JSON object.' });
  });

  it('keep the most characters of each field (the forms leave them to the service)', () => {
    expect(errorsOf(loginBody, { email: 'x'.repeat(255), password: 'p' })).toEqual({ email: ['email must be shorter than or equal to 254 characters'] });
    expect(errorsOf(identityRoutes.signup.body, { ...signup, name: 'x'.repeat(41) })).toEqual({
      name: ['name must be shorter than or equal to 40 characters'],
    });
    expect(errorsOf(identityRoutes.confirmEmail.body, { token: 'x'.repeat(201) })).toEqual({
      token: ['token must be shorter than or equal to 200 characters'],
    });
  });

  it('answer an array where a string belongs with its type error alone', () => {
    expect(errorsOf(identityRoutes.saveLanguage.body, { language: [] })).toEqual({ language: ['language must be a string'] });
    expect(errorsOf(identityRoutes.saveLanguage.body, { language: 'x' })).toEqual({ language: ['language must be longer than or equal to 2 characters'] });
  });

  it("word a nested body's errors by the field's own name, as class-validator did", () => {
    expect(errorsOf(pushBody, { subscription: { ...subscription, endpoint: 5 } })).toEqual({ 'subscription.endpoint': ['endpoint must be a string'] });
    expect(errorsOf(pushBody, { subscription: { ...subscription, keys: { p256dh: 'k' } } })).toEqual({
      'subscription.keys.auth': ['subscription.keys.auth is required'],
    });
    expect(errorsOf(pushBody, { subscription: 'x' })).toEqual({
      subscription: ['subscription must be an object', 'nested property subscription must be either object or array'],
    });
    expect(errorsOf(pushBody, { subscription: [] })).toEqual({ subscription: ['subscription must be an object'] });
    expect(errorsOf(pushBody, { subscription: { ...subscription, extra: 1 } })).toEqual({ 'subscription.extra': ['property extra should not exist'] });
    expect(errorsOf(pushBody, { subscription: { ...subscription, expirationTime: 'whatever' } })).toBe('accepted');
    expect(errorsOf(identityRoutes.signup.body, { ...signup, tracking: { network: 'x'.repeat(101), ref: 3 } })).toEqual({
      'tracking.network': ['network must be shorter than or equal to 100 characters'],
      'tracking.ref': ['ref must be a string'],
    });
  });

  it("keep the signup's lander member an integer from 1", () => {
    expect(errorsOf(identityRoutes.signup.body, { ...signup, lander_member_id: '12' })).toEqual({
      lander_member_id: ['lander_member_id must be an integer number'],
    });
    expect(errorsOf(identityRoutes.signup.body, { ...signup, lander_member_id: 0 })).toEqual({
      lander_member_id: ['lander_member_id must not be less than 1'],
    });
    expect(errorsOf(identityRoutes.signup.body, { ...signup, lander_member_id: 12, tracking: { network: 'n' } })).toBe('accepted');
  });

  it("keep the signup steps' rules with their own sentences", () => {
    const step = identityRoutes.signupStep.body;
    expect(errorsOf(step, { country: 'XX' })).toEqual({ country: ['country must be one of the countries the site serves'] });
    expect(errorsOf(step, { special_category_consent: false })).toEqual({ special_category_consent: ['special_category_consent must be equal to true'] });
    expect(errorsOf(step, { gender: 'x' })).toEqual({ gender: ['gender must be one of the following values: male, female'] });
    expect(errorsOf(step, { country: 'DE', region: 'x'.repeat(101) })).toEqual({ region: ['region must be shorter than or equal to 100 characters'] });
  });

  it("word the notifications' disable body as before", () => {
    const disable = identityRoutes.disableNotifications.body;
    expect(errorsOf(disable, {})).toEqual({ reason: ['reason is required'] });
    expect(errorsOf(disable, { reason: 'spam' })).toEqual({ reason: ['reason must be one of the following values: fbl, bounce, listunsubscribe'] });
    expect(errorsOf(disable, { reason: 'bounce', email: 5 })).toEqual({ email: ['email must be an email'] });
    expect(errorsOf(disable, { reason: 'bounce', email: 'nope' })).toEqual({ email: ['email must be an email'] });
    expect(errorsOf(disable, { reason: 'bounce', email: 'jürgen@example.com' })).toBe('accepted');
  });
});
