import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DoNotShowAgainRequestSchema, PreferencesUpdateRequestSchema, ProfileSchema } from 'shared-rules';
import { badRequest, unauthorized } from '../http/problem';
import { authenticatedProblems, bearerSecurity } from '../http/schemas';
import { cachedProfile, loadProfile, preferencesOf, profileSeenBy } from './profile';
import { SIGNED_IN } from '../access/declarations';

const MAX_DO_NOT_SHOW_AGAIN = 200;
const GONE = () => unauthorized('token-invalid', 'The signed-in account no longer exists.');

/** The signed-in user's own profile. */
export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/profile',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user',
        security: bearerSecurity,
        response: { 200: ProfileSchema, ...authenticatedProblems },
      },
    },
    async (request) => (await profileSeenBy(app, request.user, await cachedProfile(app, request.user.id))) ?? Promise.reject(GONE()),
  );

  app.patch(
    '/profile/do-not-show-again',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['profile'],
        summary: 'Add (value true) or remove (value false) a key of the do-not-show-again list',
        security: bearerSecurity,
        body: DoNotShowAgainRequestSchema,
        response: { 200: ProfileSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const { key, value } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('users').select('doNotShowAgain').where('id', '=', request.user.id).forUpdate().executeTakeFirst();
        if (!row) throw GONE();
        const keys = new Set(row.doNotShowAgain);
        if (value) keys.add(key);
        else keys.delete(key);
        if (keys.size > MAX_DO_NOT_SHOW_AGAIN) {
          throw badRequest('too-many-keys', `The do-not-show-again list holds at most ${MAX_DO_NOT_SHOW_AGAIN} keys.`, 'body.key');
        }
        await trx
          .updateTable('users')
          .set({ doNotShowAgain: JSON.stringify([...keys]) })
          .where('id', '=', request.user.id)
          .execute();
      });
      await app.readCache.invalidate({ kind: 'user', userId: request.user.id });
      return (await profileSeenBy(app, request.user, await loadProfile(app, request.user.id))) ?? Promise.reject(GONE());
    },
  );

  app.patch(
    '/profile/preferences',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['profile'],
        summary: "Change the user's preferences (kept on the server)",
        security: bearerSecurity,
        body: PreferencesUpdateRequestSchema,
        response: { 200: ProfileSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      await app.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('users').select('preferences').where('id', '=', request.user.id).forUpdate().executeTakeFirst();
        if (!row) throw GONE();
        const next = { ...preferencesOf(row.preferences), ...request.body };
        await trx
          .updateTable('users')
          .set({ preferences: JSON.stringify(next) })
          .where('id', '=', request.user.id)
          .execute();
      });
      await app.readCache.invalidate({ kind: 'user', userId: request.user.id });
      return (await profileSeenBy(app, request.user, await loadProfile(app, request.user.id))) ?? Promise.reject(GONE());
    },
  );
}
