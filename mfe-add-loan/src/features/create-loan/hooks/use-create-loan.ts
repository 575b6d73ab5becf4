import { useCallback } from 'react';
import type { LoanSummary, RuleExecutions } from 'shared-rules';
import { problemMessage, problemOf } from 'shared-ui';
import { useCreateLoanMutation } from '../api/create-loan';
import { buildCreateLoanRequest, type CreateLoanInput } from '../state/create-loan-request';

export type CreateLoanOutcome =
  | { kind: 'created'; loan: LoanSummary }
  /** The loan failed the create-loan rules: the required-fields step shows these. */
  | { kind: 'rule-failures'; ruleExecutions: RuleExecutions }
  | { kind: 'failed'; message: string };

/** Sends the create call and sorts its answer into the three outcomes the wizard handles. */
export function useCreateLoan(): {
  createLoan: (input: CreateLoanInput, idempotencyKey: string) => Promise<CreateLoanOutcome>;
  creating: boolean;
} {
  const [create, creation] = useCreateLoanMutation();
  const createLoan = useCallback(
    async (input: CreateLoanInput, idempotencyKey: string): Promise<CreateLoanOutcome> => {
      const result = await create({ request: buildCreateLoanRequest(input), idempotencyKey });
      if ('data' in result && result.data) return { kind: 'created', loan: result.data.loan };
      const problem = problemOf(result.error);
      if (problem?.additionalInfo) return { kind: 'rule-failures', ruleExecutions: problem.additionalInfo };
      return { kind: 'failed', message: problemMessage(result.error, 'The loan could not be created. Please try again.') };
    },
    [create],
  );
  return { createLoan, creating: creation.isLoading };
}
