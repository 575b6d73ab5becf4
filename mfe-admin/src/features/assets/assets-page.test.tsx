import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ApiProblem, PortalAsset } from 'shared-rules';
import { createBus, makeStore, setBus, signedIn } from 'shared-ui';
import { api, noContent, problem, recordRequests, renderWithProviders } from 'shared-ui/testing';
import { paths } from '../../api/paths';
import { server } from '../../testing/server';
import AssetsPage from './assets-page';

const logo: PortalAsset = {
  id: 'asset-1',
  fileName: 'logo-light.png',
  contentType: 'image/png',
  size: 20_480,
  url: '/api/public/assets/asset-1',
  uploadedAt: '2026-11-20T15:30:00.000Z',
  uploadedBy: 'Alex Admin',
};
const guide: PortalAsset = {
  ...logo,
  id: 'asset-2',
  fileName: 'rate-guide.pdf',
  contentType: 'application/pdf',
  url: '/api/public/assets/asset-2',
};

let toasts: Array<{ kind: string; title: string; message: string }>;

function serve(upload: () => HttpResponse<PortalAsset | ApiProblem>) {
  server.use(
    api.get<PortalAsset[]>(paths.assets, () => HttpResponse.json([logo, guide])),
    api.post<PortalAsset>(paths.assets, upload),
    api.delete(`${paths.assets}/asset-2`, () => noContent()),
  );
}

function renderPage() {
  const bus = createBus();
  setBus(bus);
  toasts = [];
  bus.subscribe('host:toast', (toast) => toasts.push(toast));
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<AssetsPage />, { store, route: '/admin/assets' });
}

async function choose(user: UserEvent, file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
}

const requests = recordRequests(server);
const sent = (method: string) => requests(method);

describe('the assets page', () => {
  it('lists assets with a preview of images, their size and URL', async () => {
    serve(() => HttpResponse.json(logo, { status: 201 }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Assets' });
    const row = within(table).getByRole('row', { name: /logo-light\.png/ });
    expect(within(row).getByRole('img', { name: 'Preview of logo-light.png' })).toHaveAttribute('src', '/api/public/assets/asset-1');
    expect(row).toHaveTextContent('PNG image');
    expect(row).toHaveTextContent('0.02 MB');
    expect(row).toHaveTextContent('/api/public/assets/asset-1');
    expect(within(row).getByRole('button', { name: 'Copy the URL of logo-light.png' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /rate-guide\.pdf/ })).toHaveTextContent('No preview');
  });

  it('uploads the chosen file as the "file" part', async () => {
    const user = userEvent.setup();
    serve(() => HttpResponse.json(logo, { status: 201 }));
    renderPage();
    await screen.findByRole('table', { name: 'Assets' });
    await choose(user, new File(['png'], 'logo-light.png', { type: 'image/png' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const body = sent('POST')[0]?.body as FormData;
    expect((body.get('file') as File).name).toBe('logo-light.png');
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Asset uploaded' })));
  });

  it("shows the server's reason when a file is refused", async () => {
    // A user who switches the file dialog to "All files" can pick a type the input does not accept.
    const user = userEvent.setup({ applyAccept: false });
    serve(() => problem(415, 'unsupported-file-type', 'Only PNG, JPEG, SVG, GIF, WebP images and PDF files can be uploaded.'));
    renderPage();
    await screen.findByRole('table', { name: 'Assets' });
    await choose(user, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('notes.txt was not uploaded');
    expect(alert).toHaveTextContent('Only PNG, JPEG, SVG, GIF, WebP images and PDF files can be uploaded.');
  });

  it('deletes an asset after asking', async () => {
    const user = userEvent.setup();
    serve(() => HttpResponse.json(logo, { status: 201 }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete rate-guide.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete rate-guide.pdf?' });
    expect(dialog).toHaveTextContent('will show a broken image');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Asset deleted' })));
  });
});
