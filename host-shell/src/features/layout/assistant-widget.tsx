import { useFeatureFlag } from 'shared-ui';
import { RemoteSlot } from '../remotes/remote-slot';

/** The floating assistant (the assistant remote's chat-widget slot), shown only while agenticAssistant is on. */
export function AssistantWidget() {
  const assistantOn = useFeatureFlag('agenticAssistant');
  return assistantOn ? <RemoteSlot slot="chat-widget" props={{}} fallback={null} /> : null;
}
