import { errorLogsQuery, errorLogsViewFromParams, errorLogsViewParams } from './error-logs-view';

describe('the error log view', () => {
  it('reads the filters from the address and writes back only what differs from the whole log', () => {
    const view = errorLogsViewFromParams(
      new URLSearchParams('source=server&kind=server-error&search= boom &from=2026-11-01&to=nope&page=3'),
    );
    expect(view).toEqual({ source: 'server', kind: 'server-error', search: 'boom', from: '2026-11-01', to: null, page: 3 });
    expect(errorLogsViewParams(view)).toEqual({ source: 'server', kind: 'server-error', search: 'boom', from: '2026-11-01', page: '3' });
    expect(errorLogsQuery(view)).toEqual({
      page: 3,
      pageSize: 25,
      source: 'server',
      kind: 'server-error',
      search: 'boom',
      from: '2026-11-01',
    });
  });

  it('falls back to the whole log for unknown values', () => {
    expect(errorLogsViewFromParams(new URLSearchParams('source=mars&kind=x&page=-2'))).toEqual({
      source: null,
      kind: null,
      search: '',
      from: null,
      to: null,
      page: 1,
    });
  });
});
