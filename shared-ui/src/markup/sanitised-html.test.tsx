import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { SanitisedHtml } from './sanitised-html';

describe('SanitisedHtml', () => {
  it('renders the elements of an article', () => {
    renderWithProviders(<SanitisedHtml html="<h2>Fees</h2><p>Up to <strong>15</strong> days.</p><ul><li>One</li></ul>" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fees' })).toBeInTheDocument();
    expect(screen.getByText('15').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
  });

  it('renumbers headings in order from the level given, without skipping', () => {
    renderWithProviders(<SanitisedHtml html="<h1>A</h1><h3>B</h3><h1>C</h1>" topHeadingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['A', 'C']);
    expect(screen.getByRole('heading', { level: 4, name: 'B' })).toBeInTheDocument();
  });

  it('never renders script, frames, forms, event handlers or styles', () => {
    const { container } = renderWithProviders(
      <SanitisedHtml
        html={
          '<p onclick="window.hacked = true" style="color:red">Hi</p><script>window.hacked = true</script><iframe src="https://evil.example.com"></iframe>' +
          '<form><input name="x"></form><svg><script>1</script></svg><img src="x" onerror="window.hacked = true">'
        }
      />,
    );
    expect(container.querySelector('script, iframe, form, input, svg, img, [onclick], [onerror], [style*="red"]')).toBeNull();
    expect(screen.getByText('Hi')).toBeInTheDocument();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps safe links, follows portal ones through the router, and turns unsafe ones into their text', async () => {
    const user = userEvent.setup();
    const onFollowLink = jest.fn();
    renderWithProviders(
      <SanitisedHtml
        html='<a href="/knowledge">KB</a> <a href="javascript:alert(1)">bad</a> <a href="https://hud.gov" target="_self">HUD</a>'
        onFollowLink={onFollowLink}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'KB' }));
    expect(onFollowLink).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(screen.getByText('bad')).toBeInTheDocument();
    const hud = screen.getByRole('link', { name: 'HUD' });
    expect(hud).toHaveAttribute('href', 'https://hud.gov');
    expect(hud).toHaveAttribute('target', '_blank');
    expect(hud).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows images from the web over https or from the portal, and drops others', () => {
    renderWithProviders(
      <SanitisedHtml html='<img src="https://cdn.example.com/a.png" alt="Chart"><img src="/assets/b.png" alt="Logo"><img src="data:image/png;base64,AAAA" alt="Data">' />,
    );
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      'https://cdn.example.com/a.png',
      '/assets/b.png',
    ]);
  });

  it('keeps table spans only when they are numbers', () => {
    renderWithProviders(<SanitisedHtml html='<table><tbody><tr><td colspan="2" rowspan="x">A</td></tr></tbody></table>' />);
    const cell = screen.getByRole('cell', { name: 'A' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(cell).not.toHaveAttribute('rowspan');
  });
});
