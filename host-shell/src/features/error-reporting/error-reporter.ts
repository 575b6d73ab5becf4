import type { ErrorReportRequest } from 'shared-rules';
import { type AppStore, fetchWithSession, getBus } from 'shared-ui';
import { fetchBuildId } from '../version/version-check';

/** The same error is reported once in this window; a crash loop does not flood the log. */
const REPEAT_WINDOW_MS = 60_000;
/** At most this many reports a minute from one tab (the services allow 30 a minute per user). */
const MOST_PER_MINUTE = 10;

export type ErrorReport = Omit<ErrorReportRequest, 'buildId' | 'route'>;

/** Decides which reports go out: each distinct error once a minute, ten a minute at most. */
export function createReportThrottle(now: () => number = Date.now) {
  const lastSent = new Map<string, number>();
  let windowStart = now();
  let sentInWindow = 0;
  return (report: ErrorReport): boolean => {
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      sentInWindow = 0;
    }
    const key = `${report.kind}|${report.message}`;
    const previous = lastSent.get(key);
    if ((previous !== undefined && at - previous < REPEAT_WINDOW_MS) || sentInWindow >= MOST_PER_MINUTE) return false;
    lastSent.set(key, at);
    sentInWindow += 1;
    return true;
  };
}

const messageOf = (reason: unknown): string =>
  reason instanceof Error
    ? reason.message || reason.name
    : typeof reason === 'string'
      ? reason
      : 'A promise was rejected without a reason.';

/**
 * Sends the browser's errors to the error log while the portal is signed in: a remote that did
 * not load or crashed while rendering (the bus's `remote:load-failed`), an unhandled promise
 * rejection, an uncaught script error. Returns the function that stops listening.
 */
export function startErrorReporting(store: AppStore, target: Window = window): () => void {
  const allowed = createReportThrottle();
  let buildId: Promise<string> | null = null;
  const send = (report: ErrorReport) => {
    if (!allowed(report) || store.getState().auth.session === null) return;
    buildId ??= fetchBuildId().then((id) => id ?? 'unknown');
    void buildId
      .then((id) => {
        const body: ErrorReportRequest = {
          ...report,
          message: report.message.slice(0, 2000),
          route: target.location.pathname,
          buildId: id,
        };
        if (body.stack) body.stack = body.stack.slice(0, 20_000);
        return fetchWithSession({ getState: store.getState, dispatch: store.dispatch }, '/error-logs', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      })
      // Reporting an error must never cause another one.
      .catch(() => undefined);
  };

  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    send({ kind: 'script-error', message: event.message || messageOf(error), stack: error instanceof Error ? error.stack : undefined });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    send({ kind: 'unhandled-rejection', message: messageOf(reason), stack: reason instanceof Error ? reason.stack : undefined });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const remoteFailures = getBus().subscribe('remote:load-failed', ({ remote, lifecycle, message }) =>
    send({
      kind: lifecycle === 'render' ? 'render-error' : 'remote-load',
      message: message || `The ${remote} remote failed (${lifecycle}).`,
      remote,
    }),
  );
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    remoteFailures.unsubscribe();
  };
}
