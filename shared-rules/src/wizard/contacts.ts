import type { UiChannel } from '../channels/channels';
import { DELEGATED_UI_CHANNEL } from '../channels/channels';

export interface ContactChoice {
  organizationId?: string | null;
  userId?: string | null;
}

export interface LoanContacts {
  loanOfficer?: ContactChoice | null;
  loanProcessor?: ContactChoice | null;
  submissionContact?: ContactChoice | null;
}

const chosen = (contact: ContactChoice | null | undefined) =>
  typeof contact?.organizationId === 'string' &&
  contact.organizationId !== '' &&
  typeof contact.userId === 'string' &&
  contact.userId !== '';

/** Whether the submission contact is asked for: only with the third-contact feature flag. */
export function submissionContactShown(thirdContactEnabled: boolean): boolean {
  return thirdContactEnabled;
}

/**
 * Whether the contacts step can be submitted. Correspondent Delegated needs the submission
 * contact (organization and user); every other channel needs the loan officer and the loan
 * processor. When the third-contact flag is off the submission contact is not shown, so a
 * delegated loan falls back to the loan officer and processor rather than a step nobody can
 * complete.
 */
export function contactsStepComplete(channel: UiChannel | null, contacts: LoanContacts, thirdContactEnabled: boolean): boolean {
  if (channel === DELEGATED_UI_CHANNEL && submissionContactShown(thirdContactEnabled)) return chosen(contacts.submissionContact);
  return chosen(contacts.loanOfficer) && chosen(contacts.loanProcessor);
}
