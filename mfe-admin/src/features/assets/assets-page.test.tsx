import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERSONA, type PortalAsset } from 'shared-rules';
import { createBus, makeStore, setBus, signedIn } from 'shared-ui';
import { FakeResponse, installFakeFetch, internalProfile, jsonResponse, problemResponse, renderWithProviders } from 'shared-ui/testing';
import AssetsPage from './assets-page';

const administrator = internalProfile({ id: 'admin-1', email: 'admin@lender.test', personas: [{ entityId: PERSONA.administrator }] });

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

let fake: ReturnType<typeof installFakeFetch>;
let toasts: Array<{ kind: string; title: string; message: string }>;

function serve(upload: () => FakeResponse) {
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(administrator);
    if (request.url === '/api/assets' && request.method === 'GET') return jsonResponse([logo, guide]);
    if (request.url === '/api/assets' && request.method === 'POST') return upload();
    if (request.url === '/api/assets/asset-2' && request.method === 'DELETE') return new FakeResponse(null, { status: 204 });
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
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

function choose(file: File) {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const sent = (method: string) => fake.requests().filter((request) => request.method === method);

afterEach(() => fake.uninstall());

describe('the assets page', () => {
  it('lists assets with a preview of images, their size and URL', async () => {
    serve(() => jsonResponse(logo, 201));
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
    serve(() => jsonResponse(logo, 201));
    renderPage();
    await screen.findByRole('table', { name: 'Assets' });
    choose(new File(['png'], 'logo-light.png', { type: 'image/png' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const body = sent('POST')[0]?.body as FormData;
    expect((body.get('file') as File).name).toBe('logo-light.png');
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Asset uploaded' })));
  });

  it("shows the server's reason when a file is refused", async () => {
    serve(() => problemResponse(415, 'unsupported-file-type', 'Only PNG, JPEG, SVG, GIF, WebP images and PDF files can be uploaded.'));
    renderPage();
    await screen.findByRole('table', { name: 'Assets' });
    choose(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('notes.txt was not uploaded');
    expect(alert).toHaveTextContent('Only PNG, JPEG, SVG, GIF, WebP images and PDF files can be uploaded.');
  });

  it('deletes an asset after asking', async () => {
    serve(() => jsonResponse(logo, 201));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete rate-guide.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete rate-guide.pdf?' });
    expect(dialog).toHaveTextContent('will show a broken image');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Asset deleted' })));
  });
});
