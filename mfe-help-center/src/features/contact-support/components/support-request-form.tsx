import { Alert, Button, Group, Loader, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SUPPORT_DESCRIPTION_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH } from 'shared-rules';
import { FormRefusal } from 'shared-ui';
import { useSendSupportRequest } from '../hooks/use-send-support-request';
import { canSubmitSupportRequest, supportRequestProblems, type SupportType } from '../state/support-request';

export const SEND_FAILED_TITLE = 'Your request could not be sent';

export interface SupportRequestFormProps {
  type: SupportType;
  loanId: string | null;
  onBack: () => void;
  /** The label of the button that calls `onBack` ("Back" in the wizard, "Cancel" in a drawer). */
  backLabel?: string;
  onSent: () => void;
}

/** "12 / 200 characters": how much of the limit the field uses. */
function lengthCounter(value: string, max: number): string {
  return `${value.trim().length} / ${max} characters`;
}

/** Subject and description of a Loan Help or Tech Help request; both are required. */
export function SupportRequestForm({ type, loanId, onBack, backLabel = 'Back', onSent }: SupportRequestFormProps) {
  const [draft, setDraft] = useState({ subject: '', description: '' });
  const [touched, setTouched] = useState({ subject: false, description: false });
  const [failure, setFailure] = useState<string | null>(null);
  const { send, sending, hold, loanNumber, accountExecutiveName } = useSendSupportRequest(type, loanId);
  const problems = supportRequestProblems(draft);
  const submittable = canSubmitSupportRequest(draft, sending) && hold === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ subject: true, description: true });
    if (!submittable) return;
    setFailure(null);
    const message = await send(draft);
    if (message === null) onSent();
    else setFailure(message);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {(type === 'loan-help' || loanId) && <TextInput label="Loan Id" value={loanId ?? ''} readOnly variant="filled" />}
        {type === 'loan-help' && (
          <>
            {loanNumber && <TextInput label="Loan Number" value={loanNumber} readOnly variant="filled" />}
            {accountExecutiveName && (
              <Text size="sm" c="dimmed">
                This email goes to your account executive, {accountExecutiveName}.
              </Text>
            )}
          </>
        )}
        <TextInput
          label="Subject"
          withAsterisk
          value={draft.subject}
          onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
          onBlur={() => setTouched({ ...touched, subject: true })}
          error={touched.subject ? problems.subject : undefined}
          description={lengthCounter(draft.subject, SUPPORT_SUBJECT_MAX_LENGTH)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
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
          description={lengthCounter(draft.description, SUPPORT_DESCRIPTION_MAX_LENGTH)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={SUPPORT_DESCRIPTION_MAX_LENGTH}
        />
        {hold && (
          <Alert color={hold.waiting ? 'blue' : 'orange'} role="status" icon={hold.waiting ? <Loader size="xs" /> : undefined}>
            {hold.message}
          </Alert>
        )}
        <FormRefusal
          title={SEND_FAILED_TITLE}
          refusal={failure && `${failure} Your subject and description are kept, so you can try again.`}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={sending}>
            {backLabel}
          </Button>
          <Button type="submit" loading={sending} disabled={!submittable}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
