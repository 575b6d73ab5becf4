import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookPayload } from 'shared-rules';
import { signWebhook } from '../../src/features/webhooks/signature';

/** One request the receiver got. */
export interface ReceivedWebhook {
  id: string;
  timestamp: number;
  signatures: string[];
  body: string;
  payload: WebhookPayload;
  headers: IncomingHttpHeaders;
}

/**
 * A partner's receiver on 127.0.0.1: it keeps every request, answers the statuses queued with
 * `answerNext` (then 204), and checks Standard Webhooks signatures with the secrets it was given.
 */
export class TestReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly statuses: number[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        this.received.push({
          id: String(request.headers['webhook-id']),
          timestamp: Number(request.headers['webhook-timestamp']),
          signatures: String(request.headers['webhook-signature']).split(' '),
          body,
          payload: JSON.parse(body) as WebhookPayload,
          headers: request.headers,
        });
        response.statusCode = this.statuses.shift() ?? 204;
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  answerNext(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  /** True when one of the request's signatures is the one `secret` makes. */
  static signedWith(request: ReceivedWebhook, secret: string): boolean {
    return request.signatures.includes(signWebhook(secret, request.id, request.timestamp, request.body));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
