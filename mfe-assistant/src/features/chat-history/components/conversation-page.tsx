import { Anchor, Button, Paper } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatInstantDateTime } from 'shared-rules';
import {
  EmptyState,
  LoadErrorAlert,
  PageHeader,
  PageLoader,
  getBus,
  linkTo,
  problemMessage,
  problemOf,
  useAppDispatch,
  useCrumbLabel,
} from 'shared-ui';
import { useGetChatConversationQuery } from '../../../api/get-conversation';
import { activeConversationChanged } from '../../../state/active-conversation';
import { DeleteConversationDialog, type ConversationRef } from './delete-conversation-dialog';
import { Transcript } from './transcript';

export const CONTINUE_LABEL = 'Continue in assistant';
const UNTITLED = 'Untitled conversation';

function BackLink() {
  return (
    <Anchor component={Link} to={linkTo('chatHistory')} size="sm" mb="xs" display="inline-block">
      ← All conversations
    </Anchor>
  );
}

/** /chat-history/{id}: one past conversation to read, continued in the widget or deleted from here. */
export function ConversationPage({ conversationId }: { conversationId: string }) {
  const query = useGetChatConversationQuery(conversationId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<ConversationRef | null>(null);
  useCrumbLabel(query.data ? query.data.title || UNTITLED : null);

  if (query.isError) {
    const status = problemOf(query.error)?.status ?? (query.error as { status?: unknown } | undefined)?.status;
    if (status === 404) {
      return (
        <>
          <PageHeader title="Chat History" description="Your past conversations with the assistant." />
          <Paper withBorder radius="md" p="xl">
            <EmptyState
              title="Conversation not found"
              description="This conversation does not exist or is no longer available."
              action={
                <Button component={Link} to={linkTo('chatHistory')} variant="light">
                  All conversations
                </Button>
              }
            />
          </Paper>
        </>
      );
    }
    return (
      <>
        <PageHeader title="Chat History" />
        <LoadErrorAlert
          title="The conversation could not be loaded"
          message={problemMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }

  const conversation = query.data;
  if (!conversation) return <PageLoader label="Loading the conversation" />;
  const title = conversation.title || UNTITLED;
  const started = formatInstantDateTime(conversation.createdAt);
  const count = conversation.messages.length;

  const continueInWidget = () => {
    dispatch(activeConversationChanged(conversation.id));
    getBus().emit('chat:open', {});
  };

  return (
    <>
      <BackLink />
      <PageHeader
        title={title}
        description={`${started ? `Started ${started} · ` : ''}${count} ${count === 1 ? 'message' : 'messages'}`}
        actions={
          <>
            <Button onClick={continueInWidget}>{CONTINUE_LABEL}</Button>
            <Button variant="light" color="red" onClick={() => setDeleting({ id: conversation.id, title })}>
              Delete
            </Button>
          </>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Transcript messages={conversation.messages} />
      </Paper>
      <DeleteConversationDialog
        conversation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate(linkTo('chatHistory'))}
      />
    </>
  );
}
