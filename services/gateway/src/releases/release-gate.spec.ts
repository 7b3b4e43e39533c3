import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@rendezvous/route-table';
import { checkCandidate, type ReleaseManifest, type SharedModuleRecord } from './release-gate';
import { RELEASABLE_APPS } from './release-pointers';

// The fixtures are the release.json files the builds wrote (shared/build-config/release-manifest-plugin.js):
// refresh them with `cp <app>/dist/release.json services/gateway/src/releases/fixtures/<app>.release.json`.
const APPS = RELEASABLE_APPS;
type App = (typeof APPS)[number];
const built = (app: App): ReleaseManifest => JSON.parse(readFileSync(join(__dirname, 'fixtures', `${app}.release.json`), 'utf8')) as ReleaseManifest;
const liveSite = (): Record<string, ReleaseManifest> => Object.fromEntries(APPS.map((app) => [app, built(app)]));

/** The build of `app` with one shared module's record changed (what a build against another version writes). */
function withShared(app: App, name: string, change: Partial<SharedModuleRecord>): ReleaseManifest {
  const release = built(app);
  const record = release.shared.find((entry) => entry.name === name);
  if (!record) throw new Error(`${app}'s fixture has no ${name}`);
  Object.assign(record, change);
  return release;
}

describe('release gate', () => {
  it('lets every app of the site as built today be released again, in either direction', () => {
    for (const app of APPS) {
      const verdict = checkCandidate({ app, candidate: built(app), live: liveSite() });
      expect({ app, refusals: verdict.refusals }).toEqual({ app, refusals: [] });
      expect(verdict.ok).toBe(true);
    }
  });

  it('lets a remote bring a newer ui than the shell provides (its own copy), and says so', () => {
    const chat = withShared('mfe-chat', '@rendezvous/ui', { version: '0.3.0', requiredVersion: '^0.3.0' });
    const verdict = checkCandidate({ app: 'mfe-chat', candidate: chat, live: liveSite() });
    expect(verdict.ok).toBe(true);
    expect(verdict.notes).toEqual(['mfe-chat loads its own @rendezvous/ui 0.3.0 (the live shell provides 0.2.0, outside ^0.3.0).']);
  });

  it('refuses a remote that needs a strict singleton the live shell does not meet, naming versions and fix', () => {
    const chat = withShared('mfe-chat', '@rendezvous/session-store', { version: '1.0.0', requiredVersion: '^1.0.0' });
    const verdict = checkCandidate({ app: 'mfe-chat', candidate: chat, live: liveSite() });
    expect(verdict.ok).toBe(false);
    expect(verdict.refusals).toEqual([
      {
        rule: 'shared-needed',
        subject: '@rendezvous/session-store',
        message:
          'mfe-chat needs @rendezvous/session-store ^1.0.0, one instance per page, but the live shell provides 0.1.0. Release the shell with session-store 1.x first, or build mfe-chat against ^0.1.0.',
      },
    ]);
  });

  it('refuses a strict singleton on a newer minor line of a 0.x library too (^0.2.0 does not take 0.1.0)', () => {
    const members = withShared('mfe-members', '@rendezvous/i18n', { version: '0.2.0', requiredVersion: '^0.2.0' });
    const verdict = checkCandidate({ app: 'mfe-members', candidate: members, live: liveSite() });
    expect(verdict.refusals.map((finding) => finding.message)).toEqual([
      'mfe-members needs @rendezvous/i18n ^0.2.0, one instance per page, but the live shell provides 0.1.0. Release the shell with i18n 0.2.x first, or build mfe-members against ^0.1.0.',
    ]);
  });

  it('refuses a React outside the live shell’s range (two Reacts break hooks)', () => {
    const legal = withShared('mfe-legal', 'react', { version: '20.0.0', requiredVersion: '^20.0.0' });
    const verdict = checkCandidate({ app: 'mfe-legal', candidate: legal, live: liveSite() });
    expect(verdict.refusals.map((finding) => finding.subject)).toEqual(['react']);
    expect(verdict.refusals[0].message).toContain('but the live shell provides 19.');
  });

  it('only warns for a non-strict singleton outside the range (Module Federation runs it with a warning)', () => {
    const chat = withShared('mfe-chat', 'i18next', { version: '26.0.0', requiredVersion: '^26.0.0' });
    const verdict = checkCandidate({ app: 'mfe-chat', candidate: chat, live: liveSite() });
    expect(verdict.ok).toBe(true);
    expect(verdict.warnings.map((finding) => finding.subject)).toEqual(['i18next']);
  });

  it('refuses a library the remote bundles no copy of when the shell’s does not fit, even with a copy allowed', () => {
    const chat = withShared('mfe-chat', '@rendezvous/ui', { version: '0.3.0', requiredVersion: '^0.3.0', bundlesFallback: false });
    const verdict = checkCandidate({ app: 'mfe-chat', candidate: chat, live: liveSite() });
    expect(verdict.refusals.map((finding) => finding.message)).toEqual([
      'mfe-chat needs @rendezvous/ui ^0.3.0 and bundles no copy of its own, but the live shell provides 0.2.0. Release the shell with ui 0.3.x first, or build mfe-chat with its own copy.',
    ]);
  });

  it('refuses a shell that would no longer provide what live remotes need, naming each remote', () => {
    const shell = withShared('shell', '@rendezvous/session-store', { version: '1.0.0', requiredVersion: '^1.0.0' });
    const verdict = checkCandidate({ app: 'shell', candidate: shell, live: liveSite() });
    expect(verdict.ok).toBe(false);
    // every live remote uses the session store
    expect(verdict.refusals.map((finding) => finding.message.split(' ')[0]).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(verdict.refusals.find((finding) => finding.message.startsWith('mfe-chat'))).toEqual({
      rule: 'shared-provided',
      subject: '@rendezvous/session-store',
      message:
        'mfe-chat needs @rendezvous/session-store ^0.1.0, one instance per page, but the shell candidate provides 1.0.0. Keep session-store at a version ^0.1.0 accepts in the shell, or release mfe-chat built against the new version first.',
    });
  });

  it('refuses a shell that drops a strict singleton altogether', () => {
    const shell = built('shell');
    shell.shared = shell.shared.filter((record) => record.name !== '@rendezvous/api-client');
    const verdict = checkCandidate({ app: 'shell', candidate: shell, live: { shell: built('shell'), 'mfe-legal': built('mfe-legal') } });
    expect(verdict.refusals.map((finding) => finding.message)).toEqual([
      'mfe-legal needs @rendezvous/api-client ^0.1.0, one instance per page, but the shell candidate does not provide it. Keep api-client at a version ^0.1.0 accepts in the shell, or release mfe-legal built against the new version first.',
    ]);
  });

  it('lets the shell move to a newer compatible singleton (0.1.0 → 0.1.3 meets ^0.1.0)', () => {
    const shell = withShared('shell', '@rendezvous/session-store', { version: '0.1.3', requiredVersion: '^0.1.3' });
    expect(checkCandidate({ app: 'shell', candidate: shell, live: liveSite() }).refusals).toEqual([]);
  });

  it('refuses a remote that mounts a widget contract its live provider does not expose', () => {
    const members = built('mfe-members');
    members.widgets.consumes['mfe-chat/GiftPicker'] = 2;
    const verdict = checkCandidate({ app: 'mfe-members', candidate: members, live: liveSite() });
    expect(verdict.refusals).toEqual([
      {
        rule: 'widget-consumed',
        subject: 'mfe-chat/GiftPicker',
        message:
          'mfe-members mounts mfe-chat/GiftPicker with contract 2, but the live mfe-chat exposes contract 1. Release mfe-chat with contract 2 of GiftPicker first, or build mfe-members against contract 1.',
      },
    ]);
  });

  it('refuses a provider that changes or drops a widget contract a live consumer mounts (the shell included)', () => {
    const members = built('mfe-members');
    members.widgets.exposes.MatchModal = 2;
    delete (members.widgets.exposes as Record<string, number>).LikeModal;
    const verdict = checkCandidate({ app: 'mfe-members', candidate: members, live: liveSite() });
    expect(verdict.refusals.map(({ rule, subject }) => ({ rule, subject }))).toEqual([
      { rule: 'widget-exposed', subject: 'mfe-members/LikeModal' },
      { rule: 'widget-exposed', subject: 'mfe-members/MatchModal' },
    ]);
    expect(verdict.refusals[0].message).toBe(
      'The shell mounts mfe-members/LikeModal with contract 1, but the candidate mfe-members does not expose it. Release the shell built against the new contract first, or keep LikeModal at contract 1 in mfe-members (a new contract is a new widget while old consumers are live).',
    );
  });

  it('refuses another federation runtime than the live shell’s, and a shell whose runtime a live remote was not built for', () => {
    const chat = built('mfe-chat');
    chat.federationRuntime = '2.10.0';
    expect(checkCandidate({ app: 'mfe-chat', candidate: chat, live: liveSite() }).refusals.map((finding) => finding.message)).toEqual([
      'mfe-chat was built with Module Federation runtime 2.10.0, but the live shell runs 2.9.2. Rebuild mfe-chat with @module-federation/enhanced 2.9.2.',
    ]);
    const shell = built('shell');
    shell.federationRuntime = '2.10.0';
    const verdict = checkCandidate({ app: 'shell', candidate: shell, live: liveSite() });
    expect(verdict.refusals.filter((finding) => finding.rule === 'federation-runtime')).toHaveLength(6);
  });

  it('refuses a build without release.json, or with another app’s', () => {
    expect(checkCandidate({ app: 'mfe-chat', candidate: null, live: liveSite() }).refusals[0].rule).toBe('release-manifest');
    expect(checkCandidate({ app: 'mfe-chat', candidate: built('mfe-legal'), live: liveSite() }).refusals.map((finding) => finding.message)).toEqual([
      "The build's release.json is mfe-legal's, not mfe-chat's. Release it as mfe-legal, or point --dist at mfe-chat's build.",
    ]);
  });

  it('checks each pair once both are live, whatever the order a fresh platform publishes in', () => {
    const chat = withShared('mfe-chat', '@rendezvous/session-store', { version: '1.0.0', requiredVersion: '^1.0.0' });
    // no live shell yet: nothing to compare the remote with
    expect(checkCandidate({ app: 'mfe-chat', candidate: chat, live: {} }).ok).toBe(true);
    // the shell released afterwards is compared with that live remote
    expect(checkCandidate({ app: 'shell', candidate: built('shell'), live: { 'mfe-chat': chat } }).refusals.map((finding) => finding.subject)).toEqual([
      '@rendezvous/session-store',
    ]);
  });

  it('warns about a live app released before release.json existed, without refusing', () => {
    const verdict = checkCandidate({ app: 'mfe-chat', candidate: built('mfe-chat'), live: { ...liveSite(), 'mfe-legal': null } });
    expect(verdict.ok).toBe(true);
    expect(verdict.warnings.map((finding) => finding.subject)).toEqual(['mfe-legal']);
  });
});
