import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code, and the libraries under it, is a chunk of its own (issue 13): fetched the first
 * time it renders, or earlier by `preload()` when a member's gesture says it is likely (a like sent, a
 * finger on a button). It renders nothing while the chunk arrives; a failed preload is left to the
 * render, which meets the same failure and the area's error handling.
 */
export function deferredComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  // lazy() types its props loosely; the component is P's.
  const Deferred = lazy(load) as unknown as ComponentType<P>;
  function Component(props: P) {
    return (
      <Suspense fallback={null}>
        <Deferred {...props} />
      </Suspense>
    );
  }
  return {
    Component,
    preload: (): void => {
      void load().catch(() => undefined);
    },
  };
}
