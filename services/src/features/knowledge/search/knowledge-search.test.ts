import type { Kysely } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../../platform/db/connect';
import { migrateToLatest } from '../../../platform/db/migrate';
import { KnowledgeSearch } from './knowledge-search';

/** More than two pages of rows (`PAGE_ROWS` is 500). */
const DOCUMENTS = 1_201;

/** Consonants the stemmer leaves alone at the end of a word. */
const LETTERS = 'bcdfghjkmnpqrtvwxz';
/** A word of the document's own ("markerbcd"). */
const marker = (number: number) =>
  `marker${[number % 18, Math.floor(number / 18) % 18, Math.floor(number / 324)].map((digit) => LETTERS[digit]).join('')}`;

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(handle.db as Kysely<unknown>);
  const rows = Array.from({ length: DOCUMENTS }, (_, number) => ({
    id: `doc-${number}`,
    slug: `doc-${number}`,
    title: `Document ${number}`,
    description: '',
    sourceType: 'html' as const,
    mimeType: null,
    originalFilename: null,
    fileSize: null,
    contentHtml: null,
    bodyText: `The escrow account of ${marker(number)}.`,
    url: null,
    tags: '[]',
    audiences: '[]',
    status: number % 100 === 7 ? ('draft' as const) : ('published' as const),
    statusAfterProcessing: null,
    statusMessage: null,
    relatedDocumentIds: '[]',
    createdBy: null,
    updatedBy: null,
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await handle.db
      .insertInto('knowledgeDocuments')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}, 60_000);

afterAll(() => handle.close());

describe('KnowledgeSearch', () => {
  it('reads the documents page by page: the last page too, drafts left out', async () => {
    const search = new KnowledgeSearch(handle.db);
    const found = async (number: number) =>
      (await search.search({ query: `${marker(number)} `, topK: 5, audiences: [] })).map((result) => result.documentId);
    expect(await found(0)).toEqual(['doc-0']);
    expect(await found(600)).toEqual(['doc-600']);
    expect(await found(DOCUMENTS - 1)).toEqual([`doc-${DOCUMENTS - 1}`]);
    const escrow = (await search.search({ query: 'escrow', topK: 2_000, audiences: [] })).map((result) => result.documentId);
    expect(escrow).toHaveLength(DOCUMENTS - 12);
    expect(escrow).not.toContain('doc-107');
  });
});
