import type { ColumnType, Selectable } from 'kysely';
import type { OutboxEmail, OutboxStatus } from 'shared-rules';

/** The outbox table (migration 0004-support) as Kysely sees it, merged into the core's `Database`. */
declare module '../db/schema' {
  interface Database {
    outboundEmails: OutboundEmailTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** Every email the portal writes, stored before it is sent; `status` says how it left. */
export interface OutboundEmailTable {
  id: string;
  kind: OutboxEmail['kind'];
  fromAddress: string;
  toAddresses: Json<string[]>;
  replyTo: string | null;
  subject: string;
  text: string;
  status: OutboxStatus;
  /** The SMTP server's refusal when `failed`. */
  error: string | null;
  senderUserId: string | null;
  recipientUserId: string | null;
  supportTicketId: string | null;
  loanId: string | null;
  createdAt: Timestamp;
  sentAt: NullableTimestamp;
}

export type OutboundEmailRow = Selectable<OutboundEmailTable>;
