import type { FastifyInstance } from 'fastify';
import { bearer, login } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls to an app as the demo users signed in with `signIn`, each with their own bearer token. */
export class SignedInCalls {
  protected readonly headers = new Map<string, { authorization: string }>();

  constructor(protected readonly app: FastifyInstance) {}

  async signIn(...emails: string[]): Promise<void> {
    for (const email of emails) this.headers.set(email, bearer(await login(this.app, email)));
  }

  call(email: string, method: Method, url: string, payload?: object) {
    return this.app.inject({ method, url, headers: this.headers.get(email), ...(payload ? { payload } : {}) });
  }
}
