import { Button, Group, Paper } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState, PageHeader, PageLoader, useGetExternalOrgsQuery, useProfile, useRoles, linkTo } from 'shared-ui';
import { LoanPipeline } from '../features/pipeline/components/loan-pipeline';

/** /ae-pipeline: loans from the broker companies an account executive covers. */
export default function AePipelineRoute() {
  const { isLoading } = useProfile();
  const roles = useRoles();
  const orgs = useGetExternalOrgsQuery(undefined, { skip: !roles.isInternal });

  if (isLoading) return <PageLoader />;
  if (!roles.isInternal) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState title="Not authorised" description="The broker pipeline is for account executives and administrators." />
      </Paper>
    );
  }

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
