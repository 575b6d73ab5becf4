import type { Banner } from 'shared-rules';
import { bannerWindow } from './banner-window';

const START = '2026-12-01T09:00:00.000Z';
const END = '2026-12-02T17:00:00.000Z';
const banner = (overrides: Partial<Banner> = {}): Banner => ({
  message: 'Closed Friday for the holiday',
  startDate: START,
  endDate: END,
  backgroundColor: '#1c7ed6',
  textColor: '#ffffff',
  ...overrides,
});
const at = (iso: string) => Date.parse(iso);

describe('bannerWindow', () => {
  it('waits for the start, then shows until the end', () => {
    expect(bannerWindow(banner(), true, at('2026-12-01T08:59:59.999Z'))).toEqual({ visible: false, nextChangeAt: at(START) });
    expect(bannerWindow(banner(), true, at(START))).toEqual({ visible: true, nextChangeAt: at(END) });
    expect(bannerWindow(banner(), true, at('2026-12-02T16:59:59.999Z'))).toEqual({ visible: true, nextChangeAt: at(END) });
    expect(bannerWindow(banner(), true, at(END))).toEqual({ visible: false, nextChangeAt: null });
  });

  it('reads a missing start as already started and a missing end as never ending', () => {
    expect(bannerWindow(banner({ startDate: null }), true, at('2020-01-01T00:00:00Z'))).toEqual({ visible: true, nextChangeAt: at(END) });
    expect(bannerWindow(banner({ startDate: null, endDate: null }), true, at('2099-01-01T00:00:00Z'))).toEqual({
      visible: true,
      nextChangeAt: null,
    });
  });

  it('never shows with the flag off, a blank message, or an end before the start', () => {
    expect(bannerWindow(banner(), false, at(START)).visible).toBe(false);
    expect(bannerWindow(banner({ message: '   ' }), true, at(START)).visible).toBe(false);
    expect(bannerWindow(banner({ startDate: END, endDate: START }), true, at(START)).visible).toBe(false);
  });
});
