import type { ChatContext, ChatMessage } from 'shared-rules';
import type { ChatProvider, ChatTurn, ProviderEvent, ProviderReply } from '../provider/chat-provider';
import { toolDescriptions } from '../tools/tool-registry';
import { readCompletionStream, type StreamedCompletion, type WireMessage, type WireToolCall } from './completion-stream';
import { actionsOf, citationsOf, type FoundByTool } from './reply-extras';

/** How the `assistant` setting (and ASSISTANT_API_KEY) configure the model. */
export interface OpenAiCompatibleOptions {
  /** E.g. `https://api.openai.com/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey: string;
  systemPrompt: string;
  temperature: number;
  maxReplyTokens: number;
  /** For the whole reply, every round included; past it the fallback answers. */
  timeoutMs: number;
}

/**
 * Rounds of tool calls a reply may take before the model must answer: enough to find a loan and
 * read it, bounded so that a model calling tools in a loop cannot hold the reply forever.
 */
export const MOST_TOOL_ROUNDS = 4;
/** A tool's result is cut to this many characters before it goes back to the model. */
const MOST_RESULT_CHARACTERS = 8000;

function contextNote(context: ChatContext | null): string | null {
  if (!context) return null;
  const loan = context.currentLoanId ? ` The loan open on that page has the id ${context.currentLoanId}.` : '';
  return `The user is asking from the portal page "${context.pageType}".${loan}`;
}

/** The conversation as the model reads it: the prompt, where the user is, the history, the question. */
function conversationOf(systemPrompt: string, turn: ChatTurn): WireMessage[] {
  const note = contextNote(turn.context);
  const history = turn.history.map((message: ChatMessage): WireMessage => ({ role: message.role, content: message.content }));
  return [
    { role: 'system', content: note ? `${systemPrompt}\n\n${note}` : systemPrompt },
    ...history,
    { role: 'user', content: turn.message },
  ];
}

function argumentsOf(call: WireToolCall): unknown {
  try {
    return JSON.parse(call.function.arguments || '{}');
  } catch {
    // The runner refuses what is not an object and records the call as failed.
    return call.function.arguments;
  }
}

/**
 * A model behind an OpenAI-compatible chat completions API, reached with Node's fetch (the wire
 * format is small; an SDK would add a dependency for two request shapes). The model is offered
 * the enabled tools; the calls it asks for run through the turn's runner, as the asker, and their
 * results go back to it until it answers. Its text streams as it arrives. Any failure (HTTP error,
 * timeout, malformed stream, no answer within `MOST_TOOL_ROUNDS`) throws, and the line-up's
 * built-in provider answers instead.
 */
export class OpenAiCompatibleProvider implements ChatProvider {
  readonly name = 'openai-compatible' as const;
  readonly model: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.model = options.model;
  }

  async *reply(turn: ChatTurn): AsyncGenerator<ProviderEvent, ProviderReply, void> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const messages = conversationOf(this.options.systemPrompt, turn);
    const tools = toolDescriptions()
      .filter((tool) => turn.tools.isEnabled(tool.name))
      .map(({ name, description, parameters }) => ({ type: 'function' as const, function: { name, description, parameters } }));
    const found: FoundByTool[] = [];
    let content = '';
    for (let round = 0; round <= MOST_TOOL_ROUNDS; round++) {
      const lastRound = round === MOST_TOOL_ROUNDS;
      const completion = yield* this.complete(messages, tools, lastRound, signal);
      content += completion.content;
      if (completion.toolCalls.length === 0) {
        if (content.trim() === '') throw new Error('The model answered with nothing.');
        const citations = citationsOf(found);
        return { content, actions: actionsOf(found, citations), citations };
      }
      if (lastRound) break;
      messages.push({ role: 'assistant', content: completion.content || null, tool_calls: completion.toolCalls });
      for (const call of completion.toolCalls) {
        const args = argumentsOf(call);
        const outcome = await turn.tools.runByName(call.function.name, args);
        if (outcome.ok) found.push({ name: call.function.name, args, data: outcome.data });
        const result = JSON.stringify(outcome).slice(0, MOST_RESULT_CHARACTERS);
        messages.push({ role: 'tool', tool_call_id: call.id, content: result });
      }
    }
    throw new Error(`The model was still calling tools after ${MOST_TOOL_ROUNDS} rounds.`);
  }

  /** One streamed request: its text chunks are yielded, the assembled completion returned. */
  private async *complete(
    messages: readonly WireMessage[],
    tools: ReadonlyArray<{ type: 'function'; function: object }>,
    lastRound: boolean,
    signal: AbortSignal,
  ): AsyncGenerator<ProviderEvent, StreamedCompletion, void> {
    const response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${this.options.apiKey}` },
      body: JSON.stringify({
        model: this.options.model,
        stream: true,
        temperature: this.options.temperature,
        max_tokens: this.options.maxReplyTokens,
        messages,
        ...(tools.length > 0 ? { tools, tool_choice: lastRound ? 'none' : 'auto' } : {}),
      }),
      signal,
    });
    if (!response.ok || !response.body) {
      // The body may hold the provider's explanation; it goes to the log with the error, never to the user.
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`The model answered HTTP ${response.status}: ${detail}`);
    }
    const reading = readCompletionStream(response.body);
    for (;;) {
      const step = await reading.next();
      if (step.done) return step.value;
      yield { kind: 'chunk', text: step.value };
    }
  }
}
