import { IdString } from 'shared-rules';
import { Type } from 'typebox';

/**
 * The two reply-facing pieces the chat contract (shared-rules `api/chat.ts`) does not name yet,
 * built from its own builders: the params of a message's route, and the SSE stream's reply, which
 * is not JSON (its events are the contract's `ChatStageEvents`).
 */
export const ChatMessageParamsSchema = Type.Object({ id: IdString(), messageId: IdString() }, { additionalProperties: false });

export const ChatStreamReplySchema = Type.String({
  description:
    'text/event-stream: one event per stage of the reply, `event: <ChatStageName>` and `data: <JSON of ChatStageEvents[stage]>`, ending with chat:response_complete or chat:error',
});
