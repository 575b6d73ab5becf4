import type { FastifyInstance } from 'fastify';
import { KNOWLEDGE_AUDIENCES } from 'shared-rules';
import { type AuthUser, isAccountExecutive, isAdminLike } from '../../platform/auth/auth-user';
import { cachedProfile } from '../../platform/auth/profile';

/** The audiences a reader belongs to: a document with audiences is theirs when it names one. */
export async function readerAudiences(app: FastifyInstance, user: AuthUser): Promise<string[]> {
  // Administrators manage every document, so they read every one.
  if (isAdminLike(user)) return [...KNOWLEDGE_AUDIENCES];
  if (user.userType === 'internal') return isAccountExecutive(user) ? ['internal', 'role:ae'] : ['internal'];
  const profile = await cachedProfile(app, user.id);
  return ['external', ...(profile?.tpoUser?.roleTypes ?? []).map((role) => `role:${role}`)];
}

/** Whether a document with these audiences is one the reader may find and open (no audience: everyone). */
export function isForReader(documentAudiences: readonly string[], reader: readonly string[]): boolean {
  return documentAudiences.length === 0 || documentAudiences.some((audience) => reader.includes(audience));
}
