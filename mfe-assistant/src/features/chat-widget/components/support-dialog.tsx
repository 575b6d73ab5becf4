import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_TICKET_CATEGORIES, CHAT_TICKET_SEVERITIES, type ChatTicketRequest } from 'shared-rules';
import { FormRefusal, problemMessage } from 'shared-ui';
import { useCreateChatSupportTicketMutation } from '../../../api/create-support-ticket';
import type { TicketCategory, TicketPrefill, TicketSeverity } from '../state/chat-actions';

/** The support modal's width (spec: support 500px). */
const SUPPORT_DIALOG_WIDTH = 500;

const CATEGORY_LABELS: Record<TicketCategory, string> = {
  loan: 'A loan',
  technical: 'Technical problem',
  account: 'My account',
  other: 'Something else',
};
const SEVERITY_LABELS: Record<TicketSeverity, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };

export const ticketCreatedText = (number: string) => `Ticket ${number} created`;

export interface SupportDialogProps {
  /** The fields it opens with; null keeps it closed. */
  prefill: TicketPrefill | null;
  /** The widget's conversation: the ticket is about it (and may carry its transcript). Null: a free-form ticket. */
  conversationId: string | null;
  onClose: () => void;
}

/** The ticket's number once created; focus moves to Done, since the button that sent the form is gone. */
function TicketCreated({ number, onClose }: { number: string; onClose: () => void }) {
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <Stack gap="sm" role="status">
      <Title order={3} fz="md">
        {ticketCreatedText(number)}
      </Title>
      <Text size="sm">Our support team will reply by email. Quote {number} if you contact them about it.</Text>
      <Group justify="flex-end">
        <Button ref={done} onClick={onClose}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

function SupportForm({ prefill, conversationId, onClose }: { prefill: TicketPrefill; conversationId: string | null; onClose: () => void }) {
  const [subject, setSubject] = useState('');
  const [issue, setIssue] = useState(prefill.issue);
  const [category, setCategory] = useState<TicketCategory>(prefill.category);
  const [severity, setSeverity] = useState<TicketSeverity>(prefill.severity);
  const [includeTranscript, setIncludeTranscript] = useState(true);
  const [createTicket, { data: ticket, error, isLoading, isError }] = useCreateChatSupportTicketMutation();

  if (ticket) return <TicketCreated number={ticket.number} onClose={onClose} />;

  const freeForm = conversationId === null;
  const complete = issue.trim() !== '' && (!freeForm || subject.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || isLoading) return;
    const request: ChatTicketRequest =
      conversationId === null
        ? { subject: subject.trim(), description: issue.trim(), category, severity }
        : { conversationId, issue: issue.trim(), category, severity, includeTranscript };
    // The outcome shows in the dialog (the ticket's number, or the problem); nothing else waits on it.
    void createTicket(request);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {freeForm && (
          <TextInput
            label="Subject"
            required
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
        )}
        <Textarea
          label={freeForm ? 'Description' : 'What do you need help with?'}
          required
          value={issue}
          onChange={(event) => setIssue(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={5000}
          data-autofocus={freeForm ? undefined : true}
        />
        <Group grow>
          <NativeSelect
            label="Category"
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value as TicketCategory)}
            data={CHAT_TICKET_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
          />
          <NativeSelect
            label="Severity"
            value={severity}
            onChange={(event) => setSeverity(event.currentTarget.value as TicketSeverity)}
            data={CHAT_TICKET_SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value] }))}
          />
        </Group>
        {!freeForm && (
          <Checkbox
            label="Include this conversation's transcript"
            checked={includeTranscript}
            onChange={(event) => setIncludeTranscript(event.currentTarget.checked)}
          />
        )}
        <FormRefusal title="The ticket was not created" refusal={isError ? problemMessage(error) : null} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!complete} loading={isLoading}>
            Create ticket
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The widget's support dialog: a ticket about the conversation (issue, category, severity, whether
 * to include the transcript) posted to `/api/chat/support-ticket`, then its number. Focus moves
 * into the dialog, stays in it, and returns to the button that opened it.
 */
export function SupportDialog({ prefill, conversationId, onClose }: SupportDialogProps) {
  return (
    <Modal
      opened={prefill !== null}
      onClose={onClose}
      title="Contact support"
      size={SUPPORT_DIALOG_WIDTH}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {prefill && <SupportForm prefill={prefill} conversationId={conversationId} onClose={onClose} />}
    </Modal>
  );
}
