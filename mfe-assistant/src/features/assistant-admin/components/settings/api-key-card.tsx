import { Button, Code, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { format, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import { API_KEY_BLANK, API_KEY_HAS_SPACES, ASSISTANT_API_KEY_MAX_LENGTH, type AssistantApiKeyStatus } from 'shared-rules';
import { ConfirmRemoval, LoadErrorAlert, problemMessage, problemOf, showErrorToast, showToast } from 'shared-ui';
import { useGetAssistantApiKeyQuery, useRemoveAssistantApiKeyMutation, useStoreAssistantApiKeyMutation } from '../../api/assistant-api-key';

type KeyStatus = AssistantApiKeyStatus['data'];

export const API_KEY_TITLE = 'API key';
export const API_KEY_LOAD_ERROR = 'The API key status could not be loaded';

/** The same checks as the services, so the message shows before anything is sent. */
export function apiKeyError(value: string): string | null {
  const key = value.trim();
  if (key === '') return API_KEY_BLANK;
  if (/\s/.test(key)) return API_KEY_HAS_SPACES;
  return null;
}

const storedOn = (storedAt: string) => format(parseISO(storedAt), "MMM d, yyyy 'at' h:mm a");

/** What the card says of the key in use. */
function keySummary({ source, storedAt }: KeyStatus): string {
  switch (source) {
    case 'environment':
      return storedAt
        ? `The services' ASSISTANT_API_KEY is used. A key stored here on ${storedOn(storedAt)} is kept, but the environment's key wins.`
        : "The services' ASSISTANT_API_KEY is used.";
    case 'stored':
      return `A key stored on ${storedOn(storedAt ?? '')} is used. It is kept encrypted and never shown again.`;
    case 'none':
      return 'No API key: an OpenAI-compatible model cannot be called, so the built-in provider answers.';
  }
}

function StoreKeyForm({ replacing, onDone }: { replacing: boolean; onDone: () => void }) {
  const [storeKey, storing] = useStoreAssistantApiKeyMutation();
  const form = useForm({ initialValues: { apiKey: '' }, validate: { apiKey: apiKeyError } });
  const submit = form.onSubmit(({ apiKey }) => {
    storeKey({ apiKey: apiKey.trim() })
      .unwrap()
      .then(() => {
        form.reset();
        showToast('success', 'API key stored', 'The assistant calls the model with it from the next message.');
        onDone();
      })
      .catch((error: unknown) => {
        const onField = problemOf(error)?.fields?.find((field) => field.field === 'apiKey');
        if (onField) form.setFieldError('apiKey', onField.message);
        else form.setFieldError('apiKey', problemMessage(error));
      });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={replacing ? 'Replace the API key' : 'Store an API key'}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PasswordInput
          label={replacing ? 'New API key' : 'API key'}
          description="Stored encrypted by the services; it cannot be read back."
          autoComplete="off"
          maxLength={ASSISTANT_API_KEY_MAX_LENGTH}
          w={{ base: '100%', sm: 360 }}
          {...form.getInputProps('apiKey')}
        />
        <Button type="submit" loading={storing.isLoading}>
          Store key
        </Button>
        {replacing && (
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        )}
      </Group>
    </form>
  );
}

function RemoveKey({ onDone }: { onDone: () => void }) {
  const [removeKey, removing] = useRemoveAssistantApiKeyMutation();
  return (
    <ConfirmRemoval
      label="Remove key"
      question="Remove the stored key?"
      consequence="Without a key the built-in provider answers until a key is stored again."
      removing={removing.isLoading}
      onConfirm={() =>
        removeKey()
          .unwrap()
          .then(() => {
            showToast('success', 'API key removed', 'The stored key is deleted.');
            onDone();
          })
          .catch((error: unknown) => {
            showErrorToast(error, 'The API key was not removed');
            throw error;
          })
      }
    />
  );
}

/**
 * The OpenAI-compatible model's API key on /admin/ai/settings: which key is used (the services'
 * environment wins over a stored one), storing one encrypted, replacing or removing it. Its own
 * form beside the setting's: the key is never part of a setting.
 */
export function ApiKeyCard() {
  const headingId = useId();
  const status = useGetAssistantApiKeyQuery();
  const [replacing, setReplacing] = useState(false);
  if (status.isError) {
    return <LoadErrorAlert title={API_KEY_LOAD_ERROR} message={problemMessage(status.error)} onRetry={() => void status.refetch()} />;
  }
  const key = status.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {API_KEY_TITLE}
        </Title>
        {!key ? (
          <Text size="sm" c="dimmed">
            Reading the key status…
          </Text>
        ) : (
          <>
            <Text size="sm">{keySummary(key)}</Text>
            {!key.canStore && key.source !== 'environment' && (
              <Text size="sm">
                To store a key here, the services need <Code>SECRETS_KEY</Code> (at least 32 characters) in their environment, which
                encrypts it. Or give the key to the services as <Code>ASSISTANT_API_KEY</Code>.
              </Text>
            )}
            {key.canStore && key.source === 'none' && <StoreKeyForm replacing={false} onDone={() => setReplacing(false)} />}
            {key.canStore && key.source === 'stored' && replacing && <StoreKeyForm replacing onDone={() => setReplacing(false)} />}
            {key.canStore && key.storedAt !== null && !replacing && (
              <Group gap="sm">
                {key.source === 'stored' && (
                  <Button variant="default" onClick={() => setReplacing(true)}>
                    Replace key
                  </Button>
                )}
                <RemoveKey onDone={() => setReplacing(false)} />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
