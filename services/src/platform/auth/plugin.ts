import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessToken } from 'shared-rules';
import { getOrCreateServerSecret } from '../db/secrets';
import { isPublicAccess } from '../access/route-access';
import { unauthorized } from '../http/problem';
import { ImpersonationSessionStore, impersonationEnded } from './impersonation/session-store';
import { claimsOf, isImpersonatorClaims, userFromClaims, type AccessClaims, type AuthUser } from './auth-user';
import { RefreshTokenStore } from './refresh-tokens';
import { SIGN_IN_BLOCKS_RELOAD_MS, SignInBlocks } from './sign-in-blocks';
import { signInRefused } from './sign-in-refusal';
import { VerifiedTokenCache } from './verified-token-cache';

declare module 'fastify' {
  interface FastifyInstance {
    refreshTokens: RefreshTokenStore;
    /** The administrators' impersonation sessions (`./impersonation/`), checked for every token that names one. */
    impersonationSessions: ImpersonationSessionStore;
    /** The users who cannot sign in now: their access tokens are refused before they expire (`./sign-in-blocks.ts`). */
    signInBlocks: SignInBlocks;
    /** Signs a short-lived access token for the user, expiring no later than `notAfter` when given. */
    issueAccessToken(user: AuthUser, notAfter?: Date): AccessToken;
    /** Verifies an access token (header or socket handshake); throws a 401 ApiError. */
    verifyAccessToken(token: string | undefined): AuthUser;
  }
}

export interface AuthPluginOptions {
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a just-rotated refresh token may come back (default `REFRESH_REUSE_GRACE_MS`). */
  refreshReuseGraceMs?: number;
}

const VERIFIED_TOKENS_KEPT = 20_000;
const TOKEN_MISSING = 'Sign in to continue: the request has no access token.';

/** Maps the JWT library's failures to our problems: expired and invalid are told apart. */
function toAuthProblem(error: unknown) {
  const code = (error as { code?: string }).code ?? '';
  if (code.includes('EXPIRED')) return unauthorized('token-expired', 'The access token has expired. Refresh it and retry.');
  return unauthorized('token-invalid', 'The access token is not valid.');
}

/**
 * Access tokens (JWT, HS256) and the refresh-token store. The signing secret comes from the
 * options, else from the database (generated on first start), never from the code.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const secret = options.jwtSecret ?? (await getOrCreateServerSecret(app.db, 'jwt-signing-key'));
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: options.accessTokenTtlSeconds },
      // Verified tokens are cached below, by their string, until they expire.
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('refreshTokens', new RefreshTokenStore(app.db, options.refreshTokenTtlSeconds, options.refreshReuseGraceMs));
    app.decorate('impersonationSessions', new ImpersonationSessionStore(app.db));

    // Fed by the read cache's invalidations of users and organisations (every process's, through
    // Redis), and read whole at start, after a Redis reconnect and every minute.
    const signInBlocks = new SignInBlocks(app.db);
    await signInBlocks.reloadAll();
    app.readCache.onChange(signInBlocks.onCacheChange);
    const reloads = setInterval(() => {
      signInBlocks.reloadAll().catch((error: unknown) => app.log.error({ err: error }, 'could not read the users who cannot sign in'));
    }, SIGN_IN_BLOCKS_RELOAD_MS);
    reloads.unref();
    app.addHook('onClose', async () => clearInterval(reloads));
    app.decorate('signInBlocks', signInBlocks);

    app.decorate('issueAccessToken', (user: AuthUser, notAfter?: Date): AccessToken => {
      const claims = claimsOf(user);
      // A signer made per call costs more: only tokens that must end early (impersonation) pay it.
      const secondsLeft = notAfter ? Math.floor((notAfter.getTime() - Date.now()) / 1000) : Number.POSITIVE_INFINITY;
      const token =
        secondsLeft < options.accessTokenTtlSeconds ? app.jwt.sign(claims, { expiresIn: Math.max(1, secondsLeft) }) : app.jwt.sign(claims);
      // The token's own exp (whole seconds), so clients refresh before the server refuses it.
      const exp = app.jwt.decode<{ exp?: number }>(token)?.exp;
      const expiresAt = typeof exp === 'number' ? exp * 1000 : Date.now() + options.accessTokenTtlSeconds * 1000;
      return { token, expires: new Date(expiresAt).toISOString() };
    });

    // A verified token keeps the same claims until it expires (access tokens are not revoked
    // one by one), so the signature check and claim parsing run once per token, not per request.
    const verified = new VerifiedTokenCache(VERIFIED_TOKENS_KEPT);

    app.decorate('verifyAccessToken', (token: string | undefined): AuthUser => {
      if (!token) throw unauthorized('token-missing', TOKEN_MISSING);
      const known = verified.get(token, Date.now());
      if (known) return refuseEndedSessions(known);
      let claims: AccessClaims & { exp?: number };
      try {
        claims = app.jwt.verify<AccessClaims & { exp?: number }>(token);
      } catch (error) {
        throw toAuthProblem(error);
      }
      if (
        typeof claims.sub !== 'string' ||
        (claims.ut !== 'external' && claims.ut !== 'internal') ||
        (claims.imp !== undefined && !isImpersonatorClaims(claims.imp))
      ) {
        throw unauthorized('token-invalid', 'The access token is not valid.');
      }
      // Shared by every request that carries this token: nobody may change it.
      const user = userFromClaims(claims);
      Object.freeze(user.personas);
      if (user.impersonatorPersonas) Object.freeze(user.impersonatorPersonas);
      Object.freeze(user);
      if (typeof claims.exp === 'number') verified.set(token, user, claims.exp * 1000);
      return refuseEndedSessions(user);
    });

    // A token of a user who can no longer sign in (or of the administrator acting as them) is
    // refused at once, whatever its expiry. An impersonation token expires with its session (see
    // `issueAccessToken`); one whose session was ended here is refused at once, and
    // `requireAuthentication` also asks the database.
    function refuseEndedSessions(user: AuthUser): AuthUser {
      const refusal = signInBlocks.refusalFor(user);
      if (refusal) throw signInRefused(refusal, 401);
      if (user.impersonationSessionId && app.impersonationSessions.knownEnded(user.impersonationSessionId)) throw impersonationEnded();
      return user;
    }
  },
  { name: 'auth', dependencies: ['database', 'read-cache'] },
);

/**
 * onRequest hook for the /api scope: every route needs a valid bearer token unless it declares
 * `publicRoute(reason)` as its access. A callback
 * hook: verification is synchronous (cached per token), so no promise is made per request,
 * except for an impersonation token, whose session is checked (through a short cache) each time.
 */
export function requireAuthentication(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (isPublicAccess(request.routeOptions.config.access)) {
    done();
    return;
  }
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (header && !match) {
    done(unauthorized('token-invalid', 'The Authorization header must be "Bearer <token>".'));
    return;
  }
  let user: AuthUser;
  try {
    user = request.server.verifyAccessToken(match?.[1]);
  } catch (error) {
    done(error as Error);
    return;
  }
  if (!user.impersonationSessionId) {
    request.user = user;
    done();
    return;
  }
  request.server.impersonationSessions.assertOpen(user.impersonationSessionId).then(() => {
    request.user = user;
    done();
  }, done);
}
