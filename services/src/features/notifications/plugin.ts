import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  IdParamsSchema,
  NoContentSchema,
  NotificationCreateRequestSchema,
  NotificationListSchema,
  NotificationSchema,
  type Notification,
} from 'shared-rules';
import type { Database, NotificationRow } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { userRoom } from '../../platform/sockets/socket-server';
import { rolesOnly, SIGNED_IN } from '../../platform/access/declarations';

const NO_NOTIFICATION = 'No notification with this id.';

export function toNotification(row: Pick<NotificationRow, 'id' | 'message' | 'link' | 'read' | 'createdAt'>): Notification {
  return { id: row.id, message: row.message, link: row.link, read: row.read, timestamp: row.createdAt.toISOString() };
}

/**
 * Stores a notification for a user, inside the caller's transaction when given one. Publish it
 * with `publishNotification` once the transaction has committed.
 */
export async function storeNotification(
  db: Kysely<Database> | Transaction<Database>,
  values: { userId: string; message: string; link: string | null },
): Promise<Notification> {
  const row = await db
    .insertInto('notifications')
    .values({ id: randomUUID(), userId: values.userId, message: values.message, link: values.link })
    .returning(['id', 'message', 'link', 'read', 'createdAt'])
    .executeTakeFirstOrThrow();
  return toNotification(row);
}

/** Pushes a stored notification live to the user's sockets (`notification` event). */
export function publishNotification(app: FastifyInstance, userId: string, notification: Notification): void {
  app.publish('group', userRoom(userId), 'notification', notification);
}

/** A user's own notifications; staff can send one, and it is pushed live to the user's sockets. */
export async function notificationsPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/notifications',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, unread first, then newest first",
        security: bearerSecurity,
        response: { 200: NotificationListSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('notifications')
        .select(['id', 'message', 'link', 'read', 'createdAt'])
        .where('userId', '=', request.user.id)
        .orderBy('read', 'asc')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map(toNotification);
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: NotificationSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const row = await app.db
        .updateTable('notifications')
        .set({ read: true })
        .where('id', '=', request.params.id)
        .where('userId', '=', request.user.id)
        .returning(['id', 'message', 'link', 'read', 'createdAt'])
        .executeTakeFirst();
      if (!row) throw notFound(NO_NOTIFICATION);
      return toNotification(row);
    },
  );

  app.delete(
    '/notifications/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: 'Delete one of your notifications',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...authenticatedProblems },
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('notifications')
        .where('id', '=', request.params.id)
        .where('userId', '=', request.user.id)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw notFound(NO_NOTIFICATION);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Send a notification to a user (administrators; account executives for the organisations they cover)',
        security: bearerSecurity,
        body: NotificationCreateRequestSchema,
        response: { 201: NotificationSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
      config: {
        access: rolesOnly(['admin', 'account-executive'], { text: 'Only administrators and account executives can send notifications.' }),
      },
    },
    async (request, reply) => {
      const sender = request.user;
      const target = await app.db
        .selectFrom('users')
        .select(['id', 'userType', 'organizationId'])
        .where('id', '=', request.body.userId)
        .executeTakeFirst();
      if (!target || !(await app.access.canManageUser(sender, target))) {
        throw forbidden('You cannot send notifications to this user.');
      }
      const notification = await storeNotification(app.db, {
        userId: target.id,
        message: request.body.message.trim(),
        link: request.body.link ?? null,
      });
      publishNotification(app, target.id, notification);
      return reply.status(201).send(notification);
    },
  );
}
