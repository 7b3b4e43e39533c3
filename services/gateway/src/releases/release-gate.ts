// The release gate (ADR 0017 §3): before anything is published, the candidate build's release.json is
// compared with the release.json of every live app (the shell and the remotes). Module Federation itself
// checks nothing at deploy time: a remote that needs a newer strict singleton than the shell provides
// throws in every visitor's browser, and a widget whose props changed mounts with the wrong props. The
// gate refuses such a release first, with a message that names the library or widget, the versions on
// both sides and the fix.
//
// Pure: no files, no clock. The release store reads the release.json files and calls checkCandidate.
import { minVersion, satisfies, valid, validRange } from 'semver';

/** One shared module of a build, as shared/build-config/release-manifest-plugin.js records it. */
export interface SharedModuleRecord {
  /** the share key, e.g. `@rendezvous/session-store` or `react-dom/client` */
  name: string;
  /** the version this build's own copy has (what it provides when it registers it on the page) */
  version: string;
  /** the range this build accepts from the page */
  requiredVersion: string;
  /** one instance per page */
  singleton: boolean;
  /** an instance outside requiredVersion throws instead of warning */
  strictVersion: boolean;
  /** the build carries its own copy (a fallback); false: it relies on another app (the shell) providing it */
  bundlesFallback: boolean;
}

/** dist/release.json of one build: what the gate knows about an app. */
export interface ReleaseManifest {
  /** the app: `shell` or a remote's package name (`mfe-chat`) */
  name: string;
  /** the app's package.json version */
  version: string;
  /** the @module-federation/enhanced version it was built with */
  federationRuntime: string;
  shared: SharedModuleRecord[];
  widgets: {
    /** widget name → contract version (shared/contracts widgets.ts WIDGET_CONTRACT_VERSIONS) */
    exposes: Record<string, number>;
    /** `<remote>/<widget>` → the contract version this build mounts it with */
    consumes: Record<string, number>;
  };
}

export const SHELL = 'shell';

export interface CandidateCheck {
  /** the app being released (`shell` or a remote) */
  app: string;
  /** the candidate build's release.json; null when the build has none */
  candidate: ReleaseManifest | null;
  /**
   * The live release.json of every app that has a live release, by app name, including the shell.
   * The candidate app's own live release may be there: it is the one being replaced and is ignored.
   * null: the app is live but its release has no release.json (published before the gate); it cannot
   * be checked and is reported as a warning.
   */
  live: Record<string, ReleaseManifest | null | undefined>;
}

export type GateRule =
  /** the candidate has no readable release.json, or it names another app */
  | 'release-manifest'
  /** remotes run on the shell's federation runtime: the versions must be equal */
  | 'federation-runtime'
  /** a shared module the candidate needs is not available on the page at an accepted version */
  | 'shared-needed'
  /** a shell candidate does not provide what a live remote needs */
  | 'shared-provided'
  /** a widget the candidate mounts is not exposed by its live provider at the same contract */
  | 'widget-consumed'
  /** a widget the candidate exposes changes (or drops) a contract a live consumer mounts */
  | 'widget-exposed';

export interface GateFinding {
  rule: GateRule;
  /** the library or widget concerned (`@rendezvous/ui`, `mfe-members/MatchModal`), or the app */
  subject: string;
  /** one sentence for the releasing team: what, the versions on both sides, the fix */
  message: string;
}

export interface GateVerdict {
  /** false: refuse the release (nothing may be published) */
  ok: boolean;
  /** the reasons to refuse; empty when ok */
  refusals: GateFinding[];
  /** what does not block but a team should know (an unmet non-strict singleton only warns in the browser) */
  warnings: GateFinding[];
  /** how the page will resolve what the candidate brings (e.g. a remote's own newer ui copy) */
  notes: string[];
}

/** `^1.0.0` → `1.x`, `^0.2.0` → `0.2.x`: the line a fix must move to. */
function lineOf(range: string): string {
  const floor = validRange(range) ? minVersion(range) : null;
  if (!floor) return range;
  return floor.major > 0 ? `${floor.major}.x` : `${floor.major}.${floor.minor}.x`;
}

function accepts(version: string, range: string): boolean {
  if (range === '*' || range === '') return true;
  return valid(version) !== null && validRange(range) !== null && satisfies(version, range);
}

