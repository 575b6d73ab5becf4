import { Anchor, Badge, Box, Code, Drawer, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type ChatMessage, type ChatMessageMetadata, formatInstantDateTime } from 'shared-rules';
import { DataTable, type DataTableColumn, LoadErrorAlert, Markdown, PageLoader, problemMessage } from 'shared-ui';
import { useGetChatAdminTranscriptQuery } from '../../api/get-chat-admin-transcript';
import { ACTION_LABELS, durationLabel, PROVIDER_LABELS, toolLabel } from '../../state/assistant-labels';
import { documentEditLink } from '../../state/knowledge-document-link';

const at = (timestamp: string) => formatInstantDateTime(timestamp, { seconds: true }) ?? timestamp;

/** A citation's passage without the `<mark>` tags services put around matched words (shown as text, never as HTML). */
const plainSnippet = (snippet: string) => snippet.replace(/<\/?mark>/g, '');

type ToolCall = ChatMessageMetadata['toolCalls'][number];

const TOOL_CALL_COLUMNS: DataTableColumn<ToolCall>[] = [
  {
    key: 'name',
    title: 'Tool',
    render: (call) => (
      <>
        <Text size="sm" fw={600}>
          {toolLabel(call.name)}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {call.name}
        </Text>
      </>
    ),
  },
  {
    key: 'arguments',
    title: 'Arguments',
    render: (call) => (
      <Code block fz="xs">
        {JSON.stringify(call.arguments, null, 2)}
      </Code>
    ),
  },
  {
    key: 'ok',
    title: 'Result',
    render: (call) => (
      <Badge color={call.ok ? 'green' : 'red'} variant="light">
        {call.ok ? 'OK' : 'Failed'}
      </Badge>
    ),
  },
  { key: 'summary', title: 'Summary', render: (call) => <Text size="sm">{call.summary}</Text> },
  { key: 'durationMs', title: 'Duration', render: (call) => <Text size="sm">{durationLabel(call.durationMs)}</Text> },
];

function ToolCalls({ calls, reply }: { calls: ChatMessageMetadata['toolCalls']; reply: number }) {
  return (
    <DataTable<ToolCall>
      label={`Tool calls of reply ${reply}`}
      records={calls}
      // Calls have no id; their order in the reply is their identity (a reply's calls are never reordered).
      rowKey={(call) => calls.indexOf(call)}
      columns={TOOL_CALL_COLUMNS}
      empty="No tool was called."
      verticalSpacing={4}
      withBorder
      highlightOnHover={false}
    />
  );
}

function ReplyDetails({ metadata, reply }: { metadata: ChatMessageMetadata; reply: number }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="gray" tt="none">
          {PROVIDER_LABELS[metadata.provider]}
        </Badge>
        {metadata.fallback && (
          <Badge variant="light" color="orange" tt="none">
            Fallback: the model failed
          </Badge>
        )}
        <Badge variant="light" color="gray" tt="none">
          Latency {durationLabel(metadata.latencyMs)}
        </Badge>
        {metadata.feedback && (
          <Badge variant="light" color={metadata.feedback === 'up' ? 'green' : 'red'} tt="none">
            {metadata.feedback === 'up' ? 'Thumbs up' : 'Thumbs down'}
          </Badge>
        )}
      </Group>
      {metadata.toolCalls.length > 0 && (
        <Box>
          <Title order={4} fz="sm" mb={4}>
            Tool calls
          </Title>
          <ToolCalls calls={metadata.toolCalls} reply={reply} />
        </Box>
      )}
      {metadata.citations.length > 0 && (
        <Box>
          <Title order={4} fz="sm" mb={4}>
            Citations
          </Title>
          <List size="sm" spacing={4} aria-label={`Citations of reply ${reply}`}>
            {metadata.citations.map((citation) => (
              <List.Item key={citation.documentId}>
                <Anchor component={Link} to={documentEditLink(citation.documentId)} size="sm">
                  {citation.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {plainSnippet(citation.snippet)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Box>
      )}
      {metadata.actions.length > 0 && (
        <Box>
          <Title order={4} fz="sm" mb={4}>
            Actions
          </Title>
          <List size="sm" spacing={4} aria-label={`Actions of reply ${reply}`}>
            {metadata.actions.map((action, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reply's actions are never reordered
              <List.Item key={index}>
                <Text size="sm" span fw={600}>
                  {action.label}
                </Text>{' '}
                <Text size="sm" span c="dimmed">
                  ({ACTION_LABELS[action.type]}
                  {action.routeName ? `: ${action.routeName}` : ''}
                  {action.url ? `: ${action.url}` : ''}
                  {action.toolName ? `: ${action.toolName}` : ''})
                </Text>
              </List.Item>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
}

function Message({ message, reply }: { message: ChatMessage; reply: number | null }) {
  const fromUser = message.role === 'user';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={fromUser ? 'var(--mantine-color-default-hover)' : undefined}
      aria-label={fromUser ? `Question, ${at(message.timestamp)}` : `Reply ${reply}, ${at(message.timestamp)}`}
    >
      <Title order={3} fz="sm" mb={4}>
        {fromUser ? 'User' : `Assistant, reply ${reply}`}{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          {at(message.timestamp)}
        </Text>
      </Title>
      {fromUser ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Text>
      ) : (
        <Markdown variant="reply">{message.content}</Markdown>
      )}
      {!fromUser && message.metadata && reply !== null && <ReplyDetails metadata={message.metadata} reply={reply} />}
    </Paper>
  );
}

function Transcript({ conversationId }: { conversationId: string }) {
  const transcript = useGetChatAdminTranscriptQuery(conversationId);
  if (transcript.isLoading) return <PageLoader label="Loading the transcript" />;
  if (transcript.isError || !transcript.data) {
    return (
      <LoadErrorAlert
        title="The transcript could not be loaded"
        message={problemMessage(transcript.error)}
        onRetry={() => void transcript.refetch()}
      />
    );
  }
  const { title, createdAt, messages } = transcript.data;
  let replies = 0;
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Text span fw={600}>
          {title || 'Untitled conversation'}
        </Text>
        , started {at(createdAt)}
      </Text>
      {messages.length === 0 ? (
        <Text size="sm">This conversation has no messages.</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages">
          {messages.map((message) => {
            const reply = message.role === 'assistant' ? ++replies : null;
            return <Message key={message.id} message={message} reply={reply} />;
          })}
        </Stack>
      )}
    </Stack>
  );
}

export interface TranscriptDrawerProps {
  /** The conversation whose transcript is open, or null when closed. */
  conversationId: string | null;
  onClose: () => void;
}

/** A conversation's every message, with what each reply did: tool calls, citations, actions, provider and latency. */
export function TranscriptDrawer({ conversationId, onClose }: TranscriptDrawerProps) {
  return (
    <Drawer
      opened={conversationId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title="Transcript"
      closeButtonProps={{ 'aria-label': 'Close the transcript' }}
    >
      {conversationId && <Transcript conversationId={conversationId} />}
    </Drawer>
  );
}
