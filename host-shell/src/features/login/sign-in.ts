import type { AccessSession, ApiProblem, LoginRequest, MfaSignInRequest, PublicBranding } from 'shared-rules';
import { SESSION_REQUEST_HEADERS } from 'shared-ui/session';

export type SignInResult =
  | { ok: true; session: AccessSession }
  /** The password was right and two-step sign-in is on: the code goes with this challenge to `completeSignIn`. */
  | { ok: false; mfaChallenge: string; message: string; code?: undefined }
  /** `code`: the services' reason (`mfa-challenge-invalid` sends the user back to the password). */
  | { ok: false; mfaChallenge?: undefined; message: string; code?: string };

/** What a call to the services that got no answer tells the user. */
export const PORTAL_UNREACHABLE = 'The portal cannot be reached. Check your connection and try again.';

async function postForSession(path: string, body: unknown, fetchFn: typeof fetch): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetchFn(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SESSION_REQUEST_HEADERS },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: PORTAL_UNREACHABLE };
  }
  if (response.ok) return { ok: true, session: (await response.json()) as AccessSession };
  const problem = (await response.json().catch(() => null)) as ApiProblem | null;
  if (problem?.code === 'mfa-required' && problem.mfaChallenge)
    return { ok: false, mfaChallenge: problem.mfaChallenge, message: problem.detail };
  if (response.status === 401) return { ok: false, code: problem?.code, message: problem?.detail || 'Email or password is incorrect.' };
  return { ok: false, code: problem?.code, message: problem?.detail || `Sign-in failed (${response.status}). Please try again.` };
}

/** `POST /api/auth/login`; a refused or failed sign-in becomes a sentence for the form. */
export function signIn(credentials: LoginRequest, fetchFn: typeof fetch = fetch): Promise<SignInResult> {
  return postForSession('/api/auth/login', credentials, fetchFn);
}

/** `POST /api/auth/mfa`: the second step, with the authenticator app's code or a recovery code. */
export function completeSignIn(request: MfaSignInRequest, fetchFn: typeof fetch = fetch): Promise<SignInResult> {
  return postForSession('/api/auth/mfa', request, fetchFn);
}

/** `GET /api/public/branding`; null when unavailable (the page then shows the plain name). */
export async function fetchPublicBranding(fetchFn: typeof fetch = fetch): Promise<PublicBranding | null> {
  try {
    const response = await fetchFn('/api/public/branding');
    return response.ok ? ((await response.json()) as PublicBranding) : null;
  } catch {
    return null;
  }
}