/** `@rendezvous/session-store` → `session-store` in advice ("the shell with session-store 1.x"). */
const shortName = (name: string) => name.replace(/^@rendezvous\//, '');

const policyOf = (need: SharedModuleRecord) =>
  need.singleton && need.strictVersion
    ? 'one instance per page'
    : need.singleton
      ? 'one instance per page (an unmet range only warns)'
      : 'its own copy allowed';

/**
 * What `consumer` needs of `provider` (the shell's provided copies): one finding per unmet need.
 * `side` says which of the two is being released, for the wording of the fix.
 */
function sharedFindings(consumer: ReleaseManifest, provider: ReleaseManifest | null, side: 'consumer' | 'provider', result: GateVerdict): void {
  const provided = new Map((provider?.shared ?? []).filter((record) => record.bundlesFallback).map((record) => [record.name, record.version]));
  const providerLabel = side === 'consumer' ? 'the live shell' : 'the shell candidate';
  for (const need of consumer.shared) {
    const offered = provider ? provided.get(need.name) : undefined;
    const fits = offered !== undefined && accepts(offered, need.requiredVersion);
    if (fits) continue;
    const rule: GateRule = side === 'consumer' ? 'shared-needed' : 'shared-provided';
    const has = offered === undefined ? `${providerLabel} does not provide it` : `${providerLabel} provides ${offered}`;
    const fixShellFirst = `Release the shell with ${shortName(need.name)} ${lineOf(need.requiredVersion)} first`;
    const fixRebuild = offered === undefined ? `or build ${consumer.name} with its own copy` : `or build ${consumer.name} against ^${offered}`;

    if (need.singleton && need.strictVersion) {
      // Throws in the browser when the page's one instance is outside the range: refuse.
      if (!provider) continue; // no live shell yet: the shell's own release checks this remote later
      const fix =
        side === 'consumer'
          ? `${fixShellFirst}, ${fixRebuild}.`
          : `Keep ${shortName(need.name)} at a version ${need.requiredVersion} accepts in the shell, or release ${consumer.name} built against the new version first.`;
      result.refusals.push({
        rule,
        subject: need.name,
        message: `${consumer.name} needs ${need.name} ${need.requiredVersion}, ${policyOf(need)}, but ${has}. ${fix}`,
      });
    } else if (!need.bundlesFallback) {
      // No copy of its own: without a provider the import throws.
      if (!provider) continue;
      const fix =
        side === 'consumer'
          ? `${fixShellFirst}, or build ${consumer.name} with its own copy.`
          : `Keep providing ${need.name} ${need.requiredVersion} in the shell.`;
      result.refusals.push({
        rule,
        subject: need.name,
        message: `${consumer.name} needs ${need.name} ${need.requiredVersion} and bundles no copy of its own, but ${has}. ${fix}`,
      });
    } else if (need.singleton && offered !== undefined) {
      result.warnings.push({
        rule,
        subject: need.name,
        message: `${consumer.name} asks for ${need.name} ${need.requiredVersion}, but ${providerLabel} provides ${offered}; Module Federation only warns and ${consumer.name} runs with ${offered}. Align the root package.json range.`,
      });
    } else if (!need.singleton && offered !== undefined && side === 'consumer') {
      result.notes.push(`${consumer.name} loads its own ${need.name} ${need.version} (${providerLabel} provides ${offered}, outside ${need.requiredVersion}).`);
    }
  }
}

/** `shell` reads as "the shell" in a sentence. */
const named = (app: string) => (app === SHELL ? 'the shell' : app);

function widgetFindings(consumer: ReleaseManifest, providerApp: string, provider: ReleaseManifest, side: 'consumer' | 'provider', result: GateVerdict): void {
  const who = named(consumer.name);
  for (const [key, wanted] of Object.entries(consumer.widgets.consumes)) {
    const [remote, widget] = key.split('/');
    if (remote !== providerApp) continue;
    const exposed = provider.widgets.exposes[widget];
    if (exposed === wanted) continue;
    const has =
      exposed === undefined
        ? `the ${side === 'consumer' ? 'live' : 'candidate'} ${providerApp} does not expose it`
        : `the ${side === 'consumer' ? 'live' : 'candidate'} ${providerApp} exposes contract ${exposed}`;
    const fix =
      side === 'consumer'
        ? exposed !== undefined && exposed > wanted
          ? `Rebuild ${who} against contract ${exposed} (shared/contracts widgets.ts) and release it.`
          : `Release ${providerApp} with contract ${wanted} of ${widget} first, or build ${who} against contract ${exposed ?? 'it exposes'}.`
        : `Release ${who} built against the new contract first, or keep ${widget} at contract ${wanted} in ${providerApp} (a new contract is a new widget while old consumers are live).`;
    result.refusals.push({
      rule: side === 'consumer' ? 'widget-consumed' : 'widget-exposed',
      subject: key,
      message: `${consumer.name === SHELL ? 'The shell' : consumer.name} mounts ${key} with contract ${wanted}, but ${has}. ${fix}`,
    });
  }
}

/**
 * Compares a candidate release with the live apps (ADR 0017 §3):
 * - every strict singleton the candidate needs (and anything it bundles no copy of) is provided by the
 *   live shell at a version its range accepts;
 * - a shell candidate provides every such module every live remote needs;
 * - every widget the candidate mounts is exposed by its live provider at the same contract version, and
 *   every widget it exposes keeps the contract version its live consumers mount;
 * - the federation runtime equals the live shell's (a shell candidate: every live remote's).
 * An app without a live release is not a party: when it is released later, its own release is checked
 * against this one. So the order in which a fresh platform publishes its apps does not matter.
 */
export function checkCandidate({ app, candidate, live }: CandidateCheck): GateVerdict {
  const result: GateVerdict = { ok: true, refusals: [], warnings: [], notes: [] };
  if (!candidate || typeof candidate !== 'object' || !Array.isArray(candidate.shared) || !candidate.widgets) {
    result.refusals.push({
      rule: 'release-manifest',
      subject: app,
      message: `${app}'s build has no valid release.json beside its mf-manifest.json. Rebuild it with the current shared/build-config (it writes release.json), then release again.`,
    });
    return { ...result, ok: false };
  }
  if (candidate.name !== app) {
    result.refusals.push({
      rule: 'release-manifest',
      subject: app,
      message: `The build's release.json is ${candidate.name}'s, not ${app}'s. Release it as ${candidate.name}, or point --dist at ${app}'s build.`,
    });
    return { ...result, ok: false };
  }

  const others = Object.entries(live).filter(([name]) => name !== app);
  for (const [name, release] of others) {
    if (release === null) {
      result.warnings.push({
        rule: 'release-manifest',
        subject: name,
        message: `The live ${name} has no release.json (released before the gate); it was not checked against ${app}. Release ${name} again to include it.`,
      });
    }
  }
  const liveReleases = others.filter((entry): entry is [string, ReleaseManifest] => Boolean(entry[1]));

  if (app === SHELL) {
    for (const [name, remote] of liveReleases) {
      if (remote.federationRuntime !== candidate.federationRuntime) {
        result.refusals.push({
          rule: 'federation-runtime',
          subject: name,
          message: `The shell candidate runs Module Federation runtime ${candidate.federationRuntime}, but the live ${name} was built for ${remote.federationRuntime} and runs on the shell's runtime. Rebuild and release ${name} with @module-federation/enhanced ${candidate.federationRuntime} first, or build the shell with ${remote.federationRuntime}.`,
        });
      }
      sharedFindings(remote, candidate, 'provider', result);
    }
  } else {
    const shell = live[SHELL] ?? null;
    if (shell && shell.federationRuntime !== candidate.federationRuntime) {
      result.refusals.push({
        rule: 'federation-runtime',
        subject: app,
        message: `${app} was built with Module Federation runtime ${candidate.federationRuntime}, but the live shell runs ${shell.federationRuntime}. Rebuild ${app} with @module-federation/enhanced ${shell.federationRuntime}.`,
      });
    }
    sharedFindings(candidate, shell, 'consumer', result);
  }

  for (const [name, release] of liveReleases) {
    // what the candidate mounts of this live app, and what this live app mounts of the candidate
    widgetFindings(candidate, name, release, 'consumer', result);
    widgetFindings(release, app, candidate, 'provider', result);
  }

  result.ok = result.refusals.length === 0;
  return result;
}

/** The verdict as lines for a CLI or the error envelope: refusals first. */
export function describeVerdict(verdict: GateVerdict): string[] {
  return [...verdict.refusals.map((finding) => finding.message), ...verdict.warnings.map((finding) => `warning: ${finding.message}`)];
}
