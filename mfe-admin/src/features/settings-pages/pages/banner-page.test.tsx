import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTING_DEFINITIONS, type Banner } from 'shared-rules';
import { renderSignedIn, savedEntry, serveSettings } from '../testing/fake-settings-services';
import BannerPage from './banner-page';
import { enterText } from 'shared-ui/testing';

let fake: ReturnType<typeof serveSettings>;

const start = new Date(2026, 11, 24, 9, 0).toISOString();
const end = new Date(2026, 11, 26, 17, 0).toISOString();
const saved: Banner = {
  message: 'Closed for the holidays',
  startDate: start,
  endDate: end,
  backgroundColor: '#1c7ed6',
  textColor: '#ffffff',
};

function serve(banner: Banner, bannerFlag = true) {
  fake = serveSettings({
    entries: {
      banner: savedEntry('banner', banner),
      'feature-flags': savedEntry('feature-flags', { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, banner: bannerFlag }),
    },
  });
}

describe('the Banner page', () => {
  it('previews the saved banner and counts the characters of the message', async () => {
    const user = userEvent.setup();
    serve(saved);
    renderSignedIn(<BannerPage />);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    expect(message).toHaveValue('Closed for the holidays');
    expect(screen.getByText('23 of 500 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveTextContent('12/24/2026 9:00 AM');
    expect(screen.getByText('Shows from 12/24/2026 9:00 AM until 12/26/2026 5:00 PM.')).toBeInTheDocument();
    const preview = screen.getByTestId('banner-preview');
    expect(preview).toHaveTextContent('Closed for the holidays');
    expect(preview).toHaveStyle({ backgroundColor: '#1c7ed6', color: '#ffffff' });

    await enterText(user, message, 'Closed on Friday');
    expect(screen.getByText('16 of 500 characters')).toBeInTheDocument();
    expect(preview).toHaveTextContent('Closed on Friday');
  });

  it('warns when the text is hard to read on its background', async () => {
    const user = userEvent.setup();
    serve({ ...saved, backgroundColor: '#1864ab' });
    renderSignedIn(<BannerPage />);
    const text = await screen.findByRole('textbox', { name: /Text colour/ });
    expect(screen.queryByText('The text is hard to read')).not.toBeInTheDocument();
    await enterText(user, text, '#74c0fc');
    expect(await screen.findByText('The text is hard to read')).toBeInTheDocument();
    expect(screen.getByText(/contrast of \d\.\d:1 against the background/)).toBeInTheDocument();
    await enterText(user, screen.getByRole('textbox', { name: /Text colour/ }), '#ffffff');
    await waitFor(() => expect(screen.queryByText('The text is hard to read')).not.toBeInTheDocument());
  });

  it('refuses an end before the start, and a colour that is not hex', async () => {
    const user = userEvent.setup();
    serve({ ...saved, endDate: new Date(2026, 11, 23).toISOString() });
    renderSignedIn(<BannerPage />);
    await enterText(user, await screen.findByRole('textbox', { name: /Background colour/ }), 'blue');
    // Enter submits from the field: leaving it would put the last valid colour back.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
    expect(screen.getByText('Enter a colour as # and six hexadecimal digits, such as #1864ab')).toBeInTheDocument();
    expect(fake.saves('banner')).toHaveLength(0);
  });

  it('saves the edited banner with its dates as instants', async () => {
    const user = userEvent.setup();
    serve(saved);
    renderSignedIn(<BannerPage />);
    await enterText(user, await screen.findByRole('textbox', { name: 'Message' }), '  Closed on Friday ');
    await enterText(user, screen.getByRole('textbox', { name: /Background colour/ }), '#212529');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('banner')).toHaveLength(1));
    expect(fake.saves('banner')[0]).toEqual({ value: { ...saved, message: 'Closed on Friday', backgroundColor: '#212529' }, version: 3 });
  });

  it('says the banner shows only while its feature flag is on, and links to it', async () => {
    serve(saved, false);
    renderSignedIn(<BannerPage />);
    expect(await screen.findByText('The Banner feature is off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'General Settings' })).toHaveAttribute('href', '/admin/settings/general-settings');
  });
});
