import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { KnowledgeDocument, KnowledgeSlugParams } from 'shared-rules';
import { crumbLabelSet, linkTo, PageHeader, useAppDispatch } from 'shared-ui';
import { useGetKnowledgeDocumentQuery } from '../api/get-knowledge-document';
import { useGetKnowledgePageQuery } from '../api/get-knowledge-page';
import { useRefetchOnDocumentUpdate } from '../hooks/use-refetch-on-document-update';
import { type DocumentQueryLike, DocumentQueryStatus, shownDocument } from './document-query-status';
import { DocumentView } from './document-view';

interface DocumentPageFrameProps {
  query: DocumentQueryLike<KnowledgeDocument>;
  onOpenDocument: (documentId: string) => void;
}

/** A document as a page: its title is the page's h1 and its crumb; otherwise why it is not shown. */
function DocumentPageFrame({ query, onOpenDocument }: DocumentPageFrameProps) {
  const document = shownDocument(query);
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const title = document?.title;
  useEffect(() => {
    // The breadcrumbs name the page by the document's title, not by its id or slug.
    if (title) dispatch(crumbLabelSet({ path: pathname.replace(/\/+$/, ''), label: title }));
  }, [dispatch, pathname, title]);

  if (!document) {
    return (
      <>
        <PageHeader title="Knowledge Base" />
        <DocumentQueryStatus
          query={query}
          notFoundAction={
            <Button component={Link} to={linkTo('knowledge')} variant="light">
              Browse the knowledge base
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={document.title} />
      <DocumentView document={document} headingLevel={2} onOpenDocument={onOpenDocument} />
    </>
  );
}

export interface DocumentPageProps {
  /** Opens another document (a related one): its own page. */
  onOpenDocument: (documentId: string) => void;
}

/** /knowledge/document/{id}: the viewer as a page. */
export function DocumentByIdPage({ documentId, onOpenDocument }: DocumentPageProps & { documentId: string }) {
  const query = useGetKnowledgeDocumentQuery(documentId);
  useRefetchOnDocumentUpdate(documentId, query.refetch);
  return <DocumentPageFrame query={query} onOpenDocument={onOpenDocument} />;
}

/** /knowledge/{type}/{slug}: the viewer as a page, the document named by its page address. */
export function DocumentBySlugPage({ type, slug, onOpenDocument }: DocumentPageProps & KnowledgeSlugParams) {
  const query = useGetKnowledgePageQuery({ type, slug });
  useRefetchOnDocumentUpdate(query.currentData?._id ?? null, query.refetch);
  return <DocumentPageFrame query={query} onOpenDocument={onOpenDocument} />;
}
