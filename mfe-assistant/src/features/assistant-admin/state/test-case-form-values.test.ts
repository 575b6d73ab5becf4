import { testCase } from '../testing/assistant-test-kit';
import {
  emptyTestCaseValues,
  expectationsSummary,
  testCaseFieldErrors,
  testCaseFormValuesOf,
  testCaseInputOf,
  testCaseProblems,
} from './test-case-form-values';

describe('the test case form values', () => {
  it('round-trips a case and leaves blanks null', () => {
    const { id: _id, updatedAt: _updatedAt, ...input } = testCase({ context: { pageType: 'loan', currentLoanId: 'L-1' } });
    expect(testCaseInputOf(testCaseFormValuesOf(testCase({ context: { pageType: 'loan', currentLoanId: 'L-1' } })))).toEqual(input);
    expect(testCaseInputOf({ ...emptyTestCaseValues(), question: ' Q ', asUserEmail: 'a@b.test' })).toEqual({
      question: 'Q',
      asUserEmail: 'a@b.test',
      expectedActionType: null,
      expectedRouteName: null,
      expectedDocumentId: null,
      expectedFacts: [],
      enabled: true,
    });
  });

  it('checks what services check', () => {
    expect(testCaseProblems({ ...emptyTestCaseValues(), question: 'Q', asUserEmail: 'not-an-email', currentLoanId: 'L-1' })).toEqual({
      asUserEmail: 'Enter an email address',
      pageType: 'Enter the page type the loan is open on',
    });
    expect(
      testCaseProblems({ ...emptyTestCaseValues(), question: 'Q', asUserEmail: 'a@b.test', expectedFacts: Array(11).fill('x') }),
    ).toEqual({
      expectedFacts: 'Expect at most 10 facts',
    });
  });

  it('places field problems on their inputs and lists the others', () => {
    const problem = {
      type: 'about:blank',
      title: 'Refused',
      status: 422,
      code: 'validation-failed',
      detail: 'The test case is not valid.',
      fields: [
        { field: 'body.context.currentLoanId', message: 'no such loan' },
        { field: 'body.expectedFacts.2', message: 'body.expectedFacts.2 is too long' },
        { field: 'body.other', message: 'Unknown property' },
      ],
    };
    expect(testCaseFieldErrors(problem)).toEqual({
      errors: { currentLoanId: 'No such loan', expectedFacts: 'Is too long' },
      unplaced: ['Unknown property'],
    });
  });

  it('summarises the expectations', () => {
    expect(expectationsSummary(testCase({ expectedActionType: null, expectedRouteName: null, expectedFacts: [] }))).toBe(
      'cites kb-rate-lock',
    );
  });
});
