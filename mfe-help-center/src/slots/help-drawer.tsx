import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { getBus, linkTo, type SlotPropsMap, useSetting } from 'shared-ui';
import { DocumentViewerModal } from '../features/document-viewer/components/document-viewer-modal';
import { HelpDrawerContent } from '../features/help-search/components/help-drawer-content';
import { LegacyHelpContent } from '../features/legacy-help/components/legacy-help-content';

const contactSupport = (onClose: () => void) => () => {
  onClose();
  getBus().emit('host:open-modal', { modal: 'contact-support' });
};

function KnowledgeBaseHelp({ onClose }: SlotPropsMap['help-drawer']) {
  const [openDocumentId, setOpenDocumentId] = useState<string | null>(null);
  return (
    <>
      <HelpDrawerContent
        onContactSupport={contactSupport(onClose)}
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

function LegacyHelp({ onClose }: SlotPropsMap['help-drawer']) {
  return <LegacyHelpContent onContactSupport={contactSupport(onClose)} />;
}

/**
 * Content of the host's help drawer: the knowledge base (500px), or the legacy help center's
 * configured links (400px) while the knowledge-base flag is off.
 */
export default function HelpDrawer(props: SlotPropsMap['help-drawer']) {
  // Which variant is known once the flags are: neither flashes in while they load.
  const flags = useSetting('feature-flags');
  if (flags.isLoading) {
    return (
      <Center py="md" role="status" aria-label="Loading help">
        <Loader size="sm" />
      </Center>
    );
  }
  const Variant = flags.value.knowledgeBase ? KnowledgeBaseHelp : LegacyHelp;
  return <Variant {...props} />;
}
