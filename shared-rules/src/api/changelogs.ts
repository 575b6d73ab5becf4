/** Release notes (`/api/changelogs`): what users read after sign-in and under Resources. */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString } from './schema-kit';

/** A calendar date, `yyyy-MM-dd`. */
const CalendarDate = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Specification: id, title, version, content (Markdown), startDate, active, unread. */
export const ChangelogSchema = Type.Object({
  id: IdString(),
  title: Type.String(),
  version: Type.String(),
  /** Markdown; rendered sanitised, never as HTML. */
  content: Type.String(),
  /** The day the notes are published from. */
  startDate: CalendarDate(),
  active: Type.Boolean(),
  /** Not yet read by the signed-in user. */
  unread: Type.Boolean(),
  updatedAt: DateTimeString(),
});
export type Changelog = Static<typeof ChangelogSchema>;

/** `POST /api/changelogs` and `PUT /api/changelogs/:id` body (administrators). */
export const ChangelogInputSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    version: Type.String({ minLength: 1, maxLength: 40 }),
    content: Type.String({ minLength: 1, maxLength: 50_000 }),
    startDate: CalendarDate(),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ChangelogInput = Static<typeof ChangelogInputSchema>;

/**
 * `GET /api/changelogs?year=&month=`: published notes (active, started), newest first. Without
 * `year` every published note; administrators add `all=true` to see inactive and future ones.
 */
export const ChangelogListQuerySchema = Type.Object(
  {
    year: Type.Optional(Type.Integer({ minimum: 1890, maximum: 9999 })),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    unread: Type.Optional(Type.Boolean()),
    all: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ChangelogListQuery = Static<typeof ChangelogListQuerySchema>;
export const ChangelogListSchema = Type.Array(ChangelogSchema);

/** `GET /api/changelogs/periods`: the years, then months, that have published notes (the side menu). */
export const ChangelogPeriodsSchema = Type.Array(
  Type.Object({ year: Type.Integer(), months: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })) }),
);
export type ChangelogPeriods = Static<typeof ChangelogPeriodsSchema>;

/** `POST /api/changelogs/read` ("update unread changelogs"): marks these read for the signed-in user. */
export const ChangelogReadRequestSchema = Type.Object(
  { ids: Type.Array(IdString(), { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type ChangelogReadRequest = Static<typeof ChangelogReadRequestSchema>;
