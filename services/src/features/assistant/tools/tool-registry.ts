import type { ChatTool } from './chat-tool';
import { accountExecutiveTool } from './contact-tool';
import { searchKnowledgeTool } from './knowledge-tool';
import { findLoansTool } from './loan-lookup';
import { loanStatusTool, missingDocumentsTool, openConditionsTool } from './loan-tools';

/**
 * Every tool the assistant may run, by name. A model provider offers these (name, description,
 * parameters) to its model and runs what it picks through the runner; the built-in provider's
 * intents call them directly. A tool is added here and nowhere else.
 */
export const CHAT_TOOLS: ReadonlyMap<string, ChatTool> = new Map<string, ChatTool>(
  [searchKnowledgeTool, findLoansTool, loanStatusTool, openConditionsTool, missingDocumentsTool, accountExecutiveTool].map(
    (tool): [string, ChatTool] => [tool.name, tool],
  ),
);

/** What a model is told of each tool (OpenAI-style function definitions). */
export function toolDescriptions(): Array<Pick<ChatTool, 'name' | 'description' | 'parameters'>> {
  return [...CHAT_TOOLS.values()].map(({ name, description, parameters }) => ({ name, description, parameters }));
}
