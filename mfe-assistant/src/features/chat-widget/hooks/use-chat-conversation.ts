import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ChatContext, ChatFeedback, SocketAck } from 'shared-rules';
import { api, getBus, getSocket, problemMessage, showErrorToast, useAppDispatch, useAppSelector, useAppStore } from 'shared-ui';
import { CONVERSATION_LIST_TAG, conversationTag } from '../../../api/conversation-tags';
import { useCreateChatConversationMutation } from '../../../api/create-conversation';
import { getConversationApi, useGetChatConversationQuery } from '../../../api/get-conversation';
import { useRateChatMessageMutation } from '../../../api/rate-message';
import { ChatStreamFailed, streamChatMessage } from '../../../api/stream-message';
import { activeConversationChanged, selectActiveConversationId } from '../../../state/active-conversation';
import { conversationStreamReducer, initialStreamState, type ChatStage, type ConversationStreamState } from '../state/conversation-stream';
import { useChatStages } from './use-chat-stages';
import { useConversationRoom } from './use-conversation-room';

/** How long a reply over the socket may go without any stage before the widget stops waiting. */
export const REPLY_TIMEOUT_MS = 90_000;

export const CONNECTION_LOST_MESSAGE = 'The connection to the assistant was lost before it answered. Please try again.';
export const REPLY_TIMEOUT_MESSAGE = 'The assistant did not answer in time. Please try again.';
/** The event stream ended before the reply or an error: the thinking stops (the reply, if stored, shows on the next read). */
export const STREAM_CUT_OFF_MESSAGE = 'The assistant stopped answering before the reply was complete. Please try again.';
export const START_FAILED_TITLE = 'The assistant could not start a conversation';

/** Where the widget's conversation is: not asked for yet, being created or read, shown, or failed to start. */
export type ConversationStatus = 'idle' | 'starting' | 'ready' | 'start-failed';

export interface ChatConversationController {
  state: ConversationStreamState;
  status: ConversationStatus;
  /** Why the conversation could not be created or read. */
  startError: string | null;
  retryStart: () => void;
  /**
   * Sends a message (trimmed; blank ones are ignored) with the context given or the current one;
   * queued until the conversation is ready and no reply is pending.
   */
  send: (text: string, context?: ChatContext) => void;
  /** Sends the failed message again. */
  retry: () => void;
  dismissFailure: () => void;
  rate: (messageId: string, feedback: ChatFeedback | null) => void;
  /** Tells the room the user started or stopped typing (`chat:typing_start` / `chat:typing_stop`), over the socket only. */
  signalTyping: (typing: boolean) => void;
}

interface QueuedMessage {
  text: string;
  context: ChatContext | undefined;
}

let sendCounter = 0;

/**
 * The widget's conversation: created on the first open (`POST /api/chat/conversations`), or read
 * when Chat History continues one; its room joined over the socket; messages sent with
 * `chat:send_message` (streaming) while the socket is connected and in the room, else as an event
 * stream (`POST …/stream`); the reply's stages, from either, folded by the stream reducer.
 * `context` is the page and user right now.
 */
