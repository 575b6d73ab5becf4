import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/portal-test';
import { createServiceProxy } from '../../scripts/service-proxy.cjs';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

/** A stand-in service process on a loopback port that records what reached it. */
async function upstream(handle: Handler) {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push(`${req.method} ${req.url} ${body}`);
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { target: { host: '127.0.0.1', port }, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<{ host: string; port: number }> {
  const { target, close } = await upstream(() => undefined);
  await close();
  return target;
}

async function proxyTo(targets: { host: string; port: number }[]) {
  const proxy = createServiceProxy({ targets });
  const server = http.createServer(proxy.handleRequest);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const answers =
  (text: string): Handler =>
  (_req, res, body) =>
    res.end(`${text}:${body}`);
const refusesWhileClosing: Handler = (_req, res) => {
  res.writeHead(503, { 'retry-after': '1', 'content-type': 'application/problem+json' });
  res.end('{"code":"service-restarting"}');
};
const resetsTheConnection: Handler = (req) => req.socket.destroy();

test('a request no process has started goes to the next one: refused connection, or a 503 with Retry-After', async () => {
  const down = await closedPort();
  const closing = await upstream(refusesWhileClosing);
  const serving = await upstream(answers('served'));
  const proxy = await proxyTo([down, closing.target, serving.target]);
  try {
    const response = await fetch(`${proxy.url}/api/notifications`, { method: 'POST', body: '{"message":"Hi"}' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('served:{"message":"Hi"}');
    expect(closing.received).toEqual(['POST /api/notifications {"message":"Hi"}']);
    expect(serving.received).toEqual(['POST /api/notifications {"message":"Hi"}']);
  } finally {
    await Promise.all([proxy.close(), closing.close(), serving.close()]);
  }
});

test('a reset after the request was sent is repeated only when repeating is safe (GET), never for a POST', async () => {
  const resetting = await upstream(resetsTheConnection);
  const serving = await upstream(answers('served'));
  const proxy = await proxyTo([resetting.target, serving.target]);
  try {
    const read = await fetch(`${proxy.url}/api/loans`);
    expect(read.status).toBe(200);
    // The round robin starts the next request at the second process: line the POST up on the first.
    await fetch(`${proxy.url}/api/version`);
    const write = await fetch(`${proxy.url}/api/loans`, { method: 'POST', body: '{}' });
    expect(write.status).toBe(502);
    expect((await write.json()).code).toBe('services-unreachable');
    expect(serving.received.filter((line) => line.startsWith('POST'))).toEqual([]);
  } finally {
    await Promise.all([proxy.close(), resetting.close(), serving.close()]);
  }
});

test('round robin spreads requests over the processes, and every process down answers 502 services-unreachable', async () => {
  const first = await upstream(answers('first'));
  const second = await upstream(answers('second'));
  const proxy = await proxyTo([first.target, second.target]);
  try {
    const texts = await Promise.all([1, 2, 3, 4].map(async () => (await fetch(`${proxy.url}/api/version`)).text()));
    expect(texts.sort()).toEqual(['first:', 'first:', 'second:', 'second:']);
  } finally {
    await Promise.all([proxy.close(), first.close(), second.close()]);
  }
  const nobody = await proxyTo([await closedPort(), await closedPort()]);
  try {
    const response = await fetch(`${nobody.url}/api/version`);
    expect(response.status).toBe(502);
    expect((await response.json()).code).toBe('services-unreachable');
  } finally {
    await nobody.close();
  }
});
