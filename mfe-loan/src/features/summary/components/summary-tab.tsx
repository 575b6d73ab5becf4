import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatInstantDateTime, HOI_NOTICE_LABELS, ROLE_LABELS, type LoanEventKind } from 'shared-rules';
import { Fact, LoadErrorAlert, problemMessage } from 'shared-ui';
import type { LoanTabProps } from '../../loan-frame/loan-tab-props';
import { STATUS_COLORS, channelLabel } from '../../pipeline/state/loan-display';
import { useGetLoanEventsQuery } from '../api/get-loan-events';
import { borrowerPairs, keyDates, loanTerms } from '../state/summary-facts';

const EVENT_LABELS: Record<LoanEventKind, string> = {
  created: 'Created',
  'document-uploaded': 'Document',
  'document-rejected': 'Document',
  'step-changed': 'Workflow',
  'contacts-changed': 'Contacts',
  'condition-added': 'Condition',
  'condition-changed': 'Condition',
  'condition-status-changed': 'Condition',
  'condition-comment': 'Condition',
  'condition-removed': 'Condition',
  'lock-taken': 'Lock',
  'lock-released': 'Lock',
  archived: 'Archive',
  unarchived: 'Archive',
  'field-changed': 'Loan data',
  'borrower-pair-added': 'Borrowers',
  'borrower-pair-removed': 'Borrowers',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} fz="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The latest activity of the loan, newest first, read again with every change of the loan (see the loan route). */
function RecentActivity({ loanId }: { loanId: string }) {
  const events = useGetLoanEventsQuery(loanId);
  if (events.isLoading) return <Skeleton height={120} radius="sm" role="status" aria-label="Loading activity" />;
  if (!events.data) {
    return (
      <LoadErrorAlert
        title="The activity could not be loaded"
        message={problemMessage(events.error)}
        onRetry={() => void events.refetch()}
      />
    );
  }
  if (events.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened on this loan yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label="Recent activity">
      {events.data.slice(0, 12).map((event) => (
        <Timeline.Item key={event.id}>
          <Text size="sm">{event.summary}</Text>
          <Text size="xs" c="dimmed">
            {EVENT_LABELS[event.kind]} · {formatInstantDateTime(event.occurredAt) ?? event.occurredAt}
            {event.actorName ? ` · ${event.actorName}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * The Summary tab: who the loan is for, the property, the terms, where it stands (status, folder,
 * workflow step), its key dates, its people, and what happened lately.
 */
export default function SummaryTab({ loan }: LoanTabProps) {
  const contacts = [
    { label: ROLE_LABELS.loanOfficer, contact: loan.contacts.loanOfficer },
    { label: ROLE_LABELS.loanProcessor, contact: loan.contacts.loanProcessor },
    { label: ROLE_LABELS.submissionContact, contact: loan.contacts.submissionContact },
    { label: 'Account Executive', contact: loan.accountExecutive },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3">
          Summary
        </Title>
        <Group gap="xs">
          <Badge color={STATUS_COLORS[loan.status]} variant="light">
            {loan.status}
          </Badge>
          <Badge color="blue" variant="outline">
            {loan.currentStep ?? 'No workflow'}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Borrowers">
          <Stack gap={4}>
            {borrowerPairs(loan).map((pair, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: borrower pairs have no id; their order is their identity (pair 1, pair 2).
              <Text key={index} size="sm">
                {loan.document.applications.length > 1 ? `Pair ${index + 1}: ` : ''}
                {pair}
              </Text>
            ))}
          </Stack>
        </Section>
        <Section title="Property">
          <Text size="sm">{loan.propertyAddress || 'No address yet'}</Text>
        </Section>
        <Section title="Loan terms">
          <SimpleGrid cols={2} spacing="sm">
            {loanTerms(loan).map((term) => (
              <Fact key={term.label} label={term.label} value={term.value} />
            ))}
          </SimpleGrid>
        </Section>
        <Section title="Where it stands">
          <SimpleGrid cols={2} spacing="sm">
            <Fact label="Status" value={loan.status} />
            <Fact label="Workflow step" value={loan.currentStep ?? 'No workflow'} />
            <Fact label="Folder" value={loan.folder} />
            <Fact label="Open conditions" value={loan.openConditions === 0 ? 'None' : String(loan.openConditions)} />
            <Fact label="Channel" value={channelLabel(loan)} />
            {loan.hoiNotice && <Fact label="Homeowners insurance" value={HOI_NOTICE_LABELS[loan.hoiNotice]} />}
            {keyDates(loan).map((date) => (
              <Fact key={date.label} label={date.label} value={date.value} />
            ))}
          </SimpleGrid>
        </Section>
        <Section title="People on this loan">
          <SimpleGrid cols={2} spacing="sm">
            {contacts.map(({ label, contact }) => (
              <Fact key={label} label={label} value={contact ? `${contact.name} (${contact.email})` : 'Nobody'} />
            ))}
          </SimpleGrid>
        </Section>
        <Section title="Recent activity">
          <RecentActivity loanId={loan.id} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
