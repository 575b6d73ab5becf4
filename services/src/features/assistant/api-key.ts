import type { FastifyInstance } from 'fastify';
import type { SecretSealer } from '../../platform/secrets/secret-sealer';
import { readStoredSecret } from '../../platform/secrets/stored-secrets';
import type { ApiKeyInUse, ModelAccess } from './provider/provider-line-up';

/** The stored secret holding the OpenAI-compatible model's key (`/admin/ai/settings`). */
export const ASSISTANT_API_KEY_SECRET = 'assistant-api-key';

/** The stored key, still sealed, through the read cache (a reply reads it; a store or removal invalidates it). */
export const storedApiKey = (app: FastifyInstance) =>
  app.readCache.storedSecrets.get(ASSISTANT_API_KEY_SECRET, () => readStoredSecret(app.db, ASSISTANT_API_KEY_SECRET));

/**
 * The model's key: ASSISTANT_API_KEY from the environment when set, otherwise the key an
 * administrator stored (opened with SECRETS_KEY), otherwise none. A stored key that SECRETS_KEY
 * cannot open (the key changed) counts as none and is logged, never shown.
 */
export function assistantModelAccess(app: FastifyInstance, environmentKey: string | undefined, sealer: SecretSealer | null): ModelAccess {
  const none: ApiKeyInUse = { key: undefined, source: 'none' };
  return {
    async apiKey() {
      if (environmentKey) return { key: environmentKey, source: 'environment' };
      if (!sealer) return none;
      const stored = await storedApiKey(app);
      if (!stored) return none;
      try {
        return { key: sealer.open(stored.sealed), source: 'stored' };
      } catch {
        app.log.error('the stored assistant API key cannot be opened with this SECRETS_KEY; store the key again');
        return none;
      }
    },
  };
}
