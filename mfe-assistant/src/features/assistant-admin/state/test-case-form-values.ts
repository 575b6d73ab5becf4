import type { FormErrors } from '@mantine/form';
import { type ApiProblem, CHAT_ACTION_TYPES, type ChatActionType, type ChatTestCase, type ChatTestCaseInput } from 'shared-rules';
import { ACTION_LABELS } from './assistant-labels';

/** The select's value for "no action expected". */
export const NO_ACTION = 'none';

export interface TestCaseFormValues {
  question: string;
  asUserEmail: string;
  pageType: string;
  currentLoanId: string;
  /** An action type, or {@link NO_ACTION}. */
  expectedActionType: string;
  expectedRouteName: string;
  expectedDocumentId: string;
  expectedFacts: string[];
  enabled: boolean;
}

export const MAX_FACTS = 10;

export const ACTION_OPTIONS = [
  { value: NO_ACTION, label: 'None' },
  ...CHAT_ACTION_TYPES.map((value) => ({ value, label: `${ACTION_LABELS[value]} (${value})` })),
];

export function emptyTestCaseValues(): TestCaseFormValues {
  return {
    question: '',
    asUserEmail: '',
    pageType: '',
    currentLoanId: '',
    expectedActionType: NO_ACTION,
    expectedRouteName: '',
    expectedDocumentId: '',
    expectedFacts: [],
    enabled: true,
  };
}

export function testCaseFormValuesOf(testCase: ChatTestCase): TestCaseFormValues {
  return {
    question: testCase.question,
    asUserEmail: testCase.asUserEmail,
    pageType: testCase.context?.pageType ?? '',
    currentLoanId: testCase.context?.currentLoanId ?? '',
    expectedActionType: testCase.expectedActionType ?? NO_ACTION,
    expectedRouteName: testCase.expectedRouteName ?? '',
    expectedDocumentId: testCase.expectedDocumentId ?? '',
    expectedFacts: [...testCase.expectedFacts],
    enabled: testCase.enabled,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The input services take: blanks become null, a page context only with a page type. */
export function testCaseInputOf(values: TestCaseFormValues): ChatTestCaseInput {
  const pageType = values.pageType.trim();
  const loanId = values.currentLoanId.trim();
  return {
    question: values.question.trim(),
    asUserEmail: values.asUserEmail.trim(),
    ...(pageType ? { context: { pageType, ...(loanId ? { currentLoanId: loanId } : {}) } } : {}),
    expectedActionType: values.expectedActionType === NO_ACTION ? null : (values.expectedActionType as ChatActionType),
    expectedRouteName: orNull(values.expectedRouteName),
    expectedDocumentId: orNull(values.expectedDocumentId),
    expectedFacts: values.expectedFacts.map((fact) => fact.trim()).filter((fact) => fact !== ''),
    enabled: values.enabled,
  };
}

/** The checks services also make, so most refusals are caught before saving. */
export function testCaseProblems(values: TestCaseFormValues): FormErrors {
  const errors: FormErrors = {};
  const question = values.question.trim();
  if (question === '') errors.question = 'Enter the question';
  else if (question.length > 2000) errors.question = 'Keep the question to 2,000 characters';
  const email = values.asUserEmail.trim();
  if (email === '') errors.asUserEmail = 'Enter the email of the user the question is asked as';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) errors.asUserEmail = 'Enter an email address';
  if (values.pageType.trim().length > 60) errors.pageType = 'Keep the page type to 60 characters';
  if (values.currentLoanId.trim() !== '' && values.pageType.trim() === '') errors.pageType = 'Enter the page type the loan is open on';
  if (values.currentLoanId.trim().length > 64) errors.currentLoanId = 'Keep the loan id to 64 characters';
  if (values.expectedRouteName.trim().length > 60) errors.expectedRouteName = 'Keep the route name to 60 characters';
  if (values.expectedDocumentId.trim().length > 200) errors.expectedDocumentId = 'Keep the document id to 200 characters';
  if (values.expectedFacts.length > MAX_FACTS) errors.expectedFacts = `Expect at most ${MAX_FACTS} facts`;
  else if (values.expectedFacts.some((fact) => fact.trim().length > 200)) errors.expectedFacts = 'Keep each fact to 200 characters';
  return errors;
}

const FIELD_OF: Record<string, keyof TestCaseFormValues> = {
  question: 'question',
  asUserEmail: 'asUserEmail',
  context: 'pageType',
  'context.pageType': 'pageType',
  'context.currentLoanId': 'currentLoanId',
  expectedActionType: 'expectedActionType',
  expectedRouteName: 'expectedRouteName',
  expectedDocumentId: 'expectedDocumentId',
  expectedFacts: 'expectedFacts',
  enabled: 'enabled',
};

/**
 * A refused save's field problems placed on the form: services name `body.asUserEmail`,
 * `body.context.pageType`, `body.expectedFacts.2` (one fact: shown on the facts). A message that
 * starts with its field path loses it. Problems naming no input come back as `unplaced`.
 */
export function testCaseFieldErrors(problem: ApiProblem | null): { errors: FormErrors; unplaced: string[] } {
  const errors: FormErrors = {};
  const unplaced: string[] = [];
  for (const { field, message } of problem?.fields ?? []) {
    const path = field.replace(/^body\./, '').replace(/\.\d+$/, '');
    const name = FIELD_OF[path];
    const text = message.startsWith(field) ? message.slice(field.length).trim() : message;
    if (!name || text === '') {
      unplaced.push(message);
      continue;
    }
    errors[name] ??= text.charAt(0).toUpperCase() + text.slice(1);
  }
  return { errors, unplaced };
}

/** What a case expects, in a line: "Open a page (NAVIGATE) to pipeline · cites kb-rate-lock · 2 facts". */
export function expectationsSummary(testCase: ChatTestCaseInput): string {
  const parts: string[] = [];
  if (testCase.expectedActionType) {
    parts.push(`${ACTION_LABELS[testCase.expectedActionType]}${testCase.expectedRouteName ? ` to ${testCase.expectedRouteName}` : ''}`);
  } else if (testCase.expectedRouteName) parts.push(`route ${testCase.expectedRouteName}`);
  if (testCase.expectedDocumentId) parts.push(`cites ${testCase.expectedDocumentId}`);
  if (testCase.expectedFacts.length > 0) parts.push(testCase.expectedFacts.map((fact) => `“${fact}”`).join(', '));
  return parts.length > 0 ? parts.join(' · ') : 'No expectations';
}
