import type { AuthUser } from './auth-user';

/**
 * Access tokens already verified, by their exact string, each until its own expiry. The caller
 * only stores tokens whose signature and claims it has checked; an expired entry is never
 * returned, so the caller verifies again and answers with the proper "expired" problem.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, { user: AuthUser; expiresAtMs: number }>();

  constructor(private readonly maxEntries: number) {}

  get(token: string, nowMs: number): AuthUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  set(token: string, user: AuthUser, expiresAtMs: number): void {
    // Insertion order is age order: when full, the oldest token goes (most are expired by then).
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { user, expiresAtMs });
  }
}
