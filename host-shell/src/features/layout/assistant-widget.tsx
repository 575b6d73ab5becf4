import { Box } from '@mantine/core';
import { FLOATING_WIDGET_Z_INDEX, useFeatureFlag } from 'shared-ui';
import { RemoteSlot } from '../remotes/remote-slot';

/**
 * The floating assistant (the assistant remote's chat-widget slot), shown only while
 * agenticAssistant is on. The widget places its own button and panel; the fixed corner around
 * it is where its compact "temporarily unavailable" card shows when the remote cannot load, so a
 * user who looks for the assistant's button finds why it is missing, and the page is not covered.
 */
export function AssistantWidget() {
  const assistantOn = useFeatureFlag('agenticAssistant');
  if (!assistantOn) return null;
  return (
    <Box pos="fixed" right={24} bottom={24} w={260} style={{ zIndex: FLOATING_WIDGET_Z_INDEX, pointerEvents: 'none' }}>
      <Box style={{ pointerEvents: 'auto' }}>
        <RemoteSlot slot="chat-widget" props={{}} fallback={null} />
      </Box>
    </Box>
  );
}