export function useChatConversation({ open, context }: { open: boolean; context: ChatContext }): ChatConversationController {
  const appDispatch = useAppDispatch();
  const [state, dispatch] = useReducer(conversationStreamReducer, initialStreamState);
  const activeId = useAppSelector(selectActiveConversationId);
  const [createConversation] = useCreateChatConversationMutation();
  const store = useAppStore();
  const [rateMessage] = useRateChatMessageMutation();
  const [createError, setCreateError] = useState<string | null>(null);
  const creating = useRef(false);
  const latest = useRef({ state, context });
  latest.current = { state, context };

  /* ------------------------------------------------ Creating, or reading the one Chat History continues */

  const needsRead = activeId !== null && state.conversationId !== activeId;
  const read = useGetChatConversationQuery(needsRead ? activeId : skipToken, { refetchOnMountOrArgChange: true });

  const create = useCallback(() => {
    if (creating.current) return;
    creating.current = true;
    setCreateError(null);
    createConversation({ context: latest.current.context })
      .unwrap()
      .then((conversation) => {
        dispatch({ type: 'conversationLoaded', conversation });
        appDispatch(activeConversationChanged(conversation.id));
      })
      .catch((error: unknown) => setCreateError(problemMessage(error)))
      .finally(() => {
        creating.current = false;
      });
  }, [appDispatch, createConversation]);

  // Spec: a conversation is created on the first open (and after the one shown was deleted).
  useEffect(() => {
    if (open && activeId === null && createError === null) create();
  }, [open, activeId, createError, create]);

  // Shown once read afresh: a copy Chat History cached earlier may lack the latest messages.
  useEffect(() => {
    if (read.data && !read.isFetching && read.data.id === activeId && state.conversationId !== activeId)
      dispatch({ type: 'conversationLoaded', conversation: read.data });
  }, [read.data, read.isFetching, activeId, state.conversationId]);

  useEffect(() => {
    if (activeId === null && state.conversationId !== null) dispatch({ type: 'conversationCleared' });
  }, [activeId, state.conversationId]);

  const ready = state.conversationId !== null && state.conversationId === activeId;
  const startError = createError ?? (needsRead && read.isError ? problemMessage(read.error) : null);
  const status: ConversationStatus = ready ? 'ready' : startError !== null ? 'start-failed' : open || needsRead ? 'starting' : 'idle';

  const retryStart = useCallback(() => {
    if (needsRead) read.refetch();
    else setCreateError(null);
  }, [needsRead, read]);

  /* ------------------------------------------------ The room and the reply's stages */

  const joined = useConversationRoom(ready ? state.conversationId : null);

  const onStage = useCallback(
    (stage: ChatStage) => {
      dispatch({ type: 'stage', stage });
      const conversationId = latest.current.state.conversationId;
      // Chat History lists the conversation with its new last message.
      if (stage.name === 'chat:response_complete' && stage.payload.conversationId === conversationId) {
        appDispatch(api.util.invalidateTags([CONVERSATION_LIST_TAG, conversationTag(conversationId)]));
      }
    },
    [appDispatch],
  );

  useChatStages((stage: ChatStage) => {
    // A reply sent as an event stream arrives there; the room (joined meanwhile) would repeat it.
    if (latest.current.state.pending?.transport === 'event-stream') return;
    onStage(stage);
  });

  // A reply over the socket is lost with the connection: the thinking stops rather than hangs.
  // When the socket is back, the conversation is read again for what completed meanwhile.
  useEffect(() => {
    let mayHaveMissedStages = false;
    const drops = getBus().subscribe('socket:disconnected', () => {
      mayHaveMissedStages = true;
      const { pending } = latest.current.state;
      if (pending && pending.transport === 'socket')
        dispatch({ type: 'sendFailed', sendId: pending.sendId, code: null, message: CONNECTION_LOST_MESSAGE });
    });
    const reconnects = getBus().subscribe('socket:connected', () => {
      const { conversationId } = latest.current.state;
      if (!mayHaveMissedStages || conversationId === null) return;
      mayHaveMissedStages = false;
      appDispatch(getConversationApi.endpoints.getChatConversation.initiate(conversationId, { forceRefetch: true, subscribe: false }))
        .unwrap()
        .then((conversation) => dispatch({ type: 'conversationRefreshed', conversation }))
        .catch(() => undefined);
    });
    return () => {
      drops.unsubscribe();
      reconnects.unsubscribe();
    };
  }, [appDispatch]);

  // Every stage renews the pending reply; one that stays unchanged this long is given up.
  const { pending } = state;
  useEffect(() => {
    if (!pending || pending.transport !== 'socket') return undefined;
    const timer = setTimeout(
      () => dispatch({ type: 'sendFailed', sendId: pending.sendId, code: null, message: REPLY_TIMEOUT_MESSAGE }),
      REPLY_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [pending]);

  /* ------------------------------------------------ Sending */

  // Event streams still open when the widget goes away are closed (the server stores the reply regardless).
  const streams = useRef(new Set<AbortController>());
  useEffect(() => {
    const open = streams.current;
    return () => {
      for (const streaming of open) streaming.abort();
    };
  }, []);

  const sendNow = useCallback(
    (conversationId: string, text: string, messageContext: ChatContext) => {
      sendCounter += 1;
      const sendId = `send-${sendCounter}`;
      const socket = getSocket();
      if (socket.connected && joined.current) {
        dispatch({ type: 'sendStarted', sendId, text, transport: 'socket' });
        socket.emit(
          'chat:send_message',
          { conversationId, message: text, context: messageContext, enableStreaming: true },
          (ack: SocketAck) => {
            if (!ack.ok) dispatch({ type: 'sendFailed', sendId, code: ack.code, message: ack.detail });
          },
        );
        return;
      }
      dispatch({ type: 'sendStarted', sendId, text, transport: 'event-stream' });
      const streaming = new AbortController();
      streams.current.add(streaming);
      streamChatMessage(
        { getState: store.getState, dispatch: store.dispatch },
        { conversationId, message: text, context: messageContext },
        onStage,
        streaming.signal,
      )
        .then((end) => {
          if (end === 'cut-off') dispatch({ type: 'sendFailed', sendId, code: null, message: STREAM_CUT_OFF_MESSAGE });
        })
        .catch((error: unknown) => {
          if (streaming.signal.aborted) return;
          const failed = error instanceof ChatStreamFailed;
          dispatch({
            type: 'sendFailed',
            sendId,
            code: failed ? error.code : null,
            message: failed ? error.message : CONNECTION_LOST_MESSAGE,
          });
        })
        .finally(() => streams.current.delete(streaming));
    },
    [joined, onStage, store],
  );

  const queue = useRef<QueuedMessage[]>([]);
  const [queued, setQueued] = useState(0);

  const send = useCallback(
    (text: string, messageContext?: ChatContext) => {
      const message = text.trim();
      if (message === '') return;
      const current = latest.current.state;
      if (!ready || current.conversationId === null || current.pending) {
        // Asked before the conversation exists, or while a reply is pending (`chat:open` with a
        // message, an action's button): sent in turn, once the conversation is free.
        queue.current.push({ text: message, context: messageContext });
        setQueued(queue.current.length);
        return;
      }
      sendNow(current.conversationId, message, messageContext ?? latest.current.context);
    },
    [ready, sendNow],
  );

  useEffect(() => {
    if (!ready || state.pending || state.conversationId === null || queued === 0) return;
    const next = queue.current.shift();
    setQueued(queue.current.length);
    if (next) sendNow(state.conversationId, next.text, next.context ?? latest.current.context);
  }, [ready, state.pending, state.conversationId, queued, sendNow]);

  const retry = useCallback(() => {
    const text = latest.current.state.failure?.retryText;
    if (text) send(text);
  }, [send]);

  const dismissFailure = useCallback(() => dispatch({ type: 'failureDismissed' }), []);

  const signalTyping = useCallback(
    (typing: boolean) => {
      const conversationId = latest.current.state.conversationId;
      const socket = getSocket();
      if (conversationId === null || !socket.connected || !joined.current) return;
      socket.emit(typing ? 'chat:typing_start' : 'chat:typing_stop', { conversationId });
    },
    [joined],
  );

  /* ------------------------------------------------ Thumbs on a reply, and the badge */

  const rate = useCallback(
    (messageId: string, feedback: ChatFeedback | null) => {
      const conversationId = latest.current.state.conversationId;
      const message = latest.current.state.messages.find((candidate) => candidate.id === messageId);
      if (conversationId === null || !message?.metadata) return;
      const previous = message.metadata.feedback;
      dispatch({ type: 'feedbackChanged', messageId, feedback });
      rateMessage({ conversationId, messageId, feedback })
        .unwrap()
        .catch((error: unknown) => {
          dispatch({ type: 'feedbackChanged', messageId, feedback: previous });
          showErrorToast(error, 'Your feedback was not saved');
        });
    },
    [rateMessage],
  );

  useEffect(() => {
    if (open && state.unseenReplies > 0) dispatch({ type: 'repliesSeen' });
  }, [open, state.unseenReplies]);

  return { state, status, startError, retryStart, send, retry, dismissFailure, rate, signalTyping };
}
