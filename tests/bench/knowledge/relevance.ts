// Relevance on the seeded knowledge base: the labelled questions of relevance-questions.json
// (README-relevance.md) asked of the portal's KnowledgeIndex, of MiniSearch and of PostgreSQL
// ts_rank over the same seeded documents. Prints MRR@10 and recall@20 for each, and the questions
// the portal ranks no relevant document in its top 10 for, with what it ranked first instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { servicesModule } from '../kit/build.ts';
import { createBenchDatabase } from '../kit/database.ts';
import { printTable } from '../kit/format.ts';
import { here } from '../kit/paths.ts';
import type { GeneratedDocument } from './corpus.ts';
import { insertDocuments } from './load-corpus.ts';
import { createMiniSearch, type KnowledgeIndexModule, loadMiniSearch, Pool } from './support.ts';

const TOP_K = 20;
const EVERY_AUDIENCE = ['external', 'internal', 'role:lo', 'role:lp', 'role:ae', 'role:admin'];

interface LabelledQuestion {
  question: string;
  /** The seeded documents that answer it, the most useful first. */
  relevant: string[];
}

interface Score {
  rank: number | null;
  reciprocal: number;
  recall: number;
}

type Ranker = (question: string) => Promise<string[]>;

/** Reciprocal rank of the first relevant id in the top 10 (0 without one), recall of the labelled ids in the top 20. */
function score(ranked: readonly string[], relevant: readonly string[]): Score {
  const first = ranked.findIndex((id) => relevant.includes(id));
  const rank = first < 0 ? null : first + 1;
  const found = relevant.filter((id) => ranked.slice(0, TOP_K).includes(id)).length;
  return { rank, reciprocal: rank !== null && rank <= 10 ? 1 / rank : 0, recall: found / relevant.length };
}

/** The seeded documents as the seed writes them: the sanitised article's text is what gets searched. */
function seededDocuments(): GeneratedDocument[] {
  const { DEMO_KNOWLEDGE_DOCUMENTS } =
    servicesModule<typeof import('../../../services/src/demo/knowledge-articles/index.ts')>('demo/knowledge-articles/index');
  const { sanitiseArticle, textOfHtml } = servicesModule<typeof import('../../../services/src/features/knowledge/documents/sanitise.ts')>(
    'features/knowledge/documents/sanitise',
  );
  return DEMO_KNOWLEDGE_DOCUMENTS.map((seed) => ({
    ...seed,
    bodyText: seed.sourceType === 'html' ? textOfHtml(sanitiseArticle(seed.content ?? '')) : '',
  }));
}

