import { act, screen } from '@testing-library/react';
import { type Banner, type FeatureFlags, SETTING_DEFINITIONS, type SettingKey, type SettingValue } from 'shared-rules';
import { type AppStore, contrastRatio, makeStore, sharedApi } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { InfoBanner, readableTextColour } from './info-banner';

async function saveInCache<K extends SettingKey>(store: AppStore, key: K, value: SettingValue<K>) {
  await store.dispatch(sharedApi.util.upsertQueryData('getSetting', key, { key, value, version: 2, updatedAt: null, updatedBy: null }));
}

const banner: Banner = {
  message: 'Rate sheets are late today',
  startDate: '2026-12-01T09:00:00.000Z',
  endDate: '2026-12-01T17:00:00.000Z',
  backgroundColor: '#fff3bf',
  textColor: '#ffffff',
};
const flags = (on: boolean): FeatureFlags => ({ ...SETTING_DEFINITIONS['feature-flags'].defaultValue, banner: on });

async function renderBanner(now: string) {
  jest.useFakeTimers({ now: Date.parse(now) });
  const store = makeStore();
  await saveInCache(store, 'banner', banner);
  await saveInCache(store, 'feature-flags', flags(true));
  renderWithProviders(<InfoBanner />, { store });
  return store;
}

afterEach(() => jest.useRealTimers());

describe('InfoBanner', () => {
  it('appears when its start passes and disappears at its end, without a reload', async () => {
    await renderBanner('2026-12-01T08:59:00.000Z');
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent('Rate sheets are late today');
    act(() => jest.advanceTimersByTime(8 * 3_600_000 - 1));
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('hides at once when an administrator turns the banner flag off', async () => {
    const store = await renderBanner('2026-12-01T12:00:00.000Z');
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    await act(async () => {
      await saveInCache(store, 'feature-flags', flags(false));
      // The store batches subscriber notifications to the next tick.
      jest.advanceTimersByTime(50);
    });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});

describe('readableTextColour', () => {
  it('keeps a readable colour and darkens white text on a pale background until it reads at AA', () => {
    expect(readableTextColour('#ffffff', '#1864ab')).toBe('#ffffff');
    const mended = readableTextColour('#ffffff', '#fff3bf');
    expect(mended).not.toBe('#ffffff');
    expect(contrastRatio(mended, '#fff3bf')).toBeGreaterThanOrEqual(4.5);
  });
});
