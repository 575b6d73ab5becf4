import type { ApiProblem, LoanDataConflict, LoanFieldValue } from 'shared-rules';

export type ConflictChoice = 'mine' | 'theirs';

/** A 409 being resolved: the fields both users changed, the version stored now, and the user's choice per field. */
export interface ConflictResolution {
  conflicts: readonly LoanDataConflict[];
  currentVersion: number;
  choices: Readonly<Record<string, ConflictChoice>>;
}

/** The resolution a `stale-loan-data` problem asks for, or null when the problem is another one (or names no conflict). */
export function conflictResolutionOf(problem: ApiProblem | null): ConflictResolution | null {
  if (problem?.code !== 'stale-loan-data' || !problem.conflicts?.length || problem.currentVersion === undefined) return null;
  return { conflicts: problem.conflicts, currentVersion: problem.currentVersion, choices: {} };
}

/** The resolution with `choice` for `fieldId`. */
export function chooseConflict(resolution: ConflictResolution, fieldId: string, choice: ConflictChoice): ConflictResolution {
  return { ...resolution, choices: { ...resolution.choices, [fieldId]: choice } };
}

/** The resolution with the same choice for every field. */
export function chooseAll(resolution: ConflictResolution, choice: ConflictChoice): ConflictResolution {
  return { ...resolution, choices: Object.fromEntries(resolution.conflicts.map((conflict) => [conflict.fieldId, choice])) };
}

/** How many conflicts still wait for a choice. */
export function unresolvedCount(resolution: ConflictResolution): number {
  return resolution.conflicts.filter((conflict) => resolution.choices[conflict.fieldId] === undefined).length;
}

/** What resolving does to the form: the values stored now (the new saved values) and the fields where the user takes theirs. */
export interface ResolvedConflicts {
  version: number;
  stored: Record<string, LoanFieldValue>;
  takeTheirs: Set<string>;
}

/** The outcome of a fully chosen resolution (call once `unresolvedCount` is 0). */
export function resolveConflicts(resolution: ConflictResolution): ResolvedConflicts {
  return {
    version: resolution.currentVersion,
    stored: Object.fromEntries(resolution.conflicts.map((conflict) => [conflict.fieldId, conflict.theirs])),
    takeTheirs: new Set(resolution.conflicts.filter((conflict) => resolution.choices[conflict.fieldId] === 'theirs').map((c) => c.fieldId)),
  };
}
