import { useState } from 'react';
import { getBus, linkTo, type SlotPropsMap } from 'shared-ui';
import { DocumentViewerModal } from '../features/document-viewer/components/document-viewer-modal';
import { HelpDrawerContent } from '../features/help-search/components/help-drawer-content';

/** Content of the host's 500px help drawer, and the document viewer its cards open. */
export default function HelpDrawer({ onClose }: SlotPropsMap['help-drawer']) {
  const [openDocumentId, setOpenDocumentId] = useState<string | null>(null);
  return (
    <>
      <HelpDrawerContent
        onContactSupport={() => {
          onClose();
          getBus().emit('host:open-modal', { modal: 'contact-support' });
        }}
        onBrowseKnowledge={() => {
          onClose();
          getBus().emit('host:navigate', { to: linkTo('knowledge') });
        }}
        onOpenDocument={setOpenDocumentId}
      />
      <DocumentViewerModal documentId={openDocumentId} onClose={() => setOpenDocumentId(null)} />
    </>
  );
}
