/** What decides whether Save is open. */
export interface SaveReadiness {
  readOnly: boolean;
  saving: boolean;
  /** The conflict panel is open: its choices come first. */
  resolvingConflicts: boolean;
  dirtyCount: number;
  /** Fields with a message (changed or not) or a changed value that cannot be saved. */
  blockingCount: number;
  /** How many of them this tab does not show (another page holds them). */
  elsewhereCount: number;
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why Save is closed, in words for the action bar, or null when it is open. */
export function saveBlockedReason(readiness: SaveReadiness): string | null {
  if (readiness.readOnly) return 'This loan is read-only for you, so nothing can be saved.';
  if (readiness.saving) return 'Saving your changes…';
  if (readiness.resolvingConflicts) return 'Choose which values to keep for the conflicting fields first.';
  if (readiness.dirtyCount === 0) return 'Nothing to save: no field has been changed.';
  if (readiness.blockingCount > 0) {
    const fields = plural(readiness.blockingCount, 'field needs', 'fields need');
    const where =
      readiness.elsewhereCount === 0
        ? 'the messages are under the fields.'
        : readiness.elsewhereCount === readiness.blockingCount
          ? 'they are not on this page and are listed below.'
          : `${readiness.elsewhereCount} of them not on this page, listed below; the others' messages are under the fields.`;
    return `${fields} correcting before saving: ${where}`;
  }
  return null;
}

/** The count the action bar leads with. */
export function unsavedChangesLabel(dirtyCount: number): string {
  return dirtyCount === 0 ? 'No unsaved changes' : plural(dirtyCount, 'unsaved change', 'unsaved changes');
}
