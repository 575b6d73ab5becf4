import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { type KnowledgeTaxonomy, SETTING_DEFINITIONS } from 'shared-rules';
import { createBus, makeStore, selectCrumbLabels, setBus, sharedApi } from 'shared-ui';
import { problem, renderWithProviders } from 'shared-ui/testing';
import { knowledgeDocument, listAnswer, serveKnowledge } from '../testing/knowledge-test-data';
import KnowledgeRoute from './knowledge-route';

const lock = knowledgeDocument({
  _id: 'kb-rate-lock',
  title: 'Extending a rate lock',
  relatedDocuments: [{ _id: 'kb-float-down', title: 'Float-down options', type: 'html' }],
});
const floatDown = knowledgeDocument({ _id: 'kb-float-down', title: 'Float-down options', tags: ['conditions'] });
const clearing = knowledgeDocument({ _id: 'kb-conditions', title: 'Clearing prior-to-doc conditions', tags: ['conditions'], priority: 90 });

const taxonomy: KnowledgeTaxonomy = {
  data: {
    tags: [
      { tag: 'conditions', count: 3 },
      { tag: 'pipeline', count: 1 },
    ],
    sourceTypes: [
      { sourceType: 'html', count: 3 },
      { sourceType: 'pdf', count: 1 },
    ],
  },
};

function serve({ taxonomyAnswer = taxonomy, total }: { taxonomyAnswer?: KnowledgeTaxonomy; total?: number } = {}) {
  const documents = [lock, floatDown, clearing];
  return serveKnowledge((call) => {
    if (call.path === '/api/knowledge/taxonomy') return HttpResponse.json(taxonomyAnswer);
    if (call.path === '/api/knowledge/documents') {
      const tag = call.query.get('tags');
      const tagged = documents.filter((document) => tag && document.tags.includes(tag));
      return HttpResponse.json(listAnswer(tagged, { pageSize: Number(call.query.get('pageSize')), total: total ?? tagged.length }));
    }
    const byId = /^\/api\/knowledge\/documents\/([^/]+)$/.exec(call.path);
    if (byId) {
      const document = documents.find((candidate) => candidate._id === byId[1]);
      return document ? HttpResponse.json({ data: document }) : problem(404, 'not-found', 'No such document.');
    }
    if (call.path === '/api/knowledge/pages/html/rate-lock') return HttpResponse.json({ data: lock });
    if (call.path.startsWith('/api/knowledge/pages/')) return problem(404, 'not-found', 'No such page.');
    if (call.path.endsWith('/rating')) return HttpResponse.json({ data: { documentId: 'x', helpful: null } });
    return undefined;
  });
}

let fake: ReturnType<typeof serve>;
beforeEach(() => setBus(createBus()));

function renderAt(route: string, store = makeStore()) {
  renderWithProviders(
    <Routes>
      <Route path="/knowledge/*" element={<KnowledgeRoute />} />
    </Routes>,
    { route, store },
  );
  return store;
}

async function storeWithKnowledgeBase(knowledgeBase: boolean) {
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
  return store;
}

