import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { Markdown } from './markdown';

describe('Markdown on a page', () => {
  it('renders headings, lists, tables and strikethrough of stored Markdown', () => {
    renderWithProviders(
      <Markdown>{'## Fixed\n\n- Faster uploads\n\n| Fee | Amount |\n|:---|---:|\n| Appraisal | $500 |\n\n~~Old fee~~'}</Markdown>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Fixed' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Faster uploads');
    expect(screen.getByRole('cell', { name: '$500' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByText('Old fee').tagName).toBe('DEL');
  });

  it('renumbers the headings of the text from the level given, without skipping', () => {
    renderWithProviders(<Markdown topHeadingLevel={3}>{'# Release\n\n### Fixed\n\n# Another'}</Markdown>);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Release', 'Another']);
    expect(screen.getByRole('heading', { level: 4, name: 'Fixed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('never renders a script element, an event handler or raw HTML from the text', () => {
    const { container } = renderWithProviders(
      <Markdown>
        {'Hello <script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\n<b>raw</b> text'}
      </Markdown>,
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|<script/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('removes javascript:, data: and other sites’ schemeless links, leaving their text unclickable', () => {
    const { container } = renderWithProviders(
      <Markdown>
        {'[click me](javascript:alert(1)), [other](JaVaScRiPt:alert(2)), [data](data:text/html,x) and [away](//evil.example.com)'}
      </Markdown>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('click me').tagName).toBe('SPAN');
    expect(container.innerHTML).not.toMatch(/javascript:|data:|evil/i);
  });

  it('opens web links in a new tab without the opener, keeps portal links in the portal, and mail links as they are', async () => {
    const user = userEvent.setup();
    const onFollowLink = jest.fn();
    renderWithProviders(
      <Markdown onFollowLink={onFollowLink}>
        {'[Fannie Mae](https://www.fanniemae.com), [pipeline](/pipeline) and [mail](mailto:help@lender.example.com)'}
      </Markdown>,
    );
    const external = screen.getByRole('link', { name: 'Fannie Mae' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'pipeline' });
    expect(internal).toHaveAttribute('href', '/pipeline');
    expect(internal).not.toHaveAttribute('target');
    await user.click(internal);
    expect(onFollowLink).toHaveBeenCalledTimes(1);
    const mail = screen.getByRole('link', { name: 'mail' });
    expect(mail).toHaveAttribute('href', 'mailto:help@lender.example.com');
    expect(mail).not.toHaveAttribute('target');
  });

  it('shows https and portal images, and nothing for an image the allow-list refused', () => {
    renderWithProviders(
      <Markdown>
        {
          '![Rate chart](https://cdn.example.com/chart.png) ![Logo](/api/public/assets/a1) ![Insecure](http://cdn.example.com/a.png) ![Relative](x.png)'
        }
      </Markdown>,
    );
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Rate chart', 'Logo']);
  });
});

describe('Markdown in an assistant reply', () => {
  it('shows headings as bold lines that add nothing to the page outline', () => {
    renderWithProviders(<Markdown variant="reply">{'## Next steps\n\nCall your AE.'}</Markdown>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Next steps')).toHaveStyle({ fontWeight: '700' });
  });

  it('keeps code blocks, tables and the same safe links as a page', () => {
    const { container } = renderWithProviders(
      <Markdown variant="reply">
        {
          '```ts\nconst rate = 6.5;\n```\n\n| Fee | Amount |\n|---|---|\n| Appraisal | $500 |\n\n[pricing](/quick-pricer) [bad](javascript:alert(1))'
        }
      </Markdown>,
    );
    expect(container.querySelector('pre code')).toHaveTextContent('const rate = 6.5;');
    expect(container.querySelector('pre code')).not.toHaveAttribute('class');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/quick-pricer');
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
  });
});
