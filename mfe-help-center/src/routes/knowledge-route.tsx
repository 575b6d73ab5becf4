import { Button, Paper } from '@mantine/core';
import { EmptyState, PageHeader, getBus } from 'shared-ui';

/** /knowledge/**: the knowledge base. It has no published documents in the portal yet. */
export default function KnowledgeRoute() {
  return (
    <>
      <PageHeader title="Knowledge Base" description="Guides, policies and answers for working with us." />
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          title="No documentation available"
          description="Published guides and policies will be listed here. Until then, our support team can answer your questions."
          action={
            <Button variant="light" onClick={() => getBus().emit('host:open-modal', { modal: 'contact-support' })}>
              Contact Support
            </Button>
          }
        />
      </Paper>
    </>
  );
}
