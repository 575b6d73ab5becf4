import { Button, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import type { KnowledgeSourceType } from 'shared-rules';
import { PageHeader } from 'shared-ui';
import { useKnowledgeDocumentUpdates } from '../../hooks/use-knowledge-document-updates';
import { type DocumentsView, documentsViewFromParams, documentsViewParams } from '../../state/documents-view';
import { DocumentAuditDrawer } from './document-audit-drawer';
import { DocumentEditor } from './document-editor';
import { DocumentsFilters } from './documents-filters';
import { DocumentsList } from './documents-list';

/** The buttons that open a new document's form, articles first (the usual kind). */
const NEW_BUTTONS: ReadonlyArray<{ sourceType: KnowledgeSourceType; label: string }> = [
  { sourceType: 'html', label: 'New article' },
  { sourceType: 'url', label: 'New link' },
  { sourceType: 'video', label: 'New video' },
  { sourceType: 'pdf', label: 'Upload PDF' },
];

const searchOf = (view: DocumentsView) => ({ search: `?${new URLSearchParams(documentsViewParams(view))}` });

/**
 * /admin/knowledge/documents: every knowledge document, filtered and paged on the server, with
 * the forms that add and change them in place of the list (`?new=`, `?edit=`) and a document's
 * audit beside it (`?audit=`). Services' `knowledge-document-update` keeps it live.
 */
export default function KnowledgeDocumentsPage() {
  useKnowledgeDocumentUpdates();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = documentsViewFromParams(searchParams);
  const show = (next: DocumentsView, options: { replace?: boolean } = {}) => setSearchParams(documentsViewParams(next), options);
  const listView: DocumentsView = { ...view, editor: null, auditId: null };

  if (view.editor) {
    return <DocumentEditor target={view.editor} backTo={searchOf(listView)} onSaved={() => show(listView)} />;
  }

  return (
    <>
      <PageHeader
        title="Knowledge Documents"
        description="The articles, PDF guides, links and videos the help center searches and shows."
        actions={NEW_BUTTONS.map(({ sourceType, label }) => (
          <Button
            key={sourceType}
            component={Link}
            to={searchOf({ ...listView, editor: { kind: 'new', sourceType } })}
            variant={sourceType === 'html' ? 'filled' : 'light'}
          >
            {label}
          </Button>
        ))}
      />
      <Stack gap="md">
        <DocumentsFilters view={view} onChange={(next) => show(next, { replace: true })} />
        <DocumentsList view={view} onViewChange={show} />
      </Stack>
      <DocumentAuditDrawer documentId={view.auditId} onClose={() => show({ ...view, auditId: null })} />
    </>
  );
}
