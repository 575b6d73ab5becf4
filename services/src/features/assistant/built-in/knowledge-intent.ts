import type { ChatAction, ChatCitation, KnowledgeSearchResult } from 'shared-rules';
import type { ChatTurn, ProviderReply } from '../provider/chat-provider';
import { searchKnowledgeTool } from '../tools/knowledge-tool';
import { type AskedMessage, searchWordsOf } from './asked-message';
import type { BuiltInIntent } from './intent';
import { literal, shorten, snippetMarkdown } from './markdown';

/**
 * The least match (the search's 0–1 score: how much of the question a document answers) a
 * document needs to be quoted. Below it the documents share a word or two with the question and
 * quoting them would be guessing; the reply then says it does not know.
 */
export const LEAST_MATCH = 0.15;
/**
 * The largest share of a question's subject words the knowledge base may lack for it to answer:
 * "will it rain on the closing day?" lacks one word in three ("rain") and is not its question.
 */
export const MOST_UNKNOWN_WORDS = 0.25;
/** Documents quoted at most. */
const MOST_CITED = 3;
const LABEL_LENGTH = 80;

/** NAVIGATE to a knowledge document (the OpenAI-compatible provider offers the documents it cites alike). */
export function readDocument(result: Pick<KnowledgeSearchResult, 'title' | 'documentId'>): ChatAction {
  return {
    type: 'NAVIGATE',
    label: shorten(`Read “${result.title}”`, LABEL_LENGTH),
    routeName: 'knowledgeDocument',
    params: { id: result.documentId },
  };
}

/** The answer from the best documents: the best one's passage, the others named; each cited. */
export function knowledgeAnswer(results: readonly KnowledgeSearchResult[]): ProviderReply {
  const [best, ...others] = results;
  const paragraphs = [`From the knowledge base, **${literal(best.title)}**:`, `> ${snippetMarkdown(best.snippet)}`];
  if (others.length > 0) paragraphs.push(`Also about this: ${others.map((result) => `**${literal(result.title)}**`).join(', ')}.`);
  const citations: ChatCitation[] = results.map(({ documentId, title, snippet }) => ({ documentId, title, snippet }));
  return { content: paragraphs.join('\n\n'), actions: results.slice(0, 2).map(readDocument), citations };
}

async function answer(turn: ChatTurn, asked: AskedMessage): Promise<ProviderReply | null> {
  const query = shorten(searchWordsOf(asked), 300);
  if (query === '') return null;
  const found = await turn.tools.run(searchKnowledgeTool, { query, topK: MOST_CITED });
  if (!found.ok) return null;
  const { results, wordsChecked, wordsUnknown } = found.data;
  if (wordsUnknown.length > wordsChecked.length * MOST_UNKNOWN_WORDS) return null;
  const relevant = results.filter((result) => result.score >= LEAST_MATCH);
  return relevant.length > 0 ? knowledgeAnswer(relevant) : null;
}

/**
 * "How do I …", "what is …", and any message no other intent claims more surely: the knowledge
 * search, with the asker's audiences, answers from the best documents' passages with citations.
 * When nothing matches well enough, or the question is about words no document contains, it
 * declines, and the provider says it does not know.
 */
export const knowledgeIntent: BuiltInIntent = {
  name: 'knowledge',
  recognise(asked) {
    return { confidence: asked.howTo || asked.question ? 0.5 : 0.3, answer: (turn) => answer(turn, asked) };
  },
};
