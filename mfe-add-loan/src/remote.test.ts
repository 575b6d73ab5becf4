import { declarationProblems } from 'shared-ui';
import { remotesJsonEntry } from 'shared-ui/testing';
import remote from './remote';

describe('the Add Loan remote’s declarations', () => {
  it('are complete: it fills the slot remotes.json asks it for and declares no page of its own', () => {
    expect(declarationProblems(remote, remotesJsonEntry('mfe_add_loan'))).toEqual([]);
    expect(remote.routes).toEqual([]);
  });
});
