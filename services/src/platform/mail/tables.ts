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
  /** What `text` becomes once the email is sent (a credential taken out), until then null (migration 0029). */
  textOnceSent: ColumnType<string | null, string | null | undefined, string | null>;
  status: OutboxStatus;
  /** The SMTP server's reply (or the connection's error) at the last failed attempt. */
  error: string | null;
  /** Delivery attempts made (migration 0029). */
  attempts: ColumnType<number, number | undefined, number>;
  lastAttemptAt: NullableTimestamp;
  senderUserId: string | null;
  recipientUserId: string | null;
  supportTicketId: string | null;
  loanId: string | null;
  createdAt: Timestamp;
  sentAt: NullableTimestamp;
}

export type OutboundEmailRow = Selectable<OutboundEmailTable>;
