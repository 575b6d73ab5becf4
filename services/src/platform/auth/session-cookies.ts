import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { REFRESH_COOKIE_PATH, SESSION_REQUEST_HEADER, SESSION_REQUEST_REFUSED } from 'shared-rules';
import { ApiError } from '../http/problem';

/** The refresh token's cookie: HttpOnly, SameSite=Strict, sent to `/api/auth` only. */
export const REFRESH_COOKIE = 'portal_refresh';
/** The running impersonation session's own token, which ends it: sent to its end route only. */
export const IMPERSONATION_COOKIE = 'portal_impersonation';
export const IMPERSONATION_COOKIE_PATH = `${REFRESH_COOKIE_PATH}/impersonation`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads or sets the session's cookies: it needs the portal's request header and,
     * when the browser names one, an allowed Origin (`sessionCookiesPlugin`).
     */
    sessionCookie?: boolean;
  }
  interface FastifyInstance {
    sessionCookies: SessionCookies;
  }
}

export interface SessionCookies {
  setRefresh(reply: FastifyReply, token: string, expiresAt: Date): void;
  clearRefresh(reply: FastifyReply): void;
  readRefresh(request: FastifyRequest): string | undefined;
  setImpersonation(reply: FastifyReply, token: string, expiresAt: Date): void;
  clearImpersonation(reply: FastifyReply): void;
  readImpersonation(request: FastifyRequest): string | undefined;
}

export interface SessionCookiesOptions {
  /**
   * Secure cookies (https only). Off only for a portal on a loopback address over http, which
   * browsers treat as a secure context anyway; everywhere else a cookie never travels unencrypted.
   */
  secure: boolean;
  /** The origins a cookie route accepts in `Origin`: the portal's own pages. */
  allowedOrigins: readonly string[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the portal at `portalUrl` is served from this machine over http (development). */
export function isLoopbackHttp(portalUrl: string): boolean {
  try {
    const url = new URL(portalUrl);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

const refused = () => new ApiError(403, 'session-request-refused', SESSION_REQUEST_REFUSED);

/**
 * The session's cookies and their guard. Against a forged request from another site, a cookie
 * route needs three things (OWASP's CSRF cheat sheet): SameSite=Strict on the cookie, the custom
 * `x-portal-request` header (no cross-site form or image can send it; script of another origin
 * needs a CORS preflight, which only the portal's origins pass) and, when the browser sends
 * `Origin`, one of the portal's own.
 */
export const sessionCookiesPlugin = fp<SessionCookiesOptions>(
  async (app, options) => {
    await app.register(cookie);
    const allowed = new Set(options.allowedOrigins);
    const base = { httpOnly: true, secure: options.secure, sameSite: 'strict' as const };
    const set = (reply: FastifyReply, name: string, path: string, value: string, expiresAt: Date) =>
      reply.setCookie(name, value, { ...base, path, expires: expiresAt });
    const clear = (reply: FastifyReply, name: string, path: string) => reply.clearCookie(name, { ...base, path });

    app.decorate('sessionCookies', {
      setRefresh: (reply, token, expiresAt) => set(reply, REFRESH_COOKIE, REFRESH_COOKIE_PATH, token, expiresAt),
      clearRefresh: (reply) => clear(reply, REFRESH_COOKIE, REFRESH_COOKIE_PATH),
      readRefresh: (request) => request.cookies[REFRESH_COOKIE] || undefined,
      setImpersonation: (reply, token, expiresAt) => set(reply, IMPERSONATION_COOKIE, IMPERSONATION_COOKIE_PATH, token, expiresAt),
      clearImpersonation: (reply) => clear(reply, IMPERSONATION_COOKIE, IMPERSONATION_COOKIE_PATH),
      readImpersonation: (request) => request.cookies[IMPERSONATION_COOKIE] || undefined,
    } satisfies SessionCookies);

    // Before the body is read: a forged request learns nothing and costs nothing.
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!request.routeOptions.config.sessionCookie) {
        done();
        return;
      }
      const origin = request.headers.origin;
      if (request.headers[SESSION_REQUEST_HEADER] !== '1' || (origin !== undefined && !allowed.has(origin))) {
        done(refused());
        return;
      }
      done();
    });
  },
  { name: 'session-cookies' },
);
