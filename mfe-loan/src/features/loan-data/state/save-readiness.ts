/** What decides whether Save is open. */
export interface SaveReadiness {
  readOnly: boolean;
  saving: boolean;
  /** The conflict panel is open: its choices come first. */
  resolvingConflicts: boolean;
  dirtyCount: number;
  /** Changed fields with a message or an unsavable value. */
  blockingCount: number;
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why Save is closed, in words for the action bar, or null when it is open. */
export function saveBlockedReason(readiness: SaveReadiness): string | null {
  if (readiness.readOnly) return 'This loan is read-only for you, so nothing can be saved.';
  if (readiness.saving) return 'Saving your changes…';
  if (readiness.resolvingConflicts) return 'Choose which values to keep for the conflicting fields first.';
  if (readiness.dirtyCount === 0) return 'Nothing to save: no field has been changed.';
  if (readiness.blockingCount > 0) {
    const fields = plural(readiness.blockingCount, 'changed field needs', 'changed fields need');
    return `${fields} correcting before saving; the messages are under the fields.`;
  }
  return null;
}

/** The count the action bar leads with. */
export function unsavedChangesLabel(dirtyCount: number): string {
  return dirtyCount === 0 ? 'No unsaved changes' : plural(dirtyCount, 'unsaved change', 'unsaved changes');
}
