import { getBus, type SlotPropsMap, linkTo } from 'shared-ui';
import { HelpDrawerContent } from '../features/help-search/components/help-drawer-content';

/** Content of the host's 500px help drawer. */
export default function HelpDrawer({ onClose }: SlotPropsMap['help-drawer']) {
  return (
    <HelpDrawerContent
      onContactSupport={() => {
        onClose();
        getBus().emit('host:open-modal', { modal: 'contact-support' });
      }}
      onBrowseKnowledge={() => {
        onClose();
        getBus().emit('host:navigate', { to: linkTo('knowledge') });
      }}
    />
  );
}
