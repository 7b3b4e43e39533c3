import { Module } from '@nestjs/common';
import { InternalClient } from './internal-calls';
import { ADMIN_TOKEN, INTERNAL_TOKEN } from './internal-token.guard';
import { peerUrls, serviceConfigModule } from './service-config.module';

@Module({})
class DemoConfigModule {}

const URLS = {
  IDENTITY_URL: 'http://127.0.0.1:3101',
  MEMBERS_URL: 'http://127.0.0.1:3102',
  CHAT_URL: 'http://127.0.0.1:3103',
  PAYMENTS_URL: 'http://127.0.0.1:3104',
  SITE_URL: 'http://127.0.0.1:3105',
};

describe('serviceConfigModule', () => {
  it("gives a service the URLs of the peers platform-units.ts says it calls, and the gateway's when it has one", () => {
    expect(peerUrls('chat', { ...URLS })).toEqual({
      identity: URLS.IDENTITY_URL,
      members: URLS.MEMBERS_URL,
      payments: URLS.PAYMENTS_URL,
      site: URLS.SITE_URL,
    });
    expect(peerUrls('members', { ...URLS, GATEWAY_URL: 'http://127.0.0.1:3000' })).toEqual({
      identity: URLS.IDENTITY_URL,
      chat: URLS.CHAT_URL,
      site: URLS.SITE_URL,
      gateway: 'http://127.0.0.1:3000',
    });
    expect(() => peerUrls('site', {})).toThrow('site calls identity, but its settings have no IDENTITY_URL');
  });

  it('provides the settings, the tokens the settings have and, for a caller, the internal client; globally', () => {
    const config = { ...URLS, INTERNAL_TOKEN: 'i'.repeat(32), ADMIN_TOKEN: 'a'.repeat(32) };
    const withClient = serviceConfigModule(DemoConfigModule, 'DEMO_CONFIG', config, { caller: 'payments' });
    expect(withClient).toMatchObject({ module: DemoConfigModule, global: true, exports: ['DEMO_CONFIG', INTERNAL_TOKEN, ADMIN_TOKEN, InternalClient] });
    const withoutAdmin = serviceConfigModule(DemoConfigModule, 'DEMO_CONFIG', { INTERNAL_TOKEN: 'i'.repeat(32) });
    expect(withoutAdmin.exports).toEqual(['DEMO_CONFIG', INTERNAL_TOKEN]);
  });
});
