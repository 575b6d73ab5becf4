/**
 * Small builders the contract modules share. Every contract is a TypeBox schema: services
 * register the very object as a route schema (ajv validates it, fast-json-stringify serializes
 * with it, the OpenAPI document is generated from it) and the browser reads `Static<>` of it.
 */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

/** A schema whose JSON Schema `type` is one name (`'string'`, `'object'`, …), as TypeBox builds them. */
type SingleTypeSchema = TSchema & { type: string };

/**
 * The schema or null, written as `type: [X, 'null']` instead of TypeBox's `anyOf`: answers are
 * then serialized without matching the value against each branch. Meant for replies (hot paths);
 * request bodies keep `Type.Union([X, Type.Null()])`, whose ajv messages name the branch.
 */
export function Nullable<S extends SingleTypeSchema>(schema: S): TUnsafe<Static<S> | null> {
  const { ['~kind']: _kind, ...keywords } = schema as S & { '~kind'?: string };
  return Type.Unsafe<Static<S> | null>({ ...keywords, type: [schema.type, 'null'] });
}

/**
 * A request field that is a value or null, null tried first: the services' validator coerces
 * types, so with the value first a JSON `null` would pass as `""` (or 0); this way `null` stays
 * null and an empty string means none too (it becomes null).
 */
export const NullOr = <S extends TSchema>(schema: S) => Type.Union([Type.Null(), schema]);

/**
 * An object with any keys whose values all match `value` (`additionalProperties`, not TypeBox's
 * `patternProperties: { '^.*$': … }`, which the serializer handles more slowly).
 */
export function RecordOf<V extends TSchema>(value: V, options: Record<string, unknown> = {}): TUnsafe<Record<string, Static<V>>> {
  return Type.Unsafe<Record<string, Static<V>>>({ type: 'object', additionalProperties: value, ...options });
}

/**
 * A JSON object whose shape a schema does not describe (the loan document, rule definitions):
 * validated by the domain code that reads it, typed here as `T`.
 */
export function OpaqueObject<T>(options: Record<string, unknown> = {}): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'object', additionalProperties: true, ...options });
}

/**
 * One of a list of strings, as `{ type: 'string', enum }`: the list is the one source of both the
 * runtime values and the union type (`Static<>`), and the serializer still sees a plain string.
 */
export const StringEnum = <const V extends readonly string[]>(values: V, options: Record<string, unknown> = {}) =>
  Type.Enum<[...V]>(values, { type: 'string', ...options });

/**
 * A string that the domain code narrows to `T` (a union declared beside the domain logic, such as
 * LoanPurpose); the schema checks only that it is a string.
 */
export const StringOf = <T extends string>(options: Record<string, unknown> = {}) =>
  Type.Unsafe<T>(Type.String(options)) as TUnsafe<T> & { type: 'string' };

/** An id in a path or a body: `[A-Za-z0-9_.:-]`, 1–64 characters. */
export const IdString = (options: Record<string, unknown> = {}) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$', ...options });

/** ISO 8601 instant. */
export const DateTimeString = () => Type.String({ format: 'date-time' });

/** Params of `/…/:id` routes. */
export const IdParamsSchema = Type.Object({ id: IdString() }, { additionalProperties: false });
export type IdParams = Static<typeof IdParamsSchema>;

/** Paged lists start at page 1 and give this many items unless asked for another page size (at most 100). */
export const FIRST_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 25;

/** `page` and `pageSize` of a paged list's query string. */
export const pageQueryProperties = (defaultPageSize = DEFAULT_PAGE_SIZE) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: FIRST_PAGE })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: defaultPageSize })),
});

/** The page fields of every paged answer. */
export const PageInfoSchema = Type.Object({ page: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() });

/** A page of `items`, 1-based. */
export const PagedSchema = <T extends TSchema>(items: T) => Type.Object({ items: Type.Array(items), ...PageInfoSchema.properties });

export interface Paged<T> extends Static<typeof PageInfoSchema> {
  items: T[];
}

/** An answer without a body (204). */
export const NoContentSchema = Type.Null();

/** True when A and B are the same type (not merely assignable to each other). */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * Ties a schema to a type declared by the domain code (a field definition, a redirect rule):
 * compiling fails when the schema's `Static<>` and the type part, so neither can drift.
 */
export const describes =
  <T>() =>
  <S extends TSchema>(schema: S & (SameType<Static<S>, T> extends true ? unknown : { 'schema does not match the declared type': T })): S =>
    schema;
