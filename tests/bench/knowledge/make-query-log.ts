// Writes query-log.json, the fixed query log of the benchmark, and checks that each kind of query
// is what its name says on the 100k corpus: every word of a `non-selective` query in more than 20 %
// of the documents, the one word of a `selective` query in fewer than 0.1 % (and in at least one
// of the first 10k, so that it finds something at every size). Run it again only when corpus.mjs
// or vocabulary.mjs change: the log is kept in the repository so that runs compare.
//   node --import tsx tests/bench/knowledge/make-query-log.ts
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCorpus, documentAt, prng } from './corpus.ts';
import type { QueryLogEntry } from './support.ts';

const DOCUMENTS = 100_000;
const here = dirname(fileURLToPath(import.meta.url));

const NON_SELECTIVE = [
  'loan',
  'borrower',
  'closing disclosure',
  'loan estimate',
  'interest rate',
  'mortgage',
  'lender',
  'credit report',
  'income',
  'rate lock',
  'title insurance',
  'monthly payment',
  'loan amount',
  'appraisal',
  'escrow',
  'closing fees',
  'conditions',
  'underwriting',
  'insurance',
  'estimate',
  'borrower income',
  'mortgage insurance',
  'closing date',
  'credit history',
  'loan application',
  'borrower credit',
  'lender fees',
  'closing disclosure timing',
  'broker',
  'processor',
  'refinance',
  'purchase',
  'property value',
  'payment',
  'debt',
  'loan status',
  'assets',
  'documents',
  'how do I lock a loan rate',
  'what is the closing disclosure',
];
const TWO_WORDS = [
  'fha mip',
  'jumbo reserves',
  'va entitlement',
  'escrow shortage',
  'flood zone',
  'condo questionnaire',
  'appraisal reconsideration',
  'dti limit',
  'usda eligibility',
  'heloc draw',
  'arm margin',
  'gift letter',
  'earnest money',
  'self-employed income',
  'tradeline dispute',
  'payoff statement',
  'title commitment',
  'rate sheet',
  'llpa adjuster',
  'lock extension',
  'cash-out seasoning',
  'hoa budget',
  'dscr lease',
  'construction draw',
  'servicing transfer',
  'lo-comp plan',
  'nmls licensing',
  'tri-merge rescore',
  'piw waiver',
  'e-sign consent',
  'wire funding',
  'irrrl va',
  'homeready pmi',
  'overlay exception',
  'survey easement',
];
const THREE_WORDS = [
  'fha upfront mip',
  'va funding fee',
  'cash out refinance',
  'rate lock extension',
  'escrow account analysis',
  'closing disclosure tolerance',
  'loan estimate redisclosure',
  'jumbo second appraisal',
  'usda income limit',
  'flood zone determination',
  'condo project warrantable',
  'self employed transcript',
  'gift funds sourcing',
  'large deposit letter',
  'credit report inquiry',
  'title vesting deed',
  'arm index margin',
  'heloc combined lien',
  'construction completion inspection',
  'dscr rental lease',
  'broker compensation plan',
  'delegated correspondent delivery',
  'two-factor login settings',
  'mismo xml import',
  'pipeline status filter',
];
const PREFIXES = [
  'escr',
  'amortiz',
  'apprais',
  'underwrit',
  'loan est',
  'closing disc',
  'rate lo',
  'fha mi',
  'forbear',
  'subordin',
  'credit rep',
  'title ins',
  'va entit',
  'jumbo res',
  'heloc dr',
  'mortg',
  'borr',
  'disclo',
  'refin',
  'condo quest',
  'flood zo',
  'escrow short',
  'lock exten',
  'gift let',
  'payoff stat',
  // Typed past the end of the stem ("appraisa" for appraisal, whose stem is "apprais").
  'appraisa',
  'amortizati',
  'underwritin',
  'disclosu',
  'insuranc',
];
const TYPOS = [
  'apraisal',
  'subordinaton',
  'morgage',
  'borower',
  'escorw',
  'amortizaton',
  'underwritng',
  'dislcosure',
  'forbearence',
  'refinace',
  'insurence',
  'closng disclosure',
  'intrest rate',
  'crdit report',
  'jumbo reserevs',
  'entitlment va',
  'apprasial report',
  'lendr fees',
  'morgage insurance',
  'escrow shortgae',
  'condo questionaire',
  'servicng transfer',
  'eligiblity usda',
  'leaseholdd',
  'estopel',
];
const RARE_REAL = [
  'forbearance',
  'recast',
  'leasehold',
  'estoppel',
  'escheatment',
  'reconveyance',
  'hypothecation',
  'wraparound',
  'quitclaim',
  'subordination',
];

