// A small production-like static server for the built host and remotes: gzip, long caching for
// content-hashed files, no caching for manifests and entry files (so a redeployed remote is picked
// up by a reload without touching the host), CORS for remotes, SPA fallback and an /api + socket.io
// proxy for the host (see service-proxy.cjs) so the browser talks to one origin. Pages get the
// headers of the page policy it is given (a Content-Security-Policy with a new style nonce per
// answer, written into the page's `%CSP_NONCE%` placeholder); every other file the asset headers.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServiceProxy } from './service-proxy.cjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
const hashed = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

/** Where a page (host-shell/public/index.html) takes its answer's style nonce. */
const NONCE_PLACEHOLDER = /%CSP_NONCE%/g;

/**
 * Starts a static server. `pagePolicy.nextAnswer()` gives each HTML answer its headers and the
 * nonce they name (services' `createHostPagePolicy`); `assetHeaders` go on every other answer.
 * @param {{
 *   dir: string, port: number, host?: string, spa?: boolean, cors?: boolean,
 *   proxy?: { prefixes: string[], targets: { host: string, port: number }[] },
 *   pagePolicy?: { nextAnswer(): { styleNonce: string, headers: Record<string, string> } },
 *   assetHeaders?: Readonly<Record<string, string>>,
 * }} options
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ dir, port, host = '127.0.0.1', spa = false, cors = false, proxy, pagePolicy, assetHeaders = {} }) {
  const gzipCache = new Map();
  const pageCache = new Map();

  /** A page's text, read again only when the file changes (a rebuild). */
  function pageText(file, mtimeMs) {
    const cached = pageCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.text;
    const text = readFileSync(file, 'utf8');
    pageCache.set(file, { mtimeMs, text });
    return text;
  }

  function gzipped(file, mtimeMs) {
    const cached = gzipCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.body;
    const body = gzipSync(readFileSync(file), { level: 9 });
    gzipCache.set(file, { mtimeMs, body });
    return body;
  }

  function resolveFile(urlPath) {
    const decoded = decodeURIComponent(urlPath.split('?')[0]);
    const candidate = normalize(join(dir, decoded));
    if (candidate !== dir && !candidate.startsWith(dir + sep)) return null;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    const index = join(candidate, 'index.html');
    if (existsSync(index)) return index;
    return null;
  }

  const serviceProxy = proxy ? createServiceProxy({ targets: proxy.targets }) : null;

  function proxied(url) {
    return proxy && proxy.prefixes.some((prefix) => url === prefix || url.startsWith(prefix + '/') || url.startsWith(prefix + '?'));
  }

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (proxied(url)) {
      serviceProxy.handleRequest(req, res);
      return;
    }
    if (cors) {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-methods', 'GET, HEAD, OPTIONS');
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405);
      res.end();
      return;
    }
    let file = resolveFile(url);
    if (!file && spa && !extname(url.split('?')[0])) file = join(dir, 'index.html');
    if (!file || !existsSync(file)) {
      res.writeHead(404, { ...assetHeaders, 'content-type': 'text/plain', 'x-content-type-options': 'nosniff' });
      res.end('Not found');
      return;
    }
    const ext = extname(file);
    const stats = statSync(file);
    res.setHeader('content-type', contentTypes[ext] ?? 'application/octet-stream');
    res.setHeader('cache-control', hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('x-content-type-options', 'nosniff');
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (ext === '.html' && pagePolicy) {
      // A page is never served from a cache of bytes: each answer carries a nonce of its own.
      const { styleNonce, headers } = pagePolicy.nextAnswer();
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      const text = Buffer.from(pageText(file, stats.mtimeMs).replace(NONCE_PLACEHOLDER, styleNonce));
      const body = acceptsGzip ? gzipSync(text) : text;
      if (acceptsGzip) res.setHeader('content-encoding', 'gzip');
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('content-length', body.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    for (const [name, value] of Object.entries(assetHeaders)) res.setHeader(name, value);
    if (acceptsGzip && compressible.has(ext)) {
      const body = gzipped(file, stats.mtimeMs);
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('content-length', body.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('content-length', stats.size);
    res.writeHead(200);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });

  // socket.io upgrades go through to services as raw TCP.
  server.on('upgrade', (req, socket, head) => {
    if (proxied(req.url ?? '')) serviceProxy.handleUpgrade(req, socket, head);
    else socket.destroy();
  });

  // A client that reuses an idle connection just as the server closes it sees "socket hang up"
  // (ECONNRESET) on a request nobody refused. Node closes idle connections after 5 s, which a test
  // pausing between two calls, or a browser, easily reaches; idle connections stay open for a
  // minute instead, longer than anything here waits between requests (headers may take 1 s more).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
