// Test-only: the widget rendered as the host renders it, against fake services and a fake socket.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ChatStageEvents, ChatStageName, SocketAck } from 'shared-rules';
import { createBus, setBus, setSocket, type PortalBus, type PortalEvent } from 'shared-ui';
import { renderWithProviders, signedInStore } from 'shared-ui/testing';
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

let installed: { uninstall: () => void } | null = null;

/** Call in afterEach: removes the fake services and the socket facade. */
export function cleanUpChatWidget(): void {
  installed?.uninstall();
  installed = null;
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
  installed = services;
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
export async function openWidget(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: /^Open assistant/ }));
  const panel = screen.getByRole('dialog', { name: 'Assistant' });
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Message' })).toBeEnabled());
  return panel;
}

/** Types a message in the panel and presses Enter. */
export function sendMessage(panel: HTMLElement, text: string): void {
  const input = within(panel).getByRole('textbox', { name: 'Message' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}
