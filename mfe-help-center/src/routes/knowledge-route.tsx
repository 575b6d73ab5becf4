import { Button, Paper } from '@mantine/core';
import { EmptyState, PageHeader, getBus, useFeatureFlag } from 'shared-ui';

/** /knowledge/**: the knowledge base (flag knowledgeBase). It has no published documents in the portal yet. */
export default function KnowledgeRoute() {
  const knowledgeBase = useFeatureFlag('knowledgeBase');
  if (!knowledgeBase) {
    return (
      <>
        <PageHeader title="Knowledge Base" />
        <EmptyState
          title="The knowledge base is not available"
          description="Your lender has turned the knowledge base off. Our support team can answer your questions."
        />
      </>
    );
  }
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