describe('KnowledgeRoute', () => {
  it('says the knowledge base is not available while its flag is off', async () => {
    fake = serve();
    renderAt('/knowledge', await storeWithKnowledgeBase(false));
    expect(screen.getByRole('heading', { name: 'The knowledge base is not available' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Topics' })).not.toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/knowledge/taxonomy')).toHaveLength(0);
  });
});

describe('/knowledge', () => {
  it('lists the topics and formats with their counts in singular or plural', async () => {
    fake = serve();
    renderAt('/knowledge');
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeInTheDocument();
    const topics = await screen.findByRole('region', { name: 'Topics' });
    const conditions = within(topics).getByRole('link', { name: 'Conditions' });
    expect(conditions).toHaveAttribute('href', '/knowledge?tag=conditions');
    expect(conditions.parentElement).toHaveTextContent('Conditions 3 documents');
    expect(within(topics).getByRole('link', { name: 'Pipeline' }).parentElement).toHaveTextContent('Pipeline 1 document');
    const formats = screen.getByRole('region', { name: 'Formats' });
    expect(within(formats).getByText('Article').parentElement).toHaveTextContent('3 documents');
    expect(within(formats).getByText('PDF').parentElement).toHaveTextContent('1 document');
    expect(screen.getByText('Pick a topic to see its documents.')).toBeInTheDocument();
  });

  it('says there is no documentation when nothing is published', async () => {
    fake = serve({ taxonomyAnswer: { data: { tags: [], sourceTypes: [] } } });
    renderAt('/knowledge');
    expect(await screen.findByRole('heading', { name: 'No documentation available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
  });

  it("lists a picked topic's documents by priority, and opens one in the viewer", async () => {
    const user = userEvent.setup();
    fake = serve();
    renderAt('/knowledge');
    await user.click(await screen.findByRole('link', { name: 'Conditions' }));
    const list = await screen.findByRole('list', { name: 'Documents about Conditions' });
    expect(within(list).getByRole('button', { name: 'Float-down options' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conditions' })).toHaveAttribute('aria-current', 'page');
    const [call] = fake.callsTo('GET', '/api/knowledge/documents');
    expect(Object.fromEntries(call.query)).toEqual({
      status: 'published',
      tags: 'conditions',
      sort: 'priority',
      order: 'desc',
      page: '1',
      pageSize: '12',
    });

    await user.click(within(list).getByRole('button', { name: 'Clearing prior-to-doc conditions' }));
    expect(await screen.findByRole('dialog', { name: 'Clearing prior-to-doc conditions' })).toBeInTheDocument();
  });

  it("pages through a topic's documents", async () => {
    const user = userEvent.setup();
    fake = serve({ total: 30 });
    renderAt('/knowledge?tag=conditions');
    await screen.findByRole('list', { name: 'Documents about Conditions' });
    expect(screen.getByText('30 documents')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(fake.callsTo('GET', '/api/knowledge/documents').some((call) => call.query.get('page') === '2')).toBe(true));
  });
});

describe('/knowledge/document/{id} and /knowledge/{type}/{slug}', () => {
  it('shows the document as a page and names its crumb by the title', async () => {
    fake = serve();
    const store = renderAt('/knowledge/document/kb-rate-lock');
    expect(await screen.findByRole('heading', { level: 1, name: 'Extending a rate lock' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toBeInTheDocument();
    expect(selectCrumbLabels(store.getState())['/knowledge/document/kb-rate-lock']).toBe('Extending a rate lock');
  });

  it('opens a related document on its own page', async () => {
    const user = userEvent.setup();
    fake = serve();
    renderAt('/knowledge/document/kb-rate-lock');
    const related = await screen.findByRole('region', { name: 'Related documents' });
    await user.click(within(related).getByRole('button', { name: 'Float-down options' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Float-down options' })).toBeInTheDocument();
  });

  it('says "Document not found" for an id services do not know', async () => {
    fake = serve();
    renderAt('/knowledge/document/kb-missing');
    expect(await screen.findByRole('heading', { name: 'Document not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the knowledge base' })).toHaveAttribute('href', '/knowledge');
  });

  it('shows the document a page address names', async () => {
    fake = serve();
    renderAt('/knowledge/html/rate-lock');
    expect(await screen.findByRole('heading', { level: 1, name: 'Extending a rate lock' })).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/knowledge/pages/html/rate-lock')).toHaveLength(1);
  });

  it('says "Document not found" for a page address services do not know', async () => {
    fake = serve();
    renderAt('/knowledge/video/no-such-video');
    expect(await screen.findByRole('heading', { name: 'Document not found' })).toBeInTheDocument();
  });

  it('returns to the topics from an address that is no knowledge page', async () => {
    fake = serve();
    renderAt('/knowledge/brochure/rate-lock');
    expect(await screen.findByRole('region', { name: 'Topics' })).toBeInTheDocument();
    expect(fake.calls().filter((call) => call.path.startsWith('/api/knowledge/pages/'))).toHaveLength(0);
  });
});
