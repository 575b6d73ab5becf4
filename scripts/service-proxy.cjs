// Forwards the portal's /api and /socket.io traffic to one or more service processes, as a
// balancer in front of them would: round robin without sticky sessions (the socket is websocket
// only), and a request that no process has started is sent to the next one, so a process that
// restarts or shuts down costs the user nothing:
//   - a refused connection (the process is not listening) tries the next process;
//   - a 503 with Retry-After (a process shutting down refuses new requests that way) is sent again
//     to the next process, when the proxy still holds the request body (up to 1 MiB);
//   - a connection reset before any answer is retried only for GET and HEAD, which are safe to repeat.
// CommonJS, so that both the ESM scripts and the Playwright fault tests (which compile to CommonJS) load it.
const http = require('node:http');
const net = require('node:net');

/** Request bodies up to this size are held so the request can be sent again; larger ones stream. */
const REPEATABLE_BODY_LIMIT = 1024 * 1024;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];
const SAFE_TO_REPEAT = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads the body until it ends (`complete`) or passes the limit (the rest stays in the stream). */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > REPEATABLE_BODY_LIMIT) {
        req.off('data', onData);
        req.off('end', onEnd);
        req.pause();
        resolve({ complete: false, chunks });
      }
    };
    const onEnd = () => resolve({ complete: true, chunks });
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
}

function without(headers, names) {
  const copy = { ...headers };
  for (const name of names) delete copy[name];
  return copy;
}

function badGateway(res) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { 'content-type': 'application/problem+json' });
  res.end(
    JSON.stringify({
      type: 'urn:loan-portal:problem:services-unreachable',
      title: 'Bad Gateway',
      status: 502,
      code: 'services-unreachable',
      detail: 'The portal services are not reachable.',
    }),
  );
}

/**
 * @param {{ targets: { host: string, port: number }[] }} options
 * @returns {{ handleRequest: (req: http.IncomingMessage, res: http.ServerResponse) => void, handleUpgrade: (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => void }}
 */
function createServiceProxy({ targets }) {
  if (targets.length === 0) throw new Error('the service proxy needs at least one target');
  let nextTarget = 0;
  /** Every target once, starting with the next in the round. */
  const rotation = () => {
    const start = nextTarget;
    nextTarget = (nextTarget + 1) % targets.length;
    return targets.map((_, i) => targets[(start + i) % targets.length]);
  };

  function forward(req, res, body, candidates, attempt) {
    const target = candidates[attempt];
    const canTryNext = attempt + 1 < candidates.length;
    const headers = without(req.headers, HOP_BY_HOP);
    headers.connection = 'close';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    if (body.complete) {
      headers['content-length'] = String(body.chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    } else if (req.headers['transfer-encoding']) {
      headers['transfer-encoding'] = req.headers['transfer-encoding'];
    }
    let connected = false;
    let answered = false;
    const upstream = http.request({ host: target.host, port: target.port, method: req.method, path: req.url, headers, agent: false });
    upstream.on('socket', (socket) => socket.once('connect', () => (connected = true)));
    upstream.on('response', (answer) => {
      answered = true;
      const refusedWhileClosing = answer.statusCode === 503 && answer.headers['retry-after'] !== undefined;
      if (refusedWhileClosing && body.complete && canTryNext) {
        answer.resume();
        forward(req, res, body, candidates, attempt + 1);
        return;
      }
      res.writeHead(answer.statusCode ?? 502, without(answer.headers, HOP_BY_HOP));
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (answered) {
        res.destroy();
        return;
      }
      const neverReached = !connected;
      if (body.complete && canTryNext && (neverReached || SAFE_TO_REPEAT.has(req.method ?? ''))) {
        forward(req, res, body, candidates, attempt + 1);
        return;
      }
      badGateway(res);
    });
    for (const chunk of body.chunks) upstream.write(chunk);
    if (body.complete) upstream.end();
    else {
      req.pipe(upstream);
      req.resume();
    }
  }

  function handleRequest(req, res) {
    const candidates = rotation();
    readBody(req).then(
      (body) => forward(req, res, body, candidates, 0),
      () => res.destroy(),
    );
  }

  function handleUpgrade(req, socket, head) {
    const candidates = rotation();
    const headerLines = Object.entries(req.headers).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((v) => `${name}: ${v}`) : [`${name}: ${value}`],
    );
    const request = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n${headerLines.join('\r\n')}\r\n\r\n`;
    const tryTarget = (attempt) => {
      const target = candidates[attempt];
      let connected = false;
      const upstream = net.connect(target.port, target.host, () => {
        connected = true;
        upstream.write(request);
        if (head.length) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => {
        if (!connected && attempt + 1 < candidates.length) tryTarget(attempt + 1);
        else socket.destroy();
      });
      upstream.on('close', () => {
        if (connected) socket.destroy();
      });
    };
    socket.on('error', () => socket.destroy());
    tryTarget(0);
  }

  return { handleRequest, handleUpgrade };
}

module.exports = { createServiceProxy };
