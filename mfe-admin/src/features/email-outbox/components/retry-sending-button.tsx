import { Button } from '@mantine/core';
import { showErrorToast, showToast } from 'shared-ui';
import { useRetryOutboxEmailMutation } from '../api/retry-outbox-email';

export const RETRY_SENDING = 'Retry sending';
export const RETRY_QUEUED_TITLE = 'Email queued again';
export const RETRY_FAILED_TITLE = 'The email was not queued again';

/** Queues a failed email for delivery again (`POST /api/admin/outbox/:id/retry`), with a toast either way. */
export function RetrySendingButton({ emailId, subject }: { emailId: string; subject: string }) {
  const [retry, retrying] = useRetryOutboxEmailMutation();
  const onRetry = async () => {
    try {
      await retry(emailId).unwrap();
      showToast('success', RETRY_QUEUED_TITLE, `“${subject}” will be sent again shortly.`);
    } catch (error) {
      showErrorToast(error, RETRY_FAILED_TITLE);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      loading={retrying.isLoading}
      onClick={() => void onRetry()}
      aria-label={`${RETRY_SENDING}: ${subject}`}
    >
      {RETRY_SENDING}
    </Button>
  );
}
