import { Markdown } from 'shared-ui';
import type { PendingReply } from '../state/conversation-stream';
import { MessageBubble, UserText } from './message-bubble';
import { ToolProgress } from './tool-progress';
import { TypingIndicator } from './typing-indicator';

/**
 * The reply being written: the user's question until the server confirms it, then the streamed
 * text with the tools the assistant reported running between its chunks, and the typing
 * indicator while it thinks or writes.
 */
export function PendingReplyView({ pending }: { pending: PendingReply }) {
  const writing = pending.segments.length > 0;
  return (
    <>
      {!pending.confirmed && pending.text !== null && (
        <MessageBubble from="user" testId="unconfirmed-message">
          <UserText>{pending.text}</UserText>
        </MessageBubble>
      )}
      {writing && (
        <MessageBubble from="assistant" busy testId="streaming-reply">
          {pending.segments.map((segment, index) =>
            segment.kind === 'text' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments only ever grow at the end.
              <Markdown variant="reply" key={index}>
                {segment.text}
              </Markdown>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments only ever grow at the end.
              <ToolProgress key={index} toolName={segment.toolName} message={segment.message} />
            ),
          )}
        </MessageBubble>
      )}
      {(pending.typing || !writing) && <TypingIndicator />}
    </>
  );
}
