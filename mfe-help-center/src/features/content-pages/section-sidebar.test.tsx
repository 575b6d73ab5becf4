import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { PERSONA, type Profile, SETTING_DEFINITIONS, type SettingKey, type SettingValue } from 'shared-rules';
import { type AppStore, makeStore, sharedApi, signedIn } from 'shared-ui';
import { api, externalProfile, internalProfile, renderWithProviders } from 'shared-ui/testing';
import { server } from '../../testing/server';
import ResourcesSidebar from './resources/resources-sidebar';
import TrainingSidebar from './training/training-sidebar';
import { contentEntry } from 'shared-ui/testing';

async function saveInCache<K extends SettingKey>(store: AppStore, key: K, value: SettingValue<K>) {
  await store.dispatch(sharedApi.util.upsertQueryData('getSetting', key, { key, value, version: 1, updatedAt: null, updatedBy: null }));
}

interface Reader {
  profile?: Profile;
  knowledgeBase?: boolean;
  newTrainingPages?: boolean;
}

async function renderSidebar(menu: 'Resources' | 'Training', pathname: string, reader: Reader = {}) {
  const { profile = externalProfile(), knowledgeBase = true, newTrainingPages = true } = reader;
  server.use(api.get<Profile>('/profile', () => HttpResponse.json(profile)));
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 't', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  await saveInCache(store, 'feature-flags', { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, knowledgeBase, newTrainingPages });
  await saveInCache(store, 'help-pages', {
    entries: [
      contentEntry({ id: 'r2', label: 'Rate sheets', subPath: 'rate-sheets', order: 2 }),
      contentEntry({ id: 'r1', label: 'Guidelines', subPath: '', link: 'https://lender.test/guidelines.pdf', order: 1 }),
      contentEntry({ id: 'r3', label: 'Old forms', subPath: 'old-forms', active: false, order: 0 }),
    ],
  });
  await saveInCache(store, 'content-pages', {
    entries: [contentEntry({ id: 't1', label: 'Pricing webinar', subPath: 'pricing-webinar' })],
  });
  const Sidebar = menu === 'Resources' ? ResourcesSidebar : TrainingSidebar;
  renderWithProviders(<Sidebar pathname={pathname} />, { store, route: pathname });
  // The profile decides whether the set-up guides are listed: what is missing means something only once it has arrived.
  await waitFor(() => expect(sharedApi.endpoints.getProfile.select()(store.getState()).isSuccess).toBe(true));
  return screen.getByRole('navigation', { name: menu });
}

const addresses = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the Resources and Training side menus', () => {
  it("list the active help pages by order, then the portal's Resources entries", async () => {
    const menu = await renderSidebar('Resources', '/resources/rate-sheets');
    expect(addresses(menu)).toEqual([
      'https://lender.test/guidelines.pdf',
      '/resources/rate-sheets',
      '/resources',
      '/knowledge',
      '/resources/changelogs',
    ]);
    expect(within(menu).getByRole('link', { name: /Guidelines/ })).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('link', { name: 'Rate sheets' })).toHaveAttribute('data-active', 'true');
  });

  it('leave the Knowledge Base out while the knowledge base is off', async () => {
    const menu = await renderSidebar('Resources', '/resources', { knowledgeBase: false });
    expect(addresses(menu)).toEqual([
      'https://lender.test/guidelines.pdf',
      '/resources/rate-sheets',
      '/resources',
      '/resources/changelogs',
    ]);
  });

  it("list administrators' training pages, the shipped pages, then Training Center", async () => {
    const menu = await renderSidebar('Training', '/training');
    expect(addresses(menu)).toEqual([
      '/training/pricing-webinar',
      '/training/getting-started',
      '/training/submitting-a-loan',
      '/training/clearing-conditions',
      '/training',
    ]);
  });

  it("keep the shipped pages but hide administrators' training pages while newTrainingPages is off", async () => {
    const menu = await renderSidebar('Training', '/training', { newTrainingPages: false });
    expect(addresses(menu)).toEqual([
      '/training/getting-started',
      '/training/submitting-a-loan',
      '/training/clearing-conditions',
      '/training',
    ]);
  });

  it('list the shipped set-up guides for administrators only', async () => {
    const administrator = internalProfile({ personas: [{ entityId: PERSONA.administrator }] });
    const menu = await renderSidebar('Training', '/training', { profile: administrator });
    expect(await within(menu).findByRole('link', { name: 'Setting up the portal' })).toHaveAttribute(
      'href',
      '/training/setting-up-the-portal',
    );
    expect(addresses(menu).slice(-3)).toEqual(['/training/setting-up-the-portal', '/training/managing-content', '/training']);
  });
});
