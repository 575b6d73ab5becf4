import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { HttpResponse } from 'msw';
import type { Changelog, ChangelogPeriods } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import { api, recordRequests, renderWithProviders } from 'shared-ui/testing';
import { server } from '../../testing/server';
import ChangelogsPage from './changelogs-page';
import ChangelogsSidebar from './changelogs-sidebar';
import { changelog } from './changelogs-test-data';

const PERIODS: ChangelogPeriods = [
  { year: 2025, months: [11] },
  { year: 2026, months: [2, 3] },
];
const MARCH = changelog({ id: 'm', title: 'Faster MISMO imports', startDate: '2026-03-02', unread: false });
const FEBRUARY = changelog({ id: 'f', title: 'Condition uploads', startDate: '2026-02-10', unread: false });

const sent = recordRequests(server);

function renderAt(route: string) {
  server.use(
    api.get<ChangelogPeriods>('/changelogs/periods', () => HttpResponse.json(PERIODS)),
    api.get<Changelog[]>('/changelogs', ({ request }) => {
      const month = new URL(request.url).searchParams.get('month');
      if (month === '3') return HttpResponse.json([MARCH]);
      if (month === '1') return HttpResponse.json([]);
      return HttpResponse.json([FEBRUARY, MARCH]);
    }),
  );
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 't', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  renderWithProviders(
    <Routes>
      <Route
        path="/resources/changelogs"
        element={
          <>
            <ChangelogsSidebar pathname="/resources/changelogs" />
            <ChangelogsPage />
          </>
        }
      />
    </Routes>,
    { store, route },
  );
}

describe('Release notes page and side menu', () => {
  it('lists years newest first, then their months, linking to ?year=&month=', async () => {
    renderAt('/resources/changelogs');
    const menu = screen.getByRole('navigation', { name: 'Release notes by date' });
    const years = await within(menu).findAllByRole('link', { name: /^\d{4}$/ });
    expect(years.map((link) => link.textContent)).toEqual(['2026', '2025']);
    expect(within(menu).getByRole('link', { name: 'March' })).toHaveAttribute('href', '/resources/changelogs?year=2026&month=3');
    expect(within(menu).getByRole('link', { name: 'February' })).toHaveAttribute('href', '/resources/changelogs?year=2026&month=2');
  });

  it("opens a year's notes and shows its months when the year is chosen", async () => {
    const user = userEvent.setup();
    renderAt('/resources/changelogs');
    const menu = screen.getByRole('navigation', { name: 'Release notes by date' });
    expect(within(menu).queryByRole('link', { name: 'November' })).not.toBeInTheDocument();
    await user.click(await within(menu).findByRole('link', { name: '2025' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Release Notes: 2025' })).toBeInTheDocument();
    const months = within(menu).getByRole('group', { name: 'Months of 2025' });
    expect(within(months).getByRole('link', { name: 'November' })).toHaveAttribute('href', '/resources/changelogs?year=2025&month=11');
    expect(within(menu).queryByRole('link', { name: 'March' })).not.toBeInTheDocument();
  });

  it('shows every published note, newest first, without a period', async () => {
    renderAt('/resources/changelogs');
    expect(screen.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Faster MISMO imports' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Faster MISMO imports',
      'Condition uploads',
    ]);
  });

  it("shows the chosen month's notes and marks it in the menu", async () => {
    renderAt('/resources/changelogs?year=2026&month=3');
    expect(screen.getByRole('heading', { level: 1, name: 'Release Notes: March 2026' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Faster MISMO imports' });
    expect(screen.queryByRole('heading', { name: 'Condition uploads' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'March' })).toHaveAttribute('data-active', 'true');
    await waitFor(() => expect(sent('GET').some((request) => request.path === '/api/changelogs?year=2026&month=3')).toBe(true));
  });

  it('says so when a month has no notes', async () => {
    renderAt('/resources/changelogs?year=2026&month=1');
    expect(await screen.findByRole('heading', { name: 'No release notes for January 2026' })).toBeInTheDocument();
  });
});
