import * as sharedRules from './index';

describe('package root', () => {
  it('exports the engine and the loan domain logic', () => {
    for (const name of [
      'evaluateRuleSets',
      'compileRuleSets',
      'validateRuleDefinition',
      'applyFieldIdTemplate',
      'evaluateCondition',
      'workflowVariant',
      'evaluateWorkflow',
      'workflowReachedStep',
      'loanTabs',
      'adverseActionLocked',
      'loanLocked',
      'maskPhone',
      'maskDecimal',
      'parseYesNo',
      'formatForDisplay',
      'matchRedirectRule',
      'redirectAddress',
      'addLoanWizardReducer',
      'initialAddLoanWizardState',
      'contactsStepComplete',
      'requiredFieldsStepComplete',
      'answerNonDelegatedQuestion',
      'importFileProblems',
      'loanChannelOf',
      'uiChannelOf',
      'US_STATES',
      'yearOptions',
      'MONTH_NAMES',
      'PERSONA',
      'parseDateText',
      'formatCalendarDate',
      'formatInstantDate',
      'formatHelpEmailDate',
      'MARKUP_ALLOW_LIST',
      'safeMarkupAttributes',
      'safeMarkupUrl',
      'contentPageBody',
    ]) {
      expect([name, typeof (sharedRules as Record<string, unknown>)[name]]).not.toEqual([name, 'undefined']);
    }
  });
});
