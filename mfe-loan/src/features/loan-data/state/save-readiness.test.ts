import { saveBlockedReason, unsavedChangesLabel } from './save-readiness';

const ready = { readOnly: false, saving: false, resolvingConflicts: false, dirtyCount: 2, blockingCount: 0, elsewhereCount: 0 };

describe('save readiness', () => {
  it('opens Save for changes without problems, and says why it is closed otherwise', () => {
    expect(saveBlockedReason(ready)).toBeNull();
    expect(saveBlockedReason({ ...ready, dirtyCount: 0 })).toBe('Nothing to save: no field has been changed.');
    expect(saveBlockedReason({ ...ready, saving: true })).toBe('Saving your changes…');
    expect(saveBlockedReason({ ...ready, blockingCount: 1 })).toBe(
      '1 field needs correcting before saving: the messages are under the fields.',
    );
    expect(saveBlockedReason({ ...ready, blockingCount: 3, elsewhereCount: 1 })).toBe(
      "3 fields need correcting before saving: 1 of them not on this page, listed below; the others' messages are under the fields.",
    );
    expect(saveBlockedReason({ ...ready, blockingCount: 2, elsewhereCount: 2 })).toBe(
      '2 fields need correcting before saving: they are not on this page and are listed below.',
    );
    expect(saveBlockedReason({ ...ready, resolvingConflicts: true })).toMatch(/conflicting fields/);
    expect(saveBlockedReason({ ...ready, readOnly: true })).toMatch(/read-only/);
  });

  it('counts the unsaved changes', () => {
    expect(unsavedChangesLabel(0)).toBe('No unsaved changes');
    expect(unsavedChangesLabel(1)).toBe('1 unsaved change');
    expect(unsavedChangesLabel(12)).toBe('12 unsaved changes');
  });
});
