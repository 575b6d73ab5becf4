import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { RateSheetSummary } from 'shared-rules';
import { loadErrorOf, PageHeader } from 'shared-ui';
import { rateSheetPaths } from '../../../api/rate-sheet-paths';
import { useGetRateSheetsQuery } from '../api/rate-sheets-api';
import { useRateSheetDownload } from '../hooks/use-rate-sheet-download';
import { RateSheetSummaryDrawer } from './rate-sheet-summary-drawer';
import { RateSheetUpload } from './rate-sheet-upload';
import { RateSheetsTable } from './rate-sheets-table';
import { TemplateDownloads } from './template-downloads';

export const RATE_SHEETS_LOAD_ERROR = 'The rate sheets could not be loaded';

/**
 * /admin/pricing/rate-sheets: secondary marketing publishes the rate sheets the portal prices
 * from, reads the published ones (which is in force, which is scheduled) and downloads their
 * original files and the template. A published sheet is never changed or deleted.
 */
export default function RateSheetsPage() {
  const list = useGetRateSheetsQuery();
  const { download, downloading } = useRateSheetDownload();
  const [summaryOf, setSummaryOf] = useState<RateSheetSummary | null>(null);

  return (
    <>
      <PageHeader
        title="Rate Sheets"
        description="The sheet in force prices every scenario; a sheet published with a later Effective At is scheduled, and the one before it keeps pricing until then."
      />
      <Stack gap="xl">
        <RateSheetUpload />
        <TemplateDownloads onDownload={(request) => void download(request)} downloading={downloading} />
        <RateSheetsTable
          sheets={list.data?.items}
          error={loadErrorOf(list, RATE_SHEETS_LOAD_ERROR)}
          actions={{
            onShowSummary: setSummaryOf,
            onDownload: (sheet) => void download({ path: rateSheetPaths.rateSheetFile(sheet.id), fileName: sheet.fileName }),
            isDownloading: (sheet) => downloading === rateSheetPaths.rateSheetFile(sheet.id),
          }}
        />
      </Stack>
      <RateSheetSummaryDrawer sheet={summaryOf} onClose={() => setSummaryOf(null)} />
    </>
  );
}
