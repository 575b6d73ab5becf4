import { screen } from '@testing-library/react';
import { SETTING_DEFINITIONS } from 'shared-rules';
import { makeStore, sharedApi } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import KnowledgeRoute from './knowledge-route';

async function renderWithKnowledgeBase(knowledgeBase: boolean) {
  const store = makeStore();
  const value = { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, knowledgeBase };
  await store.dispatch(
    sharedApi.util.upsertQueryData('getSetting', 'feature-flags', {
      key: 'feature-flags',
      value,
      version: 1,
      updatedAt: null,
      updatedBy: null,
    }),
  );
  renderWithProviders(<KnowledgeRoute />, { store, route: '/knowledge' });
}

describe('KnowledgeRoute', () => {
  it('shows the knowledge base while its flag is on', async () => {
    await renderWithKnowledgeBase(true);
    expect(screen.getByRole('heading', { name: 'No documentation available' })).toBeInTheDocument();
  });

  it('says the knowledge base is not available while its flag is off', async () => {
    await renderWithKnowledgeBase(false);
    expect(screen.getByRole('heading', { name: 'The knowledge base is not available' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No documentation available' })).not.toBeInTheDocument();
  });
});
