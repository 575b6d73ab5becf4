import { useParams } from 'react-router-dom';
import { ConversationListPage } from '../features/chat-history/components/conversation-list-page';
import { ConversationPage } from '../features/chat-history/components/conversation-page';

/** /chat-history (the list) and /chat-history/{conversationId} (one conversation). */
export default function ChatHistoryRoute() {
  const conversationId = useParams()['*']?.replace(/\/+$/, '');
  return conversationId ? <ConversationPage key={conversationId} conversationId={conversationId} /> : <ConversationListPage />;
}
