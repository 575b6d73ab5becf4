import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_AUDIENCES, MARKUP_ALLOW_LIST } from 'shared-rules';
import { DEMO_KNOWLEDGE_DOCUMENTS } from './index';
import type { KnowledgeSeedDocument } from './knowledge-seed-document';
import { KNOWLEDGE_PAGE_TAGS } from 'shared-rules';

// Articles keep to the portal's allow-list so that sanitising them when they are seeded, like an editor's article, removes nothing.
const ALLOWED_HTML_TAGS = new Set(Object.keys(MARKUP_ALLOW_LIST.elements));

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const VIDEO_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'youtu.be', 'vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const RELEVANCE_SET = path.join(__dirname, '../../../../tests/bench/knowledge/relevance-questions.json');

const documents = DEMO_KNOWLEDGE_DOCUMENTS;
const byId = new Map(documents.map((document) => [document.id, document]));
const htmlDocuments = documents.filter((document) => document.sourceType === 'html');
const htmlSlugs = new Set(htmlDocuments.map((document) => document.slug));

function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
}

function wordCount(html: string): number {
  return textOf(html).split(/\s+/).filter(Boolean).length;
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const describeDocument = (document: KnowledgeSeedDocument) => `${document.id} (${document.sourceType})`;

describe('the seeded knowledge documents', () => {
  it('has unique, well-formed ids, slugs and titles', () => {
    expect(duplicates(documents.map((document) => document.id))).toEqual([]);
    expect(duplicates(documents.map((document) => document.slug))).toEqual([]);
    expect(duplicates(documents.map((document) => document.title.toLowerCase()))).toEqual([]);
    for (const document of documents) {
      expect(document.slug).toMatch(SLUG_PATTERN);
      expect(document.slug.length).toBeLessThanOrEqual(120);
      expect(document.id).toBe(`kb-${document.slug}`);
      expect(document.title.trim().length).toBeGreaterThan(0);
      expect(document.title.length).toBeLessThanOrEqual(200);
      expect(document.description.trim().length).toBeGreaterThan(0);
      expect(document.description.length).toBeLessThanOrEqual(1000);
    }
  });

  it('relates every document to one to four other existing documents', () => {
    for (const document of documents) {
      expect(document.relatedDocumentIds.length).toBeGreaterThanOrEqual(1);
      expect(document.relatedDocumentIds.length).toBeLessThanOrEqual(4);
      expect(duplicates(document.relatedDocumentIds)).toEqual([]);
      expect(document.relatedDocumentIds).not.toContain(document.id);
      const missing = document.relatedDocumentIds.filter((id) => !byId.has(id));
      expect({ document: document.id, missing }).toEqual({ document: document.id, missing: [] });
    }
  });

  it('tags every document with one to five page tags of the vocabulary', () => {
    const vocabulary = new Set<string>(KNOWLEDGE_PAGE_TAGS);
    for (const document of documents) {
      expect(document.tags.length).toBeGreaterThanOrEqual(1);
      expect(document.tags.length).toBeLessThanOrEqual(5);
      expect(duplicates(document.tags)).toEqual([]);
      const unknown = document.tags.filter((tag) => !vocabulary.has(tag));
      expect({ document: document.id, unknown }).toEqual({ document: document.id, unknown: [] });
    }
  });

  it('uses only known audiences and a priority from 0 to 100', () => {
    const audiences = new Set<string>(KNOWLEDGE_AUDIENCES);
    for (const document of documents) {
      expect(document.audiences.filter((audience) => !audiences.has(audience))).toEqual([]);
      expect(Number.isInteger(document.priority)).toBe(true);
      expect(document.priority).toBeGreaterThanOrEqual(0);
      expect(document.priority).toBeLessThanOrEqual(100);
    }
  });

  it('gives html documents 250 to 900 words of content and no address', () => {
    expect(htmlDocuments.length).toBeGreaterThanOrEqual(40);
    for (const document of htmlDocuments) {
      expect(document.url).toBeUndefined();
      const words = wordCount(document.content ?? '');
      expect({ document: document.id, enough: words >= 250, notTooLong: words <= 900 }).toEqual({
        document: document.id,
        enough: true,
        notTooLong: true,
      });
    }
  });

  it('writes html content with the allowed tags only, and links inside the portal or over https', () => {
    for (const document of htmlDocuments) {
      const content = document.content ?? '';
      const tags = [...content.matchAll(/<\/?\s*([a-zA-Z][a-zA-Z0-9]*)\b/g)].map((match) => match[1].toLowerCase());
      expect({ document: document.id, refused: tags.filter((tag) => !ALLOWED_HTML_TAGS.has(tag)) }).toEqual({
        document: document.id,
        refused: [],
      });
      expect(content).not.toMatch(/\son[a-z]+\s*=|style\s*=|javascript:/i);
      for (const [, href] of content.matchAll(/href="([^"]*)"/g)) {
        expect(href).toMatch(/^(\/(?!\/)|https:\/\/)/);
        const article = /^\/knowledge\/html\/([a-z0-9-]+)$/.exec(href);
        if (article) expect({ href, exists: htmlSlugs.has(article[1]) }).toEqual({ href, exists: true });
      }
    }
  });

  it('gives url and video documents an https address and no content', () => {
    const linked = documents.filter((document) => document.sourceType !== 'html');
    expect(linked.filter((document) => document.sourceType === 'url').length).toBeGreaterThanOrEqual(2);
    expect(linked.filter((document) => document.sourceType === 'video').length).toBeGreaterThanOrEqual(1);
    for (const document of linked) {
      expect(document.content).toBeUndefined();
      const address = new URL(document.url ?? '');
      expect({ document: describeDocument(document), protocol: address.protocol }).toEqual({
        document: describeDocument(document),
        protocol: 'https:',
      });
      if (document.sourceType === 'video') expect(VIDEO_HOSTS.has(address.hostname)).toBe(true);
    }
  });

  it('covers brokers and staff', () => {
    expect(documents.length).toBeGreaterThanOrEqual(44);
    const internalOnly = documents.filter((document) => document.audiences.length === 1 && document.audiences[0] === 'internal');
    const forBrokersOrEveryone = documents.filter((document) => document.audiences.length === 0 || document.audiences.includes('external'));
    expect(internalOnly.length).toBeGreaterThanOrEqual(8);
    expect(forBrokersOrEveryone.length).toBeGreaterThanOrEqual(25);
  });
});

// The relevance set labels search questions with these documents' ids; it must not name a document that does not exist.
describe('the knowledge relevance set', () => {
  // Read in each test, so a missing or broken file fails these tests and not the documents' ones above.
  const loadQuestions = (): Array<{ question: string; relevant: string[] }> => JSON.parse(readFileSync(RELEVANCE_SET, 'utf8'));

  it('labels at least 64 distinct questions with one to three seeded documents', () => {
    const questions = loadQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(64);
    expect(duplicates(questions.map((entry) => entry.question.trim().toLowerCase()))).toEqual([]);
    for (const entry of questions) {
      expect(entry.question.trim().length).toBeGreaterThan(0);
      expect(entry.relevant.length).toBeGreaterThanOrEqual(1);
      expect(entry.relevant.length).toBeLessThanOrEqual(3);
      expect(duplicates(entry.relevant)).toEqual([]);
      expect({ question: entry.question, unknown: entry.relevant.filter((id) => !byId.has(id)) }).toEqual({
        question: entry.question,
        unknown: [],
      });
    }
  });

  it('covers at least 35 documents', () => {
    const questions = loadQuestions();
    expect(new Set(questions.flatMap((entry) => entry.relevant)).size).toBeGreaterThanOrEqual(35);
  });
});
