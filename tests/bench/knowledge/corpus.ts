// A deterministic generator of knowledge documents that read, to a search engine, like a large
// lender's knowledge base: titles of 4–10 words, descriptions of 15–30, 1–4 topic tags, bodies of
// 150–1500 words (log-normal, median ~470), a third of them limited to an audience. Words are drawn
// with Zipf-like weights from everyday English, mortgage vocabulary, a topic's own words and a
// long tail of generated names, so a query can hit 99 % of the documents ("loan") or 0.01 %.
//
// Document i depends only on the seed and i: the 10k corpus is the first 10k documents of the 100k
// one, so a selective word chosen on 100k documents is there at every size.
import { COMMON_WORDS, generatedWords, MORTGAGE_WORDS, RARE_REAL_WORDS, TOPICS } from './vocabulary.ts';

export const CORPUS_SEED = 20261125;
const MID_FREQUENCY_NAMES = 2500;
const RARE_NAMES = 12000;
const PHRASES = [
  'closing disclosure',
  'loan estimate',
  'interest rate',
  'rate lock',
  'debt to income',
  'loan to value',
  'private mortgage insurance',
  'cash to close',
  'changed circumstance',
  'title insurance',
  'loan amount',
  'credit report',
  'purchase agreement',
  'escrow account',
  'appraisal report',
  'monthly payment',
  'closing costs',
  'business days',
  'conditional approval',
  'final approval',
  'loan officer',
  'loan processor',
  'account executive',
];
const AUDIENCES: string[][] = [[], [], [], [], [], [], [], ['external'], ['internal'], ['internal', 'role:ae'], ['external', 'role:lo']];

/** mulberry32: a small, fast PRNG with a 32-bit state; enough for picking words. */
export type Random = () => number;

/** A generated document: the fields of a knowledge_documents row that the engines read. */
export interface GeneratedDocument {
  id: string;
  slug: string;
  title: string;
  description: string;
  tags: string[];
  audiences: string[];
  bodyText: string;
  priority: number;
  sourceType?: string;
  url?: string | null;
  relatedDocumentIds?: string[];
}

