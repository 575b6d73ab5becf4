import { Divider, Stack, Title } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import {
  NON_DELEGATED_UI_CHANNEL,
  channelOptions,
  matchRedirectRule,
  submissionContactShown,
  type ContactChoice,
  type UiChannel,
} from 'shared-rules';
import { getBus, showToast, useAppDispatch, useAppSelector, linkTo, type SlotPropsMap } from 'shared-ui';
import { ChannelStep } from '../features/add-loan-wizard/components/channel-step';
import { HoiNoticeStep } from '../features/add-loan-wizard/components/hoi-notice-step';
import { StepIndicator, indicatedSteps } from '../features/add-loan-wizard/components/step-indicator';
import { useChannelStepData } from '../features/add-loan-wizard/hooks/use-channel-step-data';
import { useLinkLoan } from '../features/add-loan-wizard/hooks/use-link-loan';
import { useStepFocus } from '../features/add-loan-wizard/hooks/use-step-focus';
import {
  contactChosen,
  disclosureAnswered,
  disclosurePreviewChanged,
  fileImported,
  flagsLoaded,
  hoiNoticeAnswered,
  organizationChosen,
  programCategoryChosen,
  redirectOutcomeDecided,
  requiredFieldChanged,
  selectAddLoan,
  wizardClosed,
  wizardMoved,
  wizardOpened,
  type ContactRole,
  type ProgramCategory,
} from '../features/add-loan-wizard/state/add-loan-wizard-slice';
import { parseChannelParam, parseNonQmParam } from '../features/add-loan-wizard/state/channel-param';
import { CompleteLoanInfoStep } from '../features/complete-loan-info/components/complete-loan-info-step';
import { ContactsStep } from '../features/contacts/components/contacts-step';
import { useCreateLoan } from '../features/create-loan/hooks/use-create-loan';
import { DataImportStep } from '../features/data-import/components/data-import-step';
import { InformationStep } from '../features/disclosure-questions/components/information-step';
import { UploadRedirectStep } from '../features/upload-redirect/components/upload-redirect-step';
import { redirectFieldValues } from '../features/upload-redirect/state/redirect-values';
import { importedLoanSummary } from '../lib/imported-loan-summary';

const STEP_TITLES: Record<string, string> = {
  channel: 'Select a channel',
  'data-import': 'Import the loan file',
  information: 'Disclosure information',
  contacts: 'Contacts',
  'hoi-notice': 'Homeowners insurance',
  'complete-loan-info': 'Complete the loan',
  created: 'Loan created',
};

