import { ACTION_TAKEN, adverseActionLocked, loanLocked } from './lock';

const tpoCase = {
  actionTaken: 'Application withdrawn',
  archivedNewInstance: 'Y',
  currentFolder: 'TPO Pending',
  moveFolder: 'TPO Pending Adverse Action',
};

describe('adverseActionLocked', () => {
  it('variant A needs action taken, archived instance and the matching move folder', () => {
    expect(adverseActionLocked(tpoCase, 'A')).toBe(true);
    expect(
      adverseActionLocked(
        { ...tpoCase, archivedNewInstance: true, currentFolder: ' corr delegated ', moveFolder: 'Corr Delegated adverse action' },
        'A',
      ),
    ).toBe(true);
    expect(adverseActionLocked({ ...tpoCase, archivedNewInstance: 'N' }, 'A')).toBe(false);
    expect(adverseActionLocked({ ...tpoCase, currentFolder: 'Prospects', moveFolder: 'Prospects Adverse Action' }, 'A')).toBe(false);
    expect(adverseActionLocked({ ...tpoCase, moveFolder: 'Retail Adverse Action' }, 'A')).toBe(false);
    expect(adverseActionLocked({ ...tpoCase, actionTaken: ACTION_TAKEN.denied }, 'A')).toBe(false);
    expect(adverseActionLocked({ ...tpoCase, moveFolder: null }, 'A')).toBe(false);
  });
  it('variant B needs only an adverse action taken', () => {
    for (const actionTaken of Object.values(ACTION_TAKEN)) expect(adverseActionLocked({ actionTaken }, 'B')).toBe(true);
    expect(adverseActionLocked({ actionTaken: 'Loan originated' }, 'B')).toBe(false);
    expect(adverseActionLocked({}, 'B')).toBe(false);
    expect(adverseActionLocked(tpoCase, 'B')).toBe(true);
  });
  it('defaults to both: either variant locks', () => {
    expect(adverseActionLocked({ actionTaken: ACTION_TAKEN.denied })).toBe(true);
    expect(adverseActionLocked(tpoCase)).toBe(true);
    expect(adverseActionLocked({ actionTaken: 'Loan originated', archivedNewInstance: 'Y' })).toBe(false);
  });
});

describe('loanLocked', () => {
  it('locks when the resource lock is held or the loan is archived', () => {
    expect(loanLocked({ resourceLockHeld: true })).toBe(true);
    expect(loanLocked({ resourceLockHeld: false, archived: 'Y' })).toBe(true);
    expect(loanLocked({ resourceLockHeld: false, archived: true })).toBe(true);
    expect(loanLocked({ resourceLockHeld: false, archived: 'N' })).toBe(false);
    expect(loanLocked({ resourceLockHeld: false })).toBe(false);
  });
});
