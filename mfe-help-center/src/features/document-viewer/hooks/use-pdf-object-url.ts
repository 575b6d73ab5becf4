import { useEffect, useState } from 'react';
import { API_BASE_URL, fetchWithSession, useAppStore } from 'shared-ui';

export type PdfSource = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

const PDF_TYPE = 'application/pdf';

/** The path under the api base of a services address (`/api/knowledge/…` → `/knowledge/…`), or null for any other address. */
export function apiPathOf(address: string): string | null {
  return address.startsWith(`${API_BASE_URL}/`) ? address.slice(API_BASE_URL.length) : null;
}

/**
 * A knowledge PDF for the viewer's pdf.js view. Its bytes are served under `/api`, which wants the
 * session's bearer token, so they are fetched with the session and handed over as a local blob
 * URL (revoked when the viewer closes). Any other address (already public) is used as it is. A
 * new `attempt` loads again (Retry).
 */
export function usePdfObjectUrl(downloadUrl: string, attempt: number): PdfSource {
  const store = useAppStore();
  const apiPath = apiPathOf(downloadUrl);
  const [state, setState] = useState<PdfSource>(apiPath === null ? { status: 'ready', url: downloadUrl } : { status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is how Retry asks for the bytes again.
  useEffect(() => {
    if (apiPath === null) {
      setState({ status: 'ready', url: downloadUrl });
      return undefined;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    (async () => {
      const response = await fetchWithSession({ getState: store.getState, dispatch: store.dispatch }, apiPath, {
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`The PDF could not be loaded (${response.status}).`);
      const blob = await response.blob();
      return blob.type === PDF_TYPE ? blob : new Blob([blob], { type: PDF_TYPE });
    })().then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [store, apiPath, downloadUrl, attempt]);
  return state;
}
