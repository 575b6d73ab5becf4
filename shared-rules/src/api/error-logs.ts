/**
 * What went wrong where users could see it: errors in the browser (a page that crashed, a remote
 * that did not load, a promise nobody handled) and the services' 5xx answers. Listed for
 * administrators on /admin/error-logs; secrets and tokens never reach the log.
 */
import { Type, type Static } from 'typebox';
import { DateTimeString, pageQueryProperties, StringEnum } from './schema-kit';

export const ERROR_LOG_SOURCES = ['browser', 'server'] as const;
export type ErrorLogSource = (typeof ERROR_LOG_SOURCES)[number];

/** Browser kinds, reported by the portal; `server-error` is written by the services. */
export const BROWSER_ERROR_KINDS = ['render-error', 'remote-load', 'unhandled-rejection', 'script-error'] as const;
export const ERROR_LOG_KINDS = [...BROWSER_ERROR_KINDS, 'server-error'] as const;
export type ErrorLogKind = (typeof ERROR_LOG_KINDS)[number];

/** Browser reports one user may send in a minute; beyond it they are dropped (429). */
export const ERROR_REPORTS_PER_MINUTE = 30;

/** `POST /api/error-logs` body: one error the portal saw in the browser. */
export const ErrorReportRequestSchema = Type.Object(
  {
    kind: StringEnum(BROWSER_ERROR_KINDS),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    stack: Type.Optional(Type.String({ maxLength: 20_000 })),
    /** The page's path (no query: it may carry tokens). */
    route: Type.String({ maxLength: 500 }),
    /** The build the browser runs (`GET /api/version` names the deployed one). */
    buildId: Type.String({ maxLength: 100 }),
    /** The remote the error belongs to, when one does. */
    remote: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ErrorReportRequest = Static<typeof ErrorReportRequestSchema>;

export const ErrorLogEntrySchema = Type.Object({
  id: Type.Integer(),
  at: DateTimeString(),
  source: StringEnum(ERROR_LOG_SOURCES),
  kind: StringEnum(ERROR_LOG_KINDS),
  message: Type.String(),
  stack: Type.Union([Type.String(), Type.Null()]),
  route: Type.String(),
  requestId: Type.Union([Type.String(), Type.Null()]),
  statusCode: Type.Union([Type.Integer(), Type.Null()]),
  buildId: Type.String(),
  remote: Type.Union([Type.String(), Type.Null()]),
  user: Type.Union([Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }), Type.Null()]),
});
export type ErrorLogEntry = Static<typeof ErrorLogEntrySchema>;

/** `GET /api/admin/error-logs` query: newest first. */
export const ErrorLogListQuerySchema = Type.Object(
  {
    ...pageQueryProperties(),
    source: Type.Optional(StringEnum(ERROR_LOG_SOURCES)),
    kind: Type.Optional(StringEnum(ERROR_LOG_KINDS)),
    /** Words of the message, the route or the request id. */
    search: Type.Optional(Type.String({ maxLength: 200 })),
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  { additionalProperties: false },
);
export type ErrorLogListQuery = Static<typeof ErrorLogListQuerySchema>;

export const ErrorLogListSchema = Type.Object({
  data: Type.Array(ErrorLogEntrySchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});
export type ErrorLogList = Static<typeof ErrorLogListSchema>;

export const ErrorReportAnswerSchema = Type.Object({ id: Type.Integer() });
