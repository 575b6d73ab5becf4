import { useEffect, useRef, type RefObject } from 'react';
import type { ChatConversationRef, SocketAck } from 'shared-rules';
import { getBus, getSocket } from 'shared-ui';

/**
 * Keeps the portal's socket in a conversation's room while `conversationId` is set: joins at
 * once and again on every reconnect (the server forgets a dropped connection's rooms), leaves on
 * change and unmount. The returned ref says whether the server accepted the join; until it has,
 * the reply's stages would not reach this tab, so messages go over REST instead.
 */
export function useConversationRoom(conversationId: string | null): RefObject<boolean> {
  const joined = useRef(false);
  useEffect(() => {
    joined.current = false;
    if (conversationId === null) return undefined;
    const room: ChatConversationRef = { conversationId };
    let current = true;
    const join = () => {
      // The facade is read on every join: the host replaces it when it (re)connects.
      getSocket().emit('chat:join_conversation', room, (result: SocketAck) => {
        if (!current) return;
        joined.current = result.ok;
        if (!result.ok) console.warn(`Live replies for conversation ${conversationId} unavailable: ${result.detail}`);
      });
    };
    join();
    const reconnects = getBus().subscribe('socket:connected', join);
    const drops = getBus().subscribe('socket:disconnected', () => {
      joined.current = false;
    });
    return () => {
      current = false;
      joined.current = false;
      reconnects.unsubscribe();
      drops.unsubscribe();
      getSocket().emit('chat:leave_conversation', room);
    };
  }, [conversationId]);
  return joined;
}
