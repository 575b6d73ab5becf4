import { resolveRemoteForPath, rolesOf, sharedApi, type AppStore } from 'shared-ui';
import { loadRemoteModule, registerRemoteEntries } from '../features/remotes/federation-loader';
import { remotesApi } from '../features/remotes/remotes-api';
import { homePathFor } from './home-path';

/**
 * Right after sign-in (or a reload), asks for remotes.json and the profile together and starts
 * loading the remote of the first page before React renders the layout, so the two overlap.
 * The subscriptions live as long as the store (one signed-in session).
 */
export function warmStart(store: AppStore, pathname: string = window.location.pathname): void {
  const remotes = store.dispatch(remotesApi.endpoints.getRemotes.initiate());
  const profile = store.dispatch(sharedApi.endpoints.getProfile.initiate());
  void Promise.all([remotes.unwrap(), profile.unwrap()])
    .then(([config, user]) => {
      registerRemoteEntries(config.remotes);
      const firstPage = pathname === '/' || pathname === '/login' ? homePathFor(rolesOf(user)) : pathname;
      const owner = resolveRemoteForPath(config, firstPage);
      if (owner) return loadRemoteModule(owner);
      return undefined;
    })
    // Failures surface where they matter: the gate, the layout, or the fenced area.
    .catch(() => undefined);
}
