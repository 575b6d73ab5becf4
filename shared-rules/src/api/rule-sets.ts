/** Validation rule sets, lender-wide or per organisation (`/api/rule-sets`). */
import { Type, type Static } from 'typebox';
import { RULE_TYPES, type ValidationRule } from '../rules/types';
import { DateTimeString, IdString, Nullable, OpaqueObject } from './schema-kit';

/** `GET /api/rule-sets` query: the rule sets of one organisation (lender-wide ones included), or of every one the caller reaches. */
export const RuleSetListQuerySchema = Type.Object(
  { orgId: Type.Optional(IdString()), tag: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);
export type RuleSetListQuery = Static<typeof RuleSetListQuerySchema>;

/** `GET /api/rule-sets` items: a stored rule set, lender-wide (`organizationId` null) or of one organisation. */
export const RuleSetRecordSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  organizationId: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  // Rules are recursive JSON; their shape is checked by validateRuleDefinition, not here.
  rules: Type.Array(OpaqueObject<ValidationRule>()),
  updatedAt: DateTimeString(),
});
export type RuleSetRecord = Static<typeof RuleSetRecordSchema>;
export const RuleSetRecordListSchema = Type.Array(RuleSetRecordSchema);

/** `PUT /api/rule-sets/:id` body (administrators); every rule must pass validateRuleDefinition. */
export const RuleSetSaveRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    organizationId: Type.Union([IdString(), Type.Null()]),
    tags: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 }),
    enabled: Type.Boolean(),
    rules: Type.Array(Type.Unsafe<ValidationRule>(Type.Object({ id: Type.String({ maxLength: 200 }), ruleType: Type.Enum(RULE_TYPES) })), {
      maxItems: 2000,
    }),
    /**
     * The `updatedAt` of the stored rule set the edit started from (null: a new rule set). When
     * sent, a save over a newer one (another administrator saved meanwhile) is refused with 409
     * `stale-rule-set`, so nobody's rules are overwritten unseen.
     */
    baseUpdatedAt: Type.Optional(Nullable(DateTimeString())),
  },
  { additionalProperties: false },
);
export type RuleSetSaveRequest = Static<typeof RuleSetSaveRequestSchema>;
