import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

/** What one socket of a client process holds and lived through. */
export interface ClientReport {
  connected: boolean;
  /** The ids of its notifications list, in order. */
  ids: string[];
  /** Time from each disconnect to the next connect, ms. */
  reconnectMs: number[];
  /** socket.io ran out of reconnection attempts. */
  gaveUp: boolean;
}

type ClientMessage =
  | { type: 'connected'; count: number }
  | { type: 'report'; clients: ClientReport[] }
  | { type: 'failed'; message: string };

/**
 * A child process holding `count` portal sockets (notification-clients.cjs): the sockets live
 * outside the test's process, so 200 of them do not share its event loop with the servers' clients.
 */
export class ClientProcess {
  private readonly child: ChildProcess;
  private failure: string | null = null;

  constructor() {
    this.child = fork(path.join(__dirname, 'notification-clients.cjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (message: ClientMessage) => {
      if (message.type === 'failed') this.failure = message.message;
    });
  }

  /** A failure a socket reported on its own (e.g. a catch-up fetch that did not answer 200). */
  get reportedFailure(): string | null {
    return this.failure;
  }

  private ask<T extends ClientMessage['type']>(
    command: object,
    answer: T,
    timeoutMs = 60_000,
  ): Promise<Extract<ClientMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.child.off('message', onMessage);
        reject(new Error(`client process: no ${answer} within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (message: ClientMessage) => {
        if (message.type !== answer && message.type !== 'failed') return;
        clearTimeout(timer);
        this.child.off('message', onMessage);
        if (message.type === 'failed') reject(new Error(`client process: ${message.message}`));
        else resolve(message as Extract<ClientMessage, { type: T }>);
      };
      this.child.on('message', onMessage);
      this.child.send(command);
    });
  }

  async connect(url: string, token: string, count: number): Promise<void> {
    await this.ask({ type: 'connect', url, token, count }, 'connected');
  }

  async report(): Promise<ClientReport[]> {
    return (await this.ask({ type: 'report' }, 'report')).clients;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.send({ type: 'disconnect' });
    });
  }
}
