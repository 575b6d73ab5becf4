import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { RemotesConfigSchema, VersionInfoSchema } from 'shared-rules';
import { loadRemotesConfig } from './remotes';
import { publicRoute } from '../access/declarations';

export interface PlatformPluginOptions {
  buildId: string;
  remotesFile: string;
  remoteUrlOverrides: Record<string, string | undefined>;
}

/** What the host needs before anything else: the running build and where the remotes live. */
export async function platformPlugin(fastify: FastifyInstance, options: PlatformPluginOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Read once at start: a broken file stops the server instead of breaking every browser.
  const remotes = loadRemotesConfig(options.remotesFile, options.remoteUrlOverrides);

  app.get(
    '/version',
    {
      config: { access: publicRoute('the portal’s version, for the new-version notice; no data') },
      schema: {
        tags: ['platform'],
        summary: 'The build id of the running portal (never cached)',
        response: { 200: VersionInfoSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache, no-store, must-revalidate');
      return { message: options.buildId };
    },
  );

  app.get(
    '/remotes',
    {
      config: { access: publicRoute('where each remote loads from, needed before signing in; no data') },
      schema: {
        tags: ['platform'],
        summary: 'The remote modules: federation name, manifest URL, label, routes and slots',
        response: { 200: RemotesConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return remotes;
    },
  );
}
