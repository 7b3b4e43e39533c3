import type { WidgetName, WidgetRemote } from '@rendezvous/contracts';
import type { ParcelConfig } from 'single-spa';

export interface WidgetLoadOptions {
  /** a retry after a failure: read the live manifest again and fetch afresh, past any cached failure */
  fresh: boolean;
}

/** Fetches a widget's parcel config from its remote. */
export type WidgetLoader = <R extends WidgetRemote>(remote: R, widget: WidgetName<R>, options: WidgetLoadOptions) => Promise<ParcelConfig>;

// remote-kit is a shared singleton (build-config shared-singletons.js): the loader the shell provides
// at start is the one every remote's <RemoteWidget> uses. Only the shell knows the live manifest and
// talks to the Module Federation runtime; remotes name a widget, never an address.
let provided: WidgetLoader | null = null;

/** The shell says how widgets are fetched (shell/src/platform/remote-registry.tsx); tests provide their own. */
export function provideWidgetLoader(loader: WidgetLoader | null): void {
  provided = loader;
}

export class WidgetUnavailableError extends Error {
  constructor(remote: string, widget: string, cause?: unknown) {
    super(`${remote}/${widget} could not be loaded`, { cause });
    this.name = 'WidgetUnavailableError';
  }
}

/** The parcel config of one widget; rejects with WidgetUnavailableError when it cannot be had. */
export async function loadWidget<R extends WidgetRemote>(
  remote: R,
  widget: WidgetName<R>,
  options: WidgetLoadOptions = { fresh: false },
): Promise<ParcelConfig> {
  if (!provided) throw new WidgetUnavailableError(remote, widget, new Error('no widget loader: the shell provides one at start'));
  try {
    return await provided(remote, widget, options);
  } catch (error) {
    throw error instanceof WidgetUnavailableError ? error : new WidgetUnavailableError(remote, widget, error);
  }
}
