import { type Kysely, sql } from 'kysely';
import { type ApprovalStatus, type ChannelType, type CorrespondentSelection, PERSONA } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';
import { organizationRefusal } from './user-access';

/** An organisation's fields as a write leaves them. */
export interface OrganizationState {
  name: string;
  channelTypes: ChannelType[];
  correspondentSelection: CorrespondentSelection[];
  approvalStatus: ApprovalStatus;
  primaryAeId: string | null;
}

/** Trims the name; refuses a blank one (422), or one another organisation has, whatever its case (409). */
export async function checkOrganizationName(db: Kysely<Database>, name: string, organizationId: string | null): Promise<string> {
  const trimmed = name.trim();
  if (trimmed === '') throw organizationRefusal(422, 'nameRequired', 'body.name');
  let query = db.selectFrom('organizations').select('id').where(sql<string>`lower(name)`, '=', trimmed.toLowerCase());
  if (organizationId) query = query.where('id', '!=', organizationId);
  if (await query.executeTakeFirst()) throw organizationRefusal(409, 'nameTaken', 'body.name');
  return trimmed;
}

/** Correspondent selections go with the Correspondent channel, which needs at least one (422). */
export function checkChannels(state: Pick<OrganizationState, 'channelTypes' | 'correspondentSelection'>) {
  const correspondent = state.channelTypes.includes('Correspondent');
  if (!correspondent && state.correspondentSelection.length > 0) {
    throw organizationRefusal(422, 'correspondentNeedsChannel', 'body.correspondentSelection');
  }
  if (correspondent && state.correspondentSelection.length === 0) {
    throw organizationRefusal(422, 'correspondentNeedsSelection', 'body.correspondentSelection');
  }
}

/** The primary account executive is a staff member with persona "2" who can sign in (422). */
export async function checkPrimaryAe(db: Kysely<Database>, userId: string) {
  const ae = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('userType', '=', 'internal')
    .where('disabledLogin', '=', false)
    .where(sql<boolean>`personas @> ${JSON.stringify([PERSONA.accountExecutive])}::jsonb`)
    .executeTakeFirst();
  if (!ae) throw organizationRefusal(422, 'primaryAeInvalid', 'body.primaryAeId');
}

/** The primary account executive covers the organisation (kept when they stop being primary). */
export async function coverAsPrimary(db: Kysely<Database>, aeUserId: string, organizationId: string) {
  await db
    .insertInto('aeCoverage')
    .values({ aeUserId, organizationId })
    .onConflict((oc) => oc.columns(['aeUserId', 'organizationId']).doNothing())
    .execute();
}
