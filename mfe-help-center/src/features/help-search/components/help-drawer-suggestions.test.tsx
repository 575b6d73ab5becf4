import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { KnowledgeDocument } from 'shared-rules';
import { problem, renderWithProviders } from 'shared-ui/testing';
import { type KnowledgeHandler, knowledgeDocument, listAnswer, serveKnowledge } from '../../../testing/knowledge-test-data';
import { HelpDrawerContent } from './help-drawer-content';

const conditions = knowledgeDocument({ _id: 'kb-conditions', title: 'Clearing prior-to-doc conditions', tags: ['conditions'] });
const recent = knowledgeDocument({ _id: 'kb-whats-new', title: 'What is new in the portal', tags: ['release-notes'] });

/** Services listing `tagged[tags]` for a tag filter and `recentFirst` otherwise. */
function services({
  tagged = {},
  recentFirst = [recent],
  extra,
}: {
  tagged?: Record<string, KnowledgeDocument[]>;
  recentFirst?: KnowledgeDocument[];
  extra?: KnowledgeHandler;
} = {}) {
  return serveKnowledge((call) => {
    const answered = extra?.(call);
    if (answered) return answered;
    if (call.method !== 'GET' || call.path !== '/api/knowledge/documents') return undefined;
    const tags = call.query.get('tags');
    return HttpResponse.json(listAnswer(tags ? (tagged[tags] ?? []) : recentFirst));
  });
}

let fake: ReturnType<typeof services>;

function setup(route: string) {
  renderWithProviders(<HelpDrawerContent onContactSupport={jest.fn()} onBrowseKnowledge={jest.fn()} onOpenDocument={jest.fn()} />, {
    route,
  });
}

const listCalls = () => fake.callsTo('GET', '/api/knowledge/documents');

function titlesIn(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => within(item).getAllByRole('button')[0].textContent ?? '');
}

describe('HelpDrawerContent: suggestion mode', () => {
  it("suggests the page's tagged documents by priority, 8 of them", async () => {
    fake = services({ tagged: { conditions: [conditions] } });
    setup('/loan/L-1/conditions');
    const list = await screen.findByRole('list', { name: 'Suggested for you' });
    expect(titlesIn(list)).toEqual(['Clearing prior-to-doc conditions']);
    const [call] = listCalls();
    expect(Object.fromEntries(call.query)).toEqual({
      status: 'published',
      tags: 'conditions',
      sort: 'priority',
      order: 'desc',
      page: '1',
      pageSize: '8',
    });
    expect(listCalls()).toHaveLength(1);
  });

  it('falls back to the 8 most recently updated when the page has no tagged documents', async () => {
    fake = services({ tagged: {} });
    setup('/pipeline');
    const list = await screen.findByRole('list', { name: 'Suggested for you' });
    expect(titlesIn(list)).toEqual(['What is new in the portal']);
    const fallback = listCalls().find((call) => call.query.get('sort') === 'updatedAt');
    expect(fallback && Object.fromEntries(fallback.query)).toEqual({
      status: 'published',
      sort: 'updatedAt',
      order: 'desc',
      page: '1',
      pageSize: '8',
    });
  });

  it('says there is no documentation when nothing is published', async () => {
    fake = services({ recentFirst: [] });
    setup('/');
    expect(await screen.findByText('No documentation available')).toBeInTheDocument();
    expect(screen.getByText('Try searching for specific topics')).toBeInTheDocument();
    expect(listCalls().map((call) => call.query.get('sort'))).toEqual(['updatedAt']);
  });

  it('offers Retry when the suggestions cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    fake = services({
      extra: (call) => (call.path === '/api/knowledge/documents' && fail ? problem(500, 'internal', 'Try later.') : undefined),
    });
    setup('/');
    expect(await screen.findByText('The documentation could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'What is new in the portal' })).toBeInTheDocument();
  });
});
