import { useCallback, useState } from 'react';
import { endImpersonation, getFreshAccessToken, linkTo, signedIn, useAppStore } from 'shared-ui';

/** Where the administrator lands once the session has ended (specification). */
export const AFTER_IMPERSONATION_PATH = linkTo('aePipeline');

export interface EndImpersonationState {
  end: () => Promise<void>;
  ending: boolean;
}

/**
 * End Session. On success the administrator's new access token replaces the session in the store
 * at once (a request still running must not use the impersonated user's), then `openPage` loads /ae-pipeline as a full page: the portal keeps one store per
 * signed-in user, so the administrator starts with their own profile and menus and nothing the
 * impersonated user's pages had cached. On failure only `ending` goes back to false.
 */
export function useEndImpersonation(openPage: (path: string) => void): EndImpersonationState {
  const store = useAppStore();
  const [ending, setEnding] = useState(false);
  const end = useCallback(async () => {
    setEnding(true);
    const accessToken = await getFreshAccessToken({ getState: store.getState, dispatch: store.dispatch });
    const result = await endImpersonation(fetch, { accessToken });
    if (!result.ok) {
      setEnding(false);
      return;
    }
    store.dispatch(signedIn(result.session));
    openPage(AFTER_IMPERSONATION_PATH);
  }, [store, openPage]);
  return { end, ending };
}
