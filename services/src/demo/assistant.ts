/**
 * The demo loan officer's assistant history: a few conversations written by running the built-in
 * provider on seeded questions, inside the seed's transaction (no app exists yet), so that Chat
 * History opens on real replies with actions, citations and tool calls.
 */
import type { Kysely } from 'kysely';
import { type ChatContext, workflowVariant } from 'shared-rules';
import { AccessControl } from '../platform/access/access-control';
import { loadAuthUser } from '../platform/auth/profile';
import type { Database } from '../platform/db/schema';
import { listLoanDocuments } from '../features/documents/document-queries';
import { KnowledgeSearch } from '../features/knowledge/search/knowledge-search';
import { ruleSetsFor } from '../features/rule-sets/rule-set-queries';
import { judgeLoanProgress, loanWorkflowView } from '../features/workflows/loan-progress';
import { loadWorkflow } from '../features/workflows/workflow-store';
import type { AssistantServices } from '../features/assistant/assistant-services';
import { builtInLineUp } from '../features/assistant/provider/provider-line-up';
import { seedEvaluationCases, withLoanNumbers } from '../features/assistant/evaluation/evaluation-cases';
import { answerTurn, type ChatRuntime, noStages, openConversation } from '../features/assistant/reply-turn';
import '../features/assistant/tables';

const DEMO_ASKER = 'usr-summit-taylor';
/** How far a demo conversation's clock moves each time it is read (a message, a reply, an audit row). */
const SECONDS_PER_READING = 20;

interface DemoQuestion {
  /** `{loan:<id>}` stands for that demo loan's number, which the loan-number sequence assigns. */
  text: string;
  context: ChatContext;
}

const DEMO_CONVERSATIONS: Array<{ hoursAgo: number; questions: DemoQuestion[] }> = [
  {
    hoursAgo: 50,
    questions: [
      { text: 'How do I answer a condition with a PDF?', context: { pageType: 'pipeline' } },
      { text: 'What happens when a document is rejected?', context: { pageType: 'pipeline' } },
    ],
  },
  {
    hoursAgo: 5,
    questions: [
      { text: 'What is missing on loan {loan:loan-demo-03}?', context: { pageType: 'pipeline' } },
      { text: 'Open my pipeline', context: { pageType: 'pipeline' } },
    ],
  },
  {
    hoursAgo: 1,
    questions: [
      { text: 'Any open conditions on this loan?', context: { pageType: 'loan', currentLoanId: 'loan-demo-03' } },
      { text: 'I would like to talk to my account executive', context: { pageType: 'loan', currentLoanId: 'loan-demo-03' } },
    ],
  },
];

/**
 * What the tools read with during the seed: the transaction itself, the access layer over it, a
 * search index built from it, and the workflow judged as the workflow seed judges it. The asker's
 * audiences are an external user's (`knowledge/reader-access.ts`): the seed asks as one.
 */
function seedServices(db: Kysely<Database>): AssistantServices {
  const search = new KnowledgeSearch(db);
  return {
    db,
    access: new AccessControl(async (aeUserId) =>
      (await db.selectFrom('aeCoverage').select('organizationId').where('aeUserId', '=', aeUserId).execute()).map(
        (row) => row.organizationId,
      ),
    ),
    async searchKnowledge(user, query, topK) {
      const { roleTypes } = await db.selectFrom('users').select('roleTypes').where('id', '=', user.id).executeTakeFirstOrThrow();
      return search.search({ query, topK, audiences: ['external', ...roleTypes.map((role) => `role:${role}`)] });
    },
    async loanWorkflow(loan) {
      const variant = workflowVariant(loan.channel, loan.delegated);
      const ruleSets = await ruleSetsFor(db, [loan.organizationId]);
      const workflow = variant === null ? null : (await loadWorkflow(db, variant)).workflow;
      const documents = await listLoanDocuments(db, loan.id);
      return loanWorkflowView(judgeLoanProgress(loan, { ruleSets, workflow, documents }));
    },
    reportFailure(error) {
      // A seed that hid a failure would write a demo of the failure.
      throw error;
    },
  };
}

/** A clock for one demo conversation: its start, then a little later for each message. */
function conversationClock(start: Date): () => Date {
  let readings = 0;
  return () => new Date(start.getTime() + readings++ * SECONDS_PER_READING * 1000);
}

/** Writes the demo conversations with `db` (the seed's transaction); runs after the loans, workflows, conditions and knowledge. */
export async function seedChatDemo(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const asker = await loadAuthUser(db, DEMO_ASKER);
  if (!asker) throw new Error(`The demo asker ${DEMO_ASKER} is not seeded.`);
  const services = seedServices(db);
  for (const demo of DEMO_CONVERSATIONS) {
    const runtime: ChatRuntime = {
      db,
      services,
      lineUp: builtInLineUp,
      now: conversationClock(new Date(now.getTime() - demo.hoursAgo * 3_600_000)),
    };
    const [first, ...rest] = demo.questions;
    const firstText = await withLoanNumbers(db, first.text);
    const conversation = await openConversation(runtime, asker, firstText);
    for (const question of [{ ...first, text: firstText }, ...rest]) {
      const message = await withLoanNumbers(db, question.text);
      await answerTurn(runtime, { user: asker, conversation, message, context: question.context, streaming: false }, noStages);
    }
  }
  // The evaluation set, as the administrators' test cases of the assistant.
  await seedEvaluationCases(db, now);
}