const corpus = createCorpus();
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const watched = new Set([...corpus.rarePool, ...[...NON_SELECTIVE, ...TWO_WORDS, ...THREE_WORDS].flatMap(wordsOf)]);
const frequency = new Map<string, number>();
const frequencyIn10k = new Map<string, number>();
for (let index = 0; index < DOCUMENTS; index += 1) {
  const document = documentAt(corpus, index);
  const words = new Set(wordsOf(`${document.title} ${document.description} ${document.tags.join(' ')} ${document.bodyText}`));
  for (const word of words) {
    if (!watched.has(word)) continue;
    frequency.set(word, (frequency.get(word) ?? 0) + 1);
    if (index < 10_000) frequencyIn10k.set(word, (frequencyIn10k.get(word) ?? 0) + 1);
  }
}
const share = (word: string) => (frequency.get(word) ?? 0) / DOCUMENTS;

// Selective: generated names and rare jargon in 0.005–0.1 % of the documents, at least one of them
// among the first 10k; a fixed pick (seeded) so the log is the same on every machine.
const random = prng(7);
const candidates = corpus.rarePool.filter((word) => (frequencyIn10k.get(word) ?? 0) >= 1 && share(word) < 0.001 && share(word) >= 0.00005);
const picked = new Set(RARE_REAL.filter((word) => share(word) < 0.001 && (frequencyIn10k.get(word) ?? 0) >= 1));
while (picked.size < 30) picked.add(candidates[Math.floor(random() * candidates.length)]);
const selective = [...picked];
// Selective words beside common ones, as people type them ("forbearance loan"): two-word queries
// that cost what their common word costs, so not counted as selective.
const rareWithCommon = selective.slice(0, 10).map((word, index) => `${word} ${NON_SELECTIVE[index].split(' ')[0]}`);
// The start of a generated name: a prefix that only a few documents match.
const rarePrefixes = selective.slice(10, 15).map((word) => word.slice(0, 5));

const problems: string[] = [];
for (const query of NON_SELECTIVE) {
  for (const word of wordsOf(query))
    if (share(word) <= 0.2 && !['how', 'do', 'i', 'a', 'what', 'is', 'the'].includes(word))
      problems.push(`${query}: ${word} in ${(share(word) * 100).toFixed(1)} %`);
}
for (const query of selective) if (share(query) >= 0.001) problems.push(`${query}: ${(share(query) * 100).toFixed(3)} %`);

const log: QueryLogEntry[] = [
  ...selective.map((query) => ({ query, kind: 'selective' })),
  ...NON_SELECTIVE.map((query) => ({ query, kind: 'non-selective' })),
  ...[...TWO_WORDS, ...rareWithCommon].map((query) => ({ query, kind: 'two-word' })),
  ...THREE_WORDS.map((query) => ({ query, kind: 'three-word' })),
  ...[...PREFIXES, ...rarePrefixes].map((query) => ({ query, kind: 'prefix' })),
  ...TYPOS.map((query) => ({ query, kind: 'typo' })),
];
writeFileSync(join(here, 'query-log.json'), `[\n${log.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n')}\n]\n`);
const kinds = [...new Set(log.map((entry) => entry.kind))];
const counts = kinds.map((kind) => `${kind} ${log.filter((entry) => entry.kind === kind).length}`);
console.log(`query-log.json: ${log.length} queries (${counts.join(', ')})`);
const shares = (words: readonly string[]) => words.map((word) => share(word) * 100).sort((a, b) => a - b);
const selectiveShares = shares(selective);
console.log(`selective words: ${selectiveShares[0].toFixed(3)}–${(selectiveShares.at(-1) ?? 0).toFixed(3)} % of 100k documents`);
const nonSelectiveShares = shares(NON_SELECTIVE.filter((query) => !query.includes(' ')));
console.log(`non-selective single words: ${nonSelectiveShares[0].toFixed(1)}–${(nonSelectiveShares.at(-1) ?? 0).toFixed(1)} %`);
if (problems.length) {
  console.error(`Not what the kind says:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