/** Content of the Add Loan modal (`?modal=add-loan`); the host renders the 600px modal frame. */
export default function AddLoanModal({ onClose, params }: SlotPropsMap['add-loan-modal']) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAddLoan);
  const { wizard, organizationId: chosenOrganizationId, linkLoanToken, imported, importedLoan } = state;
  const data = useChannelStepData();
  const { createLoan } = useCreateLoan();
  const stepContainer = useStepFocus<HTMLDivElement>(state.wizard.step);

  useEffect(() => {
    dispatch(
      wizardOpened({
        channel: parseChannelParam(params.channel),
        nonQM: parseNonQmParam(params.nonQM),
        loanToken: params.loanToken?.trim() || null,
      }),
    );
    return () => {
      dispatch(wizardClosed());
    };
  }, [dispatch, params.channel, params.nonQM, params.loanToken]);

  // After the opening effect above (effects run in order), so a reopened wizard gets the flags again.
  const hasRedirectRules = data.wizardFlags?.hasRedirectRules;
  const hoiOptOut = data.wizardFlags?.hoiOptOut;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's parameters are listed so that reopening the wizard with a new link loads the flags again.
  useEffect(() => {
    if (hasRedirectRules !== undefined && hoiOptOut !== undefined) dispatch(flagsLoaded({ hasRedirectRules, hoiOptOut }));
  }, [dispatch, hasRedirectRules, hoiOptOut, params.channel, params.nonQM, params.loanToken]);

  const organizationId = data.isInternal ? chosenOrganizationId : data.ownOrganizationId;
  const organization = data.organizations.find((org) => org.summary.id === organizationId) ?? null;
  // A channel preselected by the link counts only once the organisation is known to allow it.
  const allowed = organization
    ? channelOptions(organization)
        .filter((option) => !option.disabled)
        .map((option) => option.channel)
    : [];
  const channel: UiChannel | null = wizard.channel && allowed.includes(wizard.channel) ? wizard.channel : null;
  const link = useLinkLoan(data.status === 'ready' && organization ? linkLoanToken : null, channel);

  // Contacts belong to the loan's organisation: preselect it for every contact not yet chosen.
  const contactsOrgMissing = organizationId !== null && Object.values(state.contacts).some((contact) => !contact.organizationId);
  useEffect(() => {
    if (!contactsOrgMissing || organizationId === null) return;
    for (const role of ['loanOfficer', 'loanProcessor', 'submissionContact'] as const) {
      if (!state.contacts[role].organizationId) dispatch(contactChosen({ role, choice: { organizationId, userId: null } }));
    }
  }, [contactsOrgMissing, organizationId, state.contacts, dispatch]);

  const close = () => {
    dispatch(wizardClosed());
    onClose();
  };
  const back = useCallback(() => dispatch(wizardMoved({ type: 'back' })), [dispatch]);
  const next = useCallback(() => dispatch(wizardMoved({ type: 'next' })), [dispatch]);

  const leaveImportStep = () => {
    if (wizard.flags.hasRedirectRules) {
      // The percentage roll happens here, once per pass through the redirect step.
      const values = redirectFieldValues(data.redirectRules, importedLoan, wizard.nonQM);
      dispatch(redirectOutcomeDecided(matchRedirectRule(data.redirectRules, values, { random: Math.random, today: new Date() })));
    } else {
      next();
    }
  };

  const submit = async () => {
    if (!wizard.channel || wizard.submitting) return;
    dispatch(wizardMoved({ type: 'createStarted' }));
    const outcome = await createLoan(
      {
        channel: wizard.channel,
        nonQM: wizard.nonQM,
        loanToken: wizard.loanToken,
        importedLoan,
        programCategory: state.programCategory,
        disclosureAnswers: state.disclosureAnswers,
        requireDisclosurePreview: state.requireDisclosurePreview,
        contacts: state.contacts,
        submissionContactShown: submissionContactShown(data.thirdContactEnabled),
        requiredFieldValues: state.requiredFieldValues,
        hoiNotice: wizard.flags.hoiOptOut ? state.hoiNotice : null,
      },
      state.idempotencyKey,
    );
    if (outcome.kind === 'created') {
      dispatch(wizardMoved({ type: 'createSucceeded', loanId: outcome.loan.id }));
      showToast('success', 'Loan created', `Loan ${outcome.loan.loanNumber} was created.`);
      // Leaving the page drops `?modal=add-loan`, which closes the modal.
      getBus().emit('host:navigate', { to: linkTo('loan', { loanId: outcome.loan.id, tab: 'workflow' }) });
    } else if (outcome.kind === 'rule-failures') {
      dispatch(wizardMoved({ type: 'createFailed', ruleExecutions: outcome.ruleExecutions }));
    } else {
      dispatch(wizardMoved({ type: 'createFailed' }));
      showToast('error', 'The loan was not created', outcome.message);
    }
  };

  const steps = indicatedSteps({
    hasRedirectRules: wizard.flags.hasRedirectRules,
    nonDelegated: wizard.channel === NON_DELEGATED_UI_CHANNEL,
    hoiOptOut: wizard.flags.hoiOptOut,
    needsCompletion: wizard.ruleExecutions !== null,
  });
  const isConventional = importedLoan?.mortgageType === 'Conventional';
  const title = STEP_TITLES[wizard.step];

  return (
    <Stack gap="md" ref={stepContainer}>
      {wizard.step !== 'created' && <StepIndicator steps={steps} current={wizard.step} />}
      <Divider />
      {title && wizard.step !== 'upload-loan-redirect' && (
        <Title order={3} fz="lg">
          {title}
        </Title>
      )}
      {wizard.step === 'channel' && (
        <ChannelStep
          status={link.loading ? 'loading' : data.status}
          organizations={data.organizations}
          organization={organization}
          canChooseOrganization={data.isInternal}
          channel={channel}
          nonQm={wizard.nonQM}
          nonQmFlags={data.nonQmFlags}
          linkLoanProblem={link.failure}
          onOrganizationChange={(id) => dispatch(organizationChosen(id))}
          onChannelChange={(selected) => dispatch(wizardMoved({ type: 'channelSelected', channel: selected }))}
          onNonQmChange={(nonQM) => dispatch(wizardMoved({ type: 'nonQMChanged', nonQM }))}
          onRetry={data.retry}
          onCancel={close}
          onNext={next}
        />
      )}
      {wizard.step === 'data-import' && (
        <DataImportStep
          imported={imported}
          onImported={(result, fileName) =>
            dispatch(
              fileImported({
                loanToken: result.token,
                imported: { fileName, summary: importedLoanSummary(result.loan), warnings: result.warnings },
                loan: result.loan,
              }),
            )
          }
          programCategory={
            isConventional
              ? {
                  value: state.programCategory,
                  onChange: (category) => dispatch(programCategoryChosen(category as ProgramCategory | null)),
                }
              : null
          }
          onBack={back}
          onNext={leaveImportStep}
        />
      )}
      {wizard.step === 'upload-loan-redirect' && state.redirectOutcome && wizard.channel && wizard.loanToken && (
        <UploadRedirectStep
          outcome={state.redirectOutcome}
          loanToken={wizard.loanToken}
          channel={wizard.channel}
          nonQM={wizard.nonQM}
          onBack={back}
          onNoRedirect={next}
        />
      )}
      {wizard.step === 'information' && (
        <InformationStep
          answers={state.disclosureAnswers}
          mortgageType={importedLoan?.mortgageType}
          companyName={data.companyName}
          requireDisclosurePreview={state.requireDisclosurePreview}
          roles={state.lenderOrg && state.underwritingOrg ? { lenderOrg: state.lenderOrg, underwritingOrg: state.underwritingOrg } : null}
          onAnswer={(key, source) => dispatch(disclosureAnswered({ key, source }))}
          onDisclosurePreviewChange={(required) => dispatch(disclosurePreviewChanged(required))}
          onBack={back}
          onNext={next}
        />
      )}
      {wizard.step === 'contacts' && wizard.channel && (
        <ContactsStep
          channel={wizard.channel}
          organizationsStatus={data.status}
          organizations={organization && !data.isInternal ? [organization] : data.organizations}
          canChooseOrganization={data.isInternal}
          contacts={state.contacts}
          thirdContactEnabled={data.thirdContactEnabled}
          currentEncompassId={data.currentEncompassId}
          createsLoan={!wizard.flags.hoiOptOut}
          submitting={wizard.submitting}
          onChange={(role: ContactRole, choice: ContactChoice) => dispatch(contactChosen({ role, choice }))}
          onRetryOrganizations={data.retry}
          onBack={back}
          onSubmit={() => (wizard.flags.hoiOptOut ? next() : void submit())}
        />
      )}
      {wizard.step === 'hoi-notice' && (
        <HoiNoticeStep
          answer={state.hoiNotice}
          submitting={wizard.submitting}
          onAnswer={(answer) => dispatch(hoiNoticeAnswered(answer))}
          onBack={back}
          onCreate={() => void submit()}
        />
      )}
      {wizard.step === 'complete-loan-info' && wizard.ruleExecutions && (
        <CompleteLoanInfoStep
          ruleExecutions={wizard.ruleExecutions}
          values={state.requiredFieldValues}
          submitting={wizard.submitting}
          onChange={(fieldId, value) => dispatch(requiredFieldChanged({ fieldId, value }))}
          onBack={back}
          onSave={() => void submit()}
        />
      )}
    </Stack>
  );
}
