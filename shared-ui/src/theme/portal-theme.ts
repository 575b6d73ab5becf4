import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { blend, withContrast } from './contrast';

// A deep lender blue: calm, trustworthy, readable on white and on dark surfaces.
const brand: MantineColorsTuple = [
  '#eef4fb',
  '#dbe6f3',
  '#b3cbe6',
  '#88aed9',
  '#6495cd',
  '#4c85c6',
  '#3f7dc4',
  '#2f6aad',
  '#245d9b',
  '#1c4f8c',
];

/**
 * The luminance above which a filled surface takes black text rather than white: where the two
 * contrasts are equal (sqrt(1.05 × 0.05) − 0.05), so the chosen one is always at least 4.58:1.
 */
const EQUAL_CONTRAST_LUMINANCE = 0.179;

type PaginationControl = 'first' | 'previous' | 'next' | 'last';
const PAGE_CONTROL_LABELS: Record<PaginationControl, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

export const portalTheme = createTheme({
  primaryColor: 'brand',
  // Shade 7 in the dark scheme: white button labels on it reach 5.6:1 (shade 5 gave 3.9:1).
  primaryShade: { light: 9, dark: 7 },
  colors: { brand },
  autoContrast: true,
  // Transitions and animations are skipped for users who ask their system for less motion.
  respectReducedMotion: true,
  luminanceThreshold: EQUAL_CONTRAST_LUMINANCE,
  defaultRadius: 'md',
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { radius: 'md', overlayProps: { backgroundOpacity: 0.45, blur: 2 } } },
    // Mantine's focus placeholder is a role=presentation child, which a role=menu may not hold
    // (axe aria-required-children, critical); without it the first item takes focus on open.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // The arrows of a pager are icons alone: every pager names them.
    Pagination: { defaultProps: { getControlProps: (control: PaginationControl) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] }) } },
    // Mantine's clear button of a file input is a focusable button with no name of its own.
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Remove the chosen file' } } },
    // A toast's close button is an icon alone, and its message under a title is gray 6 (3.32:1): named, and dimmed at AA.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/** Every colour of the theme: Mantine's palette and the brand. */
export const portalColors: Record<string, MantineColorsTuple> = { ...DEFAULT_THEME.colors, brand };
const { gray, dark, red } = DEFAULT_THEME.colors;

/** The surfaces text sits on in each scheme: body, paper and inputs, striped and hovered rows. */
export const LIGHT_SURFACES = ['#ffffff', gray[0], gray[1]] as const;
export const DARK_SURFACES = [dark[7], dark[6], dark[5]] as const;

/** The light variant's background in the dark scheme (Mantine darkens shade 9 by half, hover by 0.3). */
function darkLightBackgrounds(color: MantineColorsTuple): string[] {
  return [blend('#000000', color[9], 0.5), blend('#000000', color[9], 0.3)];
}

/**
 * Text colours that meet WCAG AA (4.5:1) on the surfaces they are used on, in both schemes:
 * dimmed, placeholder, error and anchor text, and each colour's text and light-variant label
 * (badges, alerts, light buttons). Mantine's defaults miss it (dimmed gray 6 on white is 3.32:1).
 */
export function accessibleColorVariables(): { light: Record<string, string>; dark: Record<string, string> } {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': withContrast(gray[6], LIGHT_SURFACES),
    '--mantine-color-placeholder': withContrast(gray[5], LIGHT_SURFACES),
    '--mantine-color-error': withContrast(red[6], LIGHT_SURFACES),
    '--mantine-color-anchor': withContrast(brand[9], LIGHT_SURFACES),
  };
  const darkScheme: Record<string, string> = {
    '--mantine-color-dimmed': withContrast(dark[2], DARK_SURFACES),
    '--mantine-color-placeholder': withContrast(dark[3], DARK_SURFACES),
    '--mantine-color-error': withContrast(red[8], DARK_SURFACES),
    '--mantine-color-anchor': withContrast(brand[4], DARK_SURFACES),
  };
  for (const [name, shades] of Object.entries(portalColors)) {
    light[`--mantine-color-${name}-text`] = withContrast(shades[9], LIGHT_SURFACES);
    light[`--mantine-color-${name}-light-color`] = withContrast(shades[9], [shades[1], shades[2]]);
    darkScheme[`--mantine-color-${name}-text`] = withContrast(shades[4], DARK_SURFACES);
    darkScheme[`--mantine-color-${name}-light-color`] = withContrast(shades[0], darkLightBackgrounds(shades));
  }
  return { light, dark: darkScheme };
}

const accessible = accessibleColorVariables();

/** Mantine's CSS variables with the accessible text colours above (pass to MantineProvider). */
export const portalCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: accessible.light,
  dark: accessible.dark,
});
