import { useCallback, useState } from 'react';
import { AUDIT_TRAIL_TEXTS, AUDIT_TRAIL_TRUNCATED_HEADER, type ApiProblem, type AuditTrailExportQuery } from 'shared-rules';
import { fetchWithSession, useAppStore } from 'shared-ui';
import { paths } from '../../../api/paths';
import { exportQueryString } from '../state/audit-trail-view';

export const EXPORT_FAILED = 'The audit trail could not be exported.';
const UNREACHABLE = 'The portal services could not be reached. Check the connection and try again.';

export type ExportState =
  | { status: 'idle' }
  | { status: 'exporting' }
  | { status: 'done'; truncated: boolean }
  | { status: 'error'; message: string };

/** The file name the services suggest (`content-disposition`), or a dated one. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? `audit-trail-${new Date().toISOString().slice(0, 10)}.csv`;
}

async function problemDetail(response: Response): Promise<string> {
  try {
    const problem = (await response.json()) as Partial<ApiProblem>;
    return problem.detail || EXPORT_FAILED;
  } catch {
    return EXPORT_FAILED;
  }
}

/** Saves a blob under `fileName` through a temporary link (the browser's own download flow). */
function saveBlob(blob: Blob, fileName: string): void {
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

/**
 * Downloads the trail as CSV (`GET /api/admin/audit-trail/export`) with the session's bearer
 * token: the route is protected like every other, so a plain link would be refused. Says when
 * the file stopped at the services' row limit.
 */
export function useAuditTrailExport() {
  const store = useAppStore();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const download = useCallback(
    async (query: AuditTrailExportQuery) => {
      setState({ status: 'exporting' });
      let response: Response;
      try {
        response = await fetchWithSession(
          { getState: store.getState, dispatch: store.dispatch },
          `${paths.auditTrailExport}${exportQueryString(query)}`,
        );
      } catch {
        setState({ status: 'error', message: UNREACHABLE });
        return;
      }
      if (!response.ok) {
        setState({ status: 'error', message: await problemDetail(response) });
        return;
      }
      saveBlob(await response.blob(), fileNameOf(response));
      setState({ status: 'done', truncated: response.headers.get(AUDIT_TRAIL_TRUNCATED_HEADER) === 'true' });
    },
    [store],
  );
  return { state, download, dismiss: () => setState({ status: 'idle' }), truncatedText: AUDIT_TRAIL_TEXTS.exportTruncated };
}
