import { ChatWidget } from '../features/chat-widget/components/chat-widget';

/** The floating assistant, rendered once by the host for signed-in users. */
export default function ChatWidgetSlot() {
  return <ChatWidget />;
}
