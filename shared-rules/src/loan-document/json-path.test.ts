import { type ContainerFactory, parseJsonPath, readJsonPath, writeJsonPath } from './json-path';

const segments = (path: string) => parseJsonPath(path) ?? [];
const emptyObject: ContainerFactory = () => ({});

describe('writeJsonPath', () => {
  it('fills the gap before an index past the end, telling the factory each new element’s index', () => {
    const made: number[] = [];
    const create: ContainerFactory = (parentKey, segment) => {
      if (segment.kind === 'index') made.push(segment.index);
      return parentKey === 'items' ? { filler: true } : {};
    };
    const written = writeJsonPath({ items: [{ name: 'a' }] }, segments('$.items[3].name'), 0, 'd', create);
    expect(written).toEqual({
      ok: true,
      root: { items: [{ name: 'a' }, { filler: true }, { filler: true }, { filler: true, name: 'd' }] },
    });
    expect(made).toEqual([1, 2, 3]);
  });

  it('never skips a borrower pair and stops where the factory makes nothing', () => {
    const pairs = { applications: [{}] };
    expect(writeJsonPath(pairs, segments('$.applications[#].name'), 2, 'x', emptyObject)).toEqual({
      ok: false,
      reason: 'missing-container',
    });
    expect(writeJsonPath(pairs, segments('$.applications[#].name'), 1, 'x', emptyObject)).toMatchObject({ ok: true });
    expect(writeJsonPath({ items: [] }, segments('$.items[1].name'), 0, 'x', () => undefined)).toEqual({
      ok: false,
      reason: 'missing-container',
    });
  });

  it('leaves the document as it was when clearing a value past the end', () => {
    const root = { items: [{ name: 'a' }] };
    const written = writeJsonPath(root, segments('$.items[2].name'), 0, undefined, emptyObject);
    expect(written).toEqual({ ok: true, root });
    expect(readJsonPath(root, segments('$.items[2].name'), 0)).toBeUndefined();
  });
});
