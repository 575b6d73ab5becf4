import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSendSupportRequest } from '../hooks/use-send-support-request';
import { canSubmitSupportRequest, supportRequestProblems, type SupportType } from '../state/support-request';

export const SEND_FAILED_TITLE = 'Your request could not be sent';

export interface SupportRequestFormProps {
  type: SupportType;
  loanId: string | null;
  onBack: () => void;
  onSent: () => void;
}

/** Subject and description of a Loan Help or Tech Help request; both are required. */
export function SupportRequestForm({ type, loanId, onBack, onSent }: SupportRequestFormProps) {
  const [draft, setDraft] = useState({ subject: '', description: '' });
  const [touched, setTouched] = useState({ subject: false, description: false });
  const [failure, setFailure] = useState<string | null>(null);
  const { send, sending } = useSendSupportRequest(type, loanId);
  const problems = supportRequestProblems(draft);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ subject: true, description: true });
    if (!canSubmitSupportRequest(draft, sending)) return;
    setFailure(null);
    const message = await send(draft);
    if (message === null) onSent();
    else setFailure(message);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {type === 'loan-help' && <TextInput label="Loan Id" value={loanId ?? ''} readOnly variant="filled" />}
        <TextInput
          label="Subject"
          withAsterisk
          value={draft.subject}
          onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
          onBlur={() => setTouched({ ...touched, subject: true })}
          error={touched.subject ? problems.subject : undefined}
          maxLength={200}
        />
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={4}
          maxRows={10}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          onBlur={() => setTouched({ ...touched, description: true })}
          error={touched.description ? problems.description : undefined}
        />
        {failure && (
          <Alert color="red" title={SEND_FAILED_TITLE} role="alert">
            {failure} Your subject and description are kept, so you can try again later.
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={sending}>
            Back
          </Button>
          <Button type="submit" loading={sending} disabled={!canSubmitSupportRequest(draft, sending)}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
