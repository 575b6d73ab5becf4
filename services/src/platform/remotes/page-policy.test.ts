import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemotesConfig } from 'shared-rules';
import {
  assetResponseHeaders,
  contentSourcesFromEnv,
  createHostPagePolicy,
  DEFAULT_CONTENT_SOURCES,
  hostPageDirectives,
  newStyleNonce,
  remoteOrigins,
} from './page-policy';
import { remotesConfigFromEnv } from './remotes';

/** The policy's directives by name, read back from the header as a browser reads it. */
function directivesOf(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const remotesFile = (remotes: RemotesConfig['remotes']) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'page-policy-')), 'remotes.json');
  writeFileSync(file, JSON.stringify({ remotes }));
  return file;
};

const entry = (name: string, manifestUrl: string) => ({ name, manifestUrl, label: name, routes: [], slots: [] });

describe('the host page policy', () => {
  it('allows scripts from the host and exactly the shipped remotes, and nothing inline', () => {
    const { headers } = createHostPagePolicy(remotesConfigFromEnv({}));
    const policy = directivesOf(headers('bm9uY2U=')['content-security-policy']);
    const remotes = [
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
      'http://localhost:3005',
    ];
    expect(policy['script-src']).toEqual(["'self'", ...remotes]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'", ...remotes, "'nonce-bm9uY2U='"]);
    expect(policy['connect-src']).toEqual(["'self'", ...remotes, 'blob:', 'https:']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy['frame-src']).toEqual(['https://www.youtube.com', 'https://player.vimeo.com', 'https:']);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    for (const sources of Object.values(policy)) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it('follows a remote moved by REMOTE_URL_* and a deployment remotes file (REMOTES_FILE)', () => {
    const moved = remotesConfigFromEnv({ REMOTE_URL_MFE_ADMIN: 'https://admin.cdn.example/v7/mf-manifest.json' });
    const movedPolicy = directivesOf(createHostPagePolicy(moved).headers(newStyleNonce())['content-security-policy']);
    expect(movedPolicy['script-src']).toContain('https://admin.cdn.example');
    expect(movedPolicy['script-src']).not.toContain('http://localhost:3002');
    expect(movedPolicy['connect-src']).toContain('https://admin.cdn.example');

    const file = remotesFile([
      entry('mfe_loan', 'https://remotes.example/loan/mf-manifest.json'),
      entry('mfe_admin', 'https://remotes.example/admin/mf-manifest.json'),
    ]);
    const deployed = remotesConfigFromEnv({ REMOTES_FILE: file });
    expect(remoteOrigins(deployed)).toEqual(['https://remotes.example']);
    expect(hostPageDirectives(deployed, 'n', DEFAULT_CONTENT_SOURCES)['script-src']).toEqual(["'self'", 'https://remotes.example']);
  });

  it('gives each answer its own nonce, for styles only', () => {
    const policy = createHostPagePolicy(remotesConfigFromEnv({}));
    const first = policy.nextAnswer();
    const second = policy.nextAnswer();
    expect(first.styleNonce).not.toBe(second.styleNonce);
    expect(Buffer.from(first.styleNonce, 'base64')).toHaveLength(16);
    const directives = directivesOf(first.headers['content-security-policy']);
    expect(directives['style-src']).toContain(`'nonce-${first.styleNonce}'`);
    expect(directives['script-src'].some((source) => source.includes('nonce'))).toBe(false);
    expect(second.headers['content-security-policy']).toContain(`'nonce-${second.styleNonce}'`);
  });

  it("sets helmet's page headers and a Permissions-Policy that shares full screen with the video players only", () => {
    const headers = createHostPagePolicy(remotesConfigFromEnv({})).headers(newStyleNonce());
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'origin-agent-cluster': '?1',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('fullscreen=(self "https://www.youtube.com" "https://player.vimeo.com")');
  });

  it('narrows content to the origins CSP_CONTENT_SOURCES names', () => {
    const sources = contentSourcesFromEnv({ CSP_CONTENT_SOURCES: 'https://files.consumerfinance.gov, https://CDN.lender.example:8443/' });
    expect(sources).toEqual(['https://files.consumerfinance.gov', 'https://cdn.lender.example:8443']);
    const policy = hostPageDirectives(remotesConfigFromEnv({}), 'n', sources);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', ...sources]);
    expect(policy['frame-src']).toEqual(['https://www.youtube.com', 'https://player.vimeo.com', ...sources]);
    expect(policy['media-src']).toEqual(["'self'", ...sources]);
    expect(contentSourcesFromEnv({})).toEqual(['https:']);
  });

  it.each(["'unsafe-inline'", '*', 'data:', 'http://cdn.example', 'https://cdn.example/path', 'javascript:'])(
    'refuses %s as a content source, naming it',
    (source) => {
      expect(() => contentSourcesFromEnv({ CSP_CONTENT_SOURCES: `https://ok.example ${source}` })).toThrow(source);
    },
  );
});

describe('the asset headers', () => {
  it('let nothing load from a script, style or manifest, never sniff it, and let the host load it from anywhere', () => {
    expect(assetResponseHeaders).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });
});
