import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { format, parseISO } from 'date-fns';
import { INTEGRATION_TOKEN_TEXTS } from 'shared-rules';
import {
  EmptyState,
  LoadErrorAlert,
  PageHeader,
  PageLoader,
  problemFieldErrors,
  problemMessage,
  problemOf,
  showErrorToast,
  showToast,
  useProfile,
  useRoles,
} from 'shared-ui';
import { useGetIntegrationTokenQuery, useRemoveIntegrationTokenMutation, useStoreIntegrationTokenMutation } from './api/account-api';
import { SettingsCard } from './settings-card';

export const TOKEN_REQUIRED = 'Paste your integration token.';

const expiryText = (expiresAt: string) => format(parseISO(expiresAt), "MMM d, yyyy 'at' h:mm a");

function StoreTokenForm({ replacing }: { replacing: boolean }) {
  const [storeToken, storing] = useStoreIntegrationTokenMutation();
  const form = useForm({ initialValues: { token: '' }, validate: { token: (value) => (value.trim() === '' ? TOKEN_REQUIRED : null) } });
  const submit = form.onSubmit(({ token }) => {
    storeToken({ token: token.trim() })
      .unwrap()
      .then((status) => {
        form.reset();
        showToast(
          'success',
          'Integration token saved',
          status.expiresAt ? `It is valid until ${expiryText(status.expiresAt)}.` : 'It is valid.',
        );
      })
      .catch((error: unknown) => {
        const errors = problemFieldErrors(problemOf(error));
        form.setErrors(Object.keys(errors).length > 0 ? errors : { token: problemMessage(error) });
      });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={replacing ? 'Replace your integration token' : 'Save your integration token'}>
      <Stack gap="sm">
        <Textarea
          label={replacing ? 'New integration token' : 'Integration token'}
          description="Issued by Encompass for your account. It is stored encrypted and never shown again."
          required
          autosize
          minRows={3}
          maxRows={8}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('token')}
        />
        <Group>
          <Button type="submit" loading={storing.isLoading}>
            Save token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /settings/encompass: internal users without a valid integration token land here (the
 * specification's redirect). They paste the token Encompass issued; once it is stored the
 * redirect stops until it expires.
 */
export function EncompassPage() {
  const { profile } = useProfile();
  const { isInternal } = useRoles();
  const status = useGetIntegrationTokenQuery(undefined, { skip: !profile || !isInternal });
  const [removeToken, removing] = useRemoveIntegrationTokenMutation();
  if (!profile) return null;
  if (!isInternal) {
    return <EmptyState title="Integration token" description="Integration tokens are for lender staff. Your account does not need one." />;
  }
  const remove = () =>
    removeToken()
      .unwrap()
      .then(() => showToast('success', 'Integration token removed', 'Loan pages stay unavailable until a new token is saved.'))
      .catch((error: unknown) => showErrorToast(error, 'The integration token was not removed'));
  return (
    <>
      <PageHeader title="Integration Token" description="Internal users need a valid Encompass integration token to work with loans." />
      <SettingsCard title="Encompass connection">
        {status.isLoading && <PageLoader label="Reading your integration token" />}
        {status.isError && (
          <LoadErrorAlert
            title="Your integration token could not be read"
            message={problemMessage(status.error)}
            onRetry={() => void status.refetch()}
          />
        )}
        {status.data &&
          (status.data.hasIntegrationToken ? (
            <>
              <Alert color="green" title="Connected">
                {status.data.expiresAt
                  ? `Your integration token is valid until ${expiryText(status.data.expiresAt)}.`
                  : 'Your integration token is valid.'}
              </Alert>
              {status.data.canStore && (
                <>
                  <StoreTokenForm replacing />
                  <div>
                    <Button variant="subtle" color="red" loading={removing.isLoading} onClick={remove}>
                      Remove token
                    </Button>
                  </div>
                </>
              )}
            </>
          ) : (
            <>
              <Alert color="orange" title="No valid integration token">
                Your account has no valid Encompass integration token, so loan pages stay unavailable until you save one.
              </Alert>
              {status.data.canStore ? (
                <StoreTokenForm replacing={false} />
              ) : (
                <Text size="sm">{INTEGRATION_TOKEN_TEXTS.storageUnavailable} Ask your portal administrator.</Text>
              )}
            </>
          ))}
      </SettingsCard>
    </>
  );
}
