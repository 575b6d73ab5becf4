import type { AssistantApiKeySource, AssistantSettings, AssistantToolName } from 'shared-rules';
import { BuiltInProvider } from '../built-in/built-in-provider';
import { OpenAiCompatibleProvider } from '../openai-compatible/openai-provider';
import type { ChatProvider } from './chat-provider';

/** Who answers the assistant's messages now, and with which tools. */
export interface ProviderLineUp {
  primary: ChatProvider;
  /**
   * Who answers when the primary fails before its reply is complete (the built-in provider,
   * behind a model provider); null when the primary is the built-in one.
   */
  fallback: ChatProvider | null;
  /** Tools the administrators turned off: offered to no model, run by no provider. None when absent. */
  disabledTools?: ReadonlySet<AssistantToolName>;
}

/** The line-up without a configured model: the built-in provider alone, every tool on. */
export function builtInLineUp(): ProviderLineUp {
  return { primary: new BuiltInProvider(), fallback: null };
}

/** The API key the model is called with now, and where it comes from. */
export interface ApiKeyInUse {
  key: string | undefined;
  source: AssistantApiKeySource;
}

/** What the model provider needs beyond the setting: the key (`../api-key.ts`: the environment's, else the stored one). */
export interface ModelAccess {
  apiKey(): Promise<ApiKeyInUse>;
}

/** Whether the setting names a model that can be called: a base URL, a model and a key. */
export function modelUsable(settings: AssistantSettings, apiKey: string | undefined): boolean {
  return settings.provider === 'openai-compatible' && settings.baseUrl !== '' && settings.model.trim() !== '' && Boolean(apiKey);
}

/**
 * The line-up the `assistant` setting asks for: the OpenAI-compatible provider first with the
 * built-in provider behind it when the model is usable, otherwise the built-in provider alone
 * (`GET /api/chat/system/status` then reports `fallback`). Disabled tools apply to both.
 */
export function configuredLineUp(settings: AssistantSettings, apiKey: string | undefined): ProviderLineUp {
  const disabledTools = new Set(settings.disabledTools);
  if (!modelUsable(settings, apiKey) || !apiKey) return { ...builtInLineUp(), disabledTools };
  const model = new OpenAiCompatibleProvider({
    baseUrl: settings.baseUrl,
    model: settings.model.trim(),
    apiKey,
    systemPrompt: settings.systemPrompt,
    temperature: settings.temperature,
    maxReplyTokens: settings.maxReplyTokens,
    timeoutMs: settings.timeoutSeconds * 1000,
  });
  return { primary: model, fallback: new BuiltInProvider(), disabledTools };
}
