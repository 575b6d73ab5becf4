import { SignedInCalls } from '../helpers/signed-in-calls';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SettingEntry, WebhookEndpointSave, WebhookEndpointWithSecret } from 'shared-rules';
import { deliveryJobKey } from '../../src/features/webhooks/delivery-queue';

export const ADMIN = 'admin@lender.test';
export const AE = 'ae.jordan@lender.test';
export const SUMMIT_OFFICER = 'lo@summit.test';
/** Summit loans (org-summit) with no demo conditions, and a Harbor one (org-harbor). */
export const SUMMIT_LOAN = 'loan-demo-02';
export const HARBOR_LOAN = 'loan-demo-06';

/** Calls as the users signed in with `signIn`, and the webhook set-up the cases share. */
export class WebhookCalls extends SignedInCalls {
  /** Saves the `webhooks` setting as an administrator. */
  async allowPrivateNetworks(allow: boolean): Promise<void> {
    const current = (await this.call(ADMIN, 'GET', '/api/settings/webhooks')).json<SettingEntry>();
    const saved = await this.call(ADMIN, 'PUT', '/api/settings/webhooks', {
      value: { allowPrivateNetworks: allow },
      version: current.version,
    });
    expect(saved.statusCode).toBe(200);
  }

  async createEndpoint(save: WebhookEndpointSave): Promise<WebhookEndpointWithSecret> {
    const response = await this.call(ADMIN, 'POST', '/api/admin/webhooks', save);
    expect(response.statusCode).toBe(201);
    return response.json<WebhookEndpointWithSecret>();
  }

  /** Adds a condition to the loan as the account executive; answers its id. */
  async addCondition(loanId: string, title: string): Promise<string> {
    const response = await this.call(AE, 'POST', `/api/loans/${loanId}/conditions`, { title, category: 'Prior to Docs' });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async setConditionStatus(loanId: string, conditionId: string, status: 'cleared' | 'waived'): Promise<void> {
    const response = await this.call(AE, 'PUT', `/api/loans/${loanId}/conditions/${conditionId}/status`, { status });
    expect(response.statusCode).toBe(200);
  }
}

/** Makes the endpoint's delivery job due now (a retry waits for its backoff), then runs every due job. */
export async function deliverNow(app: FastifyInstance, endpointId?: string): Promise<void> {
  if (endpointId)
    await sql`update jobs set run_at = now() where idempotency_key = ${deliveryJobKey(endpointId)} and state = 'queued'`.execute(app.db);
  await app.jobs.drain();
}
