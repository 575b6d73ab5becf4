/**
 * What an upload to a loan may be, from the `documents` setting: the size limit and the kinds of
 * file, and the texts that refuse the rest. Services judge the file's content with these rules;
 * the upload pages judge the name and the declared type first, with the same texts, so a refused
 * file is never sent. Pure: no I/O.
 */
import { LOAN_ATTACHMENT_MAX_BYTES, type DocumentUploadRules, type LoanAttachmentMimeType, LOAN_ATTACHMENT_TYPES } from '../api/documents';
import { DOCUMENT_FILE_TYPES, type DocumentFileType, type DocumentsSettings } from '../api/setting-values';

const BYTES_PER_MB = 1024 * 1024;

/** The 25 MB ceiling of an upload, in MB: a setting may lower the limit, never raise it. */
export const DOCUMENT_UPLOAD_CEILING_MB = LOAN_ATTACHMENT_MAX_BYTES / BYTES_PER_MB;

/** The content type each of the setting's kinds is stored and served as. */
export const DOCUMENT_FILE_TYPE_MIME: Readonly<Record<DocumentFileType, LoanAttachmentMimeType>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tiff: 'image/tiff',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** How the refusals and the upload areas name each kind. */
export const DOCUMENT_FILE_TYPE_LABELS: Readonly<Record<DocumentFileType, string>> = {
  pdf: 'PDF',
  png: 'PNG',
  jpg: 'JPEG',
  gif: 'GIF',
  webp: 'WebP',
  tiff: 'TIFF',
  docx: 'Word',
  xlsx: 'Excel',
};

/** The setting's kind of a stored content type (every accepted content type has one). */
export function documentFileTypeOf(mimeType: LoanAttachmentMimeType): DocumentFileType {
  const found = DOCUMENT_FILE_TYPES.find((type) => DOCUMENT_FILE_TYPE_MIME[type] === mimeType);
  if (!found) throw new Error(`No documents file type stands for ${mimeType}`);
  return found;
}

/**
 * The rules in force for a `documents` setting: its limit, at most the 25 MB ceiling (a value
 * stored by an older release could say more), and its kinds in the order of DOCUMENT_FILE_TYPES.
 */
export function documentUploadRulesOf(setting: Pick<DocumentsSettings, 'maxFileSizeMb' | 'allowedFileTypes'>): DocumentUploadRules {
  const maxFileSizeMb = Math.min(setting.maxFileSizeMb, DOCUMENT_UPLOAD_CEILING_MB);
  const allowed = new Set<DocumentFileType>(setting.allowedFileTypes);
  return {
    maxFileSizeMb,
    maxFileSizeBytes: maxFileSizeMb * BYTES_PER_MB,
    allowedFileTypes: DOCUMENT_FILE_TYPES.filter((type) => allowed.has(type)),
  };
}

/** Every file-name extension of the kinds, e.g. `.pdf, .jpg, .jpeg` for pdf and jpg. */
export function documentExtensions(types: readonly DocumentFileType[]): string[] {
  return types.flatMap((type) => [...LOAN_ATTACHMENT_TYPES[DOCUMENT_FILE_TYPE_MIME[type]]]);
}

/** The content types of the kinds (what a file chooser's `accept` lists beside the extensions). */
export function documentMimeTypes(types: readonly DocumentFileType[]): LoanAttachmentMimeType[] {
  return types.map((type) => DOCUMENT_FILE_TYPE_MIME[type]);
}

/** "PDF, JPEG or TIFF (.pdf, .jpg, .jpeg, .tif, .tiff)": the kinds and their extensions. */
export function allowedTypesText(types: readonly DocumentFileType[]): string {
  const names = types.map((type) => DOCUMENT_FILE_TYPE_LABELS[type]);
  const listed = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  return `${listed} (${documentExtensions(types).join(', ')})`;
}

/** The refusals of an upload, word for word the same from services and from the upload pages. */
export const DOCUMENT_UPLOAD_TEXTS = {
  tooLarge: (maxFileSizeMb: number) => `The file is larger than ${maxFileSizeMb} MB. Upload a file of at most ${maxFileSizeMb} MB.`,
  typeNotAccepted: (types: readonly DocumentFileType[]) => `This file type is not accepted. Upload ${allowedTypesText(types)}.`,
  empty: 'The file is empty.',
} as const;

/** "PDF, JPEG or TIFF (.pdf, .jpg, …), up to 10 MB each": what an upload area says it takes. */
export function documentUploadRulesText(rules: DocumentUploadRules): string {
  return `${allowedTypesText(rules.allowedFileTypes)}, up to ${rules.maxFileSizeMb} MB each`;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * Why a picked file cannot be uploaded under the rules, judged before sending it: its name's
 * extension or its declared type is not of an allowed kind, it is over the limit, or it is
 * empty. Null when it may be sent (services then judge its content). The text starts with the
 * file's name, as the pages list several refusals at once.
 */
export function documentUploadProblem(file: { name: string; size: number; type: string }, rules: DocumentUploadRules): string | null {
  const typeAccepted = (documentMimeTypes(rules.allowedFileTypes) as string[]).includes(file.type);
  const extensionAccepted = documentExtensions(rules.allowedFileTypes).includes(extensionOf(file.name));
  // A declared type that contradicts an accepted name (text/plain named .pdf) is refused too.
  if (!extensionAccepted || (file.type !== '' && !typeAccepted)) {
    return `"${file.name}": ${DOCUMENT_UPLOAD_TEXTS.typeNotAccepted(rules.allowedFileTypes)}`;
  }
  if (file.size > rules.maxFileSizeBytes) return `"${file.name}": ${DOCUMENT_UPLOAD_TEXTS.tooLarge(rules.maxFileSizeMb)}`;
  if (file.size === 0) return `"${file.name}": ${DOCUMENT_UPLOAD_TEXTS.empty}`;
  return null;
}
