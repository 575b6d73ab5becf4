// The harness's fake services (`HARNESS_FAKES=1`): the remote's jest handler set answers in the
// browser from an MSW service worker, so a page can be worked on without services running.
import { HttpResponse, type RequestHandler } from 'msw';
import { type AccessSession, PERSONA, type Profile } from 'shared-rules';
import { api } from '../testing/api-handlers';
import { internalProfile } from '../testing/profiles';

declare global {
  /** `HARNESS_FAKES=1` on the dev server's command line (`shared-ui/webpack/harness-fakes.cjs`). */
  const __HARNESS_FAKES__: boolean;
}

/**
 * Answers a remote's handler set may leave out, after its own (MSW takes the first handler that
 * matches): an administrator's profile, so every page of the remote can be opened.
 */
const HARNESS_FALLBACK_HANDLERS: readonly RequestHandler[] = [
  api.get<Profile>('/profile', () =>
    HttpResponse.json(internalProfile({ id: 'usr-harness-admin', personas: [{ entityId: PERSONA.administrator }] })),
  ),
];

/** Where the dev server serves MSW's worker script (from node_modules, so it matches the library). */
const WORKER_URL = '/mockServiceWorker.js';

/**
 * Starts the service worker answering with `handlers`. A services request no handler answers goes
 * on to the dev server's proxy (and fails while services are down), named in the console so the
 * missing route can be added to the handler set.
 */
export async function startFakeServices(handlers: readonly RequestHandler[]): Promise<void> {
  const { setupWorker } = await import('msw/browser');
  await setupWorker(...handlers, ...HARNESS_FALLBACK_HANDLERS).start({
    serviceWorker: { url: WORKER_URL },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
}

/**
 * A session no service issued: its token means nothing but to the fake services, which answer
 * `GET /api/profile` with the handler set's demo profile (an administrator's when it has none). Valid for a day, so it is never refreshed.
 */
export function fakeSession(): AccessSession {
  return { access: { token: 'harness-fake-services', expires: new Date(Date.now() + 86_400_000).toISOString() } };
}
