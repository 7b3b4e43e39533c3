import { adminToken, call } from '@rendezvous/test-kit';

describe('the installable app', () => {
  it('links the web app manifest from every page', async () => {
    const page = await call('/members');
    // The build rewrites the HTML (quotes dropped), so the link is matched loosely.
    expect(page.text).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest"?/);
  });

  it('describes the site as a standalone app named after the site', async () => {
    const result = await call('/manifest.webmanifest');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    const manifest = result.body;
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/members', scope: '/', theme_color: '#6f2dbd' });
    expect(manifest.name).toBe((await call('/api/settings.php')).body.name);
    expect(manifest.icons[0]).toMatchObject({ src: '/icon.svg', type: 'image/svg+xml' });
    const icon = await call('/icon.svg');
    expect(icon.status).toBe(200);
    expect(icon.text).toContain('<svg');
  });

  it('follows a change of the site name', async () => {
    const rename = (name: string) =>
      call('/api/admin/sites/localhost/settings', { method: 'PATCH', headers: { authorization: `Bearer ${adminToken()}` }, json: { name } });
    const before = (await call('/manifest.webmanifest')).body.name;
    try {
      expect((await rename('Manifest Test Site')).status).toBe(200);
      expect((await call('/manifest.webmanifest')).body.name).toBe('Manifest Test Site');
    } finally {
      await rename(before);
    }
  });

  it('serves the push service worker version 2 from the root, revalidated on every check', async () => {
    const result = await call('/sw-push.js?version=2');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/javascript/);
    expect(result.headers.get('cache-control')).toBe('no-cache');
    // The production build minifies the worker: match its version and push handler loosely.
    expect(result.text).toMatch(/SW_VERSION\s*=\s*2\b/);
    expect(result.text).toMatch(/addEventListener\(["']push["']/);
  });
});
