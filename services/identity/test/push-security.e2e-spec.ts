import { call, expectEnvelope, queryServiceDb, signUpMember, startPushService } from '@rendezvous/test-kit';
import { generateVAPIDKeys } from 'web-push';
import { identityConfigSchema } from '../src/config';
import { PushEndpoints } from '../src/push-subscriptions/push-endpoints';
import { WebPushSender, type PushOptions } from '../src/notifications/web-push-sender';

/**
 * Issue 30, finding 1: identity posted a signed Web Push to whatever https URL a member saved,
 * loopback included (a saved https://127.0.0.1:<port>/v2/payments/tr_x/refunds got a POST). Only
 * the push services' hosts are taken, by name, and what a name resolves to is checked on the
 * connection itself.
 */
describe('push endpoints are push services only', () => {
  const savePush = (cookie: string, endpoint: string) =>
    call('/api/user.php?push=1', {
      method: 'POST',
      headers: { cookie },
      json: { subscription: { endpoint, expirationTime: null, keys: { p256dh: 'BNc-key', auth: 'auth-secret' } } },
    });
  const storedEndpoints = async (accountId: number) =>
    (await queryServiceDb<{ endpoint: string }>('identity', 'SELECT endpoint FROM push_subscriptions WHERE account_id = $1 ORDER BY id', [accountId])).map(
      (row) => row.endpoint,
    );

  it('refuses an endpoint on an IP address, a private network or a host that is no push service with a 400, and stores none', async () => {
    const member = await signUpMember('Push Saver');
    const refused = [
      ['https://127.0.0.1:3104/v2/payments/tr_x/refunds', 'A push endpoint must be an https URL of a push service.'],
      ['https://2130706433/internal/accounts', 'A push endpoint must be an https URL of a push service.'],
      ['https://[::1]:3101/internal/accounts', 'A push endpoint must be an https URL of a push service.'],
      ['https://10.0.0.5/push', 'A push endpoint must be an https URL of a push service.'],
      ['https://169.254.169.254/latest/meta-data/', 'A push endpoint must be an https URL of a push service.'],
      ['http://fcm.googleapis.com/fcm/send/abc', 'A push endpoint must be an https URL of a push service.'],
      ['https://push.example.test/abc', 'This push service is not supported.'],
      ['https://fcm.googleapis.com.attacker.example/fcm/send/abc', 'This push service is not supported.'],
    ] as const;
    for (const [endpoint, message] of refused) {
      const result = await savePush(member.cookie, endpoint);
      expectEnvelope(result, 400, 'VALIDATION.FAILED');
      expect([endpoint, result.body.errors]).toEqual([endpoint, { 'subscription.endpoint': [message] }]);
    }
    expect(await storedEndpoints(member.id)).toEqual([]);

    // The browsers' own push services are taken, as a browser hands them out.
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/f1:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQy',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    ];
    for (const endpoint of accepted) expect((await savePush(member.cookie, `${endpoint}${member.id}`)).body).toEqual({ subscribed: true });
    expect(await storedEndpoints(member.id)).toEqual(accepted.map((endpoint) => `${endpoint}${member.id}`));
  });
});

/**
 * The sender on its own, against the tests' push service on localhost: the test platform allows
 * loopback for that service (PUSH_ALLOW_LOOPBACK), a production configuration does not, so the
 * same allowlisted name that resolves to 127.0.0.1 gets no request at all.
 */
describe('the push sender', () => {
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    pushService = await startPushService();
  });
  afterAll(() => pushService.stop());

  const options: PushOptions = { ttlSeconds: 60, urgency: 'normal' };
  function sender(env: Record<string, string>): WebPushSender {
    const vapid = generateVAPIDKeys();
    const config = identityConfigSchema.parse({
      ...JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}'),
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      PUSH_EXTRA_CA_FILE: process.env.RDV_PROVIDER_EMULATOR_CA,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com,localhost',
      ...env,
    });
    return new WebPushSender(config, new PushEndpoints(config));
  }

  it('sends nothing to a push service whose name resolves to loopback, unless the tests opted in', async () => {
    const browser = pushService.subscribe();
    expect(await sender({ PUSH_ALLOW_LOOPBACK: 'false' }).send(browser, '{"title":"hi"}', options)).toBe('refused');
    expect(pushService.requests(browser.endpoint)).toEqual([]);
    // The same push with the tests' opt-in arrives: the name, the certificate and the keys are right.
    expect(await sender({ PUSH_ALLOW_LOOPBACK: 'true' }).send(browser, '{"title":"hi"}', options)).toBe('sent');
    expect((await pushService.waitFor(1, { endpoint: browser.endpoint })).map((push) => push.data)).toEqual([{ title: 'hi' }]);
  });

  it('never sends to an IP address or a host no longer allowed, and never follows a redirect', async () => {
    const testSender = sender({ PUSH_ALLOW_LOOPBACK: 'true' });
    const browser = pushService.subscribe();
    // A row saved before issue 30, on the IP address: deleted (invalid), no request made.
    expect(await testSender.send({ ...browser, endpoint: browser.endpoint.replace('//localhost:', '//127.0.0.1:') }, '{}', options)).toBe('invalid');
    // A host the list no longer names: dropped, the row kept in case the list changes back.
    expect(await sender({ PUSH_ALLOW_LOOPBACK: 'true', PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com' }).send(browser, '{}', options)).toBe('refused');
    expect(pushService.requests(browser.endpoint)).toEqual([]);

    pushService.answer(browser, 307);
    expect(await testSender.send(browser, '{}', options)).toBe('rejected');
    // One request, to the endpoint; the Location it answered with was not asked.
    expect(pushService.requests()).not.toContainEqual(expect.stringContaining('/moved/'));
    expect(pushService.requests(browser.endpoint)).toHaveLength(1);
  });
});
