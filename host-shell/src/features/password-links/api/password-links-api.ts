import type { ApiProblem, PasswordResetComplete, PasswordResetLink, PasswordResetRequest, PasswordResetToken } from 'shared-rules';
import { PORTAL_UNREACHABLE } from '../../login/sign-in';

/**
 * The password-link endpoints. They are public and this page also serves signed-out visitors,
 * who have no portal store: plain `fetch` without a token, as the sign-in page does.
 */
const PATHS = {
  request: '/api/auth/password-reset/request',
  check: '/api/auth/password-reset/check',
  complete: '/api/auth/password-reset',
} as const;

/** What the services answered: the body, or the refusal with a sentence for the page. */
export type PublicAnswer<T> =
  | { ok: true; data: T }
  /** `status` null: no answer at all (offline, the portal down). */
  | { ok: false; status: number | null; problem: ApiProblem | null; message: string };

function isProblem(body: unknown): body is ApiProblem {
  return typeof body === 'object' && body !== null && 'code' in body && 'detail' in body;
}

async function post<T>(path: string, body: unknown, read: (response: Response) => Promise<T>): Promise<PublicAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: null, problem: null, message: PORTAL_UNREACHABLE };
  }
  if (response.ok) return { ok: true, data: await read(response) };
  const parsed: unknown = await response.json().catch(() => null);
  const problem = isProblem(parsed) ? parsed : null;
  return {
    ok: false,
    status: response.status,
    problem,
    message: problem?.detail || `The portal could not do this (${response.status}). Please try again.`,
  };
}

const noBody = async () => undefined;

/** `POST /api/auth/password-reset/request`: 202 whether or not an account uses the address. */
export function requestPasswordLink(request: PasswordResetRequest): Promise<PublicAnswer<void>> {
  return post(PATHS.request, request, noBody);
}

/** `POST /api/auth/password-reset/check`: whose link it is and what for, or a refusal when it no longer works. */
export function checkPasswordLink(request: PasswordResetToken): Promise<PublicAnswer<PasswordResetLink>> {
  return post(PATHS.check, request, async (response) => (await response.json()) as PasswordResetLink);
}

/** `POST /api/auth/password-reset` (204): sets the password; the link then stops working. */
export function setPasswordWithLink(request: PasswordResetComplete): Promise<PublicAnswer<void>> {
  return post(PATHS.complete, request, noBody);
}
