import { LOAN_ATTACHMENT_MAX_BYTES, LOAN_ATTACHMENT_TYPES, formatInstantDateTime, type LoanAttachment } from 'shared-rules';
import { fileSizeLabel } from 'shared-ui';

/** When an attachment was uploaded, in the user's time zone (or `timeZone`): `11/21/2026 9:46 AM`. */
export function uploadedAtLabel(iso: string, timeZone?: string): string {
  return formatInstantDateTime(iso, { timeZone }) ?? iso;
}

/** Spec: supported image types for preview (by file extension). */
export const PREVIEWABLE_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp', 'svg'] as const;

export type PreviewKind = 'pdf' | 'image';

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * How the portal shows an attachment: PDFs in the PDF viewer, the spec's image types in the image
 * preview, anything else (TIFF, which browsers do not draw) only by download (null).
 */
export function previewKindOf(attachment: Pick<LoanAttachment, 'mimeType' | 'fileName'>): PreviewKind | null {
  if (attachment.mimeType === 'application/pdf') return 'pdf';
  if (attachment.mimeType === 'image/tiff') return null;
  const extension = extensionOf(attachment.fileName);
  if (attachment.mimeType.startsWith('image/') && (PREVIEWABLE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  return null;
}

/** Every extension services accept, e.g. `.pdf, .jpg, .jpeg, …` (what the upload area lists). */
export const ACCEPTED_EXTENSIONS: readonly string[] = Object.values(LOAN_ATTACHMENT_TYPES).flat();

/**
 * Why a file cannot be uploaded, checked in the browser before sending it (services check again,
 * by the file's content): too large, empty, or neither its name nor its declared type is one of
 * the accepted kinds. Null when it may be sent.
 */
export function uploadProblemOf(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = `.${extensionOf(file.name)}`;
  const typeAccepted = file.type in LOAN_ATTACHMENT_TYPES;
  const extensionAccepted = ACCEPTED_EXTENSIONS.includes(extension);
  // A declared type that contradicts an accepted name (e.g. text/plain named .pdf) is refused too.
  if (!extensionAccepted || (file.type !== '' && !typeAccepted)) {
    return `"${file.name}" is not a supported file type. Upload a PDF or an image (${ACCEPTED_EXTENSIONS.join(', ')}).`;
  }
  if (file.size > LOAN_ATTACHMENT_MAX_BYTES) {
    return `"${file.name}" (${fileSizeLabel(file.size)}) is larger than the ${fileSizeLabel(LOAN_ATTACHMENT_MAX_BYTES)} limit.`;
  }
  if (file.size === 0) return `"${file.name}" is empty.`;
  return null;
}
