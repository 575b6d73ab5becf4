import type { ApiProblem, LoginRequest, PublicBranding, TokenPair } from 'shared-rules';

export type SignInResult = { ok: true; session: TokenPair } | { ok: false; message: string };

/** `POST /api/auth/login`; a refused or failed sign-in becomes a sentence for the form. */
export async function signIn(credentials: LoginRequest, fetchFn: typeof fetch = fetch): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetchFn('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
  } catch {
    return { ok: false, message: 'The portal cannot be reached. Check your connection and try again.' };
  }
  if (response.ok) return { ok: true, session: (await response.json()) as TokenPair };
  const problem = (await response.json().catch(() => null)) as ApiProblem | null;
  if (response.status === 401) return { ok: false, message: problem?.detail || 'Email or password is incorrect.' };
  return { ok: false, message: problem?.detail || `Sign-in failed (${response.status}). Please try again.` };
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
