import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderKnowledgePage, serveKnowledge } from '../features/knowledge-admin/testing/knowledge-test-kit';
import KnowledgeAdminRoute from './knowledge-admin-route';

const route = (
  <Routes>
    <Route path="/admin/knowledge/:section" element={<KnowledgeAdminRoute />} />
  </Routes>
);

describe('the knowledge administration route', () => {
  it.each([
    ['documents', 'Knowledge Documents'],
    ['pages', 'Knowledge Pages'],
    ['analytics', 'Knowledge Analytics'],
    ['taxonomy', 'Taxonomy'],
  ])('opens /admin/knowledge/%s from the registry', async (section, title) => {
    serveKnowledge({
      documents: [],
      analytics: () => ({
        searchesByDay: [],
        totals: { searches: 0, withoutResults: 0, searchesWithClick: 0, clickThroughRate: 0 },
        topQueries: [],
        queriesWithoutResults: [],
        ratings: [],
      }),
    });
    renderKnowledgePage(route, `/admin/knowledge/${section}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('says "Page not found" for a section no page answers', async () => {
    serveKnowledge({ documents: [] });
    renderKnowledgePage(route, '/admin/knowledge/drafts');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
