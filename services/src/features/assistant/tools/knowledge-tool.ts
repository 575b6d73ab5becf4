import type { KnowledgeSearchResult } from 'shared-rules';
import { Type } from 'typebox';
import { defineTool } from './chat-tool';

/** Most documents a reply quotes: more would bury the answer. */
export const MOST_KNOWLEDGE_RESULTS = 5;
/** Words of a question checked one by one against the knowledge base (the rest are left unchecked). */
const MOST_CHECKED_WORDS = 8;

/** Words that carry no subject: a question's grammar and courtesy, never what it is about. */
const GRAMMAR_WORDS = new Set(
  (
    'the and for are was were been being have has had does did done doing will would can could should shall may might must ' +
    'what when where which who whom whose why how this that these those there here then than them they their your yours our ' +
    'ours you not any some all each every about with from into onto over under again also just only very really please thanks ' +
    'thank hello hey get got make made need needs want wants know tell show give let like its it’s i’m i’d i’ll one ones'
  ).split(' '),
);

/** The words a question is about: three letters or more, not grammar, each once, in order. */
export function subjectWordsOf(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 3 && !GRAMMAR_WORDS.has(word)))].slice(0, MOST_CHECKED_WORDS);
}

export interface KnowledgeFindings {
  results: KnowledgeSearchResult[];
  /** The question's subject words, each checked against the documents the asker may read. */
  wordsChecked: string[];
  /** Those no such document contains (by the search's own stemming, prefixes and typo tolerance). */
  wordsUnknown: string[];
}

const SearchKnowledgeParameters = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: 300, description: 'What to look for, in a few words' }),
    topK: Type.Optional(Type.Integer({ minimum: 1, maximum: MOST_KNOWLEDGE_RESULTS, description: 'How many documents (default 3)' })),
  },
  { additionalProperties: false },
);

/**
 * The search ranks documents by the words it knows, so "will it rain on the closing day?" matches
 * the closing articles well: "rain" is in none of them, and simply does not count. The tool says
 * which of the question's words no document contains, so that a reply can decline instead of
 * answering a question the knowledge base does not cover.
 */
export const searchKnowledgeTool = defineTool<typeof SearchKnowledgeParameters, KnowledgeFindings>({
  name: 'search_knowledge',
  description:
    'Searches the help center’s published documents the asker may read. Returns the best matches (snippet, match score 0 to 1) and the words of the query that no document contains.',
  parameters: SearchKnowledgeParameters,
  progress: ({ query }) => `Searching the knowledge base for “${query}”…`,
  async run({ user, services }, { query, topK }) {
    const wordsChecked = subjectWordsOf(query);
    const [results, ...perWord] = await Promise.all([
      services.searchKnowledge(user, query, topK ?? 3),
      ...wordsChecked.map((word) => services.searchKnowledge(user, word, 1)),
    ]);
    const wordsUnknown = wordsChecked.filter((_word, index) => perWord[index].length === 0);
    const count = results.length;
    const found = count === 0 ? `No document about “${query}”` : `${count} document${count === 1 ? '' : 's'} about “${query}”`;
    const unknown = wordsUnknown.length === 0 ? '' : `; none mentions ${wordsUnknown.map((word) => `“${word}”`).join(', ')}`;
    return { ok: true, summary: `${found}${unknown}.`, data: { results, wordsChecked, wordsUnknown } };
  },
});
