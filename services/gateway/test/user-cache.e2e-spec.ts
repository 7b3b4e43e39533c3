import { call, logIn, rawCall, signUpMember, startExtraGateway, TEST_MEMBER_PASSWORD } from '@rendezvous/test-kit';
import { measureGatewayHop, measureTelemetryCost, report, reportTelemetryCost } from '@rendezvous/platform-tools/gateway-hop-bench';
import { startTraceCollector } from '@rendezvous/platform-tools/trace-collector';

const PASSWORD = TEST_MEMBER_PASSWORD;
const services = () => JSON.parse(process.env.RDV_SERVICE_URLS ?? '{}') as Record<string, string>;
const { INTERNAL_TOKEN = '' } = JSON.parse(process.env.RDV_SERVICE_ENV ?? '{}') as { INTERNAL_TOKEN?: string };

const newMember = () => signUpMember('Cache Reader');

const user = (cookie: string) => call('/api/user.php', { headers: { cookie } });

/** The shell polls user.php; the gateway keeps its answer per session (routing/user-cache.ts). */
describe('user.php answered from the gateway’s memory is never stale', () => {
  it('shows a credit change made by another service in the very next answer', async () => {
    const { id, cookie } = await newMember();
    const before = (await user(cookie)).body.credits as number;
    expect((await user(cookie)).body.credits).toBe(before); // kept now
    const change = await rawCall('/internal/credits/changes', {
      origin: services().payments,
      method: 'POST',
      headers: { authorization: `Bearer ${INTERNAL_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ member_id: id, delta: 25, reason: 'test', reference: `cache-test-${id}` }),
    });
    expect(change.body).toEqual({ balance: before + 25, applied: true });
    expect((await user(cookie)).body.credits).toBe(before + 25);
  });

  it('shows a profile change by the member in the very next answer, on every device', async () => {
    const { email, cookie } = await newMember();
    const phone = await logIn(email, PASSWORD);
    expect((await user(cookie)).body.profile.country).toBeNull();
    expect((await user(phone)).body.profile.country).toBeNull();
    const step = await call('/api/account/signup/steps/personal_info', {
      method: 'PUT',
      headers: { cookie },
      json: { gender: 'female', sexuality: 'hetero', special_category_consent: true, country: 'DE', region: 'Berlin' },
    });
    expect(step.status).toBe(200);
    expect((await user(cookie)).body.profile.country).toBe('DE');
    expect((await user(phone)).body.profile.country).toBe('DE');
  });

  it('answers 403 right after logout, and after another device changed the password', async () => {
    const { email, cookie } = await newMember();
    const laptop = await logIn(email, PASSWORD);
    expect((await user(laptop)).status).toBe(200);
    expect((await user(cookie)).status).toBe(200);
    const logout = await call('/api/logout.php', { headers: { cookie } });
    expect(logout.status).toBeLessThan(400);
    expect((await user(cookie)).status).toBe(403);

    const phone = await logIn(email, PASSWORD);
    const changed = await call('/api/account/password', {
      method: 'POST',
      headers: { cookie: phone },
      json: { old_password: PASSWORD, password: 'another-good-password-2', password_repeat: 'another-good-password-2' },
    });
    expect(changed.status).toBeLessThan(300);
    // The laptop's session ended with the password change: no kept answer may say otherwise.
    expect((await user(laptop)).status).toBe(403);
    expect((await user(phone)).status).toBe(200);
  });

  it('puts the kept user.php answer in the member’s own page, private to them, and never after logout', async () => {
    const { cookie } = await newMember();
    const inlined = async (headers: Record<string, string>) => {
      const page = await call('/members', { headers });
      const json = /<script id="rdv-user" type="application\/json">(.*?)<\/script>/s.exec(page.text)?.[1];
      return { page, user: json ? (JSON.parse(json) as Record<string, unknown>) : null };
    };
    const answer = (await user(cookie)).body; // kept from now on
    const member = await inlined({ cookie });
    expect(member.user).toEqual(answer);
    expect(member.page.headers.get('cache-control')).toBe('private, no-cache');
    expect(member.page.headers.get('vary')).toContain('Cookie');

    // A returning visitor's page (their canary cohort known, no canary live) is everyone's: no user in it,
    // cacheable as before. A first page sets the cohort cookie, so it is the browser's own.
    const visitor = await inlined({ cookie: 'rdv_cohort=50' });
    expect(visitor.user).toBeNull();
    expect(visitor.page.headers.get('cache-control')).toBe('no-cache');
    const firstPage = await inlined({});
    expect(firstPage.page.headers.get('cache-control')).toBe('private, no-cache');
    expect(firstPage.page.headers.get('set-cookie')).toMatch(/^rdv_cohort=\d{1,2}; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);

    // After logout the kept answer is gone, and so is the user in the page.
    expect((await call('/api/logout.php', { headers: { cookie } })).status).toBeLessThan(400);
    expect((await inlined({ cookie })).user).toBeNull();
  });

  it('keeps the gateway hop and the user call measurable (smoke size of bench/gateway-hop.mjs)', async () => {
    const { cookie } = await newMember();
    const result = await measureGatewayHop({ gatewayUrl: process.env.RDV_BASE_URL ?? '', siteUrl: services().site, cookie, durationSec: 1 });
    console.log(report(result));
    for (const measurement of [result.direct, result.gateway, result.user, result.member]) {
      expect(measurement.non2xx).toBe(0);
      expect(measurement.requests).toBeGreaterThan(0);
    }
  }, 20_000);

  it('keeps what metrics and traces cost measurable (smoke size of bench/gateway-hop.mjs’s second part, a gateway with both)', async () => {
    const { cookie } = await newMember();
    const collector = await startTraceCollector({ keep: false });
    const withTelemetry = await startExtraGateway({ METRICS_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100' });
    try {
      const cost = await measureTelemetryCost({ withoutUrl: process.env.RDV_BASE_URL ?? '', withUrl: withTelemetry.url, cookie, durationSec: 1 });
      // The last batch leaves within 100 ms of the load's end.
      await new Promise((resolve) => setTimeout(resolve, 500));
      console.log(reportTelemetryCost(cost, collector.count()));
      expect(cost.failed).toBe(false);
      expect(cost.off.requests).toBeGreaterThan(0);
      expect(cost.on.requests).toBeGreaterThan(0);
      // Every answered request of the traced gateway was a span the collector received.
      expect(collector.count()).toBeGreaterThanOrEqual(cost.on.requests);
    } finally {
      await withTelemetry.stop();
      await collector.stop();
    }
  }, 30_000);
});
