import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CONDITION_STATUS_LABELS, type ConditionStatus, type IsoCalendarDate, type LoanCondition, type LoanConditions } from 'shared-rules';
import { showErrorToast, showToast } from 'shared-ui';
import { useSetLoanConditionStatusMutation } from '../api/set-loan-condition-status';
import {
  CONDITION_STATUS_COLORS,
  STATUS_MOVE_TEXTS,
  conditionAbilities,
  dueDateLabel,
  isOverdue,
  momentLabel,
} from '../state/condition-display';
import { ConditionComments } from './condition-comments';
import { ConditionDocuments } from './condition-documents';
import { ConditionFormModal } from './condition-form-modal';
import { StatusMoveModal } from './status-move-modal';
import { RemoveConditionModal } from './remove-condition-modal';
import { UploadDocumentButton } from './upload-document-button';

type Dialog = { kind: 'move'; to: ConditionStatus } | { kind: 'edit' } | { kind: 'remove' };

export interface ConditionCardProps {
  loanId: string;
  condition: LoanCondition;
  /** The loan's conditions answer: what the user may do, the categories and owners to edit with. */
  conditions: LoanConditions;
  /** The user's calendar day, for "Overdue". */
  today: IsoCalendarDate;
  /** The loan takes no changes from the user (archived, another staff member's lock, or the adverse-action lock). */
  readOnly: boolean;
}

/**
 * One condition: its title, status, owner, due date (overdue open ones marked), description and
 * who added it; its documents and comments; and the actions the user's role and its status allow.
 */
export function ConditionCard({ loanId, condition, conditions, today, readOnly }: ConditionCardProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [submit, submitting] = useSetLoanConditionStatusMutation();
  const abilities = conditionAbilities(condition, conditions, readOnly);
  const overdue = isOverdue(condition, today);

  // A broker's only move (open → submitted) needs no note: it happens at once.
  const markSubmitted = async () => {
    const texts = STATUS_MOVE_TEXTS.submitted;
    const result = await submit({ loanId, conditionId: condition.id, body: { status: 'submitted' } });
    if ('error' in result) showErrorToast(result.error, texts.failed);
    else showToast('success', texts.done, `"${condition.title}"`);
  };

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={condition.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={4} fz="h5">
                {condition.title}
              </Title>
              <Badge color={CONDITION_STATUS_COLORS[condition.status]} variant="light">
                {CONDITION_STATUS_LABELS[condition.status]}
              </Badge>
              {overdue && (
                <Badge color="red" variant="outline">
                  Overdue
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Owner: {condition.owner?.name ?? 'Nobody'}
              {condition.dueDate ? ` · Due ${dueDateLabel(condition.dueDate)}` : ' · No due date'}
            </Text>
          </Stack>
          <Group gap="xs">
            {abilities.moves.map((to) =>
              to === 'submitted' ? (
                <Button key={to} size="xs" onClick={() => void markSubmitted()} loading={submitting.isLoading}>
                  {STATUS_MOVE_TEXTS[to].action}
                </Button>
              ) : (
                <Button
                  key={to}
                  size="xs"
                  variant={to === 'cleared' ? 'filled' : 'default'}
                  onClick={() => setDialog({ kind: 'move', to })}
                >
                  {STATUS_MOVE_TEXTS[to].action}
                </Button>
              ),
            )}
            {abilities.edit && (
              <Button size="xs" variant="subtle" onClick={() => setDialog({ kind: 'edit' })}>
                Edit
              </Button>
            )}
            {abilities.edit && condition.attachments.length === 0 && (
              <Button size="xs" variant="subtle" color="red" onClick={() => setDialog({ kind: 'remove' })}>
                Remove
              </Button>
            )}
            {abilities.upload && <UploadDocumentButton loanId={loanId} condition={condition} />}
          </Group>
        </Group>
        {condition.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {condition.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Added by {condition.createdBy.name} on {momentLabel(condition.createdAt)}
          {condition.statusChangedBy && condition.statusChangedAt
            ? ` · ${CONDITION_STATUS_LABELS[condition.status]} since ${momentLabel(condition.statusChangedAt)} (${condition.statusChangedBy.name})`
            : ''}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ConditionDocuments loanId={loanId} condition={condition} canReject={abilities.reject} />
          <ConditionComments loanId={loanId} condition={condition} canComment={!readOnly} />
        </SimpleGrid>
      </Stack>
      {dialog?.kind === 'move' && <StatusMoveModal loanId={loanId} condition={condition} to={dialog.to} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'remove' && <RemoveConditionModal loanId={loanId} condition={condition} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <ConditionFormModal loanId={loanId} condition={condition} conditions={conditions} onClose={() => setDialog(null)} />
      )}
    </Paper>
  );
}
