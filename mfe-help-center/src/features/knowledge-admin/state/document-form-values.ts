import { MAX_KNOWLEDGE_PDF_BYTES, type KnowledgeDocument, type KnowledgeDocumentInput, type KnowledgeSourceType } from 'shared-rules';
import { fileSizeLabel } from 'shared-ui';

/** What the document form edits; `content` is used by articles, `url` by links and videos, `file` by a new PDF. */
export interface DocumentFormValues {
  title: string;
  description: string;
  tags: string[];
  audiences: string[];
  /** NumberInput gives '' while the box is empty. */
  priority: number | string;
  status: 'draft' | 'published';
  relatedDocumentIds: string[];
  content: string;
  url: string;
  file: File | null;
}

/** Where a new document sits among equals: the middle, so editors can move one up or down. */
export const DEFAULT_PRIORITY = 50;
export const MAX_TAGS = 20;
export const MAX_RELATED_DOCUMENTS = 20;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const CONTENT_MAX_LENGTH = 500_000;
export const URL_MAX_LENGTH = 2000;
const TAG_MAX_LENGTH = 60;

export function emptyDocumentValues(): DocumentFormValues {
  return {
    title: '',
    description: '',
    tags: [],
    audiences: [],
    priority: DEFAULT_PRIORITY,
    status: 'draft',
    relatedDocumentIds: [],
    content: '',
    url: '',
    file: null,
  };
}

/**
 * The form values of a stored document. A document that is not published (a draft, archived,
 * failed or still processing) opens as Draft: saving it never publishes it by surprise.
 */
export function documentFormValuesOf(document: KnowledgeDocument): DocumentFormValues {
  return {
    title: document.title,
    description: document.description,
    tags: [...document.tags],
    audiences: [...document.audiences],
    priority: document.priority,
    status: document.status === 'published' ? 'published' : 'draft',
    relatedDocumentIds: document.relatedDocuments.map((related) => related._id),
    content: document.sourceType === 'html' ? (document.content ?? '') : '',
    url: document.url ?? '',
    file: null,
  };
}

/**
 * A tag as services accept it (`^[a-z0-9][a-z0-9-]*$`, at most 60 characters): lower case,
 * accents dropped, every run of other characters one hyphen, no hyphen at either end.
 * "Rate Lock" → "rate-lock"; text with no letter or digit gives ''.
 */
export function normaliseTag(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TAG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** Tags normalised, empty ones dropped and each kept once, in the order typed. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normaliseTag).filter((tag) => tag !== ''))];
}

/** The request body of the form's values for a document of `sourceType` (only the fields that kind uses). */
export function documentInputOf(values: DocumentFormValues, sourceType: KnowledgeSourceType): KnowledgeDocumentInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    sourceType,
    ...(sourceType === 'html' ? { content: values.content } : {}),
    ...(sourceType === 'url' || sourceType === 'video' ? { url: values.url.trim() } : {}),
    tags: normaliseTags(values.tags),
    audiences: [...new Set(values.audiences)],
    priority: Number(values.priority),
    status: values.status,
    relatedDocumentIds: [...new Set(values.relatedDocumentIds)],
  };
}

const blank = (text: string) => text.trim() === '';

export function titleProblem(title: string): string | null {
  return blank(title) ? 'Enter the title readers see' : null;
}

export function priorityProblem(priority: number | string): string | null {
  const value = typeof priority === 'number' ? priority : priority.trim() === '' ? Number.NaN : Number(priority);
  return Number.isInteger(value) && value >= 0 && value <= 100 ? null : 'Enter a whole number from 0 to 100';
}

export function articleProblem(content: string): string | null {
  return blank(content) ? 'Write the article' : null;
}

/** A link must be an https address with a host name (services refuse anything else). */
export function linkProblem(url: string): string | null {
  const text = url.trim();
  if (text === '') return 'Enter the address of the page';
  return /^https:\/\/[^\s/]+\.[^\s/]+/i.test(text) && URL.canParse(text) ? null : 'Enter an https:// address';
}

const VIDEO_HOSTS = new Set(['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com', 'player.vimeo.com']);

/**
 * A video must be an https YouTube or Vimeo address. Only the host is checked here: services
 * check the video id as well, and their refusal lands on the same field.
 */
export function videoProblem(url: string): string | null {
  const text = url.trim();
  if (text === '') return 'Enter the address of the video';
  if (!URL.canParse(text)) return 'Enter a YouTube or Vimeo address (https://…)';
  const address = new URL(text);
  const host = address.hostname.replace(/^(www|m)\./, '');
  return address.protocol === 'https:' && VIDEO_HOSTS.has(host) ? null : 'Enter a YouTube or Vimeo address (https://…)';
}

/** Why a chosen file cannot be uploaded as a knowledge PDF, or null. The size limit is the services' own, to the byte. */
export function pdfFileProblem(file: File | null): string | null {
  if (!file) return 'Choose the PDF to upload';
  const isPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!isPdf) return `${file.name} is not a PDF. Choose a PDF file.`;
  if (file.size > MAX_KNOWLEDGE_PDF_BYTES) {
    // Just over the limit both sizes round to the same MB, which would read as no reason at all.
    const [size, limit] =
      fileSizeLabel(file.size) === fileSizeLabel(MAX_KNOWLEDGE_PDF_BYTES)
        ? [`${file.size.toLocaleString('en-US')} bytes`, `${MAX_KNOWLEDGE_PDF_BYTES.toLocaleString('en-US')} bytes`]
        : [fileSizeLabel(file.size), fileSizeLabel(MAX_KNOWLEDGE_PDF_BYTES)];
    return `The file is ${size}; a PDF may be at most ${limit}.`;
  }
  if (file.size === 0) return `${file.name} is empty. Choose another file.`;
  return null;
}

/**
 * The checks of the content field(s) of a kind of document: an article needs text, a link an
 * https address, a video a YouTube or Vimeo address, a new PDF its file.
 */
export function contentProblems(
  values: DocumentFormValues,
  sourceType: KnowledgeSourceType,
  isNew: boolean,
): Partial<Record<'content' | 'url' | 'file', string>> {
  switch (sourceType) {
    case 'html': {
      const problem = articleProblem(values.content);
      return problem ? { content: problem } : {};
    }
    case 'url': {
      const problem = linkProblem(values.url);
      return problem ? { url: problem } : {};
    }
    case 'video': {
      const problem = videoProblem(values.url);
      return problem ? { url: problem } : {};
    }
    case 'pdf': {
      const problem = isNew ? pdfFileProblem(values.file) : null;
      return problem ? { file: problem } : {};
    }
  }
}
