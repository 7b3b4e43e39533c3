import { identityConfigSchema } from '../config';
import { PushEndpoints } from './push-endpoints';

const baseEnv = {
  DATABASE_URL: 'postgres://x@127.0.0.1/identity',
  INTERNAL_TOKEN: 'internal-token-0123456789',
  SITE_URL: 'http://127.0.0.1:3105',
  MEMBERS_URL: 'http://127.0.0.1:3102',
  CHAT_URL: 'http://127.0.0.1:3103',
  PAYMENTS_URL: 'http://127.0.0.1:3104',
  ADMIN_TOKEN: 'admin-token-0123456789',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  MAIL_FROM: 'Rendezvous <no-reply@rendezvous.localhost>',
  PUBLIC_URL: 'http://localhost:8080',
};

const endpointsOf = (env: Record<string, string> = {}) => new PushEndpoints(identityConfigSchema.parse({ ...baseEnv, ...env }));

describe('push endpoints (issue 30, finding 1)', () => {
  it('accepts the browsers’ push services by default, and only them', () => {
    const endpoints = endpointsOf({ PUSH_ENDPOINT_HOSTS: '' });
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://fcm.googleapis.com/wp/dGVzdA',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://FCM.googleapis.com/fcm/send/abc',
    ])
      expect(endpoints.check(endpoint)).toEqual({ endpoint: new URL(endpoint).href });
    for (const [endpoint, problem] of [
      ['https://127.0.0.1:8443/v2/payments/tr_x/refunds', 'invalid'],
      ['https://2130706433/push', 'invalid'],
      ['https://0x7f.1/push', 'invalid'],
      ['https://[::1]/push', 'invalid'],
      ['https://[::ffff:7f00:1]/push', 'invalid'],
      ['https://169.254.169.254/latest/meta-data/', 'invalid'],
      ['https://10.0.0.5/push', 'invalid'],
      ['http://fcm.googleapis.com/fcm/send/abc', 'invalid'],
      ['https://user:secret@fcm.googleapis.com/fcm/send/abc', 'invalid'],
      ['not a url', 'invalid'],
      ['https://push.example.test/abc', 'host'],
      ['https://fcm.googleapis.com.evil.example/fcm/send/abc', 'host'],
      ['https://evilfcm.googleapis.com/fcm/send/abc', 'host'],
      ['https://notify.windows.com/w/', 'host'],
      ['https://localhost:9999/push/abc', 'host'],
      ['https://fcm.googleapis.com./fcm/send/abc', 'host'],
    ] as const)
      expect([endpoint, endpoints.check(endpoint)]).toEqual([endpoint, { problem }]);
  });

  it('allows public addresses only; loopback only for localhost with the test opt-in, other private ranges never', () => {
    const production = endpointsOf();
    const tests = endpointsOf({ PUSH_ALLOW_LOOPBACK: 'true' });
    for (const address of ['142.250.74.10', '2a00:1450:400e:80f::200a', '63.245.208.195']) {
      expect([address, production.addressAllowed(address, 'fcm.googleapis.com')]).toEqual([address, true]);
    }
    const notPublic = [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '169.254.1.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      'fd00:ec2::254',
      'fc00::1',
      'fe80::1',
      '::',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
    ];
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', ...notPublic]) {
      expect([address, production.addressAllowed(address, 'localhost')]).toEqual([address, false]);
    }
    for (const address of ['127.0.0.1', '::1']) expect([address, tests.addressAllowed(address, 'localhost')]).toEqual([address, true]);
    // A real push service's name that resolves to loopback (a poisoned resolver) is refused even in tests.
    expect(tests.addressAllowed('127.0.0.1', 'fcm.googleapis.com')).toBe(false);
    for (const address of notPublic) expect([address, tests.addressAllowed(address, 'localhost')]).toEqual([address, false]);
  });

  it('refuses a host list that would open every host or names an address, and loopback or an extra CA in production', () => {
    for (const hosts of ['*', '*.com', '127.0.0.1', 'fcm.googleapis.com,::1', 'https://fcm.googleapis.com']) {
      expect([hosts, identityConfigSchema.safeParse({ ...baseEnv, PUSH_ENDPOINT_HOSTS: hosts }).success]).toEqual([hosts, false]);
    }
    expect(identityConfigSchema.safeParse({ ...baseEnv, PUSH_ENDPOINT_HOSTS: '*.push.example.com,localhost' }).success).toBe(true);
    const loopback = identityConfigSchema.safeParse({ ...baseEnv, PUSH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'production' });
    expect(loopback.success ? [] : loopback.error.issues.map((issue) => issue.path.join('.'))).toEqual(['PUSH_ALLOW_LOOPBACK']);
    const extraCa = identityConfigSchema.safeParse({ ...baseEnv, PUSH_EXTRA_CA_FILE: '/tmp/ca.pem', NODE_ENV: 'production' });
    expect(extraCa.success ? [] : extraCa.error.issues.map((issue) => issue.path.join('.'))).toEqual(['PUSH_EXTRA_CA_FILE']);
  });
});
