import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SETTING_DEFINITIONS } from 'shared-rules';
import { createBus, type PortalBus, setBus } from 'shared-ui';
import { fill, renderWithProviders } from 'shared-ui/testing';
import { knowledgeDocument, listAnswer, serveKnowledge } from '../testing/knowledge-test-data';
import HelpDrawer from './help-drawer';

const lock = knowledgeDocument();

function serve() {
  return serveKnowledge((call) => {
    if (call.path === '/api/settings/feature-flags') {
      const flags = SETTING_DEFINITIONS['feature-flags'].defaultValue;
      return HttpResponse.json({ key: 'feature-flags', value: flags, version: 0, updatedAt: null, updatedBy: null });
    }
    if (call.path === '/api/knowledge/search') {
      return HttpResponse.json({
        data: { searchId: 'search-7', results: [{ documentId: lock._id, title: lock.title, snippet: '', score: 0.7 }] },
      });
    }
    if (call.path === '/api/knowledge/documents') return HttpResponse.json(listAnswer([lock]));
    if (call.path === `/api/knowledge/documents/${lock._id}`) return HttpResponse.json({ data: lock });
    if (call.path === '/api/knowledge/search-clicks') return HttpResponse.json(null, { status: 204 });
    if (call.path.endsWith('/rating')) return HttpResponse.json({ data: { documentId: lock._id, helpful: null } });
    return undefined;
  });
}

let fake: ReturnType<typeof serve>;
let bus: PortalBus;
beforeEach(() => {
  bus = createBus();
  setBus(bus);
});

describe('HelpDrawer slot', () => {
  it('opens a search result in the document viewer and records the click', async () => {
    const user = userEvent.setup();
    fake = serve();
    renderWithProviders(<HelpDrawer onClose={jest.fn()} />, { route: '/pipeline' });
    await fill(user, await screen.findByRole('textbox', { name: 'Search help' }), 'rate lock');
    await user.click(await screen.findByRole('button', { name: 'Extending a rate lock' }));
    expect(await screen.findByRole('dialog', { name: 'Extending a rate lock' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('POST', '/api/knowledge/search-clicks')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/knowledge/search-clicks')[0].body).toEqual({
      searchId: 'search-7',
      documentId: lock._id,
      position: 1,
    });
  });

  it('opens a suggestion in the viewer without recording a click', async () => {
    const user = userEvent.setup();
    fake = serve();
    renderWithProviders(<HelpDrawer onClose={jest.fn()} />, { route: '/pipeline' });
    await user.click(await screen.findByRole('button', { name: 'Extending a rate lock' }));
    expect(await screen.findByRole('dialog', { name: 'Extending a rate lock' })).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/knowledge/search-clicks')).toHaveLength(0);
  });

  it('asks the host for the knowledge base and for Contact Support, closing the drawer', async () => {
    const user = userEvent.setup();
    fake = serve();
    const onClose = jest.fn();
    const requests: unknown[] = [];
    bus.subscribe('host:navigate', (request) => requests.push(request));
    bus.subscribe('host:open-modal', (request) => requests.push(request));
    renderWithProviders(<HelpDrawer onClose={onClose} />, { route: '/pipeline' });
    await user.click(await screen.findByRole('button', { name: 'Browse All Knowledge Base' }));
    await user.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(requests).toEqual([{ to: '/knowledge' }, { modal: 'contact-support' }]);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
