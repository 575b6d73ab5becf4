import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { KNOWLEDGE_SEARCH_DEBOUNCE_MS, type KnowledgeSearchAnswer, SETTING_DEFINITIONS } from 'shared-rules';
import { makeStore, sharedApi } from 'shared-ui';
import { fill, problem, renderWithProviders } from 'shared-ui/testing';
import { type KnowledgeHandler, knowledgeDocument, listAnswer, serveKnowledge } from '../../../testing/knowledge-test-data';
import { HelpDrawerContent } from './help-drawer-content';

const lock = knowledgeDocument({ _id: 'kb-rate-lock', title: 'Extending a rate lock', tags: ['pricer', 'locks', 'fees', 'pricing'] });
const float = knowledgeDocument({
  _id: 'kb-float-down',
  title: 'Float-down options',
  description: `${'A float-down lets the borrower take a lower rate when the market improves before closing. '.repeat(2)}`,
});
const conditions = knowledgeDocument({ _id: 'kb-conditions', title: 'Clearing prior-to-doc conditions', tags: ['conditions'] });
const recent = knowledgeDocument({ _id: 'kb-whats-new', title: 'What is new in the portal', tags: ['release-notes'] });

function searchAnswer(results: Array<[string, number]>): KnowledgeSearchAnswer {
  return {
    data: {
      searchId: 'search-1',
      results: results.map(([documentId, score]) => ({
        documentId,
        title: documentId,
        snippet: `about <mark>${documentId}</mark>`,
        score,
      })),
    },
  };
}

/** Services with a search answer, the documents the hydration finds, and the suggestion lists by tag. */
function services({
  search = searchAnswer([]),
  library = [lock, float, conditions, recent],
  tagged = {},
  recentFirst = [recent],
  extra,
}: {
  search?: KnowledgeSearchAnswer;
  library?: (typeof lock)[];
  tagged?: Record<string, (typeof lock)[]>;
  recentFirst?: (typeof lock)[];
  extra?: KnowledgeHandler;
} = {}) {
  return serveKnowledge((call) => {
    const answered = extra?.(call);
    if (answered) return answered;
    if (call.method === 'POST' && call.path === '/api/knowledge/search') return HttpResponse.json(search);
    if (call.method === 'GET' && call.path === '/api/knowledge/documents') {
      const ids = call.query.get('documentIds');
      // The hydration answers in its own order: the drawer must restore the search's.
      if (ids) return HttpResponse.json(listAnswer(library.filter((document) => ids.split(',').includes(document._id))));
      const tags = call.query.get('tags');
      if (tags) return HttpResponse.json(listAnswer(tagged[tags] ?? []));
      return HttpResponse.json(listAnswer(recentFirst));
    }
    return undefined;
  });
}

let fake: ReturnType<typeof services>;

function setup(route = '/pipeline') {
  const onContactSupport = jest.fn();
  const onBrowseKnowledge = jest.fn();
  const onOpenDocument = jest.fn();
  renderWithProviders(
    <HelpDrawerContent onContactSupport={onContactSupport} onBrowseKnowledge={onBrowseKnowledge} onOpenDocument={onOpenDocument} />,
    { route },
  );
  return { onContactSupport, onBrowseKnowledge, onOpenDocument, input: screen.getByRole('textbox', { name: 'Search help' }) };
}

const searches = () => fake.callsTo('POST', '/api/knowledge/search');
const listCalls = () => fake.callsTo('GET', '/api/knowledge/documents');

function titlesIn(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => within(item).getAllByRole('button')[0].textContent ?? '');
}

