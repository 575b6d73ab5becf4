import { Component, Fragment, type ReactNode } from 'react';
import { getBus } from '../bus/bus';
import { isRemoteVersionMismatch } from '../remote/shared-versions';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemoteErrorBoundaryProps {
  /** Federation name of the remote rendered inside, reported on the bus when it throws. */
  remote: string;
  area?: string;
  compact?: boolean;
  /**
   * Shows nothing when the remote fails (it is still reported): for an extra a page does well
   * without, such as the release notes window after sign-in, where a card would stand alone.
   */
  quiet?: boolean;
  /** Called before the boundary resets, e.g. to drop a failed remote from the loader's cache. */
  onRetry?: () => void;
  /** When this changes (e.g. the path), a shown error is cleared and the children render again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/**
 * Fences one remote: if it fails to load or throws while rendering, only its area shows
 * "This area is temporarily unavailable" with Retry. Retry remounts the children.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
    }
  }

  override componentDidCatch(error: Error): void {
    // A remote built for other shared versions is logged as such: the administrators see why it is fenced.
    const lifecycle = isRemoteVersionMismatch(error) ? 'version' : 'render';
    getBus().emit('remote:load-failed', { remote: this.props.remote, lifecycle, message: error.message });
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.error) {
      if (this.props.quiet) return null;
      return (
        <RemoteUnavailable
          area={this.props.area}
          compact={this.props.compact}
          onRetry={this.retry}
          outdatedPortal={isRemoteVersionMismatch(this.state.error)}
        />
      );
    }
    // A new key after Retry remounts the subtree, so lazy components import again.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
