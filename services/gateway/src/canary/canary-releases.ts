import type { CanaryReleases } from './canary-judge';
import type { CanaryPointer } from './cohort';
import { type AppPointer, pointerOf, withPointer } from '../releases/release-pointers';
import { ReleaseNotPossible, type ReleaseStore } from '../releases/release-store';

/** The name the judge signs its rollbacks with in the release log. */
export const CANARY_JUDGE = 'canary-judge';

/**
 * A canary's end, either way, through the release store (releases/release-store.ts): under the store's
 * lock, re-reading the pointer inside it, and logged. `npm run deploy -- <app> --canary <percent>` starts a
 * canary (ReleaseStore.publishVersion with canaryPercent); these end it.
 */
export class StoreCanaryReleases implements CanaryReleases {
  constructor(private readonly store: ReleaseStore) {}

  async canaryPointers(): Promise<Record<string, CanaryPointer>> {
    return (await this.store.readPointers()).remotes;
  }

  /** The judge's rollback: a no-op (false) when that canary is gone already (another gateway was first, or a person). */
  async rollBackCanary(remote: string, version: string, why: string, who = CANARY_JUDGE): Promise<boolean> {
    return this.store.withLock(async () => {
      const pointers = await this.store.readPointers();
      const pointer = pointerOf(pointers, remote);
      if (!pointer?.canary || pointer.canary.version !== version) return false;
      await this.store.writePointers(withPointer(pointers, remote, withoutCanary(pointer)));
      await this.store.appendLog({ who, action: 'canary-rollback', app: remote, from: version, to: pointer.current, why });
      return true;
    });
  }

  /** `npm run rollback -- <app> --canary`: everyone back on the stable release, by a person. */
  async endCanary(app: string, who: string): Promise<{ app: string; from: string; to: string }> {
    const canary = pointerOf(await this.store.readPointers(), app)?.canary;
    if (!canary) throw new ReleaseNotPossible(`${app} has no canary to roll back.`);
    const done = await this.rollBackCanary(app, canary.version, `rolled back by hand after ${sinceText(canary.since)}`, who);
    const live = pointerOf(await this.store.readPointers(), app);
    if (!done || !live) throw new ReleaseNotPossible(`${app}'s canary ${canary.version} was ended meanwhile.`);
    return { app, from: canary.version, to: live.current };
  }

  /** `npm run promote -- <app>`: the canary becomes the release everyone gets; the stable one is kept for a rollback. */
  async promote(app: string, who: string): Promise<{ app: string; from: string; to: string }> {
    return this.store.withLock(async () => {
      const pointers = await this.store.readPointers();
      const pointer = pointerOf(pointers, app);
      if (!pointer?.canary) throw new ReleaseNotPossible(`${app} has no canary to promote${pointer ? ` (live: ${pointer.current})` : ''}.`);
      const { canary } = pointer;
      const promoted: AppPointer = {
        current: canary.version,
        history: [pointer.current, ...pointer.history.filter((v) => v !== canary.version && v !== pointer.current)].slice(0, 20),
      };
      await this.store.writePointers(withPointer(pointers, app, promoted));
      await this.store.appendLog({
        who,
        action: 'promotion',
        app,
        from: pointer.current,
        to: canary.version,
        why: `canary for ${canary.percent} % of visitors for ${sinceText(canary.since)}, promoted to everyone`,
      });
      return { app, from: pointer.current, to: canary.version };
    });
  }
}

function withoutCanary({ current, history }: AppPointer): AppPointer {
  return { current, history };
}

function sinceText(since: string | undefined): string {
  const ms = since ? Date.now() - Date.parse(since) : NaN;
  if (!Number.isFinite(ms)) return 'an unknown time';
  return ms < 120_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;
}
