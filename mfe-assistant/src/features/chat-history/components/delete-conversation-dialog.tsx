import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormRefusal, problemMessage, showToast, useAppDispatch } from 'shared-ui';
import { useDeleteChatConversationMutation } from '../../../api/delete-conversation';
import { conversationDeleted } from '../../../state/active-conversation';

export interface ConversationRef {
  id: string;
  title: string;
}

export interface DeleteConversationDialogProps {
  /** The conversation to delete; null keeps the dialog closed. */
  conversation: ConversationRef | null;
  onClose: () => void;
  /** After the conversation was deleted (the dialog has closed). */
  onDeleted?: (conversation: ConversationRef) => void;
}

/**
 * Asks before a conversation is deleted. Focus starts on Cancel (the safe choice), stays in the
 * dialog and returns to the button that opened it; a refusal is said in the dialog.
 */
export function DeleteConversationDialog({ conversation, onClose, onDeleted }: DeleteConversationDialogProps) {
  const dispatch = useAppDispatch();
  const [deleteConversation, { isLoading, isError, error, reset }] = useDeleteChatConversationMutation();

  const close = () => {
    reset();
    onClose();
  };

  const confirm = async () => {
    if (!conversation) return;
    const result = await deleteConversation(conversation.id);
    if ('error' in result) return;
    dispatch(conversationDeleted(conversation.id));
    showToast('success', 'Conversation deleted', `“${conversation.title}” was deleted.`);
    close();
    onDeleted?.(conversation);
  };

  return (
    <Modal opened={conversation !== null} onClose={close} title="Delete this conversation?" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text size="sm">“{conversation?.title}” and all its messages will be deleted. This cannot be undone.</Text>
        <FormRefusal title="The conversation was not deleted" refusal={isError ? problemMessage(error) : null} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isLoading} onClick={() => void confirm()}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
