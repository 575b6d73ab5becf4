/** A user's notifications (`/api/notifications`), also pushed as the `notification` socket event. */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString, Nullable } from './schema-kit';

export const NotificationSchema = Type.Object({
  id: Type.String(),
  message: Type.String(),
  link: Nullable(Type.String()),
  read: Type.Boolean(),
  /** ISO 8601 instant. */
  timestamp: DateTimeString(),
});
export type Notification = Static<typeof NotificationSchema>;
export const NotificationListSchema = Type.Array(NotificationSchema);

/** `POST /api/notifications` (administrators and account executives, within their access). */
export const NotificationCreateRequestSchema = Type.Object(
  {
    userId: IdString(),
    message: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
    /** A path inside the portal (/loan/…) or an absolute http(s) URL. */
    link: Type.Optional(Nullable(Type.String({ maxLength: 2000, pattern: '^(/|https?://)' }))),
  },
  { additionalProperties: false },
);
export type NotificationCreateRequest = Static<typeof NotificationCreateRequestSchema>;