export function prng(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Walker's alias table: one draw from a weighted list in O(1), however long the list. */
function aliasSampler(items: readonly string[], weights: readonly number[]): (random: Random) => string {
  const n = items.length;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const probability = new Float64Array(n);
  const alias = new Int32Array(n);
  const scaled = weights.map((weight) => (weight * n) / total);
  const small: number[] = [];
  const large: number[] = [];
  for (const [index, value] of scaled.entries()) (value < 1 ? small : large).push(index);
  while (small.length && large.length) {
    const less = small.pop() as number;
    const more = large.pop() as number;
    probability[less] = scaled[less];
    alias[less] = more;
    scaled[more] = scaled[more] + scaled[less] - 1;
    (scaled[more] < 1 ? small : large).push(more);
  }
  for (const index of [...small, ...large]) probability[index] = 1;
  return (random) => {
    const index = Math.floor(random() * n);
    return items[random() < probability[index] ? index : alias[index]];
  };
}

/** The vocabulary, its weights and samplers; the same for every size. */
export type Corpus = ReturnType<typeof createCorpus>;

export function createCorpus(seed = CORPUS_SEED) {
  const nameRandom = prng(seed);
  const known = [...COMMON_WORDS, ...MORTGAGE_WORDS, ...RARE_REAL_WORDS, ...Object.values(TOPICS).flatMap((words) => words.split(' '))];
  const midNames = generatedWords(MID_FREQUENCY_NAMES, nameRandom, known);
  const rareNames = generatedWords(RARE_NAMES, nameRandom, [...known, ...midNames]);
  // Zipf–Mandelbrot weights 1/(rank + q): everyday words lead, mortgage words close behind, then
  // the mid-frequency names (a few percent of documents each).
  const mainItems = [...COMMON_WORDS, ...MORTGAGE_WORDS, ...PHRASES, ...midNames];
  const mainWeights = [
    ...COMMON_WORDS.map((_, rank) => 1 / (rank + 1.5)),
    ...MORTGAGE_WORDS.map((_, rank) => 0.12 / (rank + 1.5)),
    ...PHRASES.map((_, rank) => 0.05 / (rank + 2)),
    ...midNames.map((_, rank) => 0.3 / (rank + 150)),
  ];
  const contentItems = [...MORTGAGE_WORDS, ...PHRASES];
  const contentWeights = [...MORTGAGE_WORDS.map((_, rank) => 1 / (rank + 2)), ...PHRASES.map((_, rank) => 0.5 / (rank + 3))];
  const topicNames = Object.keys(TOPICS);
  const topicWords = Object.fromEntries(topicNames.map((topic) => [topic, TOPICS[topic].split(' ')]));
  const rarePool = [...RARE_REAL_WORDS, ...rareNames];
  return {
    seed,
    rarePool,
    midNames,
    mainWord: aliasSampler(mainItems, mainWeights),
    contentWord: aliasSampler(contentItems, contentWeights),
    commonWord: aliasSampler(
      COMMON_WORDS,
      COMMON_WORDS.map((_, rank) => 1 / (rank + 1.5)),
    ),
    // Some topics are written about far more than others (disclosures, underwriting).
    topic: aliasSampler(
      topicNames,
      topicNames.map((_, rank) => 1 / (rank + 2)),
    ),
    topicWords,
    topicNames,
  };
}

function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function numberPhrase(random: Random): string {
  switch (between(random, 0, 3)) {
    case 0:
      return `$${between(random, 80, 1500)},${between(random, 0, 9)}00`;
    case 1:
      return `${between(random, 2, 9)}.${between(random, 0, 999)}%`;
    case 2:
      return `section 1026.${between(random, 1, 43)}`;
    default:
      return String(between(random, 2019, 2027));
  }
}

/** A body word: mostly the general mix, some from the document's topics. */
function bodyWord(corpus: Corpus, random: Random, topics: readonly string[]): string {
  if (random() < 0.08) {
    const words = corpus.topicWords[topics[Math.floor(random() * topics.length)]];
    return words[Math.floor(random() * words.length)];
  }
  return corpus.mainWord(random);
}

function sentence(corpus: Corpus, random: Random, topics: readonly string[], words: number): string {
  const parts: string[] = [];
  for (let index = 0; index < words; index += 1) parts.push(bodyWord(corpus, random, topics));
  if (random() < 0.15) parts.splice(between(random, 0, parts.length), 0, numberPhrase(random));
  return `${capitalise(parts.join(' '))}.`;
}

/** Document `index` (0-based) of the corpus: the fields the knowledge_documents table holds. */
export function documentAt(corpus: Corpus, index: number): GeneratedDocument {
  const random = prng(corpus.seed ^ Math.imul(index + 1, 0x9e3779b1));
  const tagCount = between(random, 1, 4);
  const tags: string[] = [];
  while (tags.length < tagCount) {
    const topic = tags.length === 0 ? corpus.topic(random) : corpus.topicNames[Math.floor(random() * corpus.topicNames.length)];
    if (!tags.includes(topic)) tags.push(topic);
  }
  const titleWords: string[] = [];
  const titleLength = between(random, 4, 10);
  while (titleWords.length < titleLength) {
    const roll = random();
    if (roll < 0.4) titleWords.push(corpus.topicWords[tags[0]][Math.floor(random() * corpus.topicWords[tags[0]].length)]);
    else if (roll < 0.75) titleWords.push(corpus.contentWord(random));
    else if (roll < 0.97) titleWords.push(corpus.commonWord(random));
    else titleWords.push(corpus.rarePool[Math.floor(random() * corpus.rarePool.length)]);
  }
  const title = capitalise(titleWords.join(' '));
  const description = sentence(corpus, random, tags, between(random, 15, 30));
  // Log-normal lengths: most articles are a page, a few are long guides.
  const bodyLength = Math.max(150, Math.min(1500, Math.round(Math.exp(Math.log(450) + 0.55 * gaussian(random)))));
  const paragraphs: string[] = [];
  let paragraph: string[] = [];
  let written = 0;
  while (written < bodyLength) {
    const words = Math.min(bodyLength - written, between(random, 6, 24));
    paragraph.push(sentence(corpus, random, tags, words));
    written += words;
    if (paragraph.length >= between(random, 3, 7)) {
      paragraphs.push(paragraph.join(' '));
      paragraph = [];
    }
  }
  if (paragraph.length) paragraphs.push(paragraph.join(' '));
  // A few rare names per document (a product, an investor, a county): the selective terms.
  const rareCount = between(random, 0, 4);
  for (let count = 0; count < rareCount; count += 1) {
    const at = Math.floor(random() * paragraphs.length);
    paragraphs[at] += ` See also ${corpus.rarePool[Math.floor(random() * corpus.rarePool.length)]}.`;
  }
  const number = String(index + 1).padStart(6, '0');
  return {
    id: `kb-gen-${number}`,
    slug: `gen-${number}-${titleWords
      .slice(0, 3)
      .join('-')
      .replace(/[^a-z0-9-]/gi, '')
      .toLowerCase()}`,
    title,
    description,
    tags,
    audiences: AUDIENCES[Math.floor(random() * AUDIENCES.length)],
    bodyText: paragraphs.join('\n'),
    priority: between(random, 0, 100),
  };
}
