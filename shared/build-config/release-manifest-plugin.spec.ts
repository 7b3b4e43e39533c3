import { readFileSync } from 'node:fs';
import { join } from 'node:path';
const { widgetUses } = require('./release-manifest-plugin') as { widgetUses: (source: string, filename: string) => string[] };
const { sharedSingletons } = require('./shared-singletons') as { sharedSingletons: (options?: { host?: boolean }) => Record<string, Record<string, unknown>> };

const versionOf = (library: string) => (JSON.parse(readFileSync(join(__dirname, '..', library, 'package.json'), 'utf8')) as { version: string }).version;

describe('release.json: the widgets a build mounts', () => {
  it('finds every <RemoteWidget> with its remote and widget, over several lines, and not in comments', () => {
    const source = `
      // <RemoteWidget remote="mfe-chat" widget="InAComment" />
      export const A = () => <RemoteWidget remote="mfe-members" widget="MatchModal" props={{ onClose: () => undefined }} />;
      export const B = () => (
        <RemoteWidget
          remote={'mfe-signup'}
          widget="SignupModal"
          props={{}}
        />
      );`;
    expect(widgetUses(source, 'screen.tsx')).toEqual(['mfe-members/MatchModal', 'mfe-signup/SignupModal']);
  });

  it('refuses a use whose remote or widget is not written as a string (the gate could not see it)', () => {
    expect(() => widgetUses('export const A = (w: string) => <RemoteWidget remote="mfe-members" widget={w} props={{}} />;', 'a.tsx')).toThrow(
      /write <RemoteWidget remote="…" widget="…"> with both as strings/,
    );
  });
});

describe('the share policy (ADR 0017 §2)', () => {
  it('shares the page-wide platform libraries as strict singletons at their package.json version, provided by the shell only', () => {
    for (const library of ['session-store', 'i18n', 'api-client', 'remote-kit']) {
      const version = versionOf(library);
      const expected = { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` };
      expect(sharedSingletons({ host: true })[`@rendezvous/${library}`]).toMatchObject(expected);
      expect(sharedSingletons({ host: true })[`@rendezvous/${library}`]).not.toHaveProperty('import');
      expect(sharedSingletons()[`@rendezvous/${library}`]).toMatchObject({ ...expected, import: false });
    }
  });

  it('lets a remote bring its own ui and route-table (not singletons, its copy bundled)', () => {
    for (const library of ['ui', 'route-table']) {
      const version = versionOf(library);
      expect(sharedSingletons()[`@rendezvous/${library}`]).toEqual({ singleton: false, version, requiredVersion: `^${version}`, eager: false });
    }
  });

  it('keeps React strict and the other libraries singletons at the root package.json range', () => {
    expect(sharedSingletons().react).toMatchObject({ singleton: true, strictVersion: true });
    expect(sharedSingletons().zustand).toMatchObject({ singleton: true, strictVersion: false });
  });
});
