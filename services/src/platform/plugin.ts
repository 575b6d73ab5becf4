import type { FastifyInstance } from 'fastify';
import type { RemotesConfig, VersionInfo } from 'shared-rules';
import { loadRemotesConfig } from './remotes';

export interface PlatformPluginOptions {
  buildId: string;
  remotesFile: string;
  remoteUrlOverrides: Record<string, string | undefined>;
}

const remotesSchema = {
  type: 'object',
  required: ['remotes'],
  properties: {
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'manifestUrl', 'label', 'routes', 'slots'],
        properties: {
          name: { type: 'string' },
          manifestUrl: { type: 'string' },
          label: { type: 'string' },
          routes: { type: 'array', items: { type: 'string' } },
          slots: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

/** What the host needs before anything else: the running build and where the remotes live. */
export async function platformPlugin(app: FastifyInstance, options: PlatformPluginOptions): Promise<void> {
  // Read once at start: a broken file stops the server instead of breaking every browser.
  const remotes = loadRemotesConfig(options.remotesFile, options.remoteUrlOverrides);

  app.get<{ Reply: VersionInfo }>(
    '/version',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: 'The build id of the running portal (never cached)',
        response: { 200: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache, no-store, must-revalidate');
      return { message: options.buildId };
    },
  );

  app.get<{ Reply: RemotesConfig }>(
    '/remotes',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: 'The remote modules: federation name, manifest URL, label, routes and slots',
        response: { 200: remotesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return remotes;
    },
  );
}
