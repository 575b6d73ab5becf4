import { Button, Group, Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  ADD_LOAN_TEXTS,
  DELEGATED_UI_CHANNEL,
  ROLE_LABELS,
  contactsStepComplete,
  submissionContactShown,
  type ContactChoice,
  type Organization,
  type UiChannel,
} from 'shared-rules';
import { LoadErrorAlert } from 'shared-ui';
import { useGetUsersByEncompassIdsQuery } from '../api/get-users-by-encompass-ids';
import { ContactPicker } from './contact-picker';

type Role = 'loanOfficer' | 'loanProcessor' | 'submissionContact';

export interface ContactsStepProps {
  channel: UiChannel;
  organizationsStatus: 'loading' | 'error' | 'ready';
  organizations: Organization[];
  canChooseOrganization: boolean;
  contacts: Record<Role, ContactChoice>;
  thirdContactEnabled: boolean;
  /** The signed-in user's encompass id: they are preselected, found by it, for the roles they hold. */
  currentEncompassId: string | null;
  /** The create call follows this step (no HOI notice): the button reads Create Loan. */
  createsLoan: boolean;
  submitting: boolean;
  onChange: (role: Role, choice: ContactChoice) => void;
  onRetryOrganizations: () => void;
  onBack: () => void;
  onSubmit: () => void;
}

const ROLE_TYPES = { loanOfficer: 'lo', loanProcessor: 'lp', submissionContact: 'both' } as const;

/** The roles the signed-in user is preselected for when they hold them; the submission contact is always chosen. */
const PRESELECTED_ROLES: ReadonlySet<Role> = new Set(['loanOfficer', 'loanProcessor']);

/**
 * The portal user the signed-in user's encompass id names (`POST /api/users/by-encompass-ids`),
 * or null while unknown or when their profile has no encompass id.
 */
function useUserByEncompassId(encompassId: string | null): string | null {
  const cards = useGetUsersByEncompassIdsQuery(encompassId ? [encompassId] : skipToken);
  return cards.data?.find((card) => card.encompassId === encompassId)?.id ?? null;
}

/**
 * The loan's contacts, chosen from the organisation's users. Correspondent Delegated needs the
 * submission contact (when the third-contact flag shows it); every other channel needs the loan
 * officer and the loan processor. The signed-in user, found by their encompass id, is preselected
 * as the loan officer and as the processor when they hold those roles.
 */
export function ContactsStep(props: ContactsStepProps) {
  const currentUserId = useUserByEncompassId(props.currentEncompassId);
  const showSubmission = submissionContactShown(props.thirdContactEnabled);
  const delegatedNeedsSubmission = props.channel === DELEGATED_UI_CHANNEL && showSubmission;
  const roles: Role[] = showSubmission ? ['loanOfficer', 'loanProcessor', 'submissionContact'] : ['loanOfficer', 'loanProcessor'];
  const required = (role: Role) => (delegatedNeedsSubmission ? role === 'submissionContact' : role !== 'submissionContact');
  const complete = contactsStepComplete(props.channel, props.contacts, props.thirdContactEnabled);
  const missing = roles.filter((role) => required(role) && !(props.contacts[role].organizationId && props.contacts[role].userId));

  if (props.organizationsStatus === 'error') {
    return (
      <Stack gap="lg">
        <LoadErrorAlert
          title={ADD_LOAN_TEXTS.organizationsUnavailable}
          message="The organizations could not be read. Check your connection and try again."
          onRetry={props.onRetryOrganizations}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={props.onBack}>
            Back
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {delegatedNeedsSubmission
          ? 'Choose who submits this delegated loan. The loan officer and processor are optional.'
          : 'Choose the loan officer and loan processor who will work this loan.'}
      </Text>
      {roles.map((role) => (
        <ContactPicker
          key={role}
          roleLabel={ROLE_LABELS[role]}
          roleType={ROLE_TYPES[role]}
          organizations={props.organizations}
          canChooseOrganization={props.canChooseOrganization}
          choice={props.contacts[role]}
          required={required(role)}
          preselectUserId={PRESELECTED_ROLES.has(role) ? currentUserId : null}
          onChange={(choice) => props.onChange(role, choice)}
        />
      ))}
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={props.onBack} disabled={props.submitting}>
          Back
        </Button>
        <Group gap="sm">
          {!complete && missing.length > 0 && (
            <Text size="xs" c="dimmed" id="contacts-still-needed">
              Still needed: {missing.map((role) => ROLE_LABELS[role]).join(', ')}
            </Text>
          )}
          <Button
            onClick={props.onSubmit}
            disabled={!complete}
            loading={props.submitting}
            aria-describedby={!complete && missing.length > 0 ? 'contacts-still-needed' : undefined}
          >
            {props.createsLoan ? 'Create Loan' : 'Next'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
