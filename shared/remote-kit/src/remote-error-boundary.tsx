import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from '@rendezvous/ui';
import { reloadIfChunkVanished } from './reload-guard';

interface Props {
  remote: string;
  children: ReactNode;
}

/** Keeps a remote's render errors inside its own slot; retry renders the remote afresh. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null; attempt: number }> {
  override state = { error: null as Error | null, attempt: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.remote}] render failed`, error, info.componentStack);
    // A chunk gone after a release: reload once (guarded); if the guard says no, or the chunk is still there
    // (its integrity failed), the fallback stays.
    void reloadIfChunkVanished(error);
  }

  private readonly retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render(): ReactNode {
    if (this.state.error) return <RemoteFallback onRetry={this.retry} />;
    // A new key on retry remounts the subtree, so a component that threw starts from clean state.
    return <Remount key={this.state.attempt}>{this.props.children}</Remount>;
  }
}

function Remount({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
