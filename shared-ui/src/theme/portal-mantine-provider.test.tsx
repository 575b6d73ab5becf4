import { Box, FileInput, Notification, Pagination, useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { PortalMantineProvider } from './portal-mantine-provider';

/** Shows the theme a component reads: its primary colour, the Popover's hideDetached default and the font. */
function ThemeProbe() {
  const theme = useMantineTheme();
  return <p>{`${theme.primaryColor} · ${String(theme.components.Popover?.defaultProps?.hideDetached)} · ${theme.fontFamily}`}</p>;
}

describe('PortalMantineProvider', () => {
  it("names a toast's close button and shows its message in the accessible dimmed colour", () => {
    render(
      <PortalMantineProvider>
        <Notification title="Loan created">Loan 100000001 was created.</Notification>
      </PortalMantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    expect(screen.getByText('Loan 100000001 was created.')).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
  });

  it("names a file input's clear button", () => {
    const chosen = new File(['%PDF-1.7'], 'guide.pdf', { type: 'application/pdf' });
    render(
      <PortalMantineProvider>
        <FileInput label="PDF file" clearable value={chosen} onChange={() => {}} />
      </PortalMantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Remove the chosen file' })).toBeInTheDocument();
  });

  it("names a pager's arrows", () => {
    render(
      <PortalMantineProvider>
        <Pagination total={5} value={2} onChange={() => {}} withEdges />
      </PortalMantineProvider>,
    );
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it("lays an override over the portal's theme and keeps the rest of it", () => {
    render(
      <PortalMantineProvider themeOverride={{ components: { Popover: { defaultProps: { hideDetached: false } } } }}>
        <ThemeProbe />
      </PortalMantineProvider>,
    );
    expect(screen.getByText(/^brand · false · -apple-system/)).toBeInTheDocument();
  });

  describe('with the page policy', () => {
    afterEach(() => document.head.querySelector('meta[property="csp-nonce"]')?.remove());

    it("gives Mantine's <style> elements the nonce of the page's answer", () => {
      const meta = document.createElement('meta');
      meta.setAttribute('property', 'csp-nonce');
      meta.nonce = 'cGFnZS1ub25jZQ==';
      document.head.append(meta);
      const { container } = render(
        <PortalMantineProvider>
          <Box w={{ base: 100, sm: 200 }}>Responsive</Box>
        </PortalMantineProvider>,
      );
      const styles = [...document.querySelectorAll<HTMLStyleElement>('style[data-mantine-styles]')];
      expect(styles.map((style) => style.dataset.mantineStyles)).toEqual(expect.arrayContaining(['true', 'inline']));
      for (const style of styles) expect(style.nonce).toBe('cGFnZS1ub25jZQ==');
      expect(container).toHaveTextContent('Responsive');
    });

    it('writes no nonce where the page has none (a dev server or a harness)', () => {
      render(
        <PortalMantineProvider>
          <Box w={{ base: 100, sm: 200 }}>Responsive</Box>
        </PortalMantineProvider>,
      );
      const styles = [...document.querySelectorAll<HTMLStyleElement>('style[data-mantine-styles]')];
      expect(styles.length).toBeGreaterThan(0);
      for (const style of styles) expect(style.nonce).toBe('');
    });
  });
});
