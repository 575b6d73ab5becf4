import { formatInstantDateTime, type LoanAttachment } from 'shared-rules';

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
 * preview, anything else (TIFF, which browsers do not draw, Word and Excel files) only by download (null).
 */
export function previewKindOf(attachment: Pick<LoanAttachment, 'mimeType' | 'fileName'>): PreviewKind | null {
  if (attachment.mimeType === 'application/pdf') return 'pdf';
  if (attachment.mimeType === 'image/tiff') return null;
  const extension = extensionOf(attachment.fileName);
  if (attachment.mimeType.startsWith('image/') && (PREVIEWABLE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  return null;
}
