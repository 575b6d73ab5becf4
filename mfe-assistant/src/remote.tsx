import { ANY_SIGNED_IN_USER, defineRemoteModule } from 'shared-ui';

/** The Assistant remote: the floating chat widget and the chat history. */
export default defineRemoteModule({
  id: 'mfe_assistant',
  title: 'Assistant',
  routes: [
    { path: '/chat-history/*', access: ANY_SIGNED_IN_USER, title: 'Chat History', component: () => import('./routes/chat-history-route') },
  ],
  navItems: [{ label: 'Chat History', to: '/chat-history' }],
  slots: {
    'chat-widget': () => import('./slots/chat-widget'),
  },
  // Replies complete over the socket: after a reconnect, Chat History reads the list and the open conversation again.
  liveTags: ['Conversation'],
});
