/** Where the host page's server writes the nonce of its answer (host-shell/public/index.html). */
const NONCE_META = 'meta[property="csp-nonce"]';

/**
 * The nonce the page's Content-Security-Policy allows inline `<style>` elements with, or undefined
 * where nothing gave one (a dev server or a harness, which set no policy). Read from the meta
 * element's `nonce` property: browsers hide a nonce attribute from selectors and `getAttribute`,
 * so markup injected into the page cannot read it through CSS.
 */
export function readStyleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(NONCE_META)?.nonce || undefined;
}
