import { saveBlockedReason, unsavedChangesLabel } from './save-readiness';

const ready = { readOnly: false, saving: false, resolvingConflicts: false, dirtyCount: 2, blockingCount: 0 };

describe('save readiness', () => {
  it('opens Save for changes without problems, and says why it is closed otherwise', () => {
    expect(saveBlockedReason(ready)).toBeNull();
    expect(saveBlockedReason({ ...ready, dirtyCount: 0 })).toBe('Nothing to save: no field has been changed.');
    expect(saveBlockedReason({ ...ready, saving: true })).toBe('Saving your changes…');
    expect(saveBlockedReason({ ...ready, blockingCount: 1 })).toBe(
      '1 changed field needs correcting before saving; the messages are under the fields.',
    );
    expect(saveBlockedReason({ ...ready, blockingCount: 3 })).toMatch(/^3 changed fields need correcting/);
    expect(saveBlockedReason({ ...ready, resolvingConflicts: true })).toMatch(/conflicting fields/);
    expect(saveBlockedReason({ ...ready, readOnly: true })).toMatch(/read-only/);
  });

  it('counts the unsaved changes', () => {
    expect(unsavedChangesLabel(0)).toBe('No unsaved changes');
    expect(unsavedChangesLabel(1)).toBe('1 unsaved change');
    expect(unsavedChangesLabel(12)).toBe('12 unsaved changes');
  });
});
