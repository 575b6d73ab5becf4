import { Alert, Button, CloseButton, Group, List, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { ADD_LOAN_TEXTS, importFileProblems } from 'shared-rules';

export const IMPORT_UNAVAILABLE_TEXT =
  'Importing loan files is not available yet, so your file was not uploaded. Nothing has been saved.';

export interface DataImportStepProps {
  onBack: () => void;
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(2)} MB`;
}

/** Step two of Add Loan: choose the loan's XML file; the browser checks it before any upload. */
export function DataImportStep({ onBack }: DataImportStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [uploadRefused, setUploadRefused] = useState(false);

  const choose = (files: File[]) => {
    const found = importFileProblems(files);
    setProblems(found);
    setUploadRefused(false);
    setFile(found.length === 0 ? files[0] : null);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        Import the loan from its MISMO XML file. The portal reads the borrower, property and loan details from it.
      </Text>

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
          padding: '32px 16px',
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
            One .xml file, up to 25 MB
          </Text>
        </Stack>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        accept=".xml,application/xml,text/xml"
        aria-label="Loan file"
        hidden
        onChange={(event) => {
          choose(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />

      {problems.length > 0 && (
        <Alert color="red" title="This file cannot be imported" role="alert">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      {file && (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatMegabytes(file.size)}
              </Text>
            </Stack>
            <CloseButton
              aria-label={`Remove ${file.name}`}
              onClick={() => {
                setFile(null);
                setUploadRefused(false);
              }}
            />
          </Group>
        </Paper>
      )}

      {uploadRefused && (
        <Alert color="orange" title="Upload not available" role="alert">
          {IMPORT_UNAVAILABLE_TEXT}
        </Alert>
      )}

      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button disabled={!file} onClick={() => setUploadRefused(true)}>
          Upload
        </Button>
      </Group>
    </Stack>
  );
}
