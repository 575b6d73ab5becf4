import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type ExpressionBuilder, sql } from 'kysely';
import {
  AdminUserListQuerySchema,
  AdminUserListSchema,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  type SortDirection,
  type UserSortColumn,
} from 'shared-rules';
import { toCount } from '../../../platform/db/connect';
import type { Database } from '../../../platform/db/schema';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { ADMIN_USER_COLUMNS, adminUsersQuery, toAdminUser } from './admin-users';
import { PEOPLE_MANAGERS } from './user-access';

/** A search reads its first words only: nobody types more to find a person. */
const MAX_SEARCH_WORDS = 6;

/** A LIKE pattern matching the text anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each word must be in the first name, the last name, the email, or "first last". */
function matchesEveryWord(words: string[]) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and(
      words.map((word) => {
        const pattern = containing(word);
        return eb.or([
          eb('users.firstName', 'ilike', pattern),
          eb('users.lastName', 'ilike', pattern),
          eb('users.email', 'ilike', pattern),
          eb(sql<string>`${eb.ref('users.firstName')} || ' ' || ${eb.ref('users.lastName')}`, 'ilike', pattern),
        ]);
      }),
    );
}

/**
 * The ORDER BY of a sort: names compare without case (so both engines agree whatever their
 * collation), users without an organisation come last, and the id breaks ties so pages never
 * overlap.
 */
function sortKeys(column: UserSortColumn) {
  const lastName = sql`lower(${sql.ref('users.lastName')})`;
  const firstName = sql`lower(${sql.ref('users.firstName')})`;
  switch (column) {
    case 'email':
      return [sql.ref('users.email')];
    case 'organization':
      return [sql`lower(${sql.ref('organizations.name')})`, lastName, firstName];
    case 'createdAt':
      return [sql.ref('users.createdAt')];
    default:
      return [lastName, firstName];
  }
}

/** `GET /api/admin/users`: the people the caller manages, a page at a time. */
export async function userListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/users',
    {
      config: { access: PEOPLE_MANAGERS },
      schema: {
        tags: ['users', 'admin'],
        summary:
          'Users the caller manages (administrators: everyone; account executives: external users of the organisations they cover), searched, filtered, sorted and paged',
        security: bearerSecurity,
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      const { search, userType, orgId, status } = request.query;
      const page = request.query.page ?? FIRST_PAGE;
      const pageSize = request.query.pageSize ?? DEFAULT_PAGE_SIZE;
      const direction: SortDirection = request.query.direction ?? 'asc';
      const reach = await app.access.orgReach(request.user);

      let base = adminUsersQuery(app.db);
      if (!reach.all) {
        base = base.where('users.userType', '=', 'external');
        base = reach.orgIds.length > 0 ? base.where('users.organizationId', 'in', reach.orgIds) : base.where(sql<boolean>`false`);
      }
      if (userType) base = base.where('users.userType', '=', userType);
      if (orgId) base = base.where('users.organizationId', '=', orgId);
      if (status) base = base.where('users.disabledLogin', '=', status === 'disabled');
      const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
      if (words.length > 0) base = base.where(matchesEveryWord(words));

      let rows = base.select(ADMIN_USER_COLUMNS);
      for (const key of sortKeys(request.query.sort ?? 'name')) {
        rows = rows.orderBy(key, (ob) => (direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()));
      }
      const [items, count] = await Promise.all([
        rows
          .orderBy('users.id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: items.map(toAdminUser), page, pageSize, total: toCount(count.n as string | number) };
    },
  );
}
