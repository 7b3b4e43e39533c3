import { LEGAL_PAGES, SUPPORTED_LOCALES } from '@rendezvous/contracts';
import { adminToken, call, expectEnvelope, queryServiceDb } from '@rendezvous/test-kit';

// GET /api/legal.php (issue 12): the site's legal texts, from the content files, with the company and
// the site's facts filled in, through the gateway as a browser calls it.

interface Company {
  name: string;
  address: string;
  kvk: string;
  vat_numbers: string[];
  support_phone: string;
  added: string;
}

const issueLink = (page: unknown, token = adminToken()) =>
  call('/api/admin/sites/legal-links', { method: 'POST', headers: { authorization: `Bearer ${token}` }, json: { page } });

describe('GET /api/legal.php', () => {
  let company: Company;
  let settings: { support_email: string; support_phone: string; refund_days: number };

  beforeAll(async () => {
    company = (await call('/api/companyinfo.php')).body;
    settings = (await call('/api/settings.php')).body;
  });

  it('serves every page in every locale, titled, with no placeholder left', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const page of LEGAL_PAGES) {
        const { status, body } = await call(`/api/legal.php?page=${page}&locale=${locale}`);
        expect(status).toBe(200);
        expect(body).toMatchObject({ page, locale });
        expect(body.title.length).toBeGreaterThan(3);
        const text = (html: string) =>
          html
            .replace(/&#39;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&');
        expect(text(body.html)).toContain(`<h1>${body.title}</h1>`);
        expect(body.html).not.toMatch(/\{\{|%7B%7B/);
      }
    }
  });

  it('fills in the company and the site: name, address, KvK, VAT, support e-mail and phone, refund days', async () => {
    const service = (await call('/api/legal.php?page=service&locale=en')).body.html as string;
    const escaped = (text: string) => text.replace(/&/g, '&#38;').replace(/</g, '&#60;').replace(/>/g, '&#62;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');
    for (const fact of [company.name, company.address, company.kvk, ...company.vat_numbers, settings.support_email]) expect(service).toContain(escaped(fact));
    // Spec 9: the phone without dashes and spaces.
    expect(service).toContain(settings.support_phone.replace(/[\s-]/g, ''));
    expect(service).toContain(`href="mailto:${settings.support_email}"`);
    const refunds = (await call('/api/legal.php?page=return-policy&locale=nl')).body.html as string;
    expect(refunds).toContain(String(settings.refund_days));
  });

  it("dates the terms 2023-12-01 12:00 UTC, or the company's added date when that is later (spec 9)", async () => {
    const added = new Date(company.added);
    const expected = added > new Date('2023-12-01T12:00:00Z') ? added : new Date('2023-12-01T12:00:00Z');
    const { body } = await call('/api/legal.php?page=terms&locale=en');
    expect(body.version).toBe(expected.toISOString());
    const written = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(expected);
    expect(body.html).toContain(written);
  });

  it('follows the locale cookie when no locale is asked for, and answers English for a language it does not have', async () => {
    const german = await call('/api/legal.php?page=privacy', { headers: { cookie: 'locale=de' } });
    expect(german.body.locale).toBe('de');
    const unknown = await call('/api/legal.php?page=privacy&locale=ja');
    expect(unknown.body.locale).toBe('en');
  });

  it('answers 404 in the envelope for a page that is not a legal page', async () => {
    for (const query of ['page=nope', 'page=', '']) expectEnvelope(await call(`/api/legal.php?${query}`), 404, 'LEGAL.NOT_FOUND');
  });
});

describe('{token} links', () => {
  it('an operator issues a link to a page; the link opens that page, an unknown one is 404', async () => {
    const issued = await issueLink('cookies');
    expect(issued.status).toBe(201);
    expect(issued.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(issued.body.path).toBe(`/${issued.body.token}`);
    const opened = await call(`/api/legal.php?token=${issued.body.token}&locale=fr`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ page: 'cookies', locale: 'fr' });
    expectEnvelope(await call('/api/legal.php?token=NoSuchToken0000000000'), 404, 'LEGAL.NOT_FOUND');
  });

  it('refuses a link to something that is not a legal page, and a caller without the admin token, storing nothing', async () => {
    const before = await queryServiceDb<{ n: string }>('site', 'SELECT count(*) AS n FROM legal_links');
    expectEnvelope(await issueLink('members'), 400);
    expectEnvelope(await issueLink('terms', 'wrong-token-wrong-token'), 403, 'ADMIN.FORBIDDEN');
    const after = await queryServiceDb<{ n: string }>('site', 'SELECT count(*) AS n FROM legal_links');
    expect(after[0].n).toBe(before[0].n);
  });
});
