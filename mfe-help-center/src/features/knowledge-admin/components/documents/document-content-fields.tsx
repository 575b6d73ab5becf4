import { FileInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MAX_KNOWLEDGE_PDF_BYTES, type KnowledgeDocument, type KnowledgeSourceType } from 'shared-rules';
import { fileSizeLabel } from 'shared-ui';
import type { DocumentForm } from '../../hooks/use-document-form';
import { CONTENT_MAX_LENGTH, URL_MAX_LENGTH } from '../../state/document-form-values';
import { HtmlPreview } from './html-preview';

export interface DocumentContentFieldsProps {
  form: DocumentForm;
  sourceType: KnowledgeSourceType;
  /** The document edited, or null for a new one. */
  document: KnowledgeDocument | null;
}

/** What a PDF being edited holds: its file cannot change, so it is described, not edited. */
function StoredPdf({ document }: { document: KnowledgeDocument }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        PDF file
      </Text>
      <Text size="sm">
        {document.originalFilename ?? 'document.pdf'}
        {document.fileSize !== null ? ` (${fileSizeLabel(document.fileSize)})` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        The file cannot be replaced here: upload the new PDF as a new document and archive this one.
      </Text>
    </Stack>
  );
}

/** The fields of a document's content, by its kind: HTML with a preview, a link, a video address, or a PDF file. */
export function DocumentContentFields({ form, sourceType, document }: DocumentContentFieldsProps) {
  switch (sourceType) {
    case 'html':
      return (
        <Stack gap="sm">
          <Textarea
            label="HTML content"
            description="The article as HTML: <h2>, <p>, <ul>, <ol>, <a href>, <table>, <strong>…"
            required
            autosize
            minRows={10}
            maxRows={24}
            maxLength={CONTENT_MAX_LENGTH}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('content')}
          />
          <HtmlPreview html={form.getValues().content} />
        </Stack>
      );
    case 'url':
      return (
        <TextInput
          label="Link address"
          description="The https:// page readers open."
          placeholder="https://"
          type="url"
          required
          maxLength={URL_MAX_LENGTH}
          {...form.getInputProps('url')}
        />
      );
    case 'video':
      return (
        <TextInput
          label="Video address"
          description="A YouTube or Vimeo address, such as https://www.youtube.com/watch?v=… or https://vimeo.com/…"
          placeholder="https://"
          type="url"
          required
          maxLength={URL_MAX_LENGTH}
          {...form.getInputProps('url')}
        />
      );
    case 'pdf':
      if (document) return <StoredPdf document={document} />;
      return (
        <FileInput
          label="PDF file"
          description={`A PDF of at most ${fileSizeLabel(MAX_KNOWLEDGE_PDF_BYTES)}. Its text is extracted after the upload, so readers can search it.`}
          placeholder="Choose a PDF"
          accept="application/pdf"
          required
          clearable
          {...form.getInputProps('file')}
          // Checked as soon as it is chosen: a file too large is refused before anything is sent.
          onChange={(file) => {
            form.setFieldValue('file', file);
            form.validateField('file');
          }}
        />
      );
  }
}
