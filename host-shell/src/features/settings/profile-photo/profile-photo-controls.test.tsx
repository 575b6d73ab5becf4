import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ApiProblem,
  IMPERSONATION_TEXTS,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TEXTS,
  type Organization,
  type Profile,
} from 'shared-rules';
import { HttpResponse } from 'msw';
import {
  api,
  collectToasts,
  externalProfile,
  noContent,
  problem,
  recordRequests,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { ProfileMenu } from '../../navbar/profile-menu';
import { ProfilePage } from '../profile-page';

const PHOTO_URL = '/api/profile-photos/new-photo-id-0123456789ab';

const recorded = recordRequests(server);
const shown = collectToasts();

/** Services holding one profile; `upload` answers the photo upload (by default: stored, the profile shows it). */
function serve(start: Partial<Profile> = {}, upload?: () => HttpResponse<ApiProblem>) {
  let profile: Profile = externalProfile(start);
  server.use(
    api.get<Profile>('/profile', () => HttpResponse.json(profile)),
    api.get<Organization[]>('/external-orgs', () => HttpResponse.json([])),
    api.put<Profile>('/account/profile-photo', () => {
      if (upload) return upload();
      profile = { ...profile, profilePhoto: { url: PHOTO_URL } };
      return HttpResponse.json(profile);
    }),
    api.delete('/account/profile-photo', () => {
      profile = { ...profile, profilePhoto: null };
      return noContent();
    }),
  );
}

/** The profile page with the navbar's profile menu beside it, as the portal shows them. */
async function renderPage() {
  renderWithProviders(
    <>
      <ProfileMenu />
      <ProfilePage />
    </>,
    { store: signedInStore(), route: '/settings/profile' },
  );
  await screen.findByRole('button', { name: 'Upload photo' });
}

async function choose(user: ReturnType<typeof userEvent.setup>, file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, [file]);
}

const sent = (method: string) => recorded(method, '/api/account/profile-photo');
const navbarAvatar = () => screen.getByRole('button', { name: 'Profile menu' }).querySelector('img');

describe('the profile photo', () => {
  it('uploads the chosen image as the "file" part, and the page and the navbar show it at once', async () => {
    const user = userEvent.setup();
    serve();
    await renderPage();
    expect(screen.getByText(PROFILE_PHOTO_TEXTS.accepted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');

    await choose(user, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(shown.toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Photo updated' })));
    expect(sent('PUT')).toHaveLength(1);
    expect((sent('PUT')[0].body as FormData).get('file')).toEqual(expect.objectContaining({ name: 'me.png' }));
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', PHOTO_URL);
    await waitFor(() => expect(navbarAvatar()).toHaveAttribute('src', PHOTO_URL));
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('refuses a photo over 2 MB before sending it, in the words the services use', async () => {
    const user = userEvent.setup();
    serve();
    await renderPage();
    await choose(user, new File([new Uint8Array(PROFILE_PHOTO_MAX_BYTES + 1)], 'poster.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('poster.png was not uploaded');
    expect(alert).toHaveTextContent(PROFILE_PHOTO_TEXTS.tooLarge);
    expect(sent('PUT')).toHaveLength(0);
  });

  it("shows the services' refusal of a file that is not an image, and keeps the initials", async () => {
    const user = userEvent.setup();
    serve({}, () => problem(415, 'unsupported-file-type', PROFILE_PHOTO_TEXTS.unsupportedType));
    await renderPage();
    await choose(user, new File(['not an image'], 'notes.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PROFILE_PHOTO_TEXTS.unsupportedType);
    expect(shown.toasts).toEqual([]);
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('removes the photo only once confirmed; the initials come back', async () => {
    const user = userEvent.setup();
    serve({ profilePhoto: { url: PHOTO_URL } });
    await renderPage();
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', PHOTO_URL);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your profile photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(shown.toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Photo removed' })));
    expect(sent('DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Your profile photo' })).not.toBeInTheDocument());
    expect(navbarAvatar()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('cannot be changed while an administrator acts as the user', async () => {
    serve({ profilePhoto: { url: PHOTO_URL }, impersonator: { id: 'admin-1', name: 'Alex Morgan' } });
    await renderPage();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
    expect(screen.getByText(IMPERSONATION_TEXTS.notWhileImpersonating)).toBeInTheDocument();
  });
});
