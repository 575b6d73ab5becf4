import type { ChatToolCall } from 'shared-rules';
import type { Static, TObject } from 'typebox';
import { Compile } from 'typebox/compile';
import type { ChatTool, ToolContext, ToolOutcome } from './chat-tool';
import { CHAT_TOOLS } from './tool-registry';

/** Told when a tool starts, so the user reads what the assistant is doing (`chat:tool_progress`). */
export type ToolProgressListener = (toolName: string, message: string) => void;

type ArgumentsCheck = ReturnType<typeof Compile<TObject>>;
const argumentChecks = new Map<string, ArgumentsCheck>();

function argumentsCheckOf(tool: ChatTool): ArgumentsCheck {
  let check = argumentChecks.get(tool.name);
  if (!check) {
    check = Compile(tool.parameters);
    argumentChecks.set(tool.name, check);
  }
  return check;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : { value };

/**
 * Runs tools for one reply, as the asking user: announces each as it starts, times it, and
 * records what it found (the reply's `metadata.toolCalls`). A tool that throws is recorded as
 * failed and answered around: the user gets a reply, the error goes to the log.
 */
export class ToolRunner {
  private readonly recorded: ChatToolCall[] = [];

  /**
   * @param disabledTools Tools the administrators turned off (the `assistant` setting): never run,
   *   whether a built-in intent or a model asks for them.
   */
  constructor(
    private readonly context: ToolContext,
    private readonly onProgress: ToolProgressListener,
    private readonly disabledTools: ReadonlySet<string> = new Set(),
  ) {}

  /** Whether this tool may run in this reply. */
  isEnabled(name: string): boolean {
    return CHAT_TOOLS.has(name) && !this.disabledTools.has(name);
  }

  /** The calls made so far, in order. */
  get calls(): readonly ChatToolCall[] {
    return this.recorded;
  }

  async run<P extends TObject, R>(tool: ChatTool<P, R>, args: Static<P>): Promise<ToolOutcome<R>> {
    // A turned-off tool is not called at all, so it is not recorded either: the intent asking for it declines.
    if (this.disabledTools.has(tool.name)) return { ok: false, summary: `${tool.name} is turned off.` };
    this.onProgress(tool.name, tool.progress(args));
    const started = performance.now();
    let outcome: ToolOutcome<R>;
    try {
      outcome = await tool.run(this.context, args);
    } catch (error) {
      this.context.services.reportFailure(error, `assistant tool ${tool.name} failed`);
      outcome = { ok: false, summary: 'The lookup failed.' };
    }
    this.record(tool.name, args, outcome.ok, outcome.summary, started);
    return outcome;
  }

  /**
   * Runs a tool a model asked for by name: an unknown name or arguments that do not match the
   * tool's parameters are recorded as failed calls and never reach the tool.
   */
  async runByName(name: string, args: unknown): Promise<ToolOutcome<unknown>> {
    const started = performance.now();
    const tool = CHAT_TOOLS.get(name);
    // A model is never offered a turned-off tool; naming one anyway reads like naming an unknown one.
    if (!tool || !this.isEnabled(name)) {
      this.record(name, args, false, `No tool named ${name}.`, started);
      return { ok: false, summary: `No tool named ${name}.` };
    }
    const check = argumentsCheckOf(tool);
    if (!check.Check(args)) {
      const [first] = check.Errors(args);
      const summary = `The arguments of ${name} are not valid: ${first?.instancePath || '/'} ${first?.message ?? ''}`.trim();
      this.record(name, args, false, summary, started);
      return { ok: false, summary };
    }
    return this.run(tool, args);
  }

  private record(name: string, args: unknown, ok: boolean, summary: string, started: number): void {
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    this.recorded.push({ name, arguments: asRecord(args), ok, summary, durationMs });
  }
}
