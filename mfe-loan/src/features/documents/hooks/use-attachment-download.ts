import { useState } from 'react';
import type { LoanAttachment } from 'shared-rules';
import { showToast } from 'shared-ui';
import { saveBlob, useAttachmentContentFetcher } from './use-attachment-content';

/** Downloads a loan attachment with the session (a plain link would be refused), saying when it fails. */
export function useAttachmentDownload(loanId: string) {
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const fetchContent = useAttachmentContentFetcher();
  const download = async (attachment: LoanAttachment) => {
    setDownloadingId(attachment.id);
    try {
      saveBlob(await fetchContent(loanId, attachment.id, 'attachment'), attachment.fileName);
    } catch (error) {
      showToast('error', 'Download failed', error instanceof Error ? error.message : 'The file could not be downloaded.');
    } finally {
      setDownloadingId(null);
    }
  };
  return { download, downloadingId };
}
