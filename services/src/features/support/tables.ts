import type { ColumnType, Selectable } from 'kysely';
import type { SupportTicket } from 'shared-rules';

/** The support tables (migration 0004-support) as Kysely sees them, merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    supportTickets: SupportTicketTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A technical ticket; `number` (TS-000001, …) comes from the `support_ticket_number_seq` sequence. */
export interface SupportTicketTable {
  id: string;
  number: string;
  subject: string;
  description: string;
  requesterUserId: string;
  requesterEmail: string;
  requesterName: string;
  loanId: string | null;
  url: string;
  status: SupportTicket['status'];
  createdAt: Timestamp;
}

export type SupportTicketRow = Selectable<SupportTicketTable>;
