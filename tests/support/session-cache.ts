import { expect, type APIRequestContext } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenPair } from 'shared-rules';

const CACHE_DIR = join(tmpdir(), 'portal-e2e-sessions');
const MIN_REMAINING_MS = 5 * 60_000;

async function stillValid(request: APIRequestContext, pair: TokenPair): Promise<boolean> {
  if (Date.parse(pair.access.expires) - Date.now() < MIN_REMAINING_MS) return false;
  const response = await request.get('/api/profile', { headers: { authorization: `Bearer ${pair.access.token}` } });
  return response.ok();
}

/**
 * A token pair for `email`, reused across tests and workers while it stays valid. Services
 * limit sign-ins per address and account (10 a minute), which a whole suite signing in through
 * the API would exceed; only the tests about signing in use the form.
 */
export async function cachedSession(request: APIRequestContext, email: string, signIn: () => Promise<TokenPair>): Promise<TokenPair> {
  const portal = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/[^a-z0-9]+/gi, '-');
  const file = join(CACHE_DIR, `${portal}-${email}.json`);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as TokenPair;
    if (await stillValid(request, cached)) return cached;
  } catch {
    // no cache yet, or unreadable: sign in
  }
  const pair = await signIn();
  expect(pair.access.token).toBeTruthy();
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(pair));
  return pair;
}
