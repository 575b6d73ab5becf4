import { randomBytes } from 'node:crypto';
import type { RemotesConfig } from 'shared-rules';
import { helmetHeaders } from '../http/security-headers';

/**
 * The portal's video players (mfe-help-center's `videoEmbedUrl`: the specification embeds YouTube
 * and Vimeo only). They are framed, and may go full screen and play protected media.
 */
export const VIDEO_PLAYER_ORIGINS: readonly string[] = ['https://www.youtube.com', 'https://player.vimeo.com'];

/**
 * Where content that administrators store may load from, unless the deployment narrows it: images
 * in knowledge articles, framed pages (URL documents), legacy help videos and PDF links. The
 * specification lets an administrator link any web address, so by default any https address.
 */
export const DEFAULT_CONTENT_SOURCES: readonly string[] = ['https:'];

/** An https origin (`https://cdn.example`, with a port or not) or the `https:` scheme itself. */
const CONTENT_SOURCE = /^(https:|https:\/\/[a-z0-9.-]+(:\d{1,5})?\/?)$/i;

/** A directive list as helmet takes it (kebab-case names, quoted keywords). */
export type PolicyDirectives = Record<string, string[]>;

/** The distinct origins the remotes are served from (their manifest URLs'), in the file's order. */
export function remoteOrigins(config: RemotesConfig): string[] {
  return [...new Set(config.remotes.map((remote) => new URL(remote.manifestUrl).origin))];
}

/**
 * CSP_CONTENT_SOURCES (space or comma separated https origins, or `https:`), else any https
 * address. Throws on anything else: a keyword, a wildcard or another scheme would widen the policy
 * beyond content (`'unsafe-inline'`, `data:`, `*`), which no deployment setting may do.
 */
export function contentSourcesFromEnv(env: NodeJS.ProcessEnv): string[] {
  const raw = env.CSP_CONTENT_SOURCES?.trim();
  if (!raw) return [...DEFAULT_CONTENT_SOURCES];
  const sources = raw.split(/[\s,]+/).filter(Boolean);
  const refused = sources.filter((source) => !CONTENT_SOURCE.test(source));
  if (refused.length > 0) {
    throw new Error(`CSP_CONTENT_SOURCES: ${refused.join(', ')} refused; give https origins (https://cdn.example) or "https:"`);
  }
  return sources.map((source) => (source.toLowerCase() === 'https:' ? 'https:' : new URL(source).origin));
}

/** A new nonce for one answer's inline styles: 128 random bits, base64. */
export function newStyleNonce(): string {
  return randomBytes(16).toString('base64');
}

const unique = (sources: string[]) => [...new Set(sources)];

/**
 * The Content-Security-Policy of the host page, for one answer (its style nonce). Each source is
 * there for something the portal does:
 * - scripts: the host's own files and each remote's container and chunks; never inline, never eval;
 * - styles: the host's and the remotes' CSS files, and the `<style>` elements Mantine (theme
 *   variables, responsive props) and its scroll lock write, which carry the nonce;
 * - connections: the API and the socket (same origin: the host's server proxies both), the remotes'
 *   manifests, blob: (pdf.js reads a fetched PDF through a blob: URL) and the content sources (a
 *   legacy help PDF link is read by pdf.js from its own address);
 * - workers: blob: (pdf.js wraps the remote's worker file in a same-origin blob: module);
 * - images: data: (the two-step sign-in QR code), blob: (a document's image preview), content sources;
 * - frames: the video players and the content sources (URL documents); media: content sources.
 */
export function hostPageDirectives(config: RemotesConfig, styleNonce: string, contentSources: readonly string[]): PolicyDirectives {
  const remotes = remoteOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...remotes, `'nonce-${styleNonce}'`],
    'connect-src': unique(["'self'", ...remotes, 'blob:', ...contentSources]),
    'worker-src': ["'self'", 'blob:'],
    'img-src': unique(["'self'", 'data:', 'blob:', ...contentSources]),
    'font-src': ["'self'"],
    'media-src': unique(["'self'", ...contentSources]),
    'frame-src': unique([...VIDEO_PLAYER_ORIGINS, ...contentSources]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Permissions-Policy: the portal uses none of the devices and sensors, and shares full screen,
 * picture-in-picture and protected media only with the video players.
 */
export function permissionsPolicy(): string {
  const players = VIDEO_PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(' ');
  const denied = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone'];
  const deniedToo = ['midi', 'payment', 'serial', 'usb', 'browsing-topics'];
  return [
    ...[...denied, ...deniedToo].map((feature) => `${feature}=()`),
    ...['encrypted-media', 'fullscreen', 'picture-in-picture'].map((feature) => `${feature}=(self ${players})`),
  ].join(', ');
}

export interface HostPagePolicy {
  /** The response headers of the host page for one answer: its CSP (with `styleNonce`) and helmet's page set. */
  headers(styleNonce: string): Record<string, string>;
  /** A new nonce and the headers carrying it: one per answer, the page's `<meta property="csp-nonce">` gets the same. */
  nextAnswer(): { styleNonce: string; headers: Record<string, string> };
}

/**
 * The host page's headers for a deployment's remotes and content sources. Checked once here, so
 * a configuration helmet refuses stops the server at start rather than failing every page.
 */
export function createHostPagePolicy(config: RemotesConfig, contentSources: readonly string[] = DEFAULT_CONTENT_SOURCES): HostPagePolicy {
  const permissions = permissionsPolicy();
  const headers = (styleNonce: string) => ({
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: hostPageDirectives(config, styleNonce, contentSources) },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
    }),
    'permissions-policy': permissions,
  });
  headers(newStyleNonce());
  return {
    headers,
    nextAnswer() {
      const styleNonce = newStyleNonce();
      return { styleNonce, headers: headers(styleNonce) };
    },
  };
}

/**
 * The headers of every file that is not a page (scripts, styles, manifests, the pdf.js worker), the
 * host's and the remotes': nothing in them may load anything or be framed if opened on its own,
 * their type is never sniffed, and any origin may load them (the host loads the remotes' files
 * from another origin, and in production from another site).
 */
export const assetResponseHeaders: Readonly<Record<string, string>> = helmetHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  xFrameOptions: { action: 'deny' },
  // These concern pages (windows, referrers, prefetching, legacy IE downloads and XSS filters, Flash).
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});
