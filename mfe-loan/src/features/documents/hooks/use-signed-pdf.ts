import { useEffect, useState } from 'react';
import { ELLI_SIGNATURE_SCHEME, type PdfItem } from 'shared-rules';
import { fetchWithSession, useAppStore } from 'shared-ui';
import { documentPaths } from '../api/document-paths';
import { watermarkPdf } from '../state/watermark';
import type { AttachmentObjectUrl } from './use-attachment-content';

/** Spec: a PDF item with a signature is fetched with `Authorization: elli-signature <signature>`. */
export async function fetchPdfItem(item: PdfItem, signal?: AbortSignal, fetchFn: typeof fetch = fetch): Promise<ArrayBuffer> {
  const headers: HeadersInit = item.signature ? { authorization: `${ELLI_SIGNATURE_SCHEME} ${item.signature}` } : {};
  const response = await fetchFn(item.url, { headers, signal });
  if (!response.ok) throw new Error(`The document could not be loaded (${response.status}).`);
  return response.arrayBuffer();
}

/**
 * A loan's PDF for the viewer as the specification has it: services hand out a signed PDF item,
 * its bytes are fetched with the signature, watermarked when asked (pdf-lib), and replaced by a
 * local blob URL, revoked when the viewer closes. A new `attempt` loads again (Retry).
 */
export function useSignedPdfUrl(loanId: string, attachmentId: string, watermark: string | null, attempt = 0): AttachmentObjectUrl {
  const store = useAppStore();
  const [state, setState] = useState<AttachmentObjectUrl>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is how Retry asks for the bytes again.
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    (async () => {
      const signing = await fetchWithSession(
        { getState: store.getState, dispatch: store.dispatch },
        documentPaths.pdfItem(loanId, attachmentId),
        {
          method: 'POST',
          signal: controller.signal,
        },
      );
      if (!signing.ok) throw new Error(`The document could not be opened (${signing.status}).`);
      const bytes = await fetchPdfItem((await signing.json()) as PdfItem, controller.signal);
      const content: BlobPart = watermark ? new Uint8Array(await watermarkPdf(bytes, watermark)) : bytes;
      return new Blob([content], { type: 'application/pdf' });
    })().then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, blob });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [store, loanId, attachmentId, watermark, attempt]);
  return state;
}
