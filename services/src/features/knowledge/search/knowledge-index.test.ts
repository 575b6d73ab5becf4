import { audienceBits, type IndexedDocument, KnowledgeIndex } from './knowledge-index';
import { snippetOf } from './snippets';
import { oneEditApart } from './typo-terms';

const doc = (id: string, title: string, body: string, extra: Partial<IndexedDocument> = {}): IndexedDocument => ({
  id,
  title,
  description: '',
  tags: [],
  body,
  sourceType: 'html',
  audience: 0,
  ...extra,
});

const BROKER = audienceBits(['external', 'role:lo']);
const STAFF = audienceBits(['internal', 'role:ae']);
const ids = (index: KnowledgeIndex, query: string, readerAudience = BROKER) =>
  index.search(query, { topK: 10, readerAudience }).hits.map((hit) => hit.documentId);

function sampleIndex(): KnowledgeIndex {
  const index = new KnowledgeIndex();
  index.upsert(
    doc(
      'mismo',
      'Import a MISMO 3.4 loan file',
      'Upload the XML file exported from your LOS. The wizard reads the borrowers and the property.',
      { tags: ['mismo-import'] },
    ),
  );
  index.upsert(
    doc(
      'trid',
      'When is the Loan Estimate due?',
      'Deliver the Loan Estimate within three business days of the application. Disclosures start the TRID clock.',
      { tags: ['trid', 'disclosures'] },
    ),
  );
  index.upsert(
    doc(
      'conditions',
      'Answer a condition',
      'Upload a PDF against an open condition; the account executive reviews it. Mortgage conditions come in categories.',
    ),
  );
  index.upsert(
    doc('rules', 'Edit field rules', 'Administrators change the loan-data rules and restore older versions.', {
      audience: audienceBits(['internal']),
    }),
  );
  index.upsert(
    doc(
      'body-only',
      'Closing costs',
      'A mention of the loan estimate deep in the text, once, among many other words about closing and fees and title.',
    ),
  );
  return index;
}

describe('the knowledge index', () => {
  it('ranks a title match above a body match, and stems words ("disclosures" finds "disclosure")', () => {
    const index = sampleIndex();
    expect(ids(index, 'loan estimate')).toEqual(['trid', 'body-only', 'mismo']);
    expect(ids(index, 'disclosure timing')[0]).toBe('trid');
  });

  it('matches the word being typed as a prefix, and forgives one typo in a longer word', () => {
    const index = sampleIndex();
    expect(ids(index, 'mism')).toEqual(['mismo']);
    // Followed by a space the word is complete: no prefix.
    expect(ids(index, 'mism ')).toEqual([]);
    expect(ids(index, 'mortgaeg conditions')[0]).toBe('conditions');
    expect(ids(index, 'condtions')).toEqual(['conditions']);
  });

  it('matches a word typed past its stem ("amortiz" is past "amort", but starts "amortization")', () => {
    const index = new KnowledgeIndex();
    index.upsert(doc('amortization', 'Amortization schedules', 'How a loan amortizes over its term.'));
    index.upsert(doc('insurance', 'Hazard insurance', 'The insurance binder.'));
    expect(ids(index, 'amortiz')).toEqual(['amortization']);
    expect(ids(index, 'insura')).toEqual(['insurance']);
  });

  it('finds a document for its audiences only', () => {
    const index = sampleIndex();
    expect(ids(index, 'field rules')).toEqual([]);
    expect(ids(index, 'field rules', STAFF)).toEqual(['rules']);
  });

  it('filters by tags and source types', () => {
    const index = sampleIndex();
    expect(index.search('loan', { topK: 10, readerAudience: BROKER, tags: ['trid'] }).hits.map((hit) => hit.documentId)).toEqual(['trid']);
    expect(index.search('loan', { topK: 10, readerAudience: BROKER, sourceTypes: ['pdf'] }).hits).toEqual([]);
  });

  it('replaces and removes documents, also past a compaction', () => {
    const index = sampleIndex();
    index.upsert(doc('trid', 'Rate locks', 'Lock the rate before the appraisal.'));
    expect(ids(index, 'estimate')).toEqual(['body-only']);
    expect(ids(index, 'appraisal')).toEqual(['trid']);
    for (let round = 0; round < 300; round += 1) index.upsert(doc('churn', `Churn ${round}`, 'appraisal waiver'));
    index.remove('conditions');
    expect(index.size).toBe(5);
    expect(ids(index, 'appraisal').sort()).toEqual(['churn', 'trid']);
    expect(ids(index, 'conditions')).toEqual([]);
  });

  it('keeps the best topK and gives each a match between 0 and 1', () => {
    const index = new KnowledgeIndex();
    for (let number = 0; number < 50; number += 1) index.upsert(doc(`d${number}`, `Document ${number}`, 'escrow '.repeat(number + 1)));
    const { hits } = index.search('escrow', { topK: 5, readerAudience: BROKER });
    expect(hits).toHaveLength(5);
    expect(hits.every((hit, position) => position === 0 || hit.score <= hits[position - 1].score)).toBe(true);
    expect(hits.every((hit) => hit.match > 0 && hit.match <= 1)).toBe(true);
  });

  it('keeps the same best documents when it stops reading lists early (the top 5 start the top 400)', () => {
    const index = new KnowledgeIndex();
    const words = ['loan', 'estimate', 'closing', 'disclosure', 'escrow', 'rate', 'lock', 'fees'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const text = (length: number) => Array.from({ length }, () => words[Math.floor(next() * words.length)]).join(' ');
    for (let number = 0; number < 400; number += 1) {
      index.upsert(
        doc(`d${number}`, next() < 0.2 ? text(4) : 'Untitled', text(5 + Math.floor(next() * 200)), {
          description: next() < 0.3 ? text(8) : '',
        }),
      );
    }
    for (const query of ['loan', 'loan estimate', 'closing disc', 'escrw rate lock', 'fees loan closing disclosure']) {
      const all = index.search(query, { topK: 400, readerAudience: BROKER }).hits;
      expect(index.search(query, { topK: 5, readerAudience: BROKER }).hits).toEqual(all.slice(0, 5));
    }
  });
});

describe('snippets', () => {
  it('quote the densest passage with the matched words marked, escaped', () => {
    const terms = new Set(['loan', 'estim']);
    const text = `${'filler '.repeat(40)}Deliver the <Loan Estimate> within three days. ${'more '.repeat(40)}`;
    expect(snippetOf(text, terms)).toMatch(/^… .*Deliver the &lt;<mark>Loan<\/mark> <mark>Estimate<\/mark>&gt; within three days\..* …$/);
    expect(snippetOf('Nothing relevant here.', terms)).toBeNull();
  });
});

describe('oneEditApart', () => {
  it('accepts one insertion, deletion, substitution or swap, nothing more', () => {
    expect(['conditon', 'condittion', 'condirion', 'cnodition'].map((word) => oneEditApart('condition', word))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['condition', 'cnoditoin', 'cond'].map((word) => oneEditApart('condition', word))).toEqual([false, false, false]);
  });
});
