import type { BrowserContext } from '@playwright/test';

/** One `securitypolicyviolation` event, as a page reported it. */
export interface PolicyViolation {
  /** The directive that refused (`script-src-elem`, `style-src-attr`, …). */
  directive: string;
  /** What was refused: an address, or `inline`, `eval`, `data`, `blob`. */
  blockedUrl: string;
  /** The page (or frame) it happened in. */
  documentUrl: string;
  /** Where the refused code was, when the browser knows (`file:line`). */
  source: string;
  /** The start of the refused inline code, when the policy asks for samples. */
  sample: string;
}

/** The binding each page calls; a name no page of the portal uses. */
const BINDING = '__portalReportPolicyViolation';

/**
 * Runs in every frame before its own scripts. The event is reported to the document (or the
 * element that was refused, from which it bubbles), so one capturing listener on the document
 * hears every refusal of the frame.
 */
function listenForViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, ((violation: unknown) => Promise<void>) | undefined>)[binding];
      void report?.({
        directive: event.effectiveDirective,
        blockedUrl: event.blockedURI,
        documentUrl: event.documentURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
        sample: event.sample,
      });
    },
    true,
  );
}

/**
 * Reports every Content-Security-Policy violation in every page and frame of `context` (those
 * opened later too) to `onViolation`. Resolves once the listener is in place for the next page.
 */
export async function watchPolicyViolations(context: BrowserContext, onViolation: (violation: PolicyViolation) => void): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: PolicyViolation) => onViolation(violation));
  await context.addInitScript(listenForViolations, BINDING);
}

/** The failure message of a test whose pages broke the policy: each refusal, one a line. */
export function describeViolations(violations: readonly PolicyViolation[]): string {
  const lines = violations.map((violation) => {
    const where = violation.source ? ` at ${violation.source}` : '';
    const sample = violation.sample ? ` (“${violation.sample}”)` : '';
    return `  - ${violation.directive} refused ${violation.blockedUrl || '(no address)'} on ${violation.documentUrl}${where}${sample}`;
  });
  return [`The page broke its Content-Security-Policy ${violations.length} time(s):`, ...lines].join('\n');
}

/** Throws the message of `describeViolations` when any violation was reported. */
export function assertNoPolicyViolations(violations: readonly PolicyViolation[]): void {
  if (violations.length > 0) throw new Error(describeViolations(violations));
}
