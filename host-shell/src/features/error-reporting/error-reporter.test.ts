import { createBus, getBus, setBus } from 'shared-ui';
import { HttpResponse } from 'msw';
import { api, recordRequests, signedInStore } from 'shared-ui/testing';
import { server } from '../../testing/server';
import { createReportThrottle, startErrorReporting } from './error-reporter';

const sent = recordRequests(server);
beforeEach(() => {
  setBus(createBus());
  server.use(
    api.get<{ message: string }>('/version', () => HttpResponse.json({ message: 'build-9' })),
    api.post<{ id: number }>('/error-logs', () => HttpResponse.json({ id: 1 }, { status: 201 })),
  );
});

const reports = () => sent('POST', '/api/error-logs').map((request) => request.body);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startErrorReporting', () => {
  it('reports a remote that failed, a crash while rendering, an unhandled rejection and a script error, with the route and build', async () => {
    const stop = startErrorReporting(signedInStore());
    getBus().emit('remote:load-failed', { remote: 'mfe-loan', lifecycle: 'load', message: 'Loading script failed' });
    getBus().emit('remote:load-failed', {
      remote: 'mfe-admin',
      lifecycle: 'render',
      message: "Cannot read properties of undefined (reading 'map')",
    });
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('Request aborted') });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', error: new Error('Script error.') }));
    for (let tick = 0; tick < 5; tick += 1) await settle();
    expect(reports()).toEqual([
      expect.objectContaining({
        kind: 'remote-load',
        message: 'Loading script failed',
        remote: 'mfe-loan',
        route: '/',
        buildId: 'build-9',
      }),
      expect.objectContaining({ kind: 'render-error', remote: 'mfe-admin' }),
      expect.objectContaining({ kind: 'unhandled-rejection', message: 'Request aborted' }),
      expect.objectContaining({ kind: 'script-error', message: 'Script error.' }),
    ]);
    stop();
    getBus().emit('remote:load-failed', { remote: 'mfe-loan', lifecycle: 'load', message: 'After stopping' });
    await settle();
    expect(reports()).toHaveLength(4);
  });
});

describe('createReportThrottle', () => {
  it('lets the same error through once a minute, and ten errors a minute at most', () => {
    let now = 0;
    const allowed = createReportThrottle(() => now);
    const report = (message: string) => allowed({ kind: 'script-error', message });
    expect(report('boom')).toBe(true);
    expect(report('boom')).toBe(false);
    now = 61_000;
    expect(report('boom')).toBe(true);
    const distinct = Array.from({ length: 12 }, (_, index) => report(`error ${index}`));
    expect(distinct.filter(Boolean)).toHaveLength(9);
  });
});
