import { useCallback, useState } from 'react';
import type { ApiProblem } from 'shared-rules';
import { fetchWithSession, showToast, useAppStore } from 'shared-ui';
import { saveBlob } from '../../documents/hooks/use-attachment-content';

const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';
const UNREACHABLE = 'The portal services could not be reached. Check the connection and try again.';

/** The file name services give (`content-disposition`), else the page's own. */
function fileNameOf(response: Response, fallback: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? fallback;
}

async function problemDetail(response: Response): Promise<string> {
  try {
    const problem = (await response.json()) as Partial<ApiProblem>;
    return problem.detail || problem.title || DOWNLOAD_FAILED;
  } catch {
    return DOWNLOAD_FAILED;
  }
}

/** What a download asks for: the services path, the name to save under when services give none, and what the toast calls it. */
export interface RateSheetDownload {
  path: string;
  fileName: string;
}

/**
 * Downloads a rate sheet's original file or the template with the session's bearer token (the
 * routes are administrators' only, so a plain link would be refused), saying when it fails.
 * `downloading` is the path in flight, so its button shows it is busy.
 */
export function useRateSheetDownload() {
  const store = useAppStore();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = useCallback(
    async ({ path, fileName }: RateSheetDownload) => {
      setDownloading(path);
      try {
        const response = await fetchWithSession({ getState: store.getState, dispatch: store.dispatch }, path);
        if (!response.ok) {
          showToast('error', 'Download failed', await problemDetail(response));
          return;
        }
        saveBlob(await response.blob(), fileNameOf(response, fileName));
      } catch {
        showToast('error', 'Download failed', UNREACHABLE);
      } finally {
        setDownloading(null);
      }
    },
    [store],
  );
  return { download, downloading };
}
