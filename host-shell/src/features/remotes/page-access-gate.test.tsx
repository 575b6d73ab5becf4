import { screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { ADMINISTRATORS_PAGE, ANY_SIGNED_IN_USER, BROKER_PAGES } from 'shared-ui';
import { PERSONA, type Profile } from 'shared-rules';
import { HttpResponse } from 'msw';
import { api, externalProfile, internalProfile, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../testing/server';
import { NOT_AUTHORISED, PageAccessGate } from './page-access-gate';

/** A page whose code is fetched only when rendered, as a remote's lazy page is. */
function lazyPage() {
  const load = jest.fn(async () => ({ default: () => <h1>Users</h1> }));
  return { load, Page: lazy(load) };
}

function render(profile: Profile, access = ADMINISTRATORS_PAGE) {
  server.use(api.get<Profile>('/profile', () => HttpResponse.json(profile)));
  const { load, Page } = lazyPage();
  renderWithProviders(
    <PageAccessGate access={access}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </PageAccessGate>,
    { store: signedInStore() },
  );
  return load;
}

describe('the page access the host checks', () => {
  it('opens an administrators’ page for an administrator', async () => {
    const load = render(internalProfile({ personas: [{ entityId: PERSONA.administrator }] }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells anyone else it is not for them, without fetching the page’s code', async () => {
    const load = render(externalProfile());
    expect(await screen.findByText(NOT_AUTHORISED)).toBeInTheDocument();
    expect(screen.getByText('This page is for administrators. Ask an administrator if you need access.')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens a page for any signed-in user at once', async () => {
    const load = render(externalProfile(), ANY_SIGNED_IN_USER);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens the broker pages for account executives and administrators, not for other staff', async () => {
    const executive = render(internalProfile({ personas: [{ entityId: PERSONA.accountExecutive }] }), BROKER_PAGES);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(executive).toHaveBeenCalledTimes(1);
  });

  it('refuses the broker pages to an internal user holding neither persona, as the services refuse their calls', async () => {
    const load = render(internalProfile({ personas: [] }), BROKER_PAGES);
    expect(
      await screen.findByText('This page is for account executives and administrators. Ask an administrator if you need access.'),
    ).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
