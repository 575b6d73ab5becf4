import { useState } from 'react';
import { USER_IMPORT_MAX_LENGTH, type UserImportReport } from 'shared-rules';
import { problemMessage } from 'shared-ui';
import { useImportAdminUsersMutation } from '../api/import-users';
import { IMPORT_FILE_TOO_LARGE, importCleared, importTextProblem } from '../state/user-import';

/** The text of a file chosen in the browser (nothing is uploaded to read it). */
function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

export const IMPORT_FILE_UNREADABLE = 'The file could not be read. Choose it again, or save it again as CSV.';

/**
 * The import: choose a CSV file (read here, refused when too large), check it on the server
 * (`dryRun`), then import it when the check refused no row. A file refused whole, or a call that
 * failed, is `refusal`; the rows are in `report`.
 */
export function useUserImport() {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [report, setReport] = useState<UserImportReport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sendInvites, setSendInvites] = useState(true);
  const [send, sending] = useImportAdminUsersMutation();

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setCsv(null);
    setFileProblem(null);
    setReport(null);
    setRefusal(null);
    if (!chosen) return;
    // A UTF-8 character takes at most 4 bytes: a file larger than this cannot fit, and is not read at all.
    if (chosen.size > USER_IMPORT_MAX_LENGTH * 4) {
      setFileProblem(IMPORT_FILE_TOO_LARGE);
      return;
    }
    try {
      const text = await readFileText(chosen);
      const problem = importTextProblem(text);
      setFileProblem(problem);
      if (!problem) setCsv(text);
    } catch {
      setFileProblem(IMPORT_FILE_UNREADABLE);
    }
  };

  const run = async (dryRun: boolean) => {
    if (csv === null) return;
    setRefusal(null);
    try {
      setReport(await send({ csv, dryRun, sendInvites }).unwrap());
    } catch (error) {
      setReport(null);
      setRefusal(
        problemMessage(error, dryRun ? 'The file was not checked. Please try again.' : 'The file was not imported. Please try again.'),
      );
    }
  };

  return {
    file,
    chooseFile,
    fileProblem,
    canCheck: csv !== null,
    check: () => run(true),
    canImport: importCleared(report),
    importUsers: () => run(false),
    report,
    refusal,
    sendInvites,
    setSendInvites,
    sending: sending.isLoading,
    /** Which call is under way, so only its button spins. */
    sendingDryRun: sending.isLoading && sending.originalArgs?.dryRun === true,
  };
}
