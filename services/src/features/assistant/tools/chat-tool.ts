import type { Static, TObject } from 'typebox';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AssistantServices } from '../assistant-services';

/** Who a tool runs for, and with what it reads. */
export interface ToolContext {
  user: AuthUser;
  services: AssistantServices;
}

/**
 * What a tool found. `summary` is one sentence for the reply's metadata ("3 open conditions on
 * loan 260001003"); a refusal reads exactly like "nothing found", so that a tool never tells a
 * user whether something out of their reach exists.
 */
export type ToolOutcome<R> = { ok: true; summary: string; data: R } | { ok: false; summary: string };

/**
 * A tool the assistant can run: named and described for a model, its parameters a JSON schema
 * (TypeBox: the same object validates a model's arguments), and `run`, which applies the asker's
 * reach itself. The built-in provider calls tools directly; a model provider calls them by name
 * through the runner, which checks the arguments first.
 */
export interface ChatTool<P extends TObject = TObject, R = unknown> {
  /** snake_case, as function-calling models expect. */
  readonly name: string;
  readonly description: string;
  readonly parameters: P;
  /** What the user reads while it runs ("Looking up loan 260001003…"). */
  progress(args: Static<P>): string;
  run(context: ToolContext, args: Static<P>): Promise<ToolOutcome<R>>;
}

/** Declares a tool with its parameter and result types tied together. */
export const defineTool = <P extends TObject, R>(tool: ChatTool<P, R>): ChatTool<P, R> => tool;
