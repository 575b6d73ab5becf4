import type { SocketAck, SocketScope } from 'shared-rules';
import { holdsAdministratorPersona, isAccountExecutive, isAdminLike, type AuthUser } from '../auth/auth-user';
import { forbidden, notFound } from '../http/problem';

/** Organisations a user may see: every one, or a list. */
export type OrgReach = { all: true } | { all: false; orgIds: string[] };

/**
 * Decides whether a user may join a socket scope whose target starts with `<prefix>:`. A feature
 * registers one per prefix (`loan`, `conversation`, …) with `app.access.registerScopeResolver`.
 */
export interface ScopeResolver {
  /** Which scope kind the prefix belongs to: `group` (people) or `room` (one record). */
  scope: SocketScope['scope'];
  canJoin(user: AuthUser, id: string, access: AccessControl): Promise<boolean>;
}

const TARGET_PATTERN = /^([a-z][a-z0-9-]{0,31}):([A-Za-z0-9_.-]{1,64})$/;

/**
 * The one authorisation layer: external users reach their organisation, account executives the
 * organisations they cover, administrators everything. Reads that are denied answer 404 (the
 * caller learns nothing about existence); writes that are denied answer 403.
 */
export class AccessControl {
  private readonly resolvers = new Map<string, ScopeResolver>();

  /** `coveredOrganizations` reads which organisations an account executive covers (cached). */
  constructor(private readonly coveredOrganizations: (aeUserId: string) => Promise<string[]>) {}

  /** Admin-like (while impersonating: the administrator's personas), for the checks that guard administration. */
  isAdmin(user: AuthUser): boolean {
    return isAdminLike(user);
  }

  isAccountExecutive(user: AuthUser): boolean {
    return isAccountExecutive(user);
  }

  /**
   * The organisations the user reaches. Decided by the user's own personas: an administrator
   * acting as a loan officer sees that officer's organisation, not every one.
   */
  async orgReach(user: AuthUser): Promise<OrgReach> {
    if (holdsAdministratorPersona(user.personas)) return { all: true };
    if (user.userType === 'external') return { all: false, orgIds: user.organizationId ? [user.organizationId] : [] };
    if (!this.isAccountExecutive(user)) return { all: false, orgIds: [] };
    return { all: false, orgIds: await this.coveredOrganizations(user.id) };
  }

  async canReadOrg(user: AuthUser, orgId: string): Promise<boolean> {
    const reach = await this.orgReach(user);
    return reach.all || reach.orgIds.includes(orgId);
  }

  /** Throws a 404 problem unless the user reaches the organisation. */
  async assertOrgReadable(user: AuthUser, orgId: string, what = 'organization'): Promise<void> {
    if (!(await this.canReadOrg(user, orgId))) throw notFound(`No ${what} with this id.`);
  }

  /** Throws a 403 problem unless the user reaches the organisation. */
  async assertOrgWritable(user: AuthUser, orgId: string): Promise<void> {
    if (!(await this.canReadOrg(user, orgId))) throw forbidden('You do not have access to this organization.');
  }

  /**
   * Whether the user may see another user: themselves, any internal user (staff contact cards),
   * or an external user of an organisation they reach.
   */
  async canReadUser(user: AuthUser, target: { id: string; userType: string; organizationId: string | null }): Promise<boolean> {
    if (target.id === user.id || target.userType === 'internal') return true;
    return target.organizationId !== null && this.canReadOrg(user, target.organizationId);
  }

  /** Whether the user may act on another user (e.g. send them a notification). */
  async canManageUser(user: AuthUser, target: { id: string; userType: string; organizationId: string | null }): Promise<boolean> {
    if (this.isAdmin(user)) return true;
    if (!this.isAccountExecutive(user) || target.organizationId === null) return false;
    return this.canReadOrg(user, target.organizationId);
  }

  /** Adds the join check for targets `<prefix>:<id>`; a prefix can be registered once. */
  registerScopeResolver(prefix: string, resolver: ScopeResolver): void {
    if (this.resolvers.has(prefix)) throw new Error(`Scope prefix "${prefix}" is already registered`);
    this.resolvers.set(prefix, resolver);
  }

  /** The answer to a `join_scope` request: same rules as REST, without leaking existence. */
  async checkJoin(user: AuthUser, request: SocketScope): Promise<SocketAck> {
    const match = TARGET_PATTERN.exec(request.target);
    if (!match) return { ok: false, code: 'invalid-scope', detail: 'target must look like "<kind>:<id>", e.g. "org:123".' };
    const [, prefix, id] = match;
    const resolver = this.resolvers.get(prefix);
    if (!resolver) return { ok: false, code: 'unknown-scope', detail: `No scope kind "${prefix}".` };
    if (resolver.scope !== request.scope) {
      return { ok: false, code: 'invalid-scope', detail: `"${prefix}" targets are joined with scope "${resolver.scope}".` };
    }
    const allowed = await resolver.canJoin(user, id, this);
    return allowed ? { ok: true } : { ok: false, code: 'not-found', detail: `No ${prefix} ${id} for this user.` };
  }
}
