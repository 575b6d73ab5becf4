// The two ways a conversation's reply reaches the assistant benchmark: the socket (one socket.io
// client per conversation, in its room) and SSE (one `POST …/stream` per message). Each `ask`
// sends one message and times its first chunk and its completion from the send.
import type { ChatMessage, ChatStageEvents } from 'shared-rules';
import { io } from 'socket.io-client';

export type ChannelName = 'socket' | 'sse';

export interface Channel {
  ask(message: string): Promise<{ firstChunk: number; complete: number; reply: ChatMessage }>;
  close(): void;
}

const REPLY_TIMEOUT_MS = 60_000;
const CONTEXT = { pageType: 'dashboard' };

interface Pending {
  firstChunk: number | undefined;
  done(value: { complete: number; message: ChatMessage }): void;
  fail(error: Error): void;
}

/** A socket of the asker joined to the conversation's room. */
async function socketChannel(baseUrl: string, token: string, conversationId: string): Promise<Channel> {
  const socket = io(baseUrl, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const joined = (await socket.timeout(10_000).emitWithAck('chat:join_conversation', { conversationId })) as { ok?: boolean };
  if (!joined?.ok) throw new Error(`join ${conversationId}: ${JSON.stringify(joined)}`);
  let pending: Pending | null = null;
  socket.on('chat:response_streaming', (payload: ChatStageEvents['chat:response_streaming']) => {
    if (pending && payload.conversationId === conversationId && pending.firstChunk === undefined) pending.firstChunk = performance.now();
  });
  socket.on('chat:response_complete', (payload: ChatStageEvents['chat:response_complete']) => {
    if (pending && payload.conversationId === conversationId) pending.done({ complete: performance.now(), message: payload.message });
  });
  socket.on('chat:error', (payload: ChatStageEvents['chat:error']) => {
    if (pending && payload.conversationId === conversationId) pending.fail(new Error(`chat:error ${payload.code}: ${payload.message}`));
  });
  return {
    async ask(message) {
      const started = performance.now();
      let current: Pending | undefined;
      const finished = new Promise<{ complete: number; message: ChatMessage }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no reply in ${REPLY_TIMEOUT_MS} ms`)), REPLY_TIMEOUT_MS);
        current = {
          firstChunk: undefined,
          done: (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          fail: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        pending = current;
      });
      const ack = (await socket.emitWithAck('chat:send_message', { conversationId, message, context: CONTEXT, enableStreaming: true })) as {
        ok?: boolean;
      };
      if (!ack?.ok) throw new Error(`send refused: ${JSON.stringify(ack)}`);
      const { complete, message: reply } = await finished;
      const firstChunk = current?.firstChunk ?? Number.NaN;
      pending = null;
      return { firstChunk: firstChunk - started, complete: complete - started, reply };
    },
    close: () => void socket.disconnect(),
  };
}

/** SSE: one `POST …/stream` per message, its `event:` / `data:` frames read as they arrive. */
function sseChannel(baseUrl: string, token: string, conversationId: string): Channel {
  return {
    async ask(message) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/chat/conversations/${conversationId}/stream`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ message, context: CONTEXT }),
        signal: AbortSignal.timeout(REPLY_TIMEOUT_MS),
      });
      if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status} ${await response.text()}`);
      const decoder = new TextDecoder();
      let buffered = '';
      let firstChunk: number | undefined;
      let complete: number | undefined;
      let reply: ChatMessage | undefined;
      for await (const bytes of response.body) {
        buffered += decoder.decode(bytes, { stream: true });
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf('\n\n');
          const event = /^event: ?(.*)$/m.exec(frame)?.[1];
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (event === 'chat:response_streaming' && firstChunk === undefined) firstChunk = performance.now();
          else if (event === 'chat:response_complete') {
            complete = performance.now();
            reply = (JSON.parse(data) as ChatStageEvents['chat:response_complete']).message;
          } else if (event === 'chat:error') throw new Error(`chat:error ${data}`);
        }
      }
      if (complete === undefined || reply === undefined) throw new Error('the stream ended without chat:response_complete');
      return { firstChunk: (firstChunk ?? Number.NaN) - started, complete: complete - started, reply };
    },
    close: () => {},
  };
}

export const openChannel = (name: ChannelName, baseUrl: string, token: string, conversationId: string): Promise<Channel> =>
  name === 'socket' ? socketChannel(baseUrl, token, conversationId) : Promise.resolve(sseChannel(baseUrl, token, conversationId));
