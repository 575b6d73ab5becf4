import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { StageEmitter } from './reply-turn';

/** One server-sent event: the stage's name and its payload as JSON (one line: JSON escapes line breaks). */
export const sseEvent = (name: string, payload: unknown) => `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;

/**
 * Takes the reply over as `text/event-stream`: the headers fastify's hooks set so far (security
 * headers, CORS, the request id) go out with it. Stages are written as they come; a client that
 * went away stops the writing, not the reply, which is still stored.
 */
export function openEventStream(reply: FastifyReply): { emit: StageEmitter; end(): void } {
  reply.hijack();
  const raw = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies (nginx) would otherwise hold the events back until the buffer fills.
    'x-accel-buffering': 'no',
  });
  const open = () => !raw.writableEnded && !raw.destroyed;
  return {
    emit: (stage, payload) => {
      if (open()) raw.write(sseEvent(stage, payload));
    },
    end: () => {
      if (open()) raw.end();
    },
  };
}
