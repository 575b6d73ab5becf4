import { Alert, Button, Group } from '@mantine/core';
import { formatInstantDateTime, type LoanDetail } from 'shared-rules';
import { problemMessage, showToast, useProfile, useRoles } from 'shared-ui';
import { useReleaseLoanLockMutation, useSetLoanArchivedMutation, useTakeLoanLockMutation } from '../api/loan-lock';

type Outcome = { error?: unknown; data?: unknown };

function report(result: Outcome, success: [string, string], failure: string) {
  if ('error' in result && result.error) showToast('error', failure, problemMessage(result.error));
  else showToast('success', ...success);
}

/**
 * Who may change the loan now: the archived flag, and the lender staff member holding its lock
 * (named, with since when). Staff take and release the lock here; administrators archive and
 * restore, and release a lock someone else holds. Services refuse the writes either way.
 */
export function LoanLockBanner({ loan }: { loan: LoanDetail }) {
  const { profile } = useProfile();
  const roles = useRoles();
  const [takeLock, taking] = useTakeLoanLockMutation();
  const [releaseLock, releasing] = useReleaseLoanLockMutation();
  const [setArchived, archiving] = useSetLoanArchivedMutation();
  const { resourceLock, archived } = loan.frame;
  const since = resourceLock ? (formatInstantDateTime(resourceLock.since) ?? resourceLock.since) : '';
  const mine = resourceLock !== null && resourceLock.holder.userId === profile?.id;

  const release = async () =>
    report(await releaseLock(loan.id), ['Lock released', 'Others can change the loan again.'], 'The lock was not released');
  const take = async () =>
    report(await takeLock(loan.id), ['Lock taken', 'Others can read the loan but not change it.'], 'The lock was not taken');
  const archive = async (value: boolean) =>
    report(
      await setArchived({ loanId: loan.id, archived: value }),
      value ? ['Loan archived', 'It is read-only for everyone.'] : ['Loan restored', 'It can be changed again.'],
      value ? 'The loan was not archived' : 'The loan was not restored',
    );

  if (archived) {
    return (
      <Alert color="gray" title="This loan is archived" role="status">
        <Group justify="space-between" gap="sm">
          <span>It can be read but not changed.</span>
          {roles.isAdmin && (
            <Button size="xs" variant="light" loading={archiving.isLoading} onClick={() => void archive(false)}>
              Restore the loan
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  if (resourceLock) {
    return (
      <Alert
        color={mine ? 'blue' : 'yellow'}
        title={mine ? "You hold this loan's lock" : `${resourceLock.holder.name} is working on this loan`}
        role="status"
      >
        <Group justify="space-between" gap="sm">
          <span>
            {mine
              ? `Since ${since}. Others can read it but not change it until you release it.`
              : `Since ${since}. It is read-only for you until they release it.`}
          </span>
          {(mine || roles.isAdmin) && (
            <Button size="xs" variant="light" loading={releasing.isLoading} onClick={() => void release()}>
              Release the lock
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  if (!roles.isInternal) return null;
  return (
    <Group gap="xs" justify="flex-end">
      <Button size="xs" variant="default" loading={taking.isLoading} onClick={() => void take()}>
        Take the lock
      </Button>
      {roles.isAdmin && (
        <Button size="xs" variant="default" loading={archiving.isLoading} onClick={() => void archive(true)}>
          Archive the loan
        </Button>
      )}
    </Group>
  );
}
