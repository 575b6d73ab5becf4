import {
  BUTTON_POSITION_STORAGE_KEY,
  DEFAULT_BOTTOM_OFFSET_PX,
  clampBottomOffset,
  draggedBottomOffset,
  readStoredBottomOffset,
  storeBottomOffset,
  type PositionStorage,
} from './button-position';

function memoryStorage(initial: Record<string, string> = {}): PositionStorage & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
    },
  };
}

describe('clampBottomOffset', () => {
  it('keeps the button at least 12px from the bottom and the top edge', () => {
    expect(clampBottomOffset(0, 800, 56)).toBe(12);
    expect(clampBottomOffset(5000, 800, 56)).toBe(800 - 56 - 12);
    expect(clampBottomOffset(300, 800, 56)).toBe(300);
  });

  it('pins to the minimum in a window smaller than the button', () => {
    expect(clampBottomOffset(40, 50, 56)).toBe(12);
  });
});

describe('draggedBottomOffset', () => {
  it('moves up when the pointer moves up', () => {
    expect(draggedBottomOffset(100, -50, 800, 56)).toBe(150);
    expect(draggedBottomOffset(100, 500, 800, 56)).toBe(12);
  });
});

describe('stored position', () => {
  it('round-trips a pixel value', () => {
    const storage = memoryStorage();
    storeBottomOffset(storage, 210.4);
    expect(storage.values[BUTTON_POSITION_STORAGE_KEY]).toBe('210');
    expect(readStoredBottomOffset(storage)).toBe(210);
  });

  it('falls back to the default for missing or unreadable values', () => {
    expect(readStoredBottomOffset(memoryStorage())).toBe(DEFAULT_BOTTOM_OFFSET_PX);
    expect(readStoredBottomOffset(memoryStorage({ [BUTTON_POSITION_STORAGE_KEY]: 'abc' }))).toBe(DEFAULT_BOTTOM_OFFSET_PX);
    expect(readStoredBottomOffset(null)).toBe(DEFAULT_BOTTOM_OFFSET_PX);
  });

  it('survives a storage that throws', () => {
    const throwing: PositionStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredBottomOffset(throwing)).toBe(DEFAULT_BOTTOM_OFFSET_PX);
    expect(() => storeBottomOffset(throwing, 40)).not.toThrow();
  });
});
