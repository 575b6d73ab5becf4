import { Type } from 'typebox';
import { defineTool } from './chat-tool';

export interface AccountExecutiveContact {
  userId: string;
  name: string;
  email: string;
  /** The office line; empty when none is on file. */
  phone: string;
}

const NoParameters = Type.Object({}, { additionalProperties: false });

export const accountExecutiveTool = defineTool<typeof NoParameters, AccountExecutiveContact>({
  name: 'account_executive',
  description:
    "The asker's account executive (the lender's salesperson for their organisation): name, email and phone. Lender staff have none.",
  parameters: NoParameters,
  progress: () => 'Finding your account executive…',
  async run({ user, services }) {
    if (user.userType !== 'external' || !user.organizationId) {
      return { ok: false, summary: 'Lender staff have no account executive.' };
    }
    const executive = await services.db
      .selectFrom('organizations')
      .innerJoin('users', 'users.id', 'organizations.primaryAeId')
      .select(['users.id', 'users.firstName', 'users.lastName', 'users.email', 'users.phone'])
      .where('organizations.id', '=', user.organizationId)
      .where('users.userType', '=', 'internal')
      .executeTakeFirst();
    if (!executive) return { ok: false, summary: 'Your organisation has no account executive yet.' };
    const name = `${executive.firstName} ${executive.lastName}`.trim();
    return {
      ok: true,
      summary: `Your account executive is ${name}.`,
      data: { userId: executive.id, name, email: executive.email, phone: executive.phone },
    };
  },
});
