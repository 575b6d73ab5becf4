import { Stack, Text, Title } from '@mantine/core';
import { LOAN_DATA_TABS, type LoanDataTab, type LoanDetail } from 'shared-rules';
import { LoadErrorAlert, PageLoader, problemMessage } from 'shared-ui';
import type { LoanTabProps } from '../../loan-frame/loan-tab-props';
import { useLoanDataPage } from '../hooks/use-loan-data-page';
import { LoanDataForm } from './loan-data-form';

/** What each tab is for, under its title. */
const TAB_INTROS: Record<LoanDataTab, string> = {
  urla: "The Uniform Residential Loan Application (Form 1003). Each field is checked against your lender's rules as you type.",
  additional: "The disclosures and data the subject property's state requires, checked against your lender's rules as you type.",
};

const TAB_NAMES: Record<LoanDataTab, string> = { urla: 'URLA', additional: 'State Specific Data' };

function SchemaLoadError({ message, retryAllowed, onRetry }: { message: string; retryAllowed: boolean; onRetry: () => void }) {
  return (
    <LoadErrorAlert
      title="The fields of this page could not be loaded"
      message={message}
      advice={
        retryAllowed
          ? 'The fields this page needs have changed since, so they can be asked for again.'
          : 'The same fields are not asked for again, so Retry opens once the fields this page needs change (for example when a borrower pair is added or the property state changes). Reloading the browser page also asks again.'
      }
      retryDisabled={!retryAllowed}
      onRetry={onRetry}
    />
  );
}

function LoanDataPage({ loan, tab }: { loan: LoanDetail; tab: LoanDataTab }) {
  const page = useLoanDataPage(loan, tab);
  const name = TAB_NAMES[tab];
  const heading = (
    <div>
      <Title order={2} fz="h3">
        {page.layout?.title ?? name}
      </Title>
      <Text size="sm" c="dimmed">
        {TAB_INTROS[tab]}
      </Text>
    </div>
  );

  if (page.data.isError && !page.base) {
    return (
      <Stack gap="lg">
        {heading}
        <LoadErrorAlert
          title={`The ${name} data could not be loaded`}
          message={problemMessage(page.data.error)}
          onRetry={() => void page.data.refetch()}
        />
      </Stack>
    );
  }
  if (page.ruleSets.isError && !page.ruleSets.data) {
    return (
      <Stack gap="lg">
        {heading}
        <LoadErrorAlert
          title="Your lender's rules for this page could not be loaded"
          message={problemMessage(page.ruleSets.error)}
          onRetry={() => void page.ruleSets.refetch()}
        />
      </Stack>
    );
  }
  if (page.fields.status === 'failed') {
    return (
      <Stack gap="lg">
        {heading}
        <SchemaLoadError
          message={page.fields.failureMessage ?? 'Something went wrong. Please try again.'}
          retryAllowed={page.fields.retryAllowed}
          onRetry={page.fields.retry}
        />
      </Stack>
    );
  }
  if (!page.base || !page.ruleSets.data || page.fields.status !== 'ready') {
    return <PageLoader label={`Loading ${name}`} />;
  }
  return (
    <Stack gap="lg">
      {heading}
      <LoanDataForm
        loan={loan}
        title={page.layout?.title ?? name}
        store={page.store}
        sections={page.sections}
        borrowerPairs={page.base.borrowerPairs}
        definitions={page.fields.definitions}
        presentation={page.presentation}
        dirty={page.dirty}
        othersSaved={page.othersSaved}
        fieldIdsOnPage={page.fieldIdsOnPage}
      />
    </Stack>
  );
}

function isLoanDataTab(tab: string): tab is LoanDataTab {
  return (LOAN_DATA_TABS as readonly string[]).includes(tab);
}

/**
 * The URLA and State Specific Data tabs. Each tab of each loan is a page of its own (keyed), so
 * switching tabs never carries one tab's changes or stored errors into the other.
 */
export default function LoanDataTabPage({ loan, tab }: LoanTabProps) {
  const dataTab = isLoanDataTab(tab) ? tab : 'urla';
  return <LoanDataPage key={`${loan.id}/${dataTab}`} loan={loan} tab={dataTab} />;
}
