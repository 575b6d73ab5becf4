/**
 * The saved versions of validation rule sets (`/api/rule-sets/:id/versions`), restoring one, and
 * trying an edited rule set on a loan before it is saved (`POST /api/rule-sets/try`).
 */
import { Type, type Static } from 'typebox';
import type { ValidationRule } from '../rules/types';
import { LoanFieldValueSchema } from './loans';
import { RuleSetSaveRequestSchema } from './rule-sets';
import { DateTimeString, IdString, Nullable, OpaqueObject, RecordOf } from './schema-kit';

/** Params of `/api/rule-sets/:id/versions/:version`. */
export const RuleSetVersionParamsSchema = Type.Object(
  { id: IdString(), version: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
  { additionalProperties: false },
);
export type RuleSetVersionParams = Static<typeof RuleSetVersionParamsSchema>;

const versionSummaryProperties = {
  ruleSetId: Type.String(),
  /** 1 for the first save; every save and restore adds one. */
  version: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  organizationId: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  /** Top-level rules of the version (nested dependent and execution rules not counted). */
  ruleCount: Type.Integer({ minimum: 0 }),
  /** Who saved it ("First Last"); null when the portal's setup wrote it (the demo data, the migration). */
  savedBy: Nullable(Type.String()),
  savedAt: DateTimeString(),
  /** What the save changed against the version before it, in one sentence ("Rule added: x. Renamed."). */
  summary: Type.String(),
  /** The version this one restored, when it was written by a restore. */
  restoredFrom: Nullable(Type.Integer({ minimum: 1 })),
};

/** `GET /api/rule-sets/:id/versions` items (administrators), newest first; `GET /api/rule-set-versions/latest` items. */
export const RuleSetVersionSummarySchema = Type.Object(versionSummaryProperties);
export type RuleSetVersionSummary = Static<typeof RuleSetVersionSummarySchema>;
export const RuleSetVersionSummaryListSchema = Type.Array(RuleSetVersionSummarySchema);

/** `GET /api/rule-sets/:id/versions/:version`: the rule set as that version stored it. */
export const RuleSetVersionSchema = Type.Object({
  ...versionSummaryProperties,
  // Recursive JSON, as in RuleSetRecordSchema: validateRuleDefinition judges it, not the schema.
  rules: Type.Array(OpaqueObject<ValidationRule>()),
});
export type RuleSetVersion = Static<typeof RuleSetVersionSchema>;

/**
 * `POST /api/rule-sets/try` body (administrators): an edited rule set, saved or not, and a loan
 * the caller may read. The rules are judged even while `enabled` is false, so a set can be tried
 * before it is switched on.
 */
export const RuleSetTryRequestSchema = Type.Object(
  {
    ruleSet: Type.Object(
      {
        enabled: Type.Boolean(),
        tags: RuleSetSaveRequestSchema.properties.tags,
        rules: RuleSetSaveRequestSchema.properties.rules,
      },
      { additionalProperties: false },
    ),
    loanId: IdString(),
  },
  { additionalProperties: false },
);
export type RuleSetTryRequest = Static<typeof RuleSetTryRequestSchema>;

/** `POST /api/rule-sets/try` answer: the messages of the rules on the loan's current values. */
export const RuleSetTryResultSchema = Type.Object({
  loanId: Type.String(),
  loanNumber: Type.String(),
  borrowerPairs: Type.Integer({ minimum: 1 }),
  /** False when any rule gives a message on this loan. */
  valid: Type.Boolean(),
  /** One per failing rule, and per borrower pair for `#` rules, in rule order. */
  errors: Type.Array(Type.Object({ ruleId: Type.String(), fieldId: Type.String(), message: Type.String() })),
  /** Definition problems of the rules (validateRuleDefinition); such a rule gives "Invalid value". */
  problems: Type.Array(Type.Object({ ruleId: Type.String(), problem: Type.String() })),
  /** The loan's value of every field the rules read, `#` fields per borrower pair (null when empty). */
  values: RecordOf(LoanFieldValueSchema),
});
export type RuleSetTryResult = Static<typeof RuleSetTryResultSchema>;
