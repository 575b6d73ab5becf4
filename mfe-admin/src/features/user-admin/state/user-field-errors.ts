import type { ApiProblem } from 'shared-rules';
import { problemFieldErrors } from 'shared-ui';
import type { UserType } from 'shared-rules';
import type { UserFormField } from './user-form-values';

export interface UserRefusal {
  /** Problems under the form's own fields. */
  fields: Partial<Record<UserFormField, string>>;
  /** What no field shows (a refusal of the whole request, or a field the form does not have), for the modal's alert. */
  message: string | null;
}

const COMMON_FIELDS: readonly UserFormField[] = ['firstName', 'lastName', 'email', 'phone', 'cell', 'encompassId'];

/** The fields that show a problem under them for a user of this kind (the kind itself shows none). */
export function fieldsShownFor(userType: UserType): readonly UserFormField[] {
  return userType === 'external' ? [...COMMON_FIELDS, 'organizationId', 'roleTypes'] : [...COMMON_FIELDS, 'personas'];
}

/**
 * Where a refused save is explained: each problem of a `shown` field under it (`body.email` under
 * Email; `body.roleTypes/0` under Roles), the rest in one sentence.
 */
export function userRefusalOf(problem: ApiProblem | null, shown: readonly UserFormField[], fallback: string): UserRefusal {
  const fields: Partial<Record<UserFormField, string>> = {};
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(problemFieldErrors(problem))) {
    const field = shown.find((candidate) => candidate === path.split(/[./[]/)[0]);
    if (field) fields[field] ??= message;
    else elsewhere.push(message);
  }
  const placedAny = Object.keys(fields).length > 0;
  const message = elsewhere.length > 0 ? elsewhere.join(' ') : placedAny ? null : problem?.detail || fallback;
  return { fields, message };
}
