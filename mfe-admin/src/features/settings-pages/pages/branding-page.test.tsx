import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ApiProblem, PortalAsset } from 'shared-rules';
import { api, enterText, problem, recordRequests } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { server } from '../../../testing/server';
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

const sent = recordRequests(server);
let fake: ReturnType<typeof serveSettings>;

function serve(onUpload: () => HttpResponse<PortalAsset | ApiProblem>) {
  fake = serveSettings({
    entries: {
      branding: savedEntry('branding', { brandName: 'Keystone Lending', logo: { lightMode: lightLogo.url, darkMode: null } }),
    },
  });
  server.use(
    api.get<PortalAsset[]>(paths.assets, () => HttpResponse.json([lightLogo, darkLogo, guide])),
    api.post<PortalAsset>(paths.assets, onUpload),
  );
}

const field = (legend: string) => screen.getByRole('group', { name: legend });
const pngFile = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });
const fileInput = (legend: string) => field(legend).querySelector('input[type="file"]') as HTMLInputElement;

describe('the Branding page', () => {
  it('previews each logo on a light and a dark background', async () => {
    serve(() => HttpResponse.json(lightLogo, { status: 201 }));
    renderSignedIn(<BrandingPage />);
    expect(await screen.findByRole('textbox', { name: /Brand name/ })).toHaveValue('Keystone Lending');
    const light = field('Light logo');
    expect(within(light).getByRole('img', { name: 'Light logo on a light background' })).toHaveAttribute('src', lightLogo.url);
    expect(within(light).getByRole('img', { name: 'Light logo on a dark background' })).toHaveAttribute('src', lightLogo.url);
    expect(within(field('Dark logo')).getByText('No logo: the brand name shows on a dark background')).toBeInTheDocument();
    expect(within(field('Dark logo')).getByRole('button', { name: 'Clear dark logo' })).toBeDisabled();
  });

  it('uploads a file as a logo and saves its address', async () => {
    const user = userEvent.setup();
    const uploaded = asset('a9', 'new-dark.png');
    serve(() => HttpResponse.json(uploaded, { status: 201 }));
    renderSignedIn(<BrandingPage />);
    await screen.findByRole('textbox', { name: /Brand name/ });
    await user.upload(fileInput('Dark logo'), pngFile('new-dark.png'));
    expect(await within(field('Dark logo')).findByRole('img', { name: 'Dark logo on a dark background' })).toHaveAttribute(
      'src',
      uploaded.url,
    );
    const body = sent('POST')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('new-dark.png');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('branding')).toHaveLength(1));
    expect(fake.saves('branding')[0]).toEqual({
      value: { brandName: 'Keystone Lending', logo: { lightMode: lightLogo.url, darkMode: uploaded.url } },
      version: 3,
    });
  });

  it('shows the server refusal of an upload and keeps the logo', async () => {
    const user = userEvent.setup();
    serve(() => problem(415, 'unsupported-file-type', 'The SVG contains a script, so it was refused.'));
    renderSignedIn(<BrandingPage />);
    await screen.findByRole('textbox', { name: /Brand name/ });
    await user.upload(fileInput('Light logo'), pngFile('logo.png'));
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
    // A user who switches the file dialog to "All files" can pick a type the input does not accept.
    const user = userEvent.setup({ applyAccept: false });
    serve(() => HttpResponse.json(lightLogo, { status: 201 }));
    renderSignedIn(<BrandingPage />);
    await screen.findByRole('textbox', { name: /Brand name/ });
    await user.upload(fileInput('Light logo'), new File(['x'], 'logo.gif', { type: 'image/gif' }));
    expect(await within(field('Light logo')).findByRole('alert')).toHaveTextContent('logo.gif is not a PNG, JPEG or SVG image.');
    expect(sent('POST')).toHaveLength(0);
  });

  it('picks an uploaded image, clears a logo, and requires the brand name', async () => {
    const user = userEvent.setup();
    serve(() => HttpResponse.json(lightLogo, { status: 201 }));
    renderSignedIn(<BrandingPage />);
    const select = await screen.findByRole('combobox', { name: 'Uploaded image for the dark logo' });
    await user.click(select);
    // Only images can be logos: the PDF is not offered.
    await screen.findAllByRole('option', { name: 'keystone-dark.svg', hidden: true });
    expect(screen.queryByRole('option', { name: 'rate-sheet.pdf', hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('option', { name: 'keystone-dark.svg', hidden: true }).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Clear light logo' }));
    await enterText(user, screen.getByRole('textbox', { name: /Brand name/ }), ' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the brand name')).toBeInTheDocument();
    await enterText(user, screen.getByRole('textbox', { name: /Brand name/ }), 'Keystone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('branding')).toHaveLength(1));
    expect(fake.saves('branding')[0].value).toEqual({ brandName: 'Keystone', logo: { lightMode: null, darkMode: darkLogo.url } });
  });
});
