import type { AccessSession, ApiProblem } from 'shared-rules';
import { SESSION_REQUEST_HEADERS } from 'shared-ui/session';
import { PORTAL_UNREACHABLE } from '../login/sign-in';

export type ExchangeResult =
  | { ok: true; session: AccessSession }
  /** The link was good and the user has two-step sign-in: their code goes with this challenge to `completeSignIn`. */
  | { ok: false; mfaChallenge: string; message: string }
  | { ok: false; mfaChallenge?: undefined; message: string };

function isProblem(body: unknown): body is ApiProblem {
  return typeof body === 'object' && body !== null && 'code' in body && 'detail' in body;
}

/**
 * `GET /api/instance-sync/exchange-token`: the session of the user the link signs in (their refresh
 * token set as the session cookie, the access token answered), the
 * challenge of their second step, or the services' reason it does not (expired, already used,
 * made for another instance…). Public, and this page also serves signed-out visitors, who have
 * no portal store: plain `fetch`.
 */
export async function exchangeSyncToken(token: string, fetchFn: typeof fetch = fetch): Promise<ExchangeResult> {
  let response: Response;
  try {
    response = await fetchFn(`/api/instance-sync/exchange-token?token=${encodeURIComponent(token)}`, {
      headers: SESSION_REQUEST_HEADERS,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: PORTAL_UNREACHABLE };
  }
  if (response.ok) return { ok: true, session: (await response.json()) as AccessSession };
  const body: unknown = await response.json().catch(() => null);
  if (isProblem(body) && body.code === 'mfa-required' && body.mfaChallenge) {
    return { ok: false, mfaChallenge: body.mfaChallenge, message: body.detail };
  }
  return {
    ok: false,
    message: (isProblem(body) && body.detail) || `The portal could not sign you in (${response.status}). Please sign in.`,
  };
}
