import type { ApiProblem, LoanDataConflict } from 'shared-rules';
import { chooseAll, chooseConflict, conflictResolutionOf, resolveConflicts, unresolvedCount } from './conflict-resolution';

const conflict = (fieldId: string, yours: string, theirs: string): LoanDataConflict => ({
  fieldId,
  yours,
  theirs,
  changedBy: { userId: 'usr-summit-morgan', name: 'Morgan Patel' },
  changedAt: '2026-11-20T15:30:00.000Z',
});

const stale: ApiProblem = {
  type: 'about:blank',
  title: 'Conflict',
  status: 409,
  code: 'stale-loan-data',
  detail: 'Another user changed some of these fields.',
  conflicts: [conflict('4000#1', 'Anna', 'Annie'), conflict('1109', '200', '300')],
  currentVersion: 9,
};

describe('conflict resolution', () => {
  it('starts from a stale-loan-data problem with no choice made, and from nothing else', () => {
    const resolution = conflictResolutionOf(stale);
    expect(resolution).toMatchObject({ currentVersion: 9, choices: {} });
    expect(resolution && unresolvedCount(resolution)).toBe(2);
    expect(conflictResolutionOf({ ...stale, code: 'loan-locked' })).toBeNull();
    expect(conflictResolutionOf({ ...stale, conflicts: [] })).toBeNull();
    expect(conflictResolutionOf(null)).toBeNull();
  });

  it('records a choice per field, or one for all, and says how many remain', () => {
    let resolution = conflictResolutionOf(stale);
    if (!resolution) throw new Error('expected a resolution');
    resolution = chooseConflict(resolution, '4000#1', 'theirs');
    expect(unresolvedCount(resolution)).toBe(1);
    resolution = chooseConflict(resolution, '1109', 'mine');
    expect(unresolvedCount(resolution)).toBe(0);
    expect(resolveConflicts(resolution)).toEqual({
      version: 9,
      stored: { '4000#1': 'Annie', '1109': '300' },
      takeTheirs: new Set(['4000#1']),
    });
    expect(resolveConflicts(chooseAll(resolution, 'theirs')).takeTheirs).toEqual(new Set(['4000#1', '1109']));
    expect(resolveConflicts(chooseAll(resolution, 'mine')).takeTheirs.size).toBe(0);
  });
});
