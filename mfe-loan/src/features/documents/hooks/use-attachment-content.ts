import { useCallback, useEffect, useState } from 'react';
import type { ApiProblem } from 'shared-rules';
import { fetchWithSession, useAppStore } from 'shared-ui';
import { documentPaths } from '../api/document-paths';

export type ContentDisposition = 'inline' | 'attachment';

/** A refused or failed content request, with the server's problem detail when it sent one. */
export class AttachmentContentError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'AttachmentContentError';
  }
}

async function problemDetail(response: Response): Promise<string> {
  try {
    const problem = (await response.json()) as Partial<ApiProblem>;
    return problem.detail || problem.title || `The file could not be loaded (${response.status}).`;
  } catch {
    return `The file could not be loaded (${response.status}).`;
  }
}

/**
 * Fetches an attachment's bytes with the session (the content route is protected like every
 * other, so a plain link or `<img src>` would be refused) and returns them as a Blob.
 */
export function useAttachmentContentFetcher() {
  const store = useAppStore();
  return useCallback(
    async (loanId: string, attachmentId: string, disposition: ContentDisposition, signal?: AbortSignal): Promise<Blob> => {
      let response: Response;
      try {
        response = await fetchWithSession(
          { getState: store.getState, dispatch: store.dispatch },
          documentPaths.attachmentContent(loanId, attachmentId, disposition),
          { signal },
        );
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new AttachmentContentError('The portal services could not be reached.', null);
      }
      if (!response.ok) throw new AttachmentContentError(await problemDetail(response), response.status);
      return response.blob();
    },
    [store],
  );
}

export type AttachmentObjectUrl =
  | { status: 'loading' }
  | { status: 'ready'; url: string; blob: Blob }
  | { status: 'error'; message: string };

/**
 * An attachment's bytes as a local blob URL (for the PDF viewer and the image preview), revoked
 * when the attachment changes or the component unmounts. Null ids load nothing; a new `attempt`
 * number loads again (a Retry after a failure).
 */
export function useAttachmentObjectUrl(loanId: string, attachmentId: string | null, attempt = 0): AttachmentObjectUrl {
  const fetchContent = useAttachmentContentFetcher();
  const [state, setState] = useState<AttachmentObjectUrl>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is how Retry asks for the bytes again.
  useEffect(() => {
    if (attachmentId === null) return undefined;
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    fetchContent(loanId, attachmentId, 'inline', controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, blob });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fetchContent, loanId, attachmentId, attempt]);
  return state;
}

/** Saves a blob under `fileName` through a temporary link (the browser's own download flow). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
