import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  API_KEY_BLANK,
  API_KEY_HAS_SPACES,
  API_KEY_STORAGE_UNAVAILABLE,
  type AssistantApiKeyStatus,
  AssistantApiKeyInputSchema,
  AssistantApiKeyStatusSchema,
} from 'shared-rules';
import { ApiError, fieldError } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import type { SecretSealer } from '../../platform/secrets/secret-sealer';
import { removeStoredSecret, writeStoredSecret } from '../../platform/secrets/stored-secrets';
import { ASSISTANT_API_KEY_SECRET, storedApiKey } from './api-key';
import { auditChat } from './chat-audit';
import type { ChatFeature } from './chat-feature';
import { ADMINS_ONLY } from '../../platform/access/declarations';

const invalidKey = (message: string) => fieldError(422, 'invalid-api-key', 'apiKey', message);

/**
 * The OpenAI-compatible model's API key (administrators): whether one is in use and where it comes
 * from, storing one encrypted with SECRETS_KEY, removing it. The key never leaves the services
 * again; every store and removal is audited (without the key) and applies from the next reply.
 */
export async function apiKeyRoutes(fastify: FastifyInstance, chat: ChatFeature, sealer: SecretSealer | null): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function keyStatus(): Promise<AssistantApiKeyStatus> {
    const [inUse, stored] = await Promise.all([chat.modelAccess.apiKey(), sealer ? storedApiKey(app) : null]);
    return { data: { source: inUse.source, storedAt: stored?.storedAt.toISOString() ?? null, canStore: sealer !== null } };
  }

  async function changed(actorId: string, action: 'api-key-stored' | 'api-key-removed') {
    await app.readCache.invalidate({ kind: 'stored-secret', name: ASSISTANT_API_KEY_SECRET });
    await auditChat(app.db, { action, actorId, conversationId: null, details: {}, at: chat.runtime.now() });
  }

  app.get(
    '/chat/admin/api-key',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['chat', 'admin'],
        summary:
          "Where the model's API key comes from (the environment, stored, or none) and whether one can be stored; never the key (administrators)",
        security: bearerSecurity,
        response: { 200: AssistantApiKeyStatusSchema, ...authenticatedProblems },
      },
    },
    keyStatus,
  );

  app.put(
    '/chat/admin/api-key',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['chat', 'admin'],
        summary: "Stores the model's API key encrypted with SECRETS_KEY, replacing any stored one (administrators)",
        security: bearerSecurity,
        body: AssistantApiKeyInputSchema,
        response: { 200: AssistantApiKeyStatusSchema, ...authenticatedProblems, ...problemResponses(409, 422) },
      },
    },
    async (request) => {
      if (!sealer) throw new ApiError(409, 'secrets-key-missing', API_KEY_STORAGE_UNAVAILABLE);
      const apiKey = request.body.apiKey.trim();
      if (apiKey === '') throw invalidKey(API_KEY_BLANK);
      if (/\s/.test(apiKey)) throw invalidKey(API_KEY_HAS_SPACES);
      await writeStoredSecret(app.db, ASSISTANT_API_KEY_SECRET, sealer.seal(apiKey), chat.runtime.now());
      await changed(request.user.id, 'api-key-stored');
      return keyStatus();
    },
  );

  app.delete(
    '/chat/admin/api-key',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['chat', 'admin'],
        summary: "Removes the stored API key; the environment's key, if any, stays in use (administrators)",
        security: bearerSecurity,
        response: { 200: AssistantApiKeyStatusSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      if (await removeStoredSecret(app.db, ASSISTANT_API_KEY_SECRET)) await changed(request.user.id, 'api-key-removed');
      return keyStatus();
    },
  );
}
