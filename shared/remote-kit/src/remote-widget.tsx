import type { WidgetName, WidgetPropsOf, WidgetRemote } from '@rendezvous/contracts';
import { RemoteFallback } from '@rendezvous/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { loadWidget } from './widget-loader';

export interface RemoteWidgetProps<R extends WidgetRemote, W extends WidgetName<R>> {
  /** the remote that owns the widget */
  remote: R;
  /** the widget, as the remote exposes it (shared/contracts widgets.ts) */
  widget: W;
  /** the widget's props, checked against the contract; a change reaches the mounted widget */
  props: WidgetPropsOf<R, W>;
  /** shown while the remote's code loads; nothing by default (modals appear when ready) */
  loading?: ReactNode;
  /** shown when the remote cannot be loaded or the widget fails; default: the localized fallback with a retry */
  fallback?: (retry: () => void) => ReactNode;
  className?: string;
}

type State = { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'failed' };

/**
 * A widget of another area, e.g. `<RemoteWidget remote="mfe-members" widget="MatchModal" props={...} />`:
 * fetched through the Module Federation runtime by the shell's loader, mounted as a single-spa parcel
 * (its own React root, its own translations), updated when the props change and unmounted with this
 * component. When its remote is down, or the widget throws, the localized fallback takes its place
 * and the rest of the page goes on (platform.md, failure isolation); a retry reads the live manifest
 * again.
 */
export function RemoteWidget<R extends WidgetRemote, W extends WidgetName<R>>({
  remote,
  widget,
  props,
  loading = null,
  fallback,
  className,
}: RemoteWidgetProps<R, W>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadWidget(remote, widget, { fresh: attempt > 0 }).then(
      (config) => current && setState({ status: 'ready', config }),
      (error: unknown) => {
        console.error(`[remote-widget] ${remote}/${widget} is unavailable`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, widget, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  if (state.status === 'failed') return <>{fallback ? fallback(retry) : <RemoteFallback onRetry={retry} />}</>;
  if (state.status === 'loading') return <>{loading}</>;
  return (
    <MountedParcel
      // A new config (after a retry) is a new parcel, not an update of the old one.
      key={attempt}
      config={state.config}
      props={props as object}
      className={className}
      onError={(error) => {
        console.error(`[remote-widget] ${remote}/${widget} failed`, error);
        setState({ status: 'failed' });
      }}
    />
  );
}

interface MountedParcelProps {
  config: ParcelConfig;
  props: object;
  className?: string;
  onError: (error: unknown) => void;
}

/**
 * One parcel in a div of its own, through single-spa's mountRootParcel. (single-spa-react's <Parcel>
 * rethrows a failed mount as an unhandled rejection after reporting it; here a failure is reported
 * once and the caller shows the fallback.)
 */
function MountedParcel({ config, props, className, onError }: MountedParcelProps) {
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const mountedWith = useRef<object | null>(null);
  // The latest props and error handler, for the effects below without re-running them.
  const latestProps = useRef(props);
  latestProps.current = props;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  // Mounted once per config (a retry brings a new one); later props arrive through update.
  useEffect(() => {
    const domElement = host.current as HTMLDivElement;
    mountedWith.current = latestProps.current;
    const mounted = mountRootParcel(config, { domElement, ...latestProps.current });
    parcel.current = mounted;
    mounted.mountPromise.catch((error: unknown) => onErrorRef.current(error));
    return () => {
      parcel.current = null;
      // Unmounted once mounted; a parcel that never mounted needs nothing.
      mounted.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
    };
  }, [config]);

  useEffect(() => {
    const mounted = parcel.current;
    if (!mounted?.update || mountedWith.current === props) return;
    mountedWith.current = props;
    const domElement = host.current as HTMLDivElement;
    mounted.mountPromise
      .then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.update?.({ domElement, ...props }) : undefined))
      .catch((error: unknown) => onErrorRef.current(error));
  }, [props]);

  return <div ref={host} className={className} />;
}
