import { createParser } from 'eventsource-parser';
import { CHAT_STAGE_NAMES, type ApiProblem, type ChatSendRequest, type ChatStageName, chatStreamFailedMessage } from 'shared-rules';
import { fetchWithSession, type TokenContext } from 'shared-ui';
import type { ChatStage } from '../features/chat-widget/state/conversation-stream';
import { paths } from './paths';

export interface StreamChatMessageArgs extends ChatSendRequest {
  conversationId: string;
}

/** How an event stream ended: with the reply or an error stage, or cut off before either. */
export type StreamEnd = 'answered' | 'cut-off';

/** The stream answered a non-OK status: the specification's text, and the server's code when it sent a problem. */
export class ChatStreamFailed extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    statusText: string,
  ) {
    super(chatStreamFailedMessage(status, statusText));
    this.name = 'ChatStreamFailed';
  }
}

const STAGE_NAMES: ReadonlySet<string> = new Set(CHAT_STAGE_NAMES);
const isStageName = (name: string | undefined): name is ChatStageName => name !== undefined && STAGE_NAMES.has(name);

async function problemCode(response: Response): Promise<string | null> {
  try {
    const problem = (await response.json()) as Partial<ApiProblem>;
    return typeof problem.code === 'string' ? problem.code : null;
  } catch {
    return null;
  }
}

/**
 * `POST /api/chat/conversations/:id/stream` (`text/event-stream`, bearer authorization): the
 * widget's way to send while the socket is not in the conversation's room. Each `event:` frame
 * is one stage of the reply, handed to `onStage` as it arrives. Resolves when the stream ends
 * ('cut-off' when it ended before `chat:response_complete` or `chat:error`); rejects with
 * `ChatStreamFailed` on a non-OK status, and with the network's error when the request fails.
 */
export async function streamChatMessage(
  session: TokenContext,
  { conversationId, message, context }: StreamChatMessageArgs,
  onStage: (stage: ChatStage) => void,
  signal?: AbortSignal,
): Promise<StreamEnd> {
  const response = await fetchWithSession(session, paths.stream(conversationId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message, context } satisfies ChatSendRequest),
    signal,
  });
  if (!response.ok || !response.body) throw new ChatStreamFailed(response.status, await problemCode(response), response.statusText);

  let end: StreamEnd = 'cut-off';
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (!isStageName(event)) return;
      if (event === 'chat:response_complete' || event === 'chat:error') end = 'answered';
      onStage({ name: event, payload: JSON.parse(data) } as ChatStage);
    },
  });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  parser.feed(decoder.decode());
  return end;
}
