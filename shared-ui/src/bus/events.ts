import type { ChatContext, ServerEventName, ServerEventPayload } from 'shared-rules';

/** Query parameters of `?modal=add-loan` (spec: channel, loan_token, nonQM). */
export interface AddLoanModalParams {
  channel?: string;
  loanToken?: string;
  nonQM?: string;
}

/** Modals and drawers the host renders from the URL (`?modal=<name>`). */
export interface ModalParamsMap {
  'add-loan': AddLoanModalParams;
  'contact-support': { loanId?: string };
  /** The Loan Help drawer: call or email the account executive about the loan. */
  'loan-help': { loanId?: string };
  /** The Technical Issue drawer: a technical ticket, with the loan it is about. */
  'technical-issue': { loanId?: string };
}
export type ModalName = keyof ModalParamsMap;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Context sent with a chat message (spec: pageType, currentLoanId, organizationId, userRole). */
export type ChatMessageContext = ChatContext;

/**
 * Requests to the host. Remotes never import each other or the host: they ask by event.
 * Every key is named once here; payloads are plain data (the bus carries no state).
 */
export interface HostRequestEvents {
  'host:navigate': { to: string; replace?: boolean };
  'host:open-modal': { [M in ModalName]: { modal: M; params?: ModalParamsMap[M] } }[ModalName];
  'host:close-modal': { modal: ModalName };
  'host:toast': { kind: ToastKind; title: string; message: string };
  'host:open-help-drawer': Record<string, never>;
  'host:close-help-drawer': Record<string, never>;
  /** Open the assistant widget, optionally sending a first message. */
  'chat:open': { message?: string };
  'chat:send-message': { text: string; context: ChatMessageContext };
}

/** Facts the host announces. */
export interface HostFactEvents {
  'auth:signed-in': { userId: string };
  'auth:signed-out': { reason: 'user' | 'session-expired' };
  'socket:connected': { sessionId: string | null };
  'socket:disconnected': { reason: string };
  /** A remote could not be loaded or rendered; the area shows the fenced fallback. */
  'remote:load-failed': { remote: string; lifecycle: string; message: string };
}

/** Every event the server pushes over the socket, republished as `socket:<event>`. */
export type SocketRepublishedEvents = {
  [E in ServerEventName as `socket:${E}`]: ServerEventPayload<E>;
};

/** The one event map of the portal bus: event type → payload. */
export interface PortalEventMap extends HostRequestEvents, HostFactEvents, SocketRepublishedEvents {}

export type PortalEventType = keyof PortalEventMap;

/** An event as it travels on the bus. */
export type PortalEvent = { [K in PortalEventType]: { type: K; payload: PortalEventMap[K] } }[PortalEventType];
