import { Alert, Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useId, useRef, useState } from 'react';
import { documentUploadProblem, documentUploadRulesText, type LoanDocumentFolder } from 'shared-rules';
import { FormRefusal, problemMessage } from 'shared-ui';
import { useCreateDocumentFolderMutation } from '../api/create-document-folder';
import { useUploadLoanAttachmentMutation } from '../api/upload-loan-attachment';
import { useDocumentUploadRules } from '../hooks/use-document-upload-rules';
import { UNCATEGORIZED, folderOptions, folderTitled } from '../state/folder-options';

/** Uploads for a workflow task: tagged with its document key and filed in its folder (made when missing). */
export interface TaskUpload {
  taskTag: string;
  folderName: string | null;
}

export interface UploadPanelProps {
  loanId: string;
  folders: LoanDocumentFolder[];
  /** Set when the Workflow tab sent the user here to upload a task's document. */
  uploadFor?: TaskUpload | null;
  /** Leaves task mode: uploads go where the folder picker says, untagged. */
  onUploadForDone?: () => void;
}

interface UploadProgress {
  fileName: string;
  index: number;
  count: number;
}

/**
 * Upload area: files are checked in the browser (type and size, the documents setting's rules,
 * which the area names) before anything is sent, then uploaded one by one into the chosen folder.
 * A refused file is listed with the reason (the server's problem detail when services refused it,
 * in the same words); the list stays as it was.
 */
export function UploadPanel({ loanId, folders, uploadFor = null, onUploadForDone }: UploadPanelProps) {
  const [target, setTarget] = useState<string>(UNCATEGORIZED);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploadedCount, setUploadedCount] = useState(0);
  const [upload] = useUploadLoanAttachmentMutation();
  const [createFolder] = useCreateDocumentFolderMutation();
  const { rules, accept } = useDocumentUploadRules();
  const uploadProblemOf = (file: File) => documentUploadProblem(file, rules);
  const rulesId = useId();
  const openFileChooser = useRef<() => void>(null);
  const options = folderOptions(folders);
  // A folder that disappeared from the list (it cannot today, but the list is live) falls back to Uncategorized.
  const targetValue = options.some((option) => option.value === target) ? target : UNCATEGORIZED;
  const taskFolder = uploadFor?.folderName ? folderTitled(folders, uploadFor.folderName) : null;

  /** The folder id the files go to, making the task's folder on its first upload; a refusal is returned as text. */
  const destination = async (): Promise<{ documentId?: string } | { problem: string }> => {
    if (!uploadFor) return targetValue === UNCATEGORIZED ? {} : { documentId: targetValue };
    if (!uploadFor.folderName) return {};
    if (taskFolder) return { documentId: taskFolder.id };
    const created = await createFolder({ loanId, body: { title: uploadFor.folderName } });
    if ('error' in created) return { problem: `The folder "${uploadFor.folderName}" could not be made: ${problemMessage(created.error)}` };
    return { documentId: created.data.id };
  };

  const send = async (files: File[], refused: string[]) => {
    const accepted = files.filter((file) => {
      const problem = uploadProblemOf(file);
      if (problem) refused.push(problem);
      return problem === null;
    });
    setProblems(refused);
    setUploadedCount(0);
    let uploaded = 0;
    const target = accepted.length > 0 ? await destination() : {};
    if ('problem' in target) {
      setProblems([...refused, target.problem]);
      return;
    }
    for (const [index, file] of accepted.entries()) {
      setProgress({ fileName: file.name, index, count: accepted.length });
      const result = await upload({ loanId, file, ...target, ...(uploadFor ? { taskTag: uploadFor.taskTag } : {}) });
      if ('error' in result) refused.push(`"${file.name}": ${problemMessage(result.error, 'The upload failed. Please try again.')}`);
      else uploaded += 1;
      setProblems([...refused]);
    }
    setProgress(null);
    setUploadedCount(uploaded);
  };

  // One drop may hold files the browser refuses and files it accepts: both arrive here together,
  // so the refusals are listed beside the uploads' own outcomes.
  const onDropAny = (files: File[], rejections: FileRejection[]) => {
    const reasons = rejections.map(
      ({ file, errors }) => uploadProblemOf(file) ?? `"${file.name}": ${errors.map((error) => error.message).join('; ')}`,
    );
    void send(files, reasons);
  };

  return (
    <Stack gap="sm">
      {uploadFor && (
        <Alert color="blue" title={`Uploading ${uploadFor.taskTag} for the workflow`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Files uploaded here count for the workflow task that needs {uploadFor.taskTag}
              {uploadFor.folderName ? ` and are filed in ${uploadFor.folderName}${taskFolder ? '' : ' (a new folder)'}` : ''}.
            </Text>
            {onUploadForDone && (
              <Button size="xs" variant="subtle" onClick={onUploadForDone}>
                Upload other files instead
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Group align="flex-end" gap="md" hidden={uploadFor !== null}>
        <Select
          label="Upload to"
          data={options}
          value={targetValue}
          onChange={(value) => setTarget(value ?? UNCATEGORIZED)}
          allowDeselect={false}
          disabled={progress !== null}
          w={260}
        />
      </Group>
      <Dropzone
        onDrop={() => undefined}
        onDropAny={onDropAny}
        accept={accept}
        maxSize={rules.maxFileSizeBytes}
        loading={progress !== null}
        name="file"
        // The drop area is for the mouse; keyboard and screen-reader users get the Choose files
        // button below (react-dropzone's focusable root has no role or name, and holds the file input).
        activateOnKeyboard={false}
        openRef={openFileChooser}
      >
        <Stack gap={4} align="center" py="md" style={{ pointerEvents: 'none' }}>
          <Text fw={500}>Drop files here or click to choose</Text>
          <Text size="sm" c="dimmed" id={rulesId}>
            {documentUploadRulesText(rules)}
          </Text>
        </Stack>
      </Dropzone>
      <Group>
        <Button variant="default" onClick={() => openFileChooser.current?.()} disabled={progress !== null} aria-describedby={rulesId}>
          Choose files
        </Button>
      </Group>
      {/* One polite live region, present before the first upload, so screen readers hear each change in it. */}
      <Stack gap={4} role="status">
        {progress && (
          <>
            <Text size="sm">
              Uploading {progress.fileName}
              {progress.count > 1 ? ` (${progress.index + 1} of ${progress.count})` : ''}…
            </Text>
            <Progress value={Math.max(5, (progress.index / progress.count) * 100)} animated striped aria-label="Upload progress" />
          </>
        )}
        {!progress && uploadedCount > 0 && (
          <Text size="sm" c="green">
            {uploadedCount === 1 ? '1 file uploaded.' : `${uploadedCount} files uploaded.`}
          </Text>
        )}
      </Stack>
      <FormRefusal
        title={problems.length === 1 ? 'A file was not uploaded' : `${problems.length} files were not uploaded`}
        refusal={problems}
      />
    </Stack>
  );
}
