import { Button, Group, Stack, Text } from '@mantine/core';

/**
 * The homeowners-insurance notice, shown before the loan is created when the HOI opt-out
 * feature is on. Its content is the lender's: the portal only asks the broker to acknowledge it.
 */
export function HoiNoticeStep({ submitting, onBack, onCreate }: { submitting: boolean; onBack: () => void; onCreate: () => void }) {
  return (
    <Stack gap="lg">
      <Text size="sm">
        The borrower may provide their own homeowners insurance. You can manage the insurance details on the loan once it is created.
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button onClick={onCreate} loading={submitting}>
          Create Loan
        </Button>
      </Group>
    </Stack>
  );
}
