import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PortalAsset } from 'shared-rules';
import { jsonResponse, problemResponse } from 'shared-ui/testing';
import { renderSignedIn, savedEntry, serveSettings } from '../testing/fake-settings-services';
import BrandingPage from './branding-page';

const asset = (id: string, fileName: string, contentType: PortalAsset['contentType'] = 'image/png'): PortalAsset => ({
  id,
  fileName,
  contentType,
  size: 2048,
  url: `/api/public/assets/${id}`,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  uploadedBy: 'Alex Admin',
});

const lightLogo = asset('a1', 'keystone-light.png');
const darkLogo = asset('a2', 'keystone-dark.svg', 'image/svg+xml');
const guide = asset('a3', 'rate-sheet.pdf', 'application/pdf');

let fake: ReturnType<typeof serveSettings>;
afterEach(() => fake.uninstall());

function serve(onUpload: () => ReturnType<typeof jsonResponse>) {
  fake = serveSettings({
    entries: {
      branding: savedEntry('branding', { brandName: 'Keystone Lending', logo: { lightMode: lightLogo.url, darkMode: null } }),
    },
    other: (request) => {
      if (request.url === '/api/assets' && request.method === 'GET') return jsonResponse([lightLogo, darkLogo, guide]);
      if (request.url === '/api/assets' && request.method === 'POST') return onUpload();
      return undefined;
    },
  });
}

const field = (legend: string) => screen.getByRole('group', { name: legend });
const pngFile = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });
const fileInput = (legend: string) => field(legend).querySelector('input[type="file"]') as HTMLInputElement;

describe('the Branding page', () => {
  it('previews each logo on a light and a dark background', async () => {
    serve(() => jsonResponse(lightLogo, 201));
    renderSignedIn(<BrandingPage />);
    expect(await screen.findByRole('textbox', { name: /Brand name/ })).toHaveValue('Keystone Lending');
    const light = field('Light logo');
    expect(within(light).getByRole('img', { name: 'Light logo on a light background' })).toHaveAttribute('src', lightLogo.url);
    expect(within(light).getByRole('img', { name: 'Light logo on a dark background' })).toHaveAttribute('src', lightLogo.url);
    expect(within(field('Dark logo')).getByText('No logo: the brand name shows on a dark background')).toBeInTheDocument();
    expect(within(field('Dark logo')).getByRole('button', { name: 'Clear dark logo' })).toBeDisabled();
  });

  it('uploads a file as a logo and saves its address', async () => {
    const uploaded = asset('a9', 'new-dark.png');
    serve(() => jsonResponse(uploaded, 201));
    renderSignedIn(<BrandingPage />);
    await screen.findByRole('textbox', { name: /Brand name/ });
    fireEvent.change(fileInput('Dark logo'), { target: { files: [pngFile('new-dark.png')] } });
    expect(await within(field('Dark logo')).findByRole('img', { name: 'Dark logo on a dark background' })).toHaveAttribute(
      'src',
      uploaded.url,
    );
    const body = fake.requests().find((request) => request.method === 'POST')?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('new-dark.png');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('branding')).toHaveLength(1));
    expect(fake.saves('branding')[0]).toEqual({
      value: { brandName: 'Keystone Lending', logo: { lightMode: lightLogo.url, darkMode: uploaded.url } },
      version: 3,
    });
  });

  it('shows the server refusal of an upload and keeps the logo', async () => {
    serve(() => problemResponse(415, 'unsupported-file-type', 'The SVG contains a script, so it was refused.'));
    renderSignedIn(<BrandingPage />);
    await screen.findByRole('textbox', { name: /Brand name/ });
    fireEvent.change(fileInput('Light logo'), { target: { files: [pngFile('logo.png')] } });
    const refusal = await within(field('Light logo')).findByRole('alert');
    expect(refusal).toHaveTextContent('The light logo was not uploaded');
    expect(refusal).toHaveTextContent('The SVG contains a script, so it was refused.');
    expect(within(field('Light logo')).getByRole('img', { name: 'Light logo on a light background' })).toHaveAttribute(
      'src',
      lightLogo.url,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses a file that is no PNG, JPEG or SVG before sending it', async () => {
    serve(() => jsonResponse(lightLogo, 201));
    renderSignedIn(<BrandingPage />);
    await screen.findByRole('textbox', { name: /Brand name/ });
    fireEvent.change(fileInput('Light logo'), { target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await within(field('Light logo')).findByRole('alert')).toHaveTextContent('logo.gif is not a PNG, JPEG or SVG image.');
    expect(fake.requests().some((request) => request.method === 'POST')).toBe(false);
  });

  it('picks an uploaded image, clears a logo, and requires the brand name', async () => {
    serve(() => jsonResponse(lightLogo, 201));
    renderSignedIn(<BrandingPage />);
    const select = await screen.findByRole('combobox', { name: 'Uploaded image for the dark logo' });
    fireEvent.click(select);
    // Only images can be logos: the PDF is not offered.
    await screen.findAllByRole('option', { name: 'keystone-dark.svg', hidden: true });
    expect(screen.queryByRole('option', { name: 'rate-sheet.pdf', hidden: true })).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('option', { name: 'keystone-dark.svg', hidden: true }).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Clear light logo' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Brand name/ }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the brand name')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Brand name/ }), { target: { value: 'Keystone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('branding')).toHaveLength(1));
    expect(fake.saves('branding')[0].value).toEqual({ brandName: 'Keystone', logo: { lightMode: null, darkMode: darkLogo.url } });
  });
});
