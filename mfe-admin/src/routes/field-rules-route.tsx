import { FieldRulesPage } from '../features/field-rules/components/field-rules-page';

/** /admin/field-rules: the validation rule sets, each edited and tried on a loan before it is saved. */
export default function FieldRulesRoute() {
  return <FieldRulesPage />;
}
