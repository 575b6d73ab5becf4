import { useState } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { KNOWLEDGE_SOURCE_TYPES, type KnowledgeSourceType } from 'shared-rules';
import { EmptyState, linkTo, PageHeader, useFeatureFlag } from 'shared-ui';
import { DocumentByIdPage, DocumentBySlugPage } from '../features/document-viewer/components/document-page';
import { DocumentViewerModal } from '../features/document-viewer/components/document-viewer-modal';
import { KnowledgeBrowse } from '../features/knowledge-browse/components/knowledge-browse';
import { useKnowledgeListUpdates } from '../hooks/use-knowledge-list-updates';

function isSourceType(value: string | undefined): value is KnowledgeSourceType {
  return (KNOWLEDGE_SOURCE_TYPES as readonly (string | undefined)[]).includes(value);
}

/** Opens a document on its own page (a related document of the one shown). */
function useOpenDocumentPage() {
  const navigate = useNavigate();
  return (documentId: string) => navigate(linkTo('knowledgeDocument', { id: documentId }));
}

/** /knowledge: the topics, a topic's documents, and the viewer over them. */
function KnowledgeHomePage() {
  const [openDocumentId, setOpenDocumentId] = useState<string | null>(null);
  return (
    <>
      <PageHeader title="Knowledge Base" description="Guides, policies and answers for working with us." />
      <KnowledgeBrowse onOpenDocument={setOpenDocumentId} />
      <DocumentViewerModal documentId={openDocumentId} onClose={() => setOpenDocumentId(null)} />
    </>
  );
}

/** /knowledge/document/{id} */
function DocumentPageRoute() {
  const { id = '' } = useParams();
  const openDocumentPage = useOpenDocumentPage();
  return <DocumentByIdPage documentId={id} onOpenDocument={openDocumentPage} />;
}

/** /knowledge/{type}/{slug}; a type that is no source type is no knowledge page. */
function SlugPageRoute() {
  const { type, slug = '' } = useParams();
  const openDocumentPage = useOpenDocumentPage();
  if (!isSourceType(type)) return <Navigate to={linkTo('knowledge')} replace />;
  return <DocumentBySlugPage type={type} slug={slug} onOpenDocument={openDocumentPage} />;
}

/**
 * /knowledge/**: the knowledge base (flag knowledgeBase). Its pages below /knowledge: the topics,
 * a document by id, a document by its page address. Any other address below it (`/knowledge/document`
 * alone, which the breadcrumbs link) returns to the topics.
 */
export default function KnowledgeRoute() {
  const knowledgeBase = useFeatureFlag('knowledgeBase');
  useKnowledgeListUpdates();
  if (!knowledgeBase) {
    return (
      <>
        <PageHeader title="Knowledge Base" />
        <EmptyState
          title="The knowledge base is not available"
          description="Your lender has turned the knowledge base off. Our support team can answer your questions."
        />
      </>
    );
  }
  return (
    <Routes>
      <Route index element={<KnowledgeHomePage />} />
      <Route path="document/:id" element={<DocumentPageRoute />} />
      <Route path=":type/:slug" element={<SlugPageRoute />} />
      <Route path="*" element={<Navigate to={linkTo('knowledge')} replace />} />
    </Routes>
  );
}
