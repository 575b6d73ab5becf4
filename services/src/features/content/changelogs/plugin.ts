import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  ChangelogInputSchema,
  ChangelogListQuerySchema,
  ChangelogListSchema,
  ChangelogPeriodsSchema,
  ChangelogReadRequestSchema,
  ChangelogSchema,
  IdParamsSchema,
  NoContentSchema,
  type Changelog,
} from 'shared-rules';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { displayNameOf } from '../../../platform/auth/display-name';
import { forbidden, notFound } from '../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import {
  changelogPeriods,
  createChangelog,
  deleteChangelog,
  findChangelog,
  listChangelogs,
  markChangelogsRead,
  todayOf,
  updateChangelog,
} from './changelog-queries';
import { adminsOnly, SIGNED_IN } from '../../../platform/access/declarations';

const NO_CHANGELOG = 'No changelog with this id.';

export interface ChangelogsPluginOptions {
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * Release notes. Every signed-in user reads the published ones (active, started) with their own
 * unread flag and marks them read; administrators write them. Each write is audited in
 * `changelog_audit` (who, when, the note before and after), as settings are in `setting_audit`.
 */
export async function changelogsPlugin(fastify: FastifyInstance, options: ChangelogsPluginOptions = {}): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => new Date());
  const administratorsOnly = adminsOnly({ text: 'Only administrators can change changelogs.' });

  const editorOf = async (user: AuthUser) => ({ id: user.id, name: await displayNameOf(app.db, user.id) });
  const found = async (id: string, user: AuthUser): Promise<Changelog> => {
    const changelog = await findChangelog(app.db, id, user.id);
    if (!changelog) throw notFound(NO_CHANGELOG);
    return changelog;
  };

  app.get(
    '/changelogs',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['changelogs'],
        summary:
          "Published changelogs newest first, each with the caller's unread flag; `all=true` (administrators) adds inactive and future ones",
        security: bearerSecurity,
        querystring: ChangelogListQuerySchema,
        response: { 200: ChangelogListSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      const { year, month, unread, all } = request.query;
      if (all && !app.access.isAdmin(request.user)) throw forbidden('Only administrators can list inactive or future changelogs.');
      return listChangelogs(app.db, { userId: request.user.id, today: todayOf(now()), year, month, unread, all });
    },
  );

  app.get(
    '/changelogs/periods',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['changelogs'],
        summary: 'The years, newest first, and their months that have published changelogs (the side menu)',
        security: bearerSecurity,
        response: { 200: ChangelogPeriodsSchema, ...authenticatedProblems },
      },
    },
    () => changelogPeriods(app.db, todayOf(now())),
  );

  app.post(
    '/changelogs/read',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['changelogs'],
        summary: 'Marks changelogs read for the caller (marking one already read changes nothing)',
        security: bearerSecurity,
        body: ChangelogReadRequestSchema,
        response: { 204: NoContentSchema, ...authenticatedProblems },
      },
    },
    async (request, reply) => {
      await markChangelogsRead(app.db, request.user.id, request.body.ids, now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/changelogs',
    {
      config: { access: administratorsOnly },
      schema: {
        tags: ['changelogs'],
        summary: 'Writes a changelog (administrators)',
        security: bearerSecurity,
        body: ChangelogInputSchema,
        response: { 201: ChangelogSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const id = await createChangelog(app.db, request.body, await editorOf(request.user), now());
      request.log.info({ changelogId: id }, 'changelog created');
      return reply.status(201).send(await found(id, request.user));
    },
  );

  app.put(
    '/changelogs/:id',
    {
      config: { access: administratorsOnly },
      schema: {
        tags: ['changelogs'],
        summary: 'Changes a changelog: its text, start date, or whether it is active (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: ChangelogInputSchema,
        response: { 200: ChangelogSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await updateChangelog(app.db, id, request.body, await editorOf(request.user), now()))) throw notFound(NO_CHANGELOG);
      request.log.info({ changelogId: id }, 'changelog updated');
      return found(id, request.user);
    },
  );

  app.delete(
    '/changelogs/:id',
    {
      config: { access: administratorsOnly },
      schema: {
        tags: ['changelogs'],
        summary: 'Deletes a changelog (administrators); its audit stays',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await deleteChangelog(app.db, id, await editorOf(request.user), now()))) throw notFound(NO_CHANGELOG);
      request.log.info({ changelogId: id }, 'changelog deleted');
      return reply.status(204).send(null);
    },
  );
}
