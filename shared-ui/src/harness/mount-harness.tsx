import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import { PortalMantineProvider } from '../theme/portal-mantine-provider';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
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
import { HarnessLogin } from './harness-login';
import { HarnessShell } from './harness-shell';

export interface MountHarnessOptions {
  /** The remote's entry, e.g. `() => import('../src/remote')`. */
  remote: () => Promise<{ default: RemoteModule }>;
  /** Element id to render into; `root` by default. */
  rootId?: string;
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

function HarnessApp({ remote }: { remote: RemoteModule }) {
  const session = useAppSelector(selectSession);
  useHarnessSocket(session?.access.token ?? null);
  return session ? <HarnessShell remote={remote} /> : <HarnessLogin title={remote.title} />;
}

function HarnessRoot({ load }: { load: MountHarnessOptions['remote'] }) {
  const [remote, setRemote] = useState<RemoteModule | null>(null);
  useEffect(() => {
    void load().then((module) => setRemote(module.default));
  }, [load]);
  return remote ? <HarnessApp remote={remote} /> : <PageLoader />;
}

/**
 * Mounts one remote standalone in a mock portal shell (store, bus, socket, login with the demo
 * users) against services on :4000 (proxied by the remote's dev server). For `dev/index.tsx`:
 *
 * ```ts
 * import { mountHarness } from 'shared-ui/harness';
 * mountHarness({ remote: () => import('../src/remote') });
 * ```
 */
export async function mountHarness({ remote, rootId = 'root' }: MountHarnessOptions): Promise<void> {
  setBus(createBus());
  // A reload restores the session from its cookie, as the portal does (no answer: sign in again).
  await restoreSession();
  const session = handedOverSession();
  const store = makeStore(session ? { auth: { session } } : undefined);
  markSessionInBrowser(store);
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`mountHarness: no element with id "${rootId}"`);
  createRoot(container).render(
    <PortalMantineProvider>
      <Notifications position="top-right" aria-live="polite" />
      <Provider store={store}>
        <BrowserRouter>
          <HarnessRoot load={remote} />
        </BrowserRouter>
      </Provider>
    </PortalMantineProvider>,
  );
}
