/** A remote that could not be loaded, as the federation runtime reported it. */
export interface RemoteFailureReport {
  remote: string;
  lifecycle: string;
  message: string;
}

type Listener = (report: RemoteFailureReport) => void;
const listeners = new Set<Listener>();

/**
 * Bridge from the federation runtime plugin to the app. The plugin runs before the share
 * scope exists, so it cannot import shared-ui's bus; the app forwards these reports to it.
 */
export function reportRemoteFailure(report: RemoteFailureReport): void {
  for (const listener of listeners) listener(report);
}

export function onRemoteFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What `loadRemote` resolves to when the plugin fenced a failure instead of throwing. */
export interface UnavailableRemote {
  portalRemoteUnavailable: true;
  message: string;
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && (value as UnavailableRemote).portalRemoteUnavailable === true;
}
