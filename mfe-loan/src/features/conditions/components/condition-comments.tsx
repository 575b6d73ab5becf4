import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CONDITION_COMMENT_MAX_LENGTH, type LoanCondition } from 'shared-rules';
import { showErrorToast, showToast } from 'shared-ui';
import { useAddConditionCommentMutation } from '../api/add-condition-comment';
import { momentLabel } from '../state/condition-display';

export interface ConditionCommentsProps {
  loanId: string;
  condition: LoanCondition;
  /** False while the loan is read-only for the user or locked: the comments are then read only. */
  canComment?: boolean;
}

/** A condition's comments, oldest first, and the box to add one (the other side is told of it). */
export function ConditionComments({ loanId, condition, canComment = true }: ConditionCommentsProps) {
  const [text, setText] = useState('');
  const [comment, commenting] = useAddConditionCommentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (body === '') return;
    const result = await comment({ loanId, conditionId: condition.id, body: { body } });
    if ('error' in result) {
      showErrorToast(result.error, 'The comment was not added');
      return;
    }
    setText('');
    showToast('success', 'Comment added', `On "${condition.title}".`);
  };

  return (
    <Stack gap={6}>
      <Title order={5}>Comments</Title>
      {condition.comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Comments on ${condition.title}`}>
          {condition.comments.map((entry) => (
            <Stack component="li" key={entry.id} gap={0}>
              <Text size="xs" c="dimmed">
                <Text span fw={600} c="var(--mantine-color-text)" inherit>
                  {entry.author.name}
                </Text>{' '}
                · {momentLabel(entry.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.body}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {canComment && (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Add a comment on ${condition.title}`}>
          <Stack gap="xs">
            <Textarea
              label="Add a comment"
              autosize
              minRows={1}
              maxRows={6}
              maxLength={CONDITION_COMMENT_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Group>
              <Button type="submit" size="xs" variant="light" disabled={text.trim() === ''} loading={commenting.isLoading}>
                Add comment
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
