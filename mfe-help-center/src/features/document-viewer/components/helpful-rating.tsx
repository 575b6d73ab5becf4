import { Button, Group, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useGetKnowledgeRatingQuery } from '../api/get-knowledge-rating';
import { useRateKnowledgeDocumentMutation } from '../api/rate-knowledge-document';
import { VIEWER_TEXTS } from '../state/viewer-texts';

/**
 * "Was this helpful" Yes / No. The reader's earlier vote shows selected; a vote (or a changed one)
 * is saved and answered with "Thanks!".
 */
export function HelpfulRating({ documentId }: { documentId: string }) {
  const questionId = useId();
  const rating = useGetKnowledgeRatingQuery(documentId);
  const [rate, saving] = useRateKnowledgeDocumentMutation();
  const [thanked, setThanked] = useState(false);
  const vote = rating.data ?? null;

  const cast = async (helpful: boolean) => {
    setThanked(false);
    try {
      await rate({ documentId, helpful }).unwrap();
      setThanked(true);
    } catch {
      // Shown below from the mutation's state.
    }
  };

  const answer = (helpful: boolean, label: string) => (
    <Button
      size="xs"
      variant={vote === helpful ? 'filled' : 'default'}
      aria-pressed={vote === helpful}
      loading={saving.isLoading && saving.originalArgs?.helpful === helpful}
      onClick={() => void cast(helpful)}
    >
      {label}
    </Button>
  );

  return (
    <Group gap="xs" role="group" aria-labelledby={questionId}>
      <Text id={questionId} size="sm" fw={600}>
        {VIEWER_TEXTS.helpfulQuestion}
      </Text>
      {answer(true, 'Yes')}
      {answer(false, 'No')}
      <Text size="sm" c="teal.8" role="status">
        {thanked ? VIEWER_TEXTS.thanks : ''}
      </Text>
      {saving.isError && !thanked && (
        <Text size="sm" c="red.8" role="alert">
          {VIEWER_TEXTS.voteFailed}
        </Text>
      )}
    </Group>
  );
}
