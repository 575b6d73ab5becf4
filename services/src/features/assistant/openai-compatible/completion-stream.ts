import { createParser } from 'eventsource-parser';

/**
 * The wire format of an OpenAI-compatible `POST /chat/completions` with `stream: true`: Server-Sent
 * Events whose `data:` lines carry `{choices:[{delta:{content | tool_calls}}]}`, ending with
 * `data: [DONE]`. Tool calls arrive in pieces: the first piece of an index names the call, the
 * following ones append to its JSON arguments.
 */

/** A message of the conversation sent to the model. */
export type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

interface ToolCallDelta {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: string | null; tool_calls?: ToolCallDelta[] } }>;
}

/** One streamed answer of the model: its text and the tool calls it asks for, assembled. */
export interface StreamedCompletion {
  content: string;
  toolCalls: WireToolCall[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseChunk(data: string): CompletionChunk {
  const parsed: unknown = JSON.parse(data);
  if (!isRecord(parsed)) throw new Error('The model sent a chunk that is not an object.');
  return parsed as CompletionChunk;
}

/** The `data:` payloads of an event stream, as they complete (events may be split across network reads). */
async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string, void, void> {
  const complete: string[] = [];
  const parser = createParser({ onEvent: ({ data }) => complete.push(data) });
  const decoder = new TextDecoder();
  for await (const bytes of body) {
    parser.feed(decoder.decode(bytes, { stream: true }));
    yield* complete.splice(0);
  }
  // A last event without its blank line still counts, as in a browser's EventSource at the end of the stream.
  parser.feed(`${decoder.decode()}\n\n`);
  yield* complete.splice(0);
}

/**
 * Reads one streamed completion: yields each piece of text as it arrives and returns the whole
 * text with the assembled tool calls. A stream that ends without `[DONE]` was cut off: it throws,
 * so that the fallback answers rather than a half reply being stored.
 */
export async function* readCompletionStream(body: ReadableStream<Uint8Array>): AsyncGenerator<string, StreamedCompletion, void> {
  let content = '';
  const calls = new Map<number, WireToolCall>();
  for await (const data of eventData(body)) {
    if (data === '[DONE]') {
      const toolCalls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
      return { content, toolCalls };
    }
    if (data === '') continue;
    for (const choice of parseChunk(data).choices ?? []) {
      const text = choice.delta?.content;
      if (text) {
        content += text;
        yield text;
      }
      for (const piece of choice.delta?.tool_calls ?? []) {
        const index = piece.index ?? 0;
        const call = calls.get(index) ?? { id: '', type: 'function', function: { name: '', arguments: '' } };
        if (piece.id) call.id = piece.id;
        if (piece.function?.name) call.function.name += piece.function.name;
        if (piece.function?.arguments) call.function.arguments += piece.function.arguments;
        calls.set(index, call);
      }
    }
  }
  throw new Error('The model’s stream ended before [DONE].');
}
