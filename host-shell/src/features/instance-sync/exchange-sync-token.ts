import type { ApiProblem, TokenPair } from 'shared-rules';
import { PORTAL_UNREACHABLE } from '../login/sign-in';

export type ExchangeResult = { ok: true; session: TokenPair } | { ok: false; message: string };

function isProblem(body: unknown): body is ApiProblem {
  return typeof body === 'object' && body !== null && 'code' in body && 'detail' in body;
}

/**
 * `GET /api/instance-sync/exchange-token`: the token pair of the user the link signs in, or the
 * services' reason it does not (expired, already used, made for another instance…). Public, and
 * this page also serves signed-out visitors, who have no portal store: plain `fetch`.
 */
export async function exchangeSyncToken(token: string, fetchFn: typeof fetch = fetch): Promise<ExchangeResult> {
  let response: Response;
  try {
    response = await fetchFn(`/api/instance-sync/exchange-token?token=${encodeURIComponent(token)}`);
  } catch {
    return { ok: false, message: PORTAL_UNREACHABLE };
  }
  if (response.ok) return { ok: true, session: (await response.json()) as TokenPair };
  const body: unknown = await response.json().catch(() => null);
  return {
    ok: false,
    message: (isProblem(body) && body.detail) || `The portal could not sign you in (${response.status}). Please sign in.`,
  };
}
