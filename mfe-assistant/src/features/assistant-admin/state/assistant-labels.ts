/** How the assistant's administration words durations, providers and tools: one place, so every page says the same. */
import type { AssistantToolName, ChatActionType, ChatProvider } from 'shared-rules';

export const PROVIDER_LABELS: Record<ChatProvider, string> = {
  'built-in': 'Built-in',
  'openai-compatible': 'OpenAI-compatible model',
};

export const TOOL_LABELS: Record<AssistantToolName, string> = {
  search_knowledge: 'Search the knowledge base',
  find_loans: 'Find loans',
  loan_status: 'Loan status',
  loan_open_conditions: 'Open conditions of a loan',
  loan_missing_documents: 'Missing documents of a loan',
  account_executive: 'Account executive',
};

export const ACTION_LABELS: Record<ChatActionType, string> = {
  NAVIGATE: 'Open a page',
  OPEN_URL: 'Open a link',
  RUN_TOOL: 'Run a tool',
  CREATE_TICKET: 'Create a ticket',
  CONTACT_AE: 'Contact the account executive',
};

/** The readable name of a tool; one this page does not know is shown as named, so nothing is hidden. */
export function toolLabel(name: string): string {
  return Object.hasOwn(TOOL_LABELS, name) ? TOOL_LABELS[name as AssistantToolName] : name;
}

/** A duration in milliseconds as people read it: "850 ms", "1.2 s". */
export function durationLabel(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} s`;
}

/** "1 conversation", "3 conversations". */
export function conversationCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'conversation' : 'conversations'}`;
}
