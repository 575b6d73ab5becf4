import { Button, Group, Paper } from '@mantine/core';
import { EmptyState } from 'shared-ui';

/** Where the wizard goes after the import until its later steps (contacts onwards) are built. */
export function StepNotReady({ onBack, onClose }: { onBack: () => void; onClose: () => void }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <EmptyState
        title="This step is not available yet"
        description="Choosing the loan's contacts and creating the loan are not available in the portal yet. Your imported loan stays here while this window is open."
        action={
          <Group>
            <Button variant="default" onClick={onBack}>
              Back
            </Button>
            <Button variant="light" onClick={onClose}>
              Close
            </Button>
          </Group>
        }
      />
    </Paper>
  );
}
