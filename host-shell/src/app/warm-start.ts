import { rolesOf, sharedApi, type AppStore } from 'shared-ui';
import { remotesApi } from '../features/remotes/remotes-api';
import { homePathFor } from './home-path';
import { preloadPage } from './page-preload';

/**
 * Right after sign-in (or a reload), asks for remotes.json and the profile together and starts
 * loading the remote of the first page, and then that page's own chunk, before React renders the
 * layout, so the downloads overlap the rendering and the page renders without a loading state.
 * The subscriptions live as long as the store (one signed-in session).
 */
export function warmStart(store: AppStore, pathname: string = window.location.pathname): void {
  const remotes = store.dispatch(remotesApi.endpoints.getRemotes.initiate());
  const profile = store.dispatch(sharedApi.endpoints.getProfile.initiate());
  void Promise.all([remotes.unwrap(), profile.unwrap()])
    .then(([config, user]) => {
      const firstPage = pathname === '/' || pathname === '/login' ? homePathFor(rolesOf(user)) : pathname;
      return preloadPage(config, firstPage);
    })
    // Failures surface where they matter: the gate, the layout, or the fenced area.
    .catch(() => undefined);
}
