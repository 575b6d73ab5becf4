/**
 * The plain-text emails and in-app messages of the support feature (pure). Every value a user
 * typed is kept as typed in the body; one-line places (subjects, notifications) get its
 * whitespace collapsed so a line break cannot start a new header or line.
 */

import { formatInstantDateTime } from 'shared-rules';

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface TicketEmailFacts {
  number: string;
  subject: string;
  description: string;
  requester: { name: string; email: string; userId: string; organizationName: string | null };
  loan: { id: string; number: string } | null;
  url: string;
  createdAt: Date;
}

export function ticketEmailSubject(facts: Pick<TicketEmailFacts, 'number' | 'subject'>): string {
  return `[${facts.number}] ${oneLine(facts.subject)}`;
}

export function ticketEmailText(facts: TicketEmailFacts): string {
  return [
    `Technical support ticket ${facts.number}`,
    '',
    `Subject: ${oneLine(facts.subject)}`,
    `Requester: ${facts.requester.name} <${facts.requester.email}>`,
    `Organization: ${facts.requester.organizationName ?? 'Lender staff'}`,
    `Loan: ${facts.loan ? `${facts.loan.number} (id ${facts.loan.id})` : 'none'}`,
    `Page: ${facts.url || 'not given'}`,
    // The server's zone means nothing to the reader, so the moment is given in UTC and says so.
    `Created: ${formatInstantDateTime(facts.createdAt, { timeZone: 'UTC', seconds: true })} UTC`,
    '',
    'Description:',
    facts.description,
    '',
    `Reply to this email to answer ${facts.requester.name}.`,
    '',
  ].join('\n');
}

export function ticketNotificationMessage(facts: Pick<TicketEmailFacts, 'number' | 'subject'> & { requesterName: string }): string {
  return `Technical ticket ${facts.number} from ${facts.requesterName}: ${oneLine(facts.subject)}`;
}

export interface LoanHelpEmailFacts {
  subject: string;
  description: string;
  /** As the sender's browser wrote it (MM/DD/YYYY h:mm:ss a, their local time). */
  date: string;
  sender: { name: string; email: string; organizationName: string };
  loan: { id: string; number: string; url: string };
  accountExecutiveName: string;
  loanOfficer: { name: string; role: string; email: string; phone: string };
}

export function loanHelpEmailSubject(facts: { subject: string; loan: { number: string } }): string {
  return `[Loan ${facts.loan.number}] ${oneLine(facts.subject)}`;
}

export function loanHelpEmailText(facts: LoanHelpEmailFacts): string {
  const officer = facts.loanOfficer;
  return [
    `Hello ${facts.accountExecutiveName},`,
    '',
    `${facts.sender.name} (${facts.sender.organizationName}) asks for help with loan ${facts.loan.number}.`,
    '',
    `Subject: ${oneLine(facts.subject)}`,
    `Date: ${facts.date} (the sender's local time)`,
    `Loan number: ${facts.loan.number}`,
    `Loan link: ${facts.loan.url || 'not given'}`,
    '',
    'Description:',
    facts.description,
    '',
    'Loan officer',
    `Name: ${oneLine(officer.name) || 'not given'}`,
    `Role: ${oneLine(officer.role) || 'not given'}`,
    `Email: ${officer.email}`,
    `Phone: ${oneLine(officer.phone) || 'not given'}`,
    '',
    `Reply to this email to answer ${facts.sender.name} <${facts.sender.email}>.`,
    '',
  ].join('\n');
}

export function loanHelpNotificationMessage(facts: { senderName: string; loanNumber: string; subject: string }): string {
  return `Loan help from ${facts.senderName} on loan ${facts.loanNumber}: ${oneLine(facts.subject)}`;
}
