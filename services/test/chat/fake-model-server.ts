import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model received: the request as an OpenAI-compatible server reads it. */
export interface ModelRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream: boolean;
    messages: Array<{ role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }>;
    tools?: Array<{ type: string; function: { name: string; description: string; parameters: unknown } }>;
    tool_choice?: string;
  };
}

/** How the fake model answers one request. */
export type ModelBehaviour =
  | { kind: 'text'; pieces: string[] }
  | { kind: 'tool-call'; name: string; argumentPieces: string[] }
  | { kind: 'error'; status: number }
  | { kind: 'stall' };

function sendEvents(response: ServerResponse, chunks: unknown[]): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const chunk of chunks) response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  response.end('data: [DONE]\n\n');
}

const delta = (value: unknown) => ({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', choices: [{ index: 0, delta: value }] });

/**
 * A local HTTP server speaking the streaming chat completions wire format (Server-Sent Events of
 * `chat.completion.chunk`s, then `[DONE]`), answering each request as `behave` says. Nothing
 * leaves the machine.
 */
export async function startFakeModel(behave: (request: ModelRequest) => ModelBehaviour) {
  const requests: ModelRequest[] = [];
  const stalled: ServerResponse[] = [];
  const server = createServer((incoming, response) => {
    let raw = '';
    incoming.on('data', (piece: Buffer) => {
      raw += piece.toString('utf8');
    });
    incoming.on('end', () => {
      const request: ModelRequest = { headers: incoming.headers, body: JSON.parse(raw) as ModelRequest['body'] };
      requests.push(request);
      const behaviour = behave(request);
      if (behaviour.kind === 'error') {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'the fake model is down' } }));
      } else if (behaviour.kind === 'stall') {
        // Headers and one piece, then nothing: only the client's timeout ends it.
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(`data: ${JSON.stringify(delta({ role: 'assistant', content: '' }))}\n\n`);
        stalled.push(response);
      } else if (behaviour.kind === 'text') {
        sendEvents(response, [delta({ role: 'assistant', content: '' }), ...behaviour.pieces.map((content) => delta({ content }))]);
      } else {
        const [first, ...rest] = behaviour.argumentPieces;
        sendEvents(response, [
          delta({
            role: 'assistant',
            content: null,
            tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: behaviour.name, arguments: first } }],
          }),
          ...rest.map((piece) => delta({ tool_calls: [{ index: 0, function: { arguments: piece } }] })),
        ]);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
