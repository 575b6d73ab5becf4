import { Button, Paper } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, PageHeader, linkTo } from 'shared-ui';

/** /chat-history and /chat-history/{conversationId}: past conversations with the assistant. */
export default function ChatHistoryRoute() {
  const conversationId = useParams()['*'];
  return (
    <>
      <PageHeader title="Chat History" description="Your past conversations with the assistant." />
      <Paper withBorder radius="md" p="xl">
        {conversationId ? (
          <EmptyState
            title="Conversation not found"
            description="This conversation does not exist or is no longer available."
            action={
              <Button component={Link} to={linkTo('chatHistory')} variant="light">
                All conversations
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No conversations yet"
            description="Conversations with the assistant are kept here, so you can pick up where you left off."
          />
        )}
      </Paper>
    </>
  );
}
