import { auditTrailQuery, auditTrailViewFromParams, exportQueryString, periodProblem, withAuditTrailView } from './audit-trail-view';

describe('the audit trail view', () => {
  it('reads the filters from the address and ignores what services would refuse', () => {
    expect(auditTrailViewFromParams(new URLSearchParams('actor=usr-1&entityType=setting&from=2026-11-01&to=2026-11-30'))).toEqual({
      actor: 'usr-1',
      entityType: 'setting',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(auditTrailViewFromParams(new URLSearchParams('actor=a b&entityType=loan-file&from=11/01/2026'))).toEqual({
      actor: null,
      entityType: null,
      from: null,
      to: null,
    });
  });

  it('writes the filters into the address beside the page’s other parameters', () => {
    const next = withAuditTrailView(new URLSearchParams('tab=x&actor=usr-1'), {
      actor: null,
      entityType: 'user',
      from: null,
      to: '2026-11-30',
    });
    expect(next.toString()).toBe('tab=x&entityType=user&to=2026-11-30');
  });

  it('sends the days with the reader’s offset at the first day', () => {
    const offsets: string[] = [];
    const query = auditTrailQuery({ actor: null, entityType: null, from: '2026-11-01', to: '2026-11-30' }, (day) => {
      offsets.push(day);
      return 360;
    });
    expect(query).toEqual({ from: '2026-11-01', to: '2026-11-30', timeZoneOffset: 360 });
    expect(offsets).toEqual(['2026-11-01']);
    expect(auditTrailQuery({ actor: 'usr-1', entityType: null, from: null, to: null })).toEqual({ actor: 'usr-1' });
    expect(exportQueryString(query)).toBe('?from=2026-11-01&to=2026-11-30&timeZoneOffset=360');
    expect(exportQueryString({})).toBe('');
  });

  it('refuses a last day before the first', () => {
    expect(periodProblem({ actor: null, entityType: null, from: '2026-11-20', to: '2026-11-10' })).toBe(
      'The first day must be on or before the last day.',
    );
    expect(periodProblem({ actor: null, entityType: null, from: '2026-11-10', to: '2026-11-10' })).toBeNull();
  });
});
