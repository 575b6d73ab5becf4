import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const portalTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 9, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { radius: 'md', overlayProps: { backgroundOpacity: 0.45, blur: 2 } } },
  },
});
