import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { type HelpLink, SETTING_DEFINITIONS } from 'shared-rules';
import { createBus, type PortalBus, setBus } from 'shared-ui';
import { fill, renderWithProviders } from 'shared-ui/testing';
import HelpDrawer from '../../../slots/help-drawer';
import { serveKnowledge } from '../../../testing/knowledge-test-data';
import { localCalendarDay } from '../state/help-links';

jest.mock('react-pdf', () => jest.requireActual('../../../testing/react-pdf-fake'));

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => localCalendarDay(new Date(Date.now() + days * DAY_MS));

const link = (overrides: Partial<HelpLink> & Pick<HelpLink, 'id' | 'title'>): HelpLink => ({
  tags: [],
  disabled: false,
  eventDate: null,
  link: `https://lender.test/${overrides.id}`,
  type: 'other',
  thumb: '',
  description: '',
  ...overrides,
});

const LINKS = [
  link({ id: 'toolkit', title: 'Home loan toolkit', type: 'pdf', link: 'https://files.test/toolkit', tags: ['disclosures'] }),
  link({ id: 'estimate', title: 'Reading a Loan Estimate', type: 'video', link: 'https://www.youtube.com/watch?v=9Nu4Fd-5NLU' }),
  link({ id: 'walkthrough', title: 'Condition upload walkthrough', link: '/media/conditions.mp4' }),
  link({ id: 'approval', title: 'Broker approval form', type: 'form' }),
  link({ id: 'webinar', title: 'Non-QM webinar', type: 'event', eventDate: dayFromToday(14) }),
  link({ id: 'past-webinar', title: 'Lock policy webinar', type: 'event', eventDate: dayFromToday(-1) }),
  link({ id: 'retired', title: 'Retired rate sheet', disabled: true }),
  link({ id: 'policies', title: 'Lending policies' }),
];

const entry = (key: string, value: unknown) => ({ key, value, version: 1, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'Alex Admin' });

let bus: PortalBus;
beforeEach(() => {
  bus = createBus();
  setBus(bus);
  serveKnowledge((call) => {
    if (call.path === '/api/settings/feature-flags') {
      return HttpResponse.json(entry('feature-flags', { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, knowledgeBase: false }));
    }
    if (call.path === '/api/settings/help-center') {
      return HttpResponse.json(entry('help-center', { ...SETTING_DEFINITIONS['help-center'].defaultValue, links: LINKS }));
    }
    return undefined;
  });
});

const listedTitles = async () => {
  const list = await screen.findByRole('list', { name: 'Help links' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
};

describe('the legacy help center (knowledge base off)', () => {
  it('lists the configured links with an icon by kind, hiding disabled links and past events', async () => {
    renderWithProviders(<HelpDrawer onClose={jest.fn()} />, { route: '/pipeline' });
    expect(await screen.findByRole('link', { name: /Broker approval form/ })).toBeInTheDocument();
    expect(await listedTitles()).toEqual([
      'Home loan toolkit',
      'Reading a Loan Estimate',
      'Condition upload walkthrough',
      'Broker approval form',
      'Non-QM webinar',
      'Lending policies',
    ]);
    const icons = screen.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    expect(icons).toEqual(['PDF', 'Video', 'Video', 'Form', 'Event', 'Opens in a new window']);
    expect(screen.queryByRole('button', { name: 'Browse All Knowledge Base' })).not.toBeInTheDocument();
  });

  it('opens forms, events and other pages in a new window', async () => {
    renderWithProviders(<HelpDrawer onClose={jest.fn()} />, { route: '/pipeline' });
    const form = await screen.findByRole('link', { name: /Broker approval form/ });
    expect(form).toHaveAttribute('href', 'https://lender.test/approval');
    expect(form).toHaveAttribute('target', '_blank');
    expect(form).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a PDF in the 800px viewer and a video in the video modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpDrawer onClose={jest.fn()} />, { route: '/pipeline' });
    await user.click(await screen.findByRole('button', { name: /Home loan toolkit/ }));
    const pdfViewer = await screen.findByRole('dialog', { name: 'Home loan toolkit' });
    expect(await within(pdfViewer).findByText('Drawn page 1')).toBeInTheDocument();
    expect(within(pdfViewer).getByTestId('pdf-document')).toHaveAttribute('data-file', 'https://files.test/toolkit');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: /Reading a Loan Estimate/ }));
    const video = await screen.findByRole('dialog', { name: 'Reading a Loan Estimate' });
    expect(within(video).getByTitle('Reading a Loan Estimate')).toHaveAttribute('src', 'https://www.youtube.com/embed/9Nu4Fd-5NLU');
  });

  it('searches the links as the user types and says "No results found." when none matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpDrawer onClose={jest.fn()} />, { route: '/pipeline' });
    const search = await screen.findByRole('textbox', { name: 'Search help' });
    await fill(user, search, 'disclosures');
    expect(await listedTitles()).toEqual(['Home loan toolkit']);
    await fill(user, search, 'lock policy');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await listedTitles()).toHaveLength(6);
  });

  it('asks the host for Contact Support', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const requests: unknown[] = [];
    bus.subscribe('host:open-modal', (request) => requests.push(request));
    renderWithProviders(<HelpDrawer onClose={onClose} />, { route: '/pipeline' });
    await user.click(await screen.findByRole('button', { name: 'Contact Support' }));
    expect(requests).toEqual([{ modal: 'contact-support' }]);
    expect(onClose).toHaveBeenCalled();
  });
});
