import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema,
  OrganizationCreateRequestSchema,
  OrganizationSchema,
  OrganizationUpdateRequestSchema,
  ORGANIZATION_TEXTS,
  USER_ADMIN_TEXTS,
  companyAllowsSignIn,
} from 'shared-rules';
import type { RouteAccess } from '../../../platform/access/route-access';
import { recordAudit } from '../../../platform/audit/audit-log';
import { revokeRefusedSignIns } from '../../../platform/auth/sign-in-refusal';
import { notFound } from '../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { toOrganization } from '../orgs-users/mappers';
import { checkChannels, checkOrganizationName, checkPrimaryAe, coverAsPrimary, type OrganizationState } from './organization-rules';
import { organizationRefusal, peopleManagersOnly, userRefusal } from './user-access';
import { adminsOnly } from '../../../platform/access/declarations';

/** Fields whose audit row says what they were and what they became (the others are only named). */
const AUDITED_VALUES = ['name', 'approvalStatus', 'primaryAeId'] as const;

const administratorsOnly: { access: RouteAccess } = {
  access: adminsOnly({ text: ORGANIZATION_TEXTS.createAdminsOnly, code: 'create-admins-only' }),
};

/** `POST /api/admin/organizations` (administrators) and `PATCH /api/admin/organizations/:id` (and the account executives covering it). */
export async function organizationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** After the write committed: the organisation's cached reads, and what its primary account executive covers. */
  const announce = async (organizationId: string, primaryAeId: string | null) => {
    await app.readCache.invalidate({ kind: 'organization', organizationId });
    if (primaryAeId) await app.readCache.invalidate({ kind: 'coverage', aeUserId: primaryAeId });
  };

  app.post(
    '/admin/organizations',
    {
      config: administratorsOnly,
      schema: {
        tags: ['organizations', 'admin'],
        summary: 'Add a broker or correspondent organisation (administrators); its primary account executive then covers it',
        security: bearerSecurity,
        body: OrganizationCreateRequestSchema,
        response: { 201: OrganizationSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { channelTypes, correspondentSelection, approvalStatus, primaryAeId } = request.body;
      const name = await checkOrganizationName(app.db, request.body.name, null);
      checkChannels({ channelTypes, correspondentSelection });
      if (primaryAeId) await checkPrimaryAe(app.db, primaryAeId);
      const id = `org-${randomUUID()}`;
      const row = await app.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('organizations')
          .values({
            id,
            name,
            channelTypes: JSON.stringify(channelTypes),
            correspondentSelection: JSON.stringify(correspondentSelection),
            approvalStatus,
            primaryAeId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (primaryAeId) await coverAsPrimary(trx, primaryAeId, id);
        await recordAudit(trx, request.user, {
          action: 'organization.create',
          entityType: 'organization',
          entityId: id,
          details: { name, channelTypes, correspondentSelection, approvalStatus, primaryAeId },
        });
        return inserted;
      });
      await announce(id, primaryAeId);
      return reply.status(201).send(toOrganization(row));
    },
  );

  app.patch(
    '/admin/organizations/:id',
    {
      config: peopleManagersOnly,
      schema: {
        tags: ['organizations', 'admin'],
        summary:
          'Change an organisation (administrators, and the account executives covering it); only administrators choose its primary account executive. Setting it Inactive ends every sign-in of its contacts, who cannot sign in while it stays Inactive',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: OrganizationUpdateRequestSchema,
        response: { 200: OrganizationSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request) => {
      const caller = request.user;
      const organizationId = request.params.id;
      const stored = await app.db.selectFrom('organizations').selectAll().where('id', '=', organizationId).executeTakeFirst();
      if (!stored) throw notFound(USER_ADMIN_TEXTS.organizationUnknown);
      if (!(await app.access.canReadOrg(caller, organizationId))) throw userRefusal(403, 'organizationNotCovered');

      const changes = request.body;
      const before: OrganizationState = stored;
      const after: OrganizationState = {
        name: changes.name === undefined ? before.name : await checkOrganizationName(app.db, changes.name, organizationId),
        channelTypes: changes.channelTypes ?? before.channelTypes,
        correspondentSelection: changes.correspondentSelection ?? before.correspondentSelection,
        approvalStatus: changes.approvalStatus ?? before.approvalStatus,
        primaryAeId: changes.primaryAeId === undefined ? before.primaryAeId : changes.primaryAeId,
      };
      if (changes.channelTypes || changes.correspondentSelection) checkChannels(after);
      const newPrimaryAe = after.primaryAeId !== before.primaryAeId;
      if (newPrimaryAe && !app.access.isAdmin(caller)) throw organizationRefusal(403, 'primaryAeAdminsOnly');
      if (newPrimaryAe && after.primaryAeId) await checkPrimaryAe(app.db, after.primaryAeId);

      const changed = (Object.keys(after) as Array<keyof OrganizationState>).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      );
      if (changed.length === 0) return toOrganization(stored);
      const now = new Date();
      const row = await app.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('organizations')
          .set({
            name: after.name,
            channelTypes: JSON.stringify(after.channelTypes),
            correspondentSelection: JSON.stringify(after.correspondentSelection),
            approvalStatus: after.approvalStatus,
            primaryAeId: after.primaryAeId,
          })
          .where('id', '=', organizationId)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (newPrimaryAe && after.primaryAeId) await coverAsPrimary(trx, after.primaryAeId, organizationId);
        // Inactive: the relationship has ended, and with this write every contact's sign-ins.
        const closesSignIn = companyAllowsSignIn(before.approvalStatus) && !companyAllowsSignIn(after.approvalStatus);
        const { refused } = closesSignIn ? await revokeRefusedSignIns(trx, { organizationId }, now) : { refused: [] };
        const values = Object.fromEntries(
          AUDITED_VALUES.filter((key) => changed.includes(key)).map((key) => [key, { from: before[key], to: after[key] }]),
        );
        await recordAudit(trx, caller, {
          action: 'organization.update',
          entityType: 'organization',
          entityId: organizationId,
          details: { changed, ...values, ...(closesSignIn ? { contactsSignedOut: refused.length } : {}) },
          at: now,
        });
        return { updated, refused };
      });
      await announce(organizationId, newPrimaryAe ? after.primaryAeId : null);
      await app.endSessions(row.refused.map((entry) => entry.userId));
      return toOrganization(row.updated);
    },
  );
}
