import { Select } from '@mantine/core';
import { useGetPrimaryAeCandidatesQuery } from '../api/get-primary-ae-candidates';
import type { CompanyForm } from '../hooks/use-company-form';
import { primaryAeChoices } from '../state/primary-ae-choices';

export const PRIMARY_AE_LOAD_ERROR = 'The account executives could not be loaded: the primary account executive stays as it is.';

/** The "None" choice's value: it has a space, so no user id (letters, digits and `_.:-`) can be it. */
const NO_PRIMARY_AE = 'no one';

/**
 * The company's primary account executive, among the lender's account executives who can sign
 * in, or None (administrators only). None is a choice of its own rather than a clear button, which
 * Mantine hides from keyboards and screen readers.
 */
export function PrimaryAeSelect({ form }: { form: CompanyForm }) {
  const staff = useGetPrimaryAeCandidatesQuery();
  const current = form.getInitialValues().primaryAeId;
  const choices = [{ value: NO_PRIMARY_AE, label: 'None' }, ...primaryAeChoices(staff.data ?? [], current)];
  return (
    <Select
      label="Primary account executive"
      description="They cover the company: it is among the broker companies they see."
      placeholder={staff.isLoading ? 'Loading account executives…' : undefined}
      data={choices}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No account executive by that name"
      disabled={staff.isLoading || staff.isError}
      value={form.values.primaryAeId ?? NO_PRIMARY_AE}
      onChange={(value) => form.setFieldValue('primaryAeId', value === null || value === NO_PRIMARY_AE ? null : value)}
      error={form.errors.primaryAeId ?? (staff.isError ? PRIMARY_AE_LOAD_ERROR : undefined)}
    />
  );
}
