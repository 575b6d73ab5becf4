import type { APIResponse, Page } from '@playwright/test';
import type { RemotesConfig } from 'shared-rules';
import { assertNoPolicyViolations, describeViolations } from '../support/policy-violations';
import { expect, test } from '../support/portal-test';

/*
 * The portal's Content-Security-Policy as the browser receives it, and the listener every suite
 * runs: a page that breaks the policy fails the test that opened it.
 */

function directivesOf(response: APIResponse): Record<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The nonce the page's `<meta property="csp-nonce">` carries. */
function pageNonce(html: string): string | undefined {
  return /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
}

/** Adds an inline script to the page, as an injection would; resolves whether it ran. */
async function runInlineScript(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineScriptRan = true';
    document.head.append(script);
    return (window as Window & { __inlineScriptRan?: boolean }).__inlineScriptRan === true;
  });
}

test('the host page allows scripts from itself and exactly the remotes /api/remotes names, with a style nonce per answer', async ({
  request,
}) => {
  const remotes = (await (await request.get('/api/remotes')).json()) as RemotesConfig;
  const remoteOrigins = [...new Set(remotes.remotes.map((remote) => new URL(remote.manifestUrl).origin))];

  const home = await request.get('/');
  const deepLink = await request.get('/loan/100000001/summary');
  for (const answer of [home, deepLink]) {
    expect(answer.status()).toBe(200);
    const policy = directivesOf(answer);
    expect(policy['script-src']).toEqual(["'self'", ...remoteOrigins]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(answer.headers()).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-opener-policy': 'same-origin' });
    const html = await answer.text();
    expect(html, 'the page has no inline script: every script is a file of the build').not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const nonce = pageNonce(html);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy['style-src']).toContain(`'nonce-${nonce}'`);
  }
  expect(pageNonce(await home.text())).not.toBe(pageNonce(await deepLink.text()));

  const manifest = await request.get(remotes.remotes[0].manifestUrl);
  expect(directivesOf(manifest)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  expect(manifest.headers()).toMatchObject({ 'x-content-type-options': 'nosniff', 'access-control-allow-origin': '*' });
});

test('a page that runs an inline script is reported with the directive and what was refused, in every context', async ({
  page,
  browser,
  baseURL,
  policyViolations,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(policyViolations.violations).toEqual([]);

  expect(await runInlineScript(page), 'the policy refuses the script').toBe(false);
  await expect.poll(() => policyViolations.violations.length).toBe(1);
  const [refusedScript] = policyViolations.takeAll();
  expect(refusedScript).toMatchObject({ directive: 'script-src-elem', blockedUrl: 'inline', documentUrl: `${baseURL}/login` });
  expect(() => assertNoPolicyViolations([refusedScript])).toThrow(`script-src-elem refused inline on ${baseURL}/login`);

  // A context the test makes itself (another person at another computer) listens too, and a
  // `<style>` without the page's nonce is refused as well.
  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    await other.goto('/login');
    await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await other.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    });
    await expect.poll(() => policyViolations.violations.length).toBe(1);
    const refusedStyle = policyViolations.takeAll();
    expect(refusedStyle).toMatchObject([{ directive: 'style-src-elem', blockedUrl: 'inline' }]);
    expect(describeViolations(refusedStyle)).toContain(`style-src-elem refused inline on ${baseURL}/login`);
  } finally {
    await context.close();
  }
});
