import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { VersionInfo } from 'shared-rules';
import { api, renderWithProviders } from 'shared-ui/testing';
import { server } from '../../testing/server';
import { useNewVersionToast } from './use-new-version-toast';

jest.mock('./bundle-build-id', () => ({ BUNDLE_BUILD_ID: 'build-loaded' }));

afterEach(() => {
  // Mantine keeps its notifications in a module-wide store.
  notifications.clean();
});

function Page() {
  useNewVersionToast();
  return <Notifications />;
}

/**
 * Services report `buildId`; the page runs the bundle of build-loaded. Returns the cache mode of
 * each version check, as the browser was told to use it.
 */
function openPage(buildId: string): RequestCache[] {
  const cacheModes: RequestCache[] = [];
  server.use(
    api.get<VersionInfo>('/version', ({ request }) => {
      cacheModes.push(request.cache);
      return HttpResponse.json({ message: buildId });
    }),
  );
  renderWithProviders(<Page />);
  return cacheModes;
}

describe('the new-version toast', () => {
  it('is shown at the first check when a deploy happened after the page was loaded', async () => {
    openPage('build-deployed');
    expect(await screen.findByText('A new version of the portal is available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh App' })).toBeInTheDocument();
  });

  it('stays away while services run the build the page was loaded from', async () => {
    const cacheModes = openPage('build-loaded');
    // A cached answer would hide a deploy: every check goes to services.
    await waitFor(() => expect(cacheModes).toEqual(['no-store']));
    expect(screen.queryByText('A new version of the portal is available')).not.toBeInTheDocument();
  });
});
