import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { SafeMarkdown } from './safe-markdown';

describe('SafeMarkdown', () => {
  it('renders headings, lists and tables of stored Markdown', () => {
    renderWithProviders(<SafeMarkdown>{'## Fixed\n\n- Faster uploads\n\n| Fee | Amount |\n|---|---|\n| Appraisal | $500 |'}</SafeMarkdown>);
    expect(screen.getByRole('heading', { level: 2, name: 'Fixed' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Faster uploads');
    expect(screen.getByRole('cell', { name: '$500' })).toBeInTheDocument();
  });

  it('renumbers the headings of the text from the level given, without skipping', () => {
    renderWithProviders(<SafeMarkdown topHeadingLevel={3}>{'# Release\n\n### Fixed\n\n# Another'}</SafeMarkdown>);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Release', 'Another']);
    expect(screen.getByRole('heading', { level: 4, name: 'Fixed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('never renders a script element or an event handler from the text', () => {
    const { container } = renderWithProviders(
      <SafeMarkdown>
        {'Hello <script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\n![pic](x.png)'}
      </SafeMarkdown>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|<script/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('removes javascript: links, leaving their text unclickable', () => {
    const { container } = renderWithProviders(
      <SafeMarkdown>{'[click me](javascript:alert(1)) and [other](JaVaScRiPt:alert(2))'}</SafeMarkdown>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('click me')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
  });

  it('opens external links in a new tab without giving it the opener, and keeps portal links in the portal', () => {
    renderWithProviders(<SafeMarkdown>{'[Fannie Mae](https://www.fanniemae.com) and [pipeline](/pipeline)'}</SafeMarkdown>);
    const external = screen.getByRole('link', { name: 'Fannie Mae' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const internal = screen.getByRole('link', { name: 'pipeline' });
    expect(internal).toHaveAttribute('href', '/pipeline');
    expect(internal).not.toHaveAttribute('target');
  });
});
