import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { KnowledgeDocument, KnowledgeSourceType } from 'shared-rules';
import { problemOf, showErrorToast, showToast } from 'shared-ui';
import { useCreateKnowledgeDocumentMutation } from '../api/create-knowledge-document';
import { useUpdateKnowledgeDocumentMutation } from '../api/update-knowledge-document';
import { useUploadKnowledgePdfMutation } from '../api/upload-knowledge-pdf';
import { documentFieldErrors } from '../state/document-field-errors';
import {
  contentProblems,
  type DocumentFormValues,
  documentFormValuesOf,
  documentInputOf,
  emptyDocumentValues,
  priorityProblem,
  titleProblem,
} from '../state/document-form-values';
import { SOURCE_TYPE_LABELS } from '../state/knowledge-labels';

export interface UseDocumentFormOptions {
  /** The document edited, or null for a new one. */
  document: KnowledgeDocument | null;
  sourceType: KnowledgeSourceType;
  onSaved: (saved: KnowledgeDocument) => void;
}

function savedToast(saved: KnowledgeDocument, isNew: boolean, sourceType: KnowledgeSourceType): [string, string] {
  if (!isNew) return ['Document saved', `"${saved.title}" was saved.`];
  if (sourceType === 'pdf') {
    return [
      'PDF uploaded',
      `"${saved.title}" is being processed: its text is extracted before readers can find it. The list shows when it is ready.`,
    ];
  }
  return [
    `${SOURCE_TYPE_LABELS[sourceType]} added`,
    `"${saved.title}" was added as ${saved.status === 'published' ? 'published' : 'a draft'}.`,
  ];
}

/**
 * The document form: its values (from the document, or blank), the checks services also make,
 * and Save: `POST` a new article, link or video, upload a new PDF as multipart, or `PUT` an
 * existing document. A refusal's field problems land on their inputs; others are listed.
 */
export function useDocumentForm({ document, sourceType, onSaved }: UseDocumentFormOptions) {
  const isNew = document === null;
  const [initialValues] = useState<DocumentFormValues>(() => (document ? documentFormValuesOf(document) : emptyDocumentValues()));
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [create, creating] = useCreateKnowledgeDocumentMutation();
  const [upload, uploading] = useUploadKnowledgePdfMutation();
  const [update, updating] = useUpdateKnowledgeDocumentMutation();

  const form = useForm<DocumentFormValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => ({
      title: titleProblem(values.title),
      priority: priorityProblem(values.priority),
      ...contentProblems(values, sourceType, isNew),
    }),
  });

  const submit = form.onSubmit(async (values) => {
    setUnplaced([]);
    const input = documentInputOf(values, sourceType);
    try {
      const saved = document
        ? await update({ id: document._id, input }).unwrap()
        : sourceType === 'pdf' && values.file
          ? await upload({ file: values.file, input }).unwrap()
          : await create(input).unwrap();
      // Saved: nothing is unsaved any more, so leaving the form is not questioned.
      form.resetDirty(values);
      showToast('success', ...savedToast(saved, isNew, sourceType));
      onSaved(saved);
    } catch (error) {
      const placed = documentFieldErrors(problemOf(error));
      form.setErrors(placed.errors);
      setUnplaced(placed.unplaced);
      showErrorToast(error, isNew ? 'The document was not added' : 'The document was not saved');
    }
  });

  return {
    form,
    isNew,
    submit,
    unplaced,
    saving: creating.isLoading || uploading.isLoading || updating.isLoading,
  };
}

export type DocumentForm = ReturnType<typeof useDocumentForm>['form'];
