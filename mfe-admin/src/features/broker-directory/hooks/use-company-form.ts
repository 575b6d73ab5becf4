import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { Organization } from 'shared-rules';
import { problemMessage, problemOf, showToast } from 'shared-ui';
import { useCreateOrganizationMutation } from '../api/create-organization';
import { useUpdateOrganizationMutation } from '../api/update-organization';
import { companyFieldErrors } from '../state/company-field-errors';
import {
  type CompanyFormField,
  type CompanyFormValues,
  companyProblems,
  companyValuesOf,
  createRequestOf,
  emptyCompanyValues,
  updateRequestOf,
} from '../state/company-form-values';

export interface UseCompanyFormOptions {
  /** The company edited, or null for a new one. */
  organization: Organization | null;
  /** Administrators choose the primary account executive; nobody else sees or sends it. */
  withPrimaryAe: boolean;
  /** Called once the company is saved, or when Save finds nothing changed. */
  onDone: () => void;
}

/**
 * The company form: its values (the company's, or a new company's), the checks services also
 * make, and Save: `POST` a new company or `PATCH` the fields that changed. A refusal's field
 * problems land under their fields and the rest in `refusal`; the values typed stay.
 */
export function useCompanyForm({ organization, withPrimaryAe, onDone }: UseCompanyFormOptions) {
  const [initialValues] = useState<CompanyFormValues>(() => (organization ? companyValuesOf(organization) : emptyCompanyValues()));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, creating] = useCreateOrganizationMutation();
  const [update, updating] = useUpdateOrganizationMutation();

  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues,
    validate: companyProblems,
  });

  const shownFields: CompanyFormField[] = ['name', 'approvalStatus', 'channelTypes', 'correspondentSelection'];
  if (withPrimaryAe) shownFields.push('primaryAeId');

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      if (organization) {
        const changes = updateRequestOf(initialValues, values, withPrimaryAe);
        if (changes) {
          const saved = await update({ id: organization.summary.id, changes }).unwrap();
          showToast('success', 'Company saved', `${saved.summary.organizationName} was saved.`);
        }
      } else {
        const saved = await create(createRequestOf(values)).unwrap();
        showToast('success', 'Company added', `${saved.summary.organizationName} was added.`);
      }
      onDone();
    } catch (error) {
      const placed = companyFieldErrors(problemOf(error), shownFields);
      form.setErrors(placed.errors);
      const placedAny = Object.keys(placed.errors).length > 0;
      setRefusal(placed.unplaced.length > 0 ? placed.unplaced.join(' ') : placedAny ? null : problemMessage(error));
    }
  });

  return { form, submit, refusal, isNew: organization === null, saving: creating.isLoading || updating.isLoading };
}

export type CompanyForm = ReturnType<typeof useCompanyForm>['form'];
