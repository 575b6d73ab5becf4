// Not every browser the portal supports has requestIdleCallback (Safari before 18).
const idleApi = window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/** Runs `task` once the page has loaded and the main thread is idle (never before first paint). */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelScheduled: (() => void) | null = null;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (idleApi.requestIdleCallback && idleApi.cancelIdleCallback) {
      const handle = idleApi.requestIdleCallback(run, { timeout: 2000 });
      const cancelIdle = idleApi.cancelIdleCallback;
      cancelScheduled = () => cancelIdle(handle);
    } else {
      const handle = window.setTimeout(run, 200);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelScheduled?.();
  };
}