async function postgresRankers(
  documents: readonly GeneratedDocument[],
): Promise<{ rankers: Record<string, Ranker>; close(): Promise<void> }> {
  const database = await createBenchDatabase('portal_bench_knowledge', { prepare: 'migrate', requirePostgres: true });
  const url = database.url ?? '';
  await insertDocuments(url, documents);
  const pool = new Pool({ connectionString: url, max: 1 });
  // A query of stop words alone makes PostgreSQL send a notice; it is not an error.
  pool.on('connect', (client) => client.on('notice', () => {}));
  const ranked =
    (tsquery: string): Ranker =>
    async (question) => {
      const { rows } = await pool.query<{ id: string }>(
        `select id from knowledge_documents, ${tsquery} where search_vector @@ q and status = 'published' order by ts_rank(search_vector, q) desc limit ${TOP_K}`,
        [question],
      );
      return rows.map((row) => row.id);
    };
  return {
    rankers: {
      // What the baseline of the latency runs does: every word required.
      'Postgres ts_rank (websearch_to_tsquery: all words)': ranked(`websearch_to_tsquery('english', $1) q`),
      // The same lexemes with any of them enough, as the portal and MiniSearch match.
      'Postgres ts_rank (any word: & made |)': ranked(
        `(select replace(websearch_to_tsquery('english', $1)::text, ' & ', ' | ')::tsquery as q) any_word`,
      ),
    },
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

export async function runRelevance({
  target,
  miniSearch: withMiniSearch,
}: {
  target: number;
  miniSearch: boolean;
}): Promise<{ mrr: number; recall: number; missed: number; questions: number }> {
  const questions = JSON.parse(readFileSync(path.join(here(import.meta.url), 'relevance-questions.json'), 'utf8')) as LabelledQuestion[];
  const documents = seededDocuments();
  const known = new Set(documents.map((document) => document.id));
  const unknown = [...new Set(questions.flatMap((question) => question.relevant).filter((id) => !known.has(id)))];
  console.log(`\n── Relevance: ${questions.length} labelled questions over the ${documents.length} seeded documents ──`);
  if (unknown.length) console.log(`labelled ids that are not seeded (count as never found): ${unknown.join(', ')}`);

  const { KnowledgeIndex, audienceBits } = servicesModule<KnowledgeIndexModule>('features/knowledge/search/knowledge-index');
  const index = new KnowledgeIndex();
  for (const document of documents) {
    index.upsert({
      id: document.id,
      title: document.title,
      description: document.description,
      tags: document.tags,
      body: document.bodyText,
      sourceType: document.sourceType ?? 'html',
      audience: audienceBits(document.audiences),
    });
  }
  // The labels ignore audiences (README-relevance.md): the reader here sees every document.
  const everyone = audienceBits(EVERY_AUDIENCE);
  const rankers: Record<string, Ranker> = {
    'portal KnowledgeIndex': async (question) =>
      index.search(question, { topK: TOP_K, readerAudience: everyone }).hits.map((hit) => hit.documentId),
  };
  const MiniSearch = withMiniSearch ? loadMiniSearch() : null;
  if (MiniSearch) {
    const miniSearch = createMiniSearch(MiniSearch, audienceBits);
    miniSearch.addAll(documents.map((document) => ({ ...document, body_text: document.bodyText })));
    rankers.MiniSearch = async (question) =>
      miniSearch
        .search(question)
        .slice(0, TOP_K)
        .map((result) => String(result.id));
  }
  const postgres = await postgresRankers(documents);
  Object.assign(rankers, postgres.rankers);

  const results: Record<string, (Score & { ranked: string[] })[]> = {};
  try {
    for (const [name, rank] of Object.entries(rankers)) {
      results[name] = [];
      for (const question of questions) {
        const ranked = await rank(question.question);
        results[name].push({ ...score(ranked, question.relevant), ranked });
      }
    }
  } finally {
    await postgres.close();
  }
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  printTable(
    ['engine', 'MRR@10', 'recall@20', 'first relevant in top 1 / top 10', 'none in top 20'],
    Object.entries(results).map(([name, scores]) => [
      name,
      mean(scores.map((entry) => entry.reciprocal)).toFixed(3),
      mean(scores.map((entry) => entry.recall)).toFixed(3),
      `${scores.filter((entry) => entry.rank === 1).length} / ${scores.filter((entry) => entry.rank !== null && entry.rank <= 10).length}`,
      scores.filter((entry) => entry.rank === null).length,
    ]),
  );
  const portal = results['portal KnowledgeIndex'];
  const mrr = mean(portal.map((entry) => entry.reciprocal));
  console.log(`target MRR@10 ≥ ${target}: portal ${mrr.toFixed(3)} ${mrr >= target ? '(met)' : '(MISSED)'}`);
  const missed = questions
    .map((question, position) => ({ question, ...portal[position] }))
    .filter((entry) => entry.rank === null || entry.rank > 10);
  console.log(`\nQuestions the portal ranks no relevant document in its top 10 for (${missed.length}):`);
  for (const entry of missed) {
    const where = entry.rank === null ? 'not in top 20' : `first relevant at ${entry.rank}`;
    console.log(
      `  "${entry.question.question}" → wants ${entry.question.relevant[0]}; ${where}; ranked first: ${entry.ranked.slice(0, 3).join(', ') || 'nothing'}`,
    );
  }
  return { mrr, recall: mean(portal.map((entry) => entry.recall)), missed: missed.length, questions: questions.length };
}
