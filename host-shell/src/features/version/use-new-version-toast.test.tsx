import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { installFakeFetch, jsonResponse, renderWithProviders } from 'shared-ui/testing';
import { useNewVersionToast } from './use-new-version-toast';

jest.mock('./bundle-build-id', () => ({ BUNDLE_BUILD_ID: 'build-loaded' }));

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake.uninstall();
  // Mantine keeps its notifications in a module-wide store.
  notifications.clean();
});

function Page() {
  useNewVersionToast();
  return <Notifications />;
}

/** Services report `buildId`; the page runs the bundle of build-loaded. */
function openPage(buildId: string) {
  fake = installFakeFetch(() => jsonResponse({ message: buildId }));
  renderWithProviders(<Page />);
}

describe('the new-version toast', () => {
  it('is shown at the first check when a deploy happened after the page was loaded', async () => {
    openPage('build-deployed');
    expect(await screen.findByText('A new version of the portal is available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh App' })).toBeInTheDocument();
  });

  it('stays away while services run the build the page was loaded from', async () => {
    openPage('build-loaded');
    await waitFor(() => expect(fake.fetchMock).toHaveBeenCalledWith('/api/version', { cache: 'no-store' }));
    expect(screen.queryByText('A new version of the portal is available')).not.toBeInTheDocument();
  });
});
