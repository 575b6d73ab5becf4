import { matchPath } from 'react-router-dom';
import type { RemotesConfig } from 'shared-rules';
import { linkTo, resolveRemoteForPath } from 'shared-ui';
import { loadRemoteModule, registerRemoteEntries } from '../features/remotes/federation-loader';
import { lazyFor } from '../features/remotes/lazy-components';

/**
 * Loads the remote that owns `path` and then that page's own chunk, so the page renders without a
 * loading state when it is opened. Failures are left to the page, which shows them with Retry.
 */
export async function preloadPage(config: RemotesConfig, path: string): Promise<void> {
  registerRemoteEntries(config.remotes);
  const owner = resolveRemoteForPath(config, path);
  if (!owner) return;
  const remote = await loadRemoteModule(owner);
  const route = remote.routes.find((candidate) => matchPath(candidate.path, path) !== null);
  if (route) await lazyFor(owner.name, route.component).preload();
}

/**
 * While the sign-in page sits idle (the user is typing), loads the page they will most likely
 * land on: the one they were sent to sign in from, else the pipeline, where brokers start. Asks
 * for remotes.json itself (it is public); the signed-in store asks again, which is cheap.
 */
export async function preloadLandingPage(path: string | null): Promise<void> {
  try {
    const response = await fetch('/api/remotes');
    if (!response.ok) return;
    await preloadPage((await response.json()) as RemotesConfig, path ?? linkTo('pipeline'));
  } catch {
    // Only a head start: the signed-in portal loads the same again and reports what fails.
  }
}
