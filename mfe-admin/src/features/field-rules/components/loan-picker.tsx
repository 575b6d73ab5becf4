import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { LoanSummary } from 'shared-rules';
import { useSearchRuleTrialLoansQuery } from '../api/search-loans';

/** The search waits for a pause in typing, as the pipeline's does. */
const SEARCH_DEBOUNCE_MS = 300;

export interface LoanPickerProps {
  value: LoanSummary | null;
  onChange: (loan: LoanSummary | null) => void;
}

const loanLabel = (loan: LoanSummary) => `${loan.loanNumber} · ${loan.borrowerName || 'No borrower yet'} · ${loan.organizationName}`;

/** Picks a loan by loan number, borrower or address, through the pipeline's search (`GET /api/loans?search=`). */
export function LoanPicker({ value, onChange }: LoanPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen loan's label is the search text then: it is not searched for again.
  const typing = value === null || search !== loanLabel(value);
  const query = useSearchRuleTrialLoansQuery(debounced, { skip: debounced === '' || !typing });
  const loans = useMemo(() => {
    const found = query.data?.items ?? [];
    return value && !found.some((loan) => loan.id === value.id) ? [value, ...found] : found;
  }, [query.data, value]);
  const nothingFound =
    debounced === '' ? 'Type a loan number, a borrower or an address' : query.isFetching ? 'Searching…' : 'No loan matches';
  return (
    <Select
      label="Loan"
      description="Search by loan number, borrower name or property address"
      placeholder="Search loans"
      searchable
      clearable
      data={loans.map((loan) => ({ value: loan.id, label: loanLabel(loan) }))}
      // The server searched already; every loan it found is offered.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={nothingFound}
      value={value?.id ?? null}
      onChange={(id) => onChange(loans.find((loan) => loan.id === id) ?? null)}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