describe('HelpDrawerContent: search mode', () => {
  it('searches only after the 300 ms pause, once, with topK 20', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      fake = services({ search: searchAnswer([['kb-rate-lock', 0.8]]) });
      const { input } = setup();
      await fill(user, input, 'ra');
      act(() => jest.advanceTimersByTime(100));
      await fill(user, input, 'rate lock');
      expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(KNOWLEDGE_SEARCH_DEBOUNCE_MS - 1));
      expect(searches()).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(searches()).toHaveLength(1));
      expect(searches()[0].body).toEqual({ query: 'rate lock', filters: {}, options: { topK: 20 } });
      expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores a query that is blank after trimming', async () => {
    const user = userEvent.setup();
    fake = services();
    const { input } = setup();
    await fill(user, input, '    ');
    expect(await screen.findByText('No documentation available')).toBeInTheDocument();
    expect(screen.getByText('Try searching for specific topics')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, KNOWLEDGE_SEARCH_DEBOUNCE_MS + 50)));
    expect(searches()).toHaveLength(0);
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('trims the query it sends', async () => {
    const user = userEvent.setup();
    fake = services();
    const { input } = setup();
    await fill(user, input, '  appraisal  ');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0].body).toMatchObject({ query: 'appraisal' });
  });

  it('hydrates the result ids and lists the documents in search order, with their match', async () => {
    const user = userEvent.setup();
    fake = services({
      search: searchAnswer([
        ['kb-float-down', 0.912],
        ['kb-rate-lock', 0.456],
      ]),
    });
    const { input } = setup();
    await fill(user, input, 'lock');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(titlesIn(list)).toEqual(['Float-down options', 'Extending a rate lock']);
    expect(within(list).getByText('91% match')).toBeInTheDocument();
    expect(within(list).getByText('46% match')).toBeInTheDocument();

    const [hydrate] = listCalls().filter((call) => call.query.has('documentIds'));
    expect(hydrate.query.get('documentIds')).toBe('kb-float-down,kb-rate-lock');
    expect(hydrate.query.get('status')).toBe('published');
    expect(hydrate.query.get('page')).toBe('1');
    expect(hydrate.query.get('pageSize')).toBe('20');
  });

  it('shows a card as the spec has it: description cut at 120 characters, two tags then +N, source type, snippet', async () => {
    const user = userEvent.setup();
    fake = services({
      search: searchAnswer([
        ['kb-float-down', 0.5],
        ['kb-rate-lock', 0.4],
      ]),
    });
    const { input } = setup();
    await fill(user, input, 'lock');
    const list = await screen.findByRole('list', { name: 'Search results' });
    const [floatCard, lockCard] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    const cut = within(floatCard).getByText(/^A float-down lets/);
    expect(cut.textContent).toHaveLength(120);
    expect(cut.textContent?.endsWith('…')).toBe(true);
    const tags = within(lockCard).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pricer', 'Locks', '+2']);
    expect(within(lockCard).getByRole('img', { name: 'Article' })).toBeInTheDocument();
    expect(within(lockCard).getByText('kb-rate-lock').tagName).toBe('MARK');
  });

  it('says "No results found" when the search finds nothing, without hydrating', async () => {
    const user = userEvent.setup();
    fake = services({ search: searchAnswer([]) });
    const { input } = setup();
    await fill(user, input, 'jumbo reverse');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords')).toBeInTheDocument();
    expect(listCalls().filter((call) => call.query.has('documentIds'))).toHaveLength(0);
  });

  it('leaves out a result the hydration no longer returns (unpublished since)', async () => {
    const user = userEvent.setup();
    fake = services({
      search: searchAnswer([
        ['kb-gone', 0.9],
        ['kb-rate-lock', 0.7],
      ]),
    });
    const { input } = setup();
    await fill(user, input, 'lock');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(titlesIn(list)).toEqual(['Extending a rate lock']);
  });

  it('opens a result in the viewer', async () => {
    const user = userEvent.setup();
    fake = services({ search: searchAnswer([['kb-rate-lock', 0.7]]) });
    const { input, onOpenDocument } = setup();
    await fill(user, input, 'lock');
    await user.click(await screen.findByRole('button', { name: 'Extending a rate lock' }));
    expect(onOpenDocument).toHaveBeenCalledWith('kb-rate-lock');
    await waitFor(() => expect(fake.callsTo('POST', '/api/knowledge/search-clicks')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/knowledge/search-clicks')[0].body).toEqual({
      searchId: 'search-1',
      documentId: 'kb-rate-lock',
      position: 1,
    });
  });

  it('offers Retry when the search fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    fake = services({
      search: searchAnswer([['kb-rate-lock', 0.7]]),
      extra: (call) => (call.path === '/api/knowledge/search' && fail ? problem(503, 'unavailable', 'Search is down.') : undefined),
    });
    const { input } = setup();
    await fill(user, input, 'lock');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is down.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Extending a rate lock' })).toBeInTheDocument();
  });

  it('clear leaves search mode and empties the query', async () => {
    const user = userEvent.setup();
    fake = services({ search: searchAnswer([['kb-rate-lock', 0.7]]) });
    const { input } = setup('/');
    await fill(user, input, 'fees');
    await screen.findByRole('list', { name: 'Search results' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Suggested for you' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Suggested for you' })).toBeInTheDocument();
  });
});

describe('HelpDrawerContent: reaching people', () => {
  it('offers Contact Support and the knowledge base', async () => {
    const user = userEvent.setup();
    fake = services();
    const { onContactSupport, onBrowseKnowledge } = setup();
    await screen.findByRole('list', { name: 'Suggested for you' });
    await user.click(screen.getByRole('button', { name: 'Contact Support' }));
    await user.click(screen.getByRole('button', { name: 'Browse All Knowledge Base' }));
    expect(onContactSupport).toHaveBeenCalled();
    expect(onBrowseKnowledge).toHaveBeenCalled();
  });

  it('offers no knowledge-base link while the knowledge base is off', async () => {
    fake = services();
    const store = makeStore();
    const value = { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, knowledgeBase: false };
    await store.dispatch(
      sharedApi.util.upsertQueryData('getSetting', 'feature-flags', {
        key: 'feature-flags',
        value,
        version: 1,
        updatedAt: null,
        updatedBy: null,
      }),
    );
    renderWithProviders(<HelpDrawerContent onContactSupport={jest.fn()} onBrowseKnowledge={jest.fn()} onOpenDocument={jest.fn()} />, {
      store,
    });
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Browse All Knowledge Base' })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Suggested for you' });
  });
});
