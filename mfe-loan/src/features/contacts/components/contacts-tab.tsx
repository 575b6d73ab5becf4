import { Button, Fieldset, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ADD_LOAN_TEXTS, ROLE_LABELS, type ExternalUser, type LoanContactsUpdate, type LoanDetail } from 'shared-rules';
import {
  type ExternalUsersSummaryArgs,
  Fact,
  LoadErrorAlert,
  problemOf,
  problemMessage,
  showToast,
  UnsavedChangesGuard,
  useGetExternalUsersSummaryQuery,
} from 'shared-ui';
import type { LoanTabProps } from '../../loan-frame/loan-tab-props';
import { useUpdateLoanContactsMutation } from '../api/update-loan-contacts';

type Role = keyof LoanContactsUpdate;

const ROLES: Array<{ role: Role; roleType: ExternalUsersSummaryArgs['roleType'] }> = [
  { role: 'loanOfficer', roleType: 'lo' },
  { role: 'loanProcessor', roleType: 'lp' },
  // Either role may submit the loan.
  { role: 'submissionContact', roleType: 'both' },
];

function valuesOf(loan: LoanDetail): LoanContactsUpdate {
  return {
    loanOfficer: loan.contacts.loanOfficer?.userId ?? null,
    loanProcessor: loan.contacts.loanProcessor?.userId ?? null,
    submissionContact: loan.contacts.submissionContact?.userId ?? null,
  };
}

function userLabel(user: ExternalUser): string {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return user.disabledLogin ? `${name} (${ADD_LOAN_TEXTS.disabledContact})` : name;
}

function ContactSelect({
  loan,
  role,
  roleType,
  inputProps,
}: {
  loan: LoanDetail;
  role: Role;
  roleType: ExternalUsersSummaryArgs['roleType'];
  inputProps: object;
}) {
  const users = useGetExternalUsersSummaryQuery({ orgId: loan.organizationId, roleType, includeDisabled: true });
  if (users.isError) {
    return (
      <LoadErrorAlert
        title={ADD_LOAN_TEXTS.externalUsersUnavailable}
        message={problemMessage(users.error)}
        onRetry={() => void users.refetch()}
      />
    );
  }
  return (
    <NativeSelect label={ROLE_LABELS[role]} disabled={users.isFetching} {...inputProps}>
      <option value="">{users.isFetching ? 'Loading contacts…' : 'Nobody'}</option>
      {(users.data?.results ?? []).map((user) => (
        <option key={user.id} value={user.id} title={user.disabledLogin ? ADD_LOAN_TEXTS.disabledContactTooltip : user.email}>
          {userLabel(user)}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The Contacts tab: the loan's officer, processor and submission contact, changed with the same
 * organisation lookups as the Add Loan wizard (disabled users labelled), saved by services with
 * the wizard's rules and recorded in the loan's activity; the account executive beside them.
 */
export default function ContactsTab({ loan }: LoanTabProps) {
  const form = useForm<LoanContactsUpdate>({ initialValues: valuesOf(loan) });
  const [save, saving] = useUpdateLoanContactsMutation();
  const { setValues, resetDirty } = form;
  const saved = JSON.stringify(valuesOf(loan));
  // Another user's change arrives with the loan: the form takes it unless this user is editing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` stands for the loan's contacts; the form methods are stable.
  useEffect(() => {
    if (!form.isDirty()) {
      setValues(valuesOf(loan));
      resetDirty(valuesOf(loan));
    }
  }, [saved]);

  const submit = form.onSubmit(async (values) => {
    const body = Object.fromEntries(ROLES.map(({ role }) => [role, values[role] || null])) as LoanContactsUpdate;
    const result = await save({ loanId: loan.id, body });
    if ('error' in result) {
      for (const { field, message } of problemOf(result.error)?.fields ?? []) {
        const role = ROLES.find((entry) => field === `body.contacts.${entry.role}`)?.role;
        if (role) form.setFieldError(role, message);
      }
      showToast('error', 'The contacts were not saved', problemMessage(result.error));
      return;
    }
    form.resetDirty(body);
    showToast('success', 'Contacts saved', 'The change is recorded in the loan activity.');
  });

  const ae = loan.accountExecutive;
  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        Contacts
      </Title>
      <form onSubmit={submit} aria-label="Loan contacts" noValidate>
        <UnsavedChangesGuard when={form.isDirty()} />
        {/* Read-only while archived or another staff member holds the loan's lock (the frame's banner says which). */}
        <Fieldset variant="unstyled" disabled={loan.frame.readOnly}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              {ROLES.map(({ role, roleType }) => (
                <ContactSelect key={role} loan={loan} role={role} roleType={roleType} inputProps={form.getInputProps(role)} />
              ))}
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={saving.isLoading} disabled={!form.isDirty()}>
                Save contacts
              </Button>
              {form.isDirty() && (
                <Button variant="subtle" onClick={() => form.reset()} disabled={saving.isLoading}>
                  Discard changes
                </Button>
              )}
            </Group>
          </Stack>
        </Fieldset>
      </form>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Account executive">
        <Text fw={600} size="sm" mb="xs">
          Account executive
        </Text>
        {ae ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Fact label="Name" value={ae.name} />
            <Fact label="Email" value={ae.email} />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            No account executive is assigned to {loan.organizationName} yet.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
