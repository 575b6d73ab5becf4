import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { KnowledgeSearchResult, LoanWorkflow } from 'shared-rules';
import type { AccessControl } from '../../platform/access/access-control';
import { type AuthUser, isAdminLike } from '../../platform/auth/auth-user';
import type { Database } from '../../platform/db/schema';
import { readerAudiences } from '../knowledge';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { evaluateLoanProgress, type LoanFacts, loanWorkflowView } from '../workflows';

/**
 * What the assistant's tools read with. Each read is the asker's: the access layer decides which
 * organisations (so loans) they reach, the knowledge search answers with their audiences. Built
 * from the app for requests (`assistantServicesOf`) and from the seed's transaction for the demo
 * conversations, which the built-in provider writes before any app exists.
 */
export interface AssistantServices {
  db: Kysely<Database>;
  access: Pick<AccessControl, 'orgReach' | 'canReadOrg'>;
  /** The published documents the asker may read, best first (none while the knowledge base is off for them). */
  searchKnowledge(user: AuthUser, query: string, topK: number): Promise<KnowledgeSearchResult[]>;
  /** The loan's workflow judged now, as its Workflow tab shows it. Access is the caller's to check. */
  loanWorkflow(loan: LoanFacts): Promise<LoanWorkflow>;
  /** Told of a failure the assistant answers around (a tool that threw), so that it is logged. */
  reportFailure(error: unknown, what: string): void;
}

/** The services of a running app: its access layer, its search index, its caches. */
export function assistantServicesOf(app: FastifyInstance): AssistantServices {
  return {
    db: app.db,
    access: app.access,
    async searchKnowledge(user, query, topK) {
      const { knowledgeBase } = await readSettingValue(app, 'feature-flags');
      // The assistant quotes what the help center would show the asker, and nothing while it is off for them.
      if (!knowledgeBase && !isAdminLike(user)) return [];
      return app.knowledgeSearch.search({ query, topK, audiences: await readerAudiences(app, user) });
    },
    async loanWorkflow(loan) {
      return loanWorkflowView(await evaluateLoanProgress(app, loan));
    },
    reportFailure(error, what) {
      app.log.error({ err: error }, what);
    },
  };
}
