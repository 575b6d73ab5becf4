import { Button, Group, MultiSelect, NumberInput, Radio, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { KnowledgeDocument, KnowledgeSourceType } from 'shared-rules';
import { FormRefusal, UnsavedChangesGuard } from 'shared-ui';
import { useGetKnowledgeAdminTaxonomyQuery } from '../../api/get-knowledge-admin-taxonomy';
import { useDocumentForm } from '../../hooks/use-document-form';
import { DESCRIPTION_MAX_LENGTH, MAX_TAGS, normaliseTags, TITLE_MAX_LENGTH } from '../../state/document-form-values';
import { AUDIENCE_OPTIONS, NEW_DOCUMENT_TITLES } from '../../state/knowledge-labels';
import { DocumentContentFields } from './document-content-fields';
import { RelatedDocumentsSelect } from './related-documents-select';

const SUBMIT_LABELS: Record<KnowledgeSourceType, string> = { html: 'Add article', url: 'Add link', video: 'Add video', pdf: 'Upload PDF' };

export interface DocumentFormProps {
  /** The document edited, or null for a new one. */
  document: KnowledgeDocument | null;
  sourceType: KnowledgeSourceType;
  /** The list's address, for Cancel. */
  backTo: { search: string };
  onSaved: (saved: KnowledgeDocument) => void;
}

/** A document's fields (title, description, content by kind, tags, audiences, priority, status, related documents) and Save. */
export function DocumentForm({ document, sourceType, backTo, onSaved }: DocumentFormProps) {
  const { form, isNew, submit, unplaced, saving } = useDocumentForm({ document, sourceType, onSaved });
  // Tags already in use are offered first, so editors reuse them rather than coin near-duplicates.
  const taxonomy = useGetKnowledgeAdminTaxonomyQuery();
  const knownTags = (taxonomy.data?.tags ?? []).map((entry) => entry.tag);
  const values = form.getValues();
  const formLabel = isNew ? NEW_DOCUMENT_TITLES[sourceType] : `Edit ${document?.title ?? 'document'}`;

  return (
    <form noValidate onSubmit={submit} aria-label={formLabel}>
      <Stack gap="md">
        <FormRefusal title="The document was refused" refusal={unplaced} />
        <TextInput label="Title" required maxLength={TITLE_MAX_LENGTH} data-autofocus {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          description="One or two sentences shown under the title in search results and lists."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
        />
        <DocumentContentFields form={form} sourceType={sourceType} document={document} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TagsInput
            label="Tags"
            description="Lower case, words joined by hyphens (rate-lock); press Enter or a comma after each."
            data={knownTags}
            maxTags={MAX_TAGS}
            splitChars={[',']}
            clearable
            {...form.getInputProps('tags')}
            onChange={(tags) => form.setFieldValue('tags', normaliseTags(tags))}
          />
          <MultiSelect
            label="Audiences"
            description="Who finds it. With none, every signed-in user does."
            data={AUDIENCE_OPTIONS}
            clearable
            {...form.getInputProps('audiences')}
          />
          <NumberInput
            label="Priority"
            description="0 to 100: higher comes first among documents that match equally."
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            required
            {...form.getInputProps('priority')}
          />
          <Radio.Group
            label={sourceType === 'pdf' && (isNew || document?.status === 'processing') ? 'Status once the text is extracted' : 'Status'}
            description={
              document?.sourceType === 'pdf' && document.status === 'failed'
                ? 'Readers find published documents only. This PDF stays Failed until its text is extracted again (Re-extract on the list).'
                : 'Readers find published documents only.'
            }
            {...form.getInputProps('status')}
          >
            <Group gap="lg" mt="xs">
              <Radio value="draft" label="Draft" />
              <Radio value="published" label="Published" />
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <RelatedDocumentsSelect
          documentId={document?._id ?? null}
          initial={document?.relatedDocuments ?? []}
          value={values.relatedDocumentIds}
          onChange={(ids) => form.setFieldValue('relatedDocumentIds', ids)}
          error={form.errors.relatedDocumentIds}
        />
        <Group justify="flex-end">
          <Button component={Link} to={backTo} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {isNew ? SUBMIT_LABELS[sourceType] : 'Save document'}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard when={form.isDirty() && !saving} />
    </form>
  );
}
