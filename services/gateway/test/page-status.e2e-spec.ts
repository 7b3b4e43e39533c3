import { call, latestMailTo, linkIn, signUpMember } from '@rendezvous/test-kit';

// Pages the browser renders answer with the status the page shows (issue 31, defect 10): a path no
// remote owns and a profile no active member has are 404 (crawlers, link checkers and monitoring
// read the status), still with the shell's page, which shows the 404 page with its layout.

const page = async (path: string) => {
  const response = await call(path, { headers: { accept: 'text/html' }, asSiteClient: false });
  return { status: response.status, html: response.text };
};

describe('the status of a page the browser renders', () => {
  it.each(['/pages/imprint', '/no/such/page', '/members/999999999', '/members/not-a-member'])('%s is 404, with the shell’s page', async (path) => {
    const result = await page(path);
    expect(result.status).toBe(404);
    expect(result.html).toContain('<div id="root">');
  });

  it('a profile is 404 until its member is active, then 200', async () => {
    const { email, id, cookie } = await signUpMember('Status Page');
    expect((await page(`/members/${id}`)).status).toBe(404);
    await call('/api/account/signup/complete', { method: 'POST', headers: { cookie } });
    const link = linkIn(await latestMailTo(email), '/api/account/activate');
    await call(`${link.pathname}${link.search}`, { redirect: 'manual' });
    expect((await page(`/members/${id}`)).status).toBe(200);
  });

  it('pages a remote owns stay 200', async () => {
    for (const path of ['/members', '/login', '/pages/terms', '/chats']) expect((await page(path)).status).toBe(200);
  });
});

describe('a visitor’s page', () => {
  it('says that nobody is logged in when it came without a session cookie, so the shell asks nobody (no 403 in the console)', async () => {
    expect((await page('/')).html).toContain('<meta name="rdv-no-session" />');
    const { cookie } = await signUpMember('Has A Session');
    const withSession = await call('/members', { headers: { accept: 'text/html', cookie }, asSiteClient: false });
    expect(withSession.text).not.toContain('rdv-no-session');
  });
});
