import { useSearchParams } from 'react-router-dom';
import type { LoanTabProps } from '../../loan-frame/loan-tab-props';
import { DocumentsTab } from './documents-tab';

/**
 * The Documents tab as a loan tab page. `?task=W2&folder=Income` (a workflow task's Upload link)
 * opens it ready to upload for that task: filed in that folder, counted by its tag.
 */
export default function DocumentsTabPage({ loan }: LoanTabProps) {
  const [params, setParams] = useSearchParams();
  const task = params.get('task');
  const uploadFor = task ? { taskTag: task, folderName: params.get('folder') } : null;
  return (
    <DocumentsTab
      loanId={loan.id}
      uploadFor={uploadFor}
      onUploadForDone={() => setParams({}, { replace: true })}
      readOnly={loan.frame.readOnly}
    />
  );
}
