/** Problem details (RFC 9457): the body of every failing answer. */
import { Type, type Static } from 'typebox';
import { LoanDataConflictSchema } from './loan-data';
import { RateSheetProblemSchema } from './pricing';

/** Rule executions returned when a create-loan call fails the organisation's rules. */
export const RuleExecutionsSchema = Type.Object({
  requiredFields: Type.Array(Type.Object({ fieldId: Type.String(), description: Type.String() })),
  advancedConditions: Type.Array(Type.Object({ message: Type.String() })),
});
export type RuleExecutions = Static<typeof RuleExecutionsSchema>;

/**
 * Every failing route answers this, with a stable `code`. Registered once by services under
 * `$id` ApiProblem; routes point at it with `ApiProblemRef`, so the OpenAPI document names it.
 */
export const ApiProblemSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    code: Type.String(),
    detail: Type.String(),
    /** Field paths that failed validation, when the problem is about input. */
    fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    /** Create-loan rule failures: the rule executions the wizard renders. */
    additionalInfo: Type.Optional(RuleExecutionsSchema),
    /** A stale loan-data save (409 `stale-loan-data`): the fields another user changed meanwhile. */
    conflicts: Type.Optional(Type.Array(LoanDataConflictSchema)),
    /** A stale loan-data save: the version stored now, to save against once the conflicts are resolved. */
    currentVersion: Type.Optional(Type.Integer({ minimum: 1 })),
    /** A sign-in that needs the second step (401 `mfa-required`): send it with the code to `POST /api/auth/mfa`. */
    mfaChallenge: Type.Optional(Type.String()),
    /** A refused rate-sheet upload (422 `rate-sheet-invalid`): every faulty cell; nothing was published. */
    rateSheetErrors: Type.Optional(Type.Array(RateSheetProblemSchema)),
  },
  { $id: 'ApiProblem' },
);
export type ApiProblem = Static<typeof ApiProblemSchema>;

/** A reference to the registered ApiProblem schema, for the problem statuses of a route. */
export const ApiProblemRef = Type.Unsafe<ApiProblem>(Type.Ref('ApiProblem#'));
