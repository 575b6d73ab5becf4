import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { formatInstantDateTime, type InstanceSyncStatus } from 'shared-rules';
import { LoadErrorAlert, problemMessage, showErrorToast } from 'shared-ui';
import { useGenerateInstanceSyncSecretMutation, useGetInstanceSyncStatusQuery } from '../api/instance-sync-secret';
import { EnterSecretForm, GeneratedSecretModal, RemoveSecret } from './instance-sync-secret-forms';

export const INSTANCE_SYNC_TITLE = 'Moving between instances';
export const INSTANCE_SYNC_LOAD_ERROR = 'Whether users can move between instances could not be loaded';

/** Where the shared secret came from, as the card says it. */
function secretSummary(status: InstanceSyncStatus): string {
  const when = status.secretSetAt ? formatInstantDateTime(status.secretSetAt) : null;
  const byWhom = [status.secretSetBy ? `by ${status.secretSetBy}` : null, when ? `on ${when}` : null].filter(Boolean).join(' ');
  switch (status.secretSource) {
    case 'environment':
      return 'The shared secret is set by the services’ INSTANCE_SYNC_SECRET setting.';
    case 'generated':
      return `The shared secret was generated here${byWhom ? ` ${byWhom}` : ''}. It is stored encrypted and never shown again.`;
    case 'entered':
      return `The shared secret was entered from another instance${byWhom ? ` ${byWhom}` : ''}. It is stored encrypted and never shown again.`;
    default:
      return 'There is no shared secret: links between instances are refused.';
  }
}

/**
 * /admin/tenants: whether users can move between instances and why not, and the secret every
 * instance shares to sign the links. An administrator generates it on one instance (shown once),
 * enters it on the others, compares fingerprints, and can remove it.
 */
export function InstanceSyncCard() {
  const headingId = useId();
  const status = useGetInstanceSyncStatusQuery();
  const [generate, generating] = useGenerateInstanceSyncSecretMutation();
  const [entering, setEntering] = useState(false);
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);

  if (status.isError) {
    return <LoadErrorAlert title={INSTANCE_SYNC_LOAD_ERROR} message={problemMessage(status.error)} onRetry={() => void status.refetch()} />;
  }
  const sync = status.data;

  const generateSecret = () =>
    generate()
      .unwrap()
      .then((answer) => {
        setConfirmingReplace(false);
        setGenerated(answer.secret);
      })
      .catch((error: unknown) => showErrorToast(error, 'No shared secret was generated'));

  function actions(current: InstanceSyncStatus) {
    if (current.secretSource === 'environment') return null;
    if (entering) return <EnterSecretForm onDone={() => setEntering(false)} />;
    if (confirmingReplace) {
      return (
        <Alert color="yellow" title="Replace the shared secret?">
          <Text size="sm">The other instances refuse links from this one until the new secret is entered there too.</Text>
          <Group gap="xs" mt="xs">
            <Button size="xs" loading={generating.isLoading} onClick={() => void generateSecret()}>
              Generate a new secret
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirmingReplace(false)}>
              Keep the current one
            </Button>
          </Group>
        </Alert>
      );
    }
    const hasSecret = current.secretSource !== null;
    return (
      <Group gap="sm">
        <Button
          loading={generating.isLoading}
          onClick={() => (hasSecret ? setConfirmingReplace(true) : void generateSecret())}
          variant={hasSecret ? 'default' : 'filled'}
        >
          Generate shared secret
        </Button>
        <Button variant="default" onClick={() => setEntering(true)}>
          Enter a secret from another instance
        </Button>
        {hasSecret && <RemoveSecret />}
      </Group>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId} mb="lg">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {INSTANCE_SYNC_TITLE}
          </Title>
          {sync && (
            <Badge color={sync.on ? 'green' : 'gray'} variant="light">
              {sync.on ? 'On' : 'Off'}
            </Badge>
          )}
        </Group>
        {!sync ? (
          <Text size="sm" c="dimmed">
            Reading whether users can move between instances…
          </Text>
        ) : (
          <>
            {sync.offReason && <Text size="sm">{sync.offReason}</Text>}
            <Text size="sm">{secretSummary(sync)}</Text>
            {sync.secretFingerprint && (
              <Text size="sm">
                Fingerprint <Code aria-label="Shared secret fingerprint">{sync.secretFingerprint}</Code>: the same on every instance that
                holds this secret.
              </Text>
            )}
            {actions(sync)}
          </>
        )}
      </Stack>
      <GeneratedSecretModal secret={generated} onClose={() => setGenerated(null)} />
    </Paper>
  );
}
