// `npm run up`: install what is missing, build, seed the embedded database when empty, and serve
// the whole portal locally. Stop with Ctrl+C.
import { buildAll } from './build.mjs';
import { ensureInstalled, ports } from './lib.mjs';
import { servePortal } from './serve-portal.mjs';

/** Waits until the host answers through to services, so the banner below is the last word. */
async function waitUntilAnswering(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not answer at ${url} within ${timeoutMs / 1000} s`);
}

await ensureInstalled();
if (!process.argv.includes('--no-build')) await buildAll();
await servePortal({ fresh: false });
await waitUntilAnswering(`http://127.0.0.1:${ports['host-shell']}/api/version`);

process.stdout.write(`
────────────────────────────────────────────────────────────
 The portal is running: http://localhost:${ports['host-shell']}

 Demo logins (password for every account: Portal-Demo-2026)
   lo@summit.test         loan officer, Summit Home Lending (Active, all channels)
   lp@summit.test         loan processor, Summit Home Lending
   lo@harbor.test         loan officer, Harbor Mortgage Brokers (wholesale only)
   lp@harbor.test         loan processor, Harbor Mortgage Brokers (has an unread release note)
   lo@prairie.test        loan officer, Prairie Correspondent Group (not yet Active)
   ae.jordan@lender.test  account executive (Summit, Harbor)
   admin@lender.test      administrator
   ops@lender.test        internal user without an integration token

 API documentation: http://localhost:${ports.services}/api/docs
 Stop with Ctrl+C.
────────────────────────────────────────────────────────────
`);
