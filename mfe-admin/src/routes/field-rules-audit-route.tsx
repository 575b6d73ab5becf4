import { FieldRulesAuditPage } from '../features/field-rules/components/field-rules-audit-page';

/** /admin/field-rules/audit: the versions of a rule set, the difference of two, and restoring one. */
export default function FieldRulesAuditRoute() {
  return <FieldRulesAuditPage />;
}
