import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SUPPORTED_LOCALES } from './locales';
import { checkRawText, findBrokenPlaceholders, type Catalogues, type SourceFile } from './raw-text-check';

// The raw-text sweep over every screen's source (issue 31, defect 4): the shell, every remote and the
// shared front-end libraries, in all 11 locales. Static, so it covers every branch of every screen
// (error states, plural forms, dialogs) without rendering each one in each locale.
const ROOT = join(__dirname, '../../..');
const REMOTES = readdirSync(ROOT).filter((dir) => dir.startsWith('mfe-'));

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

function sources(dir: string, defaultNamespace: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== 'locales' && entry !== 'testing' && entry !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry) && !/\.(spec|test)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) {
        files.push({ path: relative(ROOT, full), text: readFileSync(full, 'utf8'), defaultNamespace });
      }
    }
  };
  walk(join(ROOT, dir));
  return files;
}

function namespaceOf(remote: string): string {
  const index = readFileSync(join(ROOT, remote, 'src/locales/index.ts'), 'utf8');
  return (/NAMESPACE = '([^']+)'/.exec(index) as RegExpExecArray)[1];
}

function loadCatalogues(): Catalogues {
  const catalogues: Catalogues = {};
  const add = (namespace: string, dir: string) => {
    catalogues[namespace] = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, json(join(dir, locale, `${namespace}.json`))]));
  };
  add('common', join(__dirname, 'locales'));
  add('errors', join(__dirname, 'locales'));
  for (const remote of REMOTES) add(namespaceOf(remote), join(ROOT, remote, 'src/locales'));
  return catalogues;
}

const catalogues = loadCatalogues();
const files = [
  ...sources('shell/src', 'common'),
  ...REMOTES.flatMap((remote) => sources(`${remote}/src`, namespaceOf(remote))),
  ...['shared/ui/src', 'shared/remote-kit/src'].flatMap((dir) => sources(dir, 'common')),
];

describe('no raw text on any screen, in any of the 11 locales', () => {
  const report = checkRawText(files, catalogues);

  it('every t() key of every screen is a text in every locale, and gets every {{variable}} its text has', () => {
    expect(report.problems).toEqual([]);
    // The sweep really read the screens: hundreds of calls across the shell and all six remotes.
    expect(files.length).toBeGreaterThan(200);
    expect(report.checked).toBeGreaterThan(700);
  });

  it('reads keys from tables and typed parameters too; the few calls it cannot read guard themselves', () => {
    // Each of these shows a fallback rather than a key: the complaints form asks i18n.exists first, the
    // match finder passes a defaultValue, and the server renderer hands a remote's own title key on.
    expect(report.unresolved.map((call) => call.replace(/:\d+ /, ' '))).toEqual([
      'mfe-legal/src/features/complaints/complaints-screen.tsx t(key)',
      'mfe-members/src/features/match-finder/components/finder-steps.tsx t(message)',
      'shared/remote-kit/src/server.tsx t(key)',
    ]);
  });

  it('no catalogue text carries a placeholder i18next cannot fill', () => {
    // yet-another-react-lightbox replaces {index} and {total} in its slide counter label itself.
    expect(findBrokenPlaceholders(catalogues, { 'members:profile_page.slide_counter': 'the lightbox fills {index} and {total}' })).toEqual([]);
  });
});

describe('the raw-text check itself', () => {
  const en = {
    greeting: 'Hi {{name}}',
    group: { a: 'A' },
    found_one: '{{count}} found',
    found_other: '{{count}} found',
    steps: { one: { title: 'One {{n}}' }, two: { title: 'Two {{n}}' } },
    pane: { today: 'Today', typing: '{{name}} is typing' },
  };
  const all = (tree: Record<string, unknown>, overrides: Record<string, Record<string, unknown>> = {}) => ({
    x: Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, overrides[locale] ?? tree])),
  });
  const check = (text: string, tree = all(en)) => checkRawText([{ path: 'a.tsx', text, defaultNamespace: 'x' }], tree).problems;

  it("fails on a text's variable that is not passed: the member would read {{name}}", () => {
    expect(check("t('greeting')")).toContain('a.tsx:1 en: x:greeting needs {{name}}, not passed: "Hi {{name}}" shows it raw');
    expect(check("t('greeting', { name })")).toEqual([]);
  });

  it('fails on a key missing in one locale, and on a key that names a group', () => {
    const withoutGreeting: Record<string, unknown> = { ...en };
    delete withoutGreeting.greeting;
    expect(check("t('greeting', { name })", all(en, { pl: withoutGreeting }))).toEqual(['a.tsx:1 pl: "greeting" is missing: the key shows as text']);
    expect(check("t('group')")[0]).toContain('names a group');
  });

  it('reads plural keys, both branches of a choice, template keys and <Trans>', () => {
    expect(check("t('found', { count })")).toEqual([]);
    expect(check("t(ok ? 'greeting' : 'nope', { name })")).toContain('a.tsx:1 en: "nope" is missing: the key shows as text');
    expect(check('t(`steps.${step}.title`)')).toContain('a.tsx:1 en: x:steps.two.title needs {{n}}, not passed: "Two {{n}}" shows it raw');
    expect(check('t(`steps.${step}.title`, { n: 2 })')).toEqual([]);
    // a template also matching texts its values never produce: only a variable every match needs counts
    expect(check('t(`pane.${day}`)')).toEqual([]);
    expect(check('const a = <Trans t={t} i18nKey="greeting" values={{ name: who }} />;')).toEqual([]);
    expect(check('const a = <Trans t={t} i18nKey="greeting" />;')).toHaveLength(SUPPORTED_LOCALES.length);
  });

  it('reads the keys of a table a callback maps over, and of a parameter typed as a union of keys', () => {
    expect(check("const LINKS = [['/a', 'steps.one.title'], ['/b', 'steps.nope']] as const;\nconst a = LINKS.map(([href, key]) => t(key, { n }));")).toContain(
      'a.tsx:2 en: "steps.nope" is missing: the key shows as text',
    );
    expect(check("function A({ k }: { k: 'greeting' | 'gone' }) { return t(k, { name }); }")).toContain('a.tsx:1 en: "gone" is missing: the key shows as text');
  });

  it('finds single-brace and unclosed placeholders in catalogues', () => {
    expect(findBrokenPlaceholders({ x: { de: { a: 'Hallo {name}', b: 'Hallo {{name}', c: 'Hallo {{name}}' } } })).toEqual([
      'de x:a: a single-brace {placeholder} i18next never fills, in "Hallo {name}"',
      'de x:b: an unclosed {{ }} in "Hallo {{name}"',
    ]);
  });
});
