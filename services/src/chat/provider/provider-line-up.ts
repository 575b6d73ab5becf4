import { BuiltInProvider } from '../built-in/built-in-provider';
import type { ChatProvider } from './chat-provider';

/** Who answers the assistant's messages now. */
export interface ProviderLineUp {
  primary: ChatProvider;
  /**
   * Who answers when the primary fails before its reply is complete (the built-in provider,
   * behind a model provider); null when the primary is the built-in one.
   */
  fallback: ChatProvider | null;
}

/**
 * The line-up without a configured model: the built-in provider alone. The OpenAI-compatible
 * provider, configured by administrators (URL, model), will put itself first with the built-in
 * provider as its fallback; `GET /api/chat/system/status` reports whichever answers.
 */
export function builtInLineUp(): ProviderLineUp {
  return { primary: new BuiltInProvider(), fallback: null };
}
