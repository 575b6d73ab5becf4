import { Alert, Button, CloseButton, Group, List, NativeSelect, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import {
  ADD_LOAN_TEXTS,
  CONVENTIONAL_PROGRAM_CATEGORIES,
  effectiveImportFileLimits,
  importFileProblems,
  importFileRulesText,
  type LoanFileImportResponse,
} from 'shared-rules';
import { Fact, fileSizeLabel, FormRefusal, problemMessage, useSetting } from 'shared-ui';
import { useConvertLoanFileMutation } from '../api/convert-loan-file';
import type { ImportedFile } from '../../../lib/imported-loan-summary';
import { readFileAsDataUrl } from '../state/read-file';

export interface DataImportStepProps {
  imported: ImportedFile | null;
  onImported: (result: LoanFileImportResponse, fileName: string) => void;
  /** Conventional loans offer a program category (Solar, Renovation, Buydown); null hides the choice. */
  programCategory?: { value: string | null; onChange: (category: string | null) => void } | null;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Step two of Add Loan: the loan's MISMO XML file. The browser checks it against the loan-upload
 * setting (one file with an accepted extension, within the size limit: by default one .xml file of
 * at most 25 MB, with the specification's texts) before it goes to `POST /api/loans/convert-xml`,
 * which checks the same limits again; the imported loan is summarised so the user can tell it is
 * the right file.
 */
export function DataImportStep({ imported, onImported, programCategory = null, onBack, onNext }: DataImportStepProps) {
  // The public setting, followed live when an administrator saves it; its default while it loads.
  const limits = effectiveImportFileLimits(useSetting('loan-upload').value);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [convert, conversion] = useConvertLoanFileMutation();
  // The Upload button goes away with the uploaded file: focus moves to the summary, read out as
  // the outcome, instead of being dropped on the page behind the modal.
  const summary = useRef<HTMLParagraphElement>(null);
  const focusSummary = useRef(false);
  useEffect(() => {
    if (!imported || !focusSummary.current) return;
    focusSummary.current = false;
    summary.current?.focus();
  }, [imported]);

  const choose = (files: File[]) => {
    const found = importFileProblems(files, limits);
    setProblems(found);
    setUploadError(null);
    setFile(found.length === 0 ? files[0] : null);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(Array.from(event.dataTransfer.files));
  };

  async function upload() {
    if (!file) return;
    setUploadError(null);
    let content: string;
    try {
      content = await readFileAsDataUrl(file);
    } catch {
      setUploadError('The file could not be read from your computer. Choose it again.');
      return;
    }
    // The name's end carries the extension services check; a name longer than the contract's 255 keeps it.
    const result = await convert({ file: content, fileName: file.name.slice(-255) });
    if ('error' in result && result.error) {
      setUploadError(problemMessage(result.error, 'The file could not be imported. Try again in a moment.'));
      return;
    }
    if ('data' in result && result.data) {
      focusSummary.current = true;
      onImported(result.data, file.name);
      setFile(null);
    }
  }

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        Import the loan from its MISMO XML file. The portal reads the borrowers, property and loan terms from it.
      </Text>

      {imported && (
        <Paper withBorder radius="md" p="md" bg="green.0">
          <Text ref={summary} tabIndex={-1} fw={600} size="sm" mb="xs">
            {imported.fileName ? `Imported ${imported.fileName}` : 'Loan loaded from your link'}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <Fact label="Borrower" value={imported.summary.borrower} />
            <Fact label="Loan amount" value={imported.summary.amount} />
            <Fact label="Property" value={imported.summary.property} />
            <Fact label="Program" value={imported.summary.program} />
          </SimpleGrid>
          {programCategory && (
            <NativeSelect
              mt="sm"
              label="Program category"
              description="Conventional loans can be submitted under a special program."
              value={programCategory.value ?? ''}
              data={[
                { value: '', label: 'Standard conventional' },
                ...CONVENTIONAL_PROGRAM_CATEGORIES.map((category) => ({ value: category, label: category })),
              ]}
              onChange={(event) => programCategory.onChange(event.currentTarget.value || null)}
            />
          )}
          {imported.warnings.length > 0 && (
            <Alert
              color="yellow"
              mt="sm"
              title={`${imported.warnings.length} value${imported.warnings.length === 1 ? ' was' : 's were'} left out`}
            >
              <List size="xs">
                {imported.warnings.map((warning) => (
                  <List.Item key={`${warning.element}:${warning.detail}`}>{warning.detail}</List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Paper>
      )}

      <UnstyledButton
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-describedby="loan-file-rules"
        style={{
          border: `2px dashed ${dragging ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)'}`,
          borderRadius: 'var(--mantine-radius-md)',
          background: dragging ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
          padding: imported ? '16px' : '32px 16px',
          textAlign: 'center',
        }}
      >
        <Stack gap={4} align="center">
          <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden>
            <path d="M12 16V4m0 0-4 4m4-4 4 4" strokeLinecap="round" strokeLinejoin="round" />
            <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" strokeLinecap="round" />
          </svg>
          <Text fw={500}>{ADD_LOAN_TEXTS.dropArea}</Text>
          <Text size="xs" c="dimmed" id="loan-file-rules">
            {imported ? 'Choose another file to replace the imported one. ' : ''}
            {importFileRulesText(limits)}
          </Text>
        </Stack>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        accept={[...limits.acceptedExtensions, 'application/xml', 'text/xml'].join(',')}
        aria-label="Loan file"
        hidden
        onChange={(event) => {
          choose(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />

      <FormRefusal title="This file cannot be imported" refusal={problems} />

      {file && (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {fileSizeLabel(file.size)}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" onClick={() => void upload()} loading={conversion.isLoading}>
                Upload
              </Button>
              <CloseButton aria-label={`Remove ${file.name}`} onClick={() => setFile(null)} disabled={conversion.isLoading} />
            </Group>
          </Group>
        </Paper>
      )}

      <FormRefusal title="The file could not be imported" refusal={uploadError} />

      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={onBack} disabled={conversion.isLoading}>
          Back
        </Button>
        <Button onClick={onNext} disabled={!imported || conversion.isLoading}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
