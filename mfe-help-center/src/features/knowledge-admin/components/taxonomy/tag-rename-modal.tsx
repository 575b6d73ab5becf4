import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { problemOf, showErrorToast, showToast } from 'shared-ui';
import { useRenameKnowledgeTagMutation } from '../../api/rename-knowledge-tag';
import { normaliseTag } from '../../state/document-form-values';
import { documentCountLabel } from '../../state/knowledge-labels';

export interface TagCount {
  tag: string;
  documents: number;
}

export interface TagRenameModalProps {
  /** The tag renamed, or null when closed. */
  tag: TagCount | null;
  /** Every tag now, to say when the new name merges two. */
  tags: readonly TagCount[];
  onClose: () => void;
}

/**
 * Renames a tag on every document (`POST /api/knowledge/admin/tags/rename`). When the new name is
 * a tag already, the modal says the two will merge before anything is sent; the answer says how
 * many documents changed. Render it keyed by the tag, so each opening starts blank.
 */
export function TagRenameModal({ tag, tags, onClose }: TagRenameModalProps) {
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rename, renaming] = useRenameKnowledgeTagMutation();

  const to = normaliseTag(text);
  const existing = tags.find((candidate) => candidate.tag === to && candidate.tag !== tag?.tag) ?? null;
  const problem =
    text.trim() === '' ? null : to === '' ? 'Use letters or digits' : to === tag?.tag ? 'This is the tag’s name already' : null;

  const submit = async () => {
    if (!tag || to === '' || problem) {
      if (to === '') setRefusal('Enter the new name');
      return;
    }
    try {
      const answer = await rename({ from: tag.tag, to }).unwrap();
      if (answer.merged) {
        showToast('success', `Merged into ${to}`, `${documentCountLabel(answer.documents)} had "${tag.tag}"; they now have "${to}".`);
      } else {
        showToast('success', `Renamed on ${documentCountLabel(answer.documents)}`, `"${tag.tag}" is now "${to}".`);
      }
      onClose();
    } catch (error) {
      const onName = problemOf(error)?.fields?.find((field) => field.field === 'body.to');
      if (onName) setRefusal(onName.message);
      else showErrorToast(error, 'The tag was not renamed');
    }
  };

  return (
    <Modal
      opened={tag !== null}
      onClose={onClose}
      title={`Rename or merge "${tag?.tag ?? ''}"`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        aria-label="Rename tag"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="New name"
            description={
              to !== '' && to !== text.trim()
                ? `Saved as ${to}: lower case, words joined by hyphens.`
                : 'Lower case, words joined by hyphens.'
            }
            required
            maxLength={60}
            data-autofocus
            value={text}
            error={problem ?? refusal}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setRefusal(null);
            }}
          />
          {existing && tag && (
            <Alert color="orange" title={`"${existing.tag}" is already a tag`}>
              {`Renaming merges the two: the ${documentCountLabel(tag.documents)} tagged "${tag.tag}" join the ${documentCountLabel(existing.documents)} tagged "${existing.tag}", and "${tag.tag}" is gone.`}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={renaming.isLoading}>
              Cancel
            </Button>
            <Button type="submit" loading={renaming.isLoading}>
              {existing ? 'Merge' : 'Rename'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
