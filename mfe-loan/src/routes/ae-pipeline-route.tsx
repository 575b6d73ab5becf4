import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { linkTo, PageHeader, useGetExternalOrgsQuery } from 'shared-ui';
import { LoanPipeline } from '../features/pipeline/components/loan-pipeline';

/** /ae-pipeline: loans from the broker companies an account executive covers. */
export default function AePipelineRoute() {
  // Lender staff only: the host opens this page for them alone (its route's `access`).
  const orgs = useGetExternalOrgsQuery();

  const companies = orgs.data?.length ?? 0;
  return (
    <>
      <PageHeader
        title="AE Pipeline"
        description={
          orgs.isError
            ? 'Unable to load organizations'
            : orgs.isLoading
              ? 'Loans from the broker companies you cover.'
              : `Loans from the ${companies} broker ${companies === 1 ? 'company' : 'companies'} you cover.`
        }
      />
      <LoanPipeline
        showOrganization
        empty={{
          title: 'No broker loans yet',
          description: 'Loans your broker companies submit appear here, with their status and the organization they come from.',
          action: (
            <Group>
              <Button component={Link} to={linkTo('brokerCompanies')} variant="light">
                Broker Companies
              </Button>
              <Button component={Link} to={linkTo('brokerContacts')} variant="default">
                Broker Contacts
              </Button>
            </Group>
          ),
        }}
      />
    </>
  );
}
