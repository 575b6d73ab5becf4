/**
 * The small jsonPath dialect of the field catalogue: `$`, `.name`, `[n]`, `[#]` (the borrower
 * pair of a field id) and `[?(@.key=='value')]` (the array element whose key equals value).
 * Reading never throws; writing copies only the objects on the path, so a document held in a
 * store or shared between renders is never changed in place.
 */

export type JsonPathSegment =
  | { kind: 'property'; name: string }
  | { kind: 'index'; index: number }
  | { kind: 'pair' }
  | { kind: 'match'; key: string; value: string };

const SEGMENT = /\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\[(#)\]|\[\?\(@\.([A-Za-z_][A-Za-z0-9_]*)=='([^']*)'\)\]/y;

const parsedPaths = new Map<string, JsonPathSegment[] | null>();

/** The segments of a path, or null when the path is not in the dialect above. Parsed once per path. */
export function parseJsonPath(path: string): JsonPathSegment[] | null {
  const known = parsedPaths.get(path);
  if (known !== undefined) return known;
  const segments = parseUncached(path);
  parsedPaths.set(path, segments);
  return segments;
}

function parseUncached(path: string): JsonPathSegment[] | null {
  if (!path.startsWith('$')) return null;
  const segments: JsonPathSegment[] = [];
  let position = 1;
  while (position < path.length) {
    SEGMENT.lastIndex = position;
    const match = SEGMENT.exec(path);
    if (match === null) return null;
    if (match[1] !== undefined) segments.push({ kind: 'property', name: match[1] });
    else if (match[2] !== undefined) segments.push({ kind: 'index', index: Number(match[2]) });
    else if (match[3] !== undefined) segments.push({ kind: 'pair' });
    else segments.push({ kind: 'match', key: match[4], value: match[5] });
    position = SEGMENT.lastIndex;
  }
  return segments;
}

/** True when the path holds `[#]`, that is when its field exists once per borrower pair. */
export function isPairPath(path: string): boolean {
  return parseJsonPath(path)?.some((segment) => segment.kind === 'pair') ?? false;
}

type Container = Record<string, unknown> | unknown[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Position in an array that a segment designates, -1 when there is none. */
function arrayPosition(array: unknown[], segment: JsonPathSegment, pairIndex: number): number {
  if (segment.kind === 'index') return segment.index < array.length ? segment.index : -1;
  if (segment.kind === 'pair') return pairIndex < array.length ? pairIndex : -1;
  if (segment.kind === 'match') {
    return array.findIndex((element) => isRecord(element) && element[segment.key] === segment.value);
  }
  return -1;
}

/** The value at a path (pairIndex is 0-based), or undefined when any step is missing. */
export function readJsonPath(root: unknown, segments: readonly JsonPathSegment[], pairIndex: number): unknown {
  let current: unknown = root;
  for (const segment of segments) {
    if (segment.kind === 'property') {
      if (!isRecord(current)) return undefined;
      current = current[segment.name];
    } else {
      if (!Array.isArray(current)) return undefined;
      const position = arrayPosition(current, segment, pairIndex);
      if (position < 0) return undefined;
      current = current[position];
    }
  }
  return current;
}

/**
 * Builds the object a write needs where the path has nothing yet. `create(parentKey, segment)`
 * gets the property name of the array or object being extended, so callers can give new
 * elements their required members, and for an array element made for an index, that index
 * (gap fillers included); it returns undefined when nothing may be created there.
 */
export type ContainerFactory = (parentKey: string, segment: JsonPathSegment) => Record<string, unknown> | undefined;

export type JsonPathWrite = { ok: true; root: unknown } | { ok: false; reason: 'missing-container' };

/**
 * A copy of root with `value` at the path (undefined removes the property, or the matched array
 * element for a `match` last segment). A borrower pair or a matched element is only ever added
 * at the end of its array; an index past the end (asset 3 of a loan with one asset) first fills
 * the gap with new elements, so a repeated block can be typed in before the ones above it.
 */
export function writeJsonPath(
  root: unknown,
  segments: readonly JsonPathSegment[],
  pairIndex: number,
  value: unknown,
  create: ContainerFactory,
): JsonPathWrite {
  let missing = false;
  const rewrite = (node: unknown, depth: number, parentKey: string): unknown => {
    if (missing) return node;
    const segment = segments[depth];
    const isLast = depth === segments.length - 1;
    if (segment.kind === 'property') {
      if (!isRecord(node)) {
        missing = true;
        return node;
      }
      const copy: Record<string, unknown> = { ...node };
      if (isLast) {
        if (value === undefined) delete copy[segment.name];
        else copy[segment.name] = value;
        return copy;
      }
      let child = node[segment.name];
      if (child === undefined) {
        if (value === undefined) return node;
        const nextSegment = segments[depth + 1];
        child = nextSegment.kind === 'property' ? create(segment.name, segment) : [];
        if (child === undefined) {
          missing = true;
          return node;
        }
      }
      copy[segment.name] = rewrite(child, depth + 1, segment.name);
      return copy;
    }
    if (!Array.isArray(node)) {
      missing = true;
      return node;
    }
    const copy = [...node];
    let position = arrayPosition(node, segment, pairIndex);
    if (position < 0) {
      if (value === undefined) return node;
      const wanted = segment.kind === 'index' ? segment.index : segment.kind === 'pair' ? pairIndex : node.length;
      if (wanted > node.length && segment.kind !== 'index') {
        missing = true;
        return node;
      }
      while (copy.length <= wanted) {
        const created = segment.kind === 'index' ? create(parentKey, { kind: 'index', index: copy.length }) : create(parentKey, segment);
        if (created === undefined) {
          missing = true;
          return node;
        }
        copy.push(created);
      }
      position = wanted;
    }
    if (isLast) {
      if (value === undefined) copy.splice(position, 1);
      else copy[position] = value;
      return copy;
    }
    copy[position] = rewrite(copy[position], depth + 1, parentKey);
    return copy;
  };
  if (segments.length === 0) return { ok: false, reason: 'missing-container' };
  const rewritten = rewrite(root as Container, 0, '$');
  return missing ? { ok: false, reason: 'missing-container' } : { ok: true, root: rewritten };
}
