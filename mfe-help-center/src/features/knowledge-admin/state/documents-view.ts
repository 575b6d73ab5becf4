import {
  KNOWLEDGE_SOURCE_TYPES,
  KNOWLEDGE_STATUSES,
  type KnowledgeAdminListQuery,
  type KnowledgeSourceType,
  type KnowledgeStatus,
} from 'shared-rules';
import { linkTo } from 'shared-ui';

/** Rows per page of the documents list. */
export const DOCUMENTS_PAGE_SIZE = 20;

/** The form open in place of the list: a new document of one kind, or an existing one. */
export type EditorTarget = { kind: 'new'; sourceType: KnowledgeSourceType } | { kind: 'edit'; id: string };

/**
 * What the documents page shows, as its address carries it
 * (`?status=&type=&text=&page=&new=html|url|video|pdf&edit=<id>&audit=<id>`), so a filtered list,
 * an open form or an audit can be linked, and the form's Back returns to the same list.
 */
export interface DocumentsView {
  status: KnowledgeStatus | null;
  sourceType: KnowledgeSourceType | null;
  text: string;
  page: number;
  editor: EditorTarget | null;
  /** The document whose audit is open beside the list. */
  auditId: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** Reads the view from the address; unknown values fall back to the whole list, page 1, nothing open. */
export function documentsViewFromParams(params: URLSearchParams): DocumentsView {
  const page = Number(params.get('page'));
  const newType = oneOf(KNOWLEDGE_SOURCE_TYPES, params.get('new'));
  const editId = params.get('edit');
  return {
    status: oneOf(KNOWLEDGE_STATUSES, params.get('status')),
    sourceType: oneOf(KNOWLEDGE_SOURCE_TYPES, params.get('type')),
    text: params.get('text')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    editor: editId ? { kind: 'edit', id: editId } : newType ? { kind: 'new', sourceType: newType } : null,
    auditId: params.get('audit') || null,
  };
}

/** The address parameters of a view; defaults are left out, so the plain address is the whole list. */
export function documentsViewParams(view: DocumentsView): Record<string, string> {
  return {
    ...(view.status ? { status: view.status } : {}),
    ...(view.sourceType ? { type: view.sourceType } : {}),
    ...(view.text ? { text: view.text } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
    ...(view.editor?.kind === 'new' ? { new: view.editor.sourceType } : {}),
    ...(view.editor?.kind === 'edit' ? { edit: view.editor.id } : {}),
    ...(view.auditId ? { audit: view.auditId } : {}),
  };
}

/** The list request of a view: one page, narrowed by its filters. */
export function documentsListQuery(view: DocumentsView): KnowledgeAdminListQuery {
  return {
    ...(view.status ? { status: view.status } : {}),
    ...(view.sourceType ? { sourceType: view.sourceType } : {}),
    ...(view.text ? { text: view.text } : {}),
    page: view.page,
    pageSize: DOCUMENTS_PAGE_SIZE,
  };
}

/** The address of a document's edit form on the documents page, for links from the other knowledge pages. */
export function documentEditLink(documentId: string): string {
  return `${linkTo('adminKnowledge', { section: 'documents' })}?${new URLSearchParams({ edit: documentId })}`;
}
