// Test-only: the widget rendered as the host renders it, against fake services and a fake socket.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { ChatStageEvents, ChatStageName, SocketAck } from 'shared-rules';
import { createBus, setBus, setSocket, type PortalBus, type PortalEvent } from 'shared-ui';
import { fill, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { ChatWidget } from '../features/chat-widget/components/chat-widget';
import { type ChatHandler, fakeSocket, serveChat, type ServeChatOptions } from './chat-test-kit';

export interface RenderChatWidgetOptions extends ServeChatOptions {
  route?: string;
  handler?: ChatHandler;
  /** Whether the host's socket is connected (else the widget sends over REST). */
  connected?: boolean;
  answer?: (event: string, payload: unknown) => SocketAck;
  /** Rendered instead of the widget alone (e.g. the widget beside a Chat History page). */
  ui?: ReactElement;
}

/** Call in afterEach: removes the socket facade (the services' answers end with the test). */
export function cleanUpChatWidget(): void {
  setSocket(null);
}

/**
 * Renders the widget (or `ui`) signed in at `route` with a fresh bus, fake services and a fake
 * socket facade, and waits for the widget's profile (the context of every message reads it).
 */
export async function renderChatWidget({ route = '/pipeline', handler, connected, answer, ui, ...serve }: RenderChatWidgetOptions = {}) {
  const bus: PortalBus = createBus();
  setBus(bus);
  const emitted: PortalEvent[] = [];
  bus.events$.subscribe((event) => emitted.push(event));
  const services = serveChat(handler, serve);
  const socket = fakeSocket({ connected, answer });
  setSocket(socket.socket);
  const store = signedInStore();
  const view = renderWithProviders(ui ?? <ChatWidget />, { store, route });
  // The widget reads the profile for the context of every message; a page alone may not.
  if (!ui) await waitFor(() => expect(services.callsTo('GET', '/api/profile')).toHaveLength(1));
  await act(async () => {
    await Promise.resolve();
  });
  /** Delivers a stage of a reply as the host's socket manager does: on the bus. */
  const stage = <N extends ChatStageName>(name: N, payload: ChatStageEvents[N]) =>
    act(() => {
      bus.emit(`socket:${name}` as `socket:${N}`, payload as never);
    });
  /** The host requests the widget made on the bus. */
  const requests = (type: PortalEvent['type']) => emitted.filter((event) => event.type === type).map((event) => event.payload);
  return { ...view, store, bus, services, socket, stage, requests };
}

/** Opens the panel and waits for the conversation to be ready (the message box enabled). */
export async function openWidget(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: /^Open assistant/ }));
  const panel = screen.getByRole('dialog', { name: 'Assistant' });
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Message' })).toBeEnabled());
  return panel;
}

/** Types a message in the panel and presses Enter. */
export async function sendMessage(user: UserEvent, panel: HTMLElement, text: string): Promise<void> {
  await fill(user, within(panel).getByRole('textbox', { name: 'Message' }), text);
  await user.keyboard('{Enter}');
}
