import { useEffect, useMemo, useState } from 'react';
import {
  createLiveValidator,
  expandLayout,
  formFieldPresentation,
  layoutFieldIds,
  loanDataLayout,
  type LoanData,
  type LoanDataTab,
  type LoanDetail,
} from 'shared-rules';
import { fieldValueProblem, useAppDispatch, useBusEvent } from 'shared-ui';
import { useGetLoanDataQuery } from '../api/get-loan-data';
import { loanDataApi, loanDataTag } from '../api/loan-data-api';
import { LoanDataFormStore } from '../state/loan-data-form-store';
import { useFieldDefinitions } from './use-field-definitions';
import { useFormDirty } from './use-form-store';
import { useLoanDataRuleSets } from './use-loan-data-rule-sets';

/**
 * Everything a loan-data tab shows, loaded and kept current: the tab's values (the base the form
 * edits), its layout for the loan's pairs and property state, the field definitions, and the
 * rule sets with the validator and FORMFIELD presentation built from them.
 */
export function useLoanDataPage(loan: LoanDetail, tab: LoanDataTab) {
  const dispatch = useAppDispatch();
  const data = useGetLoanDataQuery({ loanId: loan.id, tab });
  const ruleSets = useLoanDataRuleSets(loan.organizationId);
  const [store] = useState(() => new LoanDataFormStore());
  // The values the form was started from. Fresh data replaces it only while nothing is changed.
  const [base, setBase] = useState<LoanData | null>(null);
  const dirty = useFormDirty(store);

  const fresh = data.data;
  useEffect(() => {
    if (!fresh || fresh === base) return;
    if (!dirty) {
      store.reset({ version: fresh.version, borrowerPairs: fresh.borrowerPairs, values: fresh.values });
      setBase(fresh);
    } else {
      // Others' values show at once on the fields this user has not changed, and fields a new
      // rule reads are judged by their saved values; the base (and version) stays for the save.
      store.takeSavedValues(fresh.values);
    }
  }, [base, dirty, fresh, store]);

  // Any save of the loan (this user's in another tab, another user's) is announced to its room:
  // the data is read again, and kept aside while the form has changes.
  useBusEvent('socket:loan-update', (event) => {
    if (event.loanId === loan.id) dispatch(loanDataApi.util.invalidateTags([loanDataTag(loan.id)]));
  });

  const pairs = base?.borrowerPairs ?? 1;
  const layout = useMemo(() => (base ? loanDataLayout(tab, base.propertyState) : null), [base, tab]);
  const sections = useMemo(() => (layout ? expandLayout(layout, pairs) : []), [layout, pairs]);
  const fieldIds = useMemo(() => (layout ? layoutFieldIds(layout, pairs) : []), [layout, pairs]);
  const fieldIdsOnPage = useMemo(() => new Set(fieldIds), [fieldIds]);
  const fields = useFieldDefinitions(`${loan.id}/${tab}`, fieldIds);

  const rules = ruleSets.data;
  const validator = useMemo(() => (rules ? createLiveValidator(rules) : null), [rules]);
  const presentation = useMemo(() => formFieldPresentation(rules ?? [], pairs), [rules, pairs]);
  useEffect(() => store.setValidator(validator), [store, validator]);
  const { definitions } = fields;
  useEffect(() => {
    store.setValueProblem((fieldId, value) => {
      const definition = definitions.get(fieldId);
      return definition ? fieldValueProblem(definition, value) : null;
    });
  }, [definitions, store]);

  return {
    data,
    ruleSets,
    fields,
    store,
    base,
    layout,
    sections,
    /** The fields this tab shows (a message on any other field is listed in the action bar). */
    fieldIdsOnPage,
    presentation,
    dirty,
    /** Another user saved this tab's data after the version the changes are based on. */
    othersSaved: dirty && fresh !== undefined && fresh.version > store.version,
  };
}
