import { Paper } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { ContactSupportWizard } from '../features/contact-support/components/contact-support-wizard';

/** /contact-support: the same request as the modal, as a page (`?loanId=` for a loan); sent, it returns home. */
export default function ContactSupportRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Contact Support" description="Ask your account executive about a loan, or report a problem with the portal." />
      <Paper withBorder radius="md" p="lg" maw={560}>
        <ContactSupportWizard loanId={searchParams.get('loanId')} onDone={() => navigate('/')} />
      </Paper>
    </>
  );
}
