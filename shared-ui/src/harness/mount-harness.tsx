import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import { PortalMantineProvider } from '../theme/portal-mantine-provider';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { RequestHandler } from 'msw';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import {
  PageLoader,
  createBus,
  createSocketManager,
  getBus,
  makeStore,
  markSessionInBrowser,
  restoreSession,
  handedOverSession,
  selectSession,
  setBus,
  setSocket,
  useAppSelector,
  type RemoteModule,
} from 'shared-ui';
import { fakeSession, startFakeServices } from './fake-services';
import { HarnessLogin } from './harness-login';
import { HarnessShell } from './harness-shell';

export interface MountHarnessOptions {
  /** The remote's entry, e.g. `() => import('../src/remote')`. */
  remote: () => Promise<{ default: RemoteModule }>;
  /** Element id to render into; `root` by default. */
  rootId?: string;
  /**
   * The remote's handler set, when the harness runs on fake services (`HARNESS_FAKES=1`): they
   * answer in the browser and a demo profile is signed in, with no services and no socket.
   */
  fakeServices?: () => Promise<readonly RequestHandler[]>;
}

/** Connects the portal socket for the signed-in user, as the host does, and sets the facade. */
function useHarnessSocket(accessToken: string | null) {
  useEffect(() => {
    if (!accessToken) return;
    let disposed = false;
    let disconnect: (() => void) | null = null;
    void import('socket.io-client').then(({ io }) => {
      if (disposed) return;
      const manager = createSocketManager({ accessToken, bus: getBus(), connect: (url, options) => io(url, options) });
      setSocket(manager);
      disconnect = () => manager.disconnect();
    });
    return () => {
      disposed = true;
      setSocket(null);
      disconnect?.();
    };
  }, [accessToken]);
}

function HarnessApp({ remote, withSocket }: { remote: RemoteModule; withSocket: boolean }) {
  const session = useAppSelector(selectSession);
  useHarnessSocket(withSocket ? (session?.access.token ?? null) : null);
  return session ? <HarnessShell remote={remote} /> : <HarnessLogin title={remote.title} />;
}

function HarnessRoot({ load, withSocket }: { load: MountHarnessOptions['remote']; withSocket: boolean }) {
  const [remote, setRemote] = useState<RemoteModule | null>(null);
  useEffect(() => {
    void load().then((module) => setRemote(module.default));
  }, [load]);
  return remote ? <HarnessApp remote={remote} withSocket={withSocket} /> : <PageLoader />;
}

/** The session to start with: a fake one on fake services, else the one a reload restores from its cookie. */
async function startingSession(fakeServices: MountHarnessOptions['fakeServices']) {
  if (fakeServices) {
    await startFakeServices(await fakeServices());
    return fakeSession();
  }
  // A reload restores the session from its cookie, as the portal does (no answer: sign in again).
  await restoreSession();
  return handedOverSession();
}

/**
 * Mounts one remote standalone in a mock portal shell (store, bus, socket, login with the demo
 * users) against services on :4000 (proxied by the remote's dev server), or on fake services
 * (`fakeServices`). For `dev/index.tsx`:
 *
 * ```ts
 * import { mountHarness } from 'shared-ui/harness';
 * mountHarness({ remote: () => import('../src/remote') });
 * ```
 */
export async function mountHarness({ remote, rootId = 'root', fakeServices }: MountHarnessOptions): Promise<void> {
  setBus(createBus());
  const session = await startingSession(fakeServices);
  const store = makeStore(session ? { auth: { session } } : undefined);
  markSessionInBrowser(store);
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`mountHarness: no element with id "${rootId}"`);
  createRoot(container).render(
    <PortalMantineProvider>
      <Notifications position="top-right" aria-live="polite" />
      <Provider store={store}>
        <BrowserRouter>
          <HarnessRoot load={remote} withSocket={!fakeServices} />
        </BrowserRouter>
      </Provider>
    </PortalMantineProvider>,
  );
}
