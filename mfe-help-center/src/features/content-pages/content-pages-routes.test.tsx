import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type ContentPageEntry, SETTING_DEFINITIONS, type SettingKey, type SettingValue } from 'shared-rules';
import { type AppStore, makeStore, sharedApi } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import ResourcesRoutes from './resources/resources-routes';
import TrainingRoutes from './training/training-routes';
import { contentEntry } from 'shared-ui/testing';

async function saveInCache<K extends SettingKey>(store: AppStore, key: K, value: SettingValue<K>) {
  await store.dispatch(sharedApi.util.upsertQueryData('getSetting', key, { key, value, version: 1, updatedAt: null, updatedBy: null }));
}

const page = (overrides: Partial<ContentPageEntry>): ContentPageEntry => contentEntry({ id: 'p', body: '', ...overrides });

async function renderAt(route: string, { newTrainingPages = true } = {}) {
  const store = makeStore();
  await saveInCache(store, 'feature-flags', { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, newTrainingPages });
  await saveInCache(store, 'help-pages', {
    entries: [
      page({
        id: 'h1',
        label: 'Rate sheets',
        subPath: 'rate-sheets',
        body: '## Today\n\n[Sheet](https://lender.test/rates.pdf) <script>alert(1)</script>',
      }),
      page({ id: 'h2', label: 'Retired', subPath: 'retired', active: false, body: 'Gone' }),
    ],
  });
  await saveInCache(store, 'content-pages', {
    entries: [page({ id: 't1', label: 'Pricing webinar', subPath: 'pricing-webinar', body: 'Join us **Tuesday**.' })],
  });
  renderWithProviders(
    <Routes>
      <Route path="/training/*" element={<TrainingRoutes />} />
      <Route path="/resources/*" element={<ResourcesRoutes />} />
    </Routes>,
    { store, route },
  );
}

describe('Training and Resources pages', () => {
  it("renders a help page's Markdown, sanitised, with external links in a new tab", async () => {
    await renderAt('/resources/rate-sheets');
    expect(screen.getByRole('heading', { level: 1, name: 'Rate sheets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sheet' })).toHaveAttribute('target', '_blank');
    expect(document.body.querySelector('script')).toBeNull();
  });

  it('shows a not-found state for an unknown or inactive page', async () => {
    await renderAt('/resources/retired');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  });

  it("renders an administrator's training page while newTrainingPages is on", async () => {
    await renderAt('/training/pricing-webinar');
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing webinar' })).toBeInTheDocument();
    expect(screen.getByText('Tuesday').tagName).toBe('STRONG');
  });

  it("hides an administrator's training page while newTrainingPages is off", async () => {
    await renderAt('/training/pricing-webinar', { newTrainingPages: false });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('renders a shipped training page from its MDX module', async () => {
    await renderAt('/training/clearing-conditions', { newTrainingPages: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Clearing conditions' })).toBeInTheDocument();
    expect(await screen.findByText('Training page content')).toBeInTheDocument();
  });

  it('lists every training page on the Training Center', async () => {
    await renderAt('/training');
    expect(screen.getByRole('heading', { level: 1, name: 'Training Center' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pricing webinar' })).toHaveAttribute('href', '/training/pricing-webinar');
    expect(screen.getByRole('link', { name: 'Submitting a loan with a MISMO file' })).toHaveAttribute(
      'href',
      '/training/submitting-a-loan',
    );
  });
});
