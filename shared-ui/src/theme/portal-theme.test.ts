import { blend, contrastRatio, relativeLuminance, TEXT_CONTRAST, withContrast } from './contrast';
import { accessibleColorVariables, DARK_SURFACES, LIGHT_SURFACES, portalColors as colors, portalTheme } from './portal-theme';

const { light, dark } = accessibleColorVariables();

describe('contrast', () => {
  it('computes the WCAG ratio axe reports', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's default dimmed text on white, the figure the scans found.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('darkens a colour just enough on light surfaces, and lightens it on dark ones', () => {
    const dimmed = withContrast('#868e96', ['#ffffff']);
    expect(contrastRatio(dimmed, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(dimmed, '#ffffff')).toBeLessThan(5);
    const onDark = withContrast('#424242', ['#242424']);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#424242'));
    expect(contrastRatio(onDark, '#242424')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps a colour that already passes', () => {
    expect(withContrast('#1c4f8c', ['#ffffff'])).toBe('#1c4f8c');
  });

  it('refuses a colour it cannot read', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});

describe('the portal theme meets 4.5:1 for every text colour pair it uses', () => {
  const pairs: Array<[string, string, string]> = [];
  for (const surface of LIGHT_SURFACES) {
    for (const variable of ['dimmed', 'placeholder', 'error', 'anchor'])
      pairs.push([`light ${variable} on ${surface}`, light[`--mantine-color-${variable}`], surface]);
    for (const name of Object.keys(colors))
      pairs.push([`light ${name} text on ${surface}`, light[`--mantine-color-${name}-text`], surface]);
  }
  for (const surface of DARK_SURFACES) {
    for (const variable of ['dimmed', 'placeholder', 'error', 'anchor'])
      pairs.push([`dark ${variable} on ${surface}`, dark[`--mantine-color-${variable}`], surface]);
    for (const name of Object.keys(colors)) pairs.push([`dark ${name} text on ${surface}`, dark[`--mantine-color-${name}-text`], surface]);
  }
  for (const [name, shades] of Object.entries(colors)) {
    pairs.push([`light ${name} badge label`, light[`--mantine-color-${name}-light-color`], shades[1]]);
    pairs.push([`light ${name} badge label, hovered`, light[`--mantine-color-${name}-light-color`], shades[2]]);
    pairs.push([`dark ${name} badge label`, dark[`--mantine-color-${name}-light-color`], blend('#000000', shades[9], 0.5)]);
  }

  it.each(pairs)('%s', (_label, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(Object.entries(colors))('filled %s surfaces take the label colour that reads best', (name, shades) => {
    const threshold = portalTheme.luminanceThreshold ?? 0;
    for (const shade of [shades[9], shades[(portalTheme.primaryShade as { dark: number }).dark]]) {
      const label = relativeLuminance(shade) > threshold ? '#000000' : '#ffffff';
      expect({ name, shade, ratio: contrastRatio(label, shade) >= TEXT_CONTRAST }).toEqual({ name, shade, ratio: true });
    }
  });
});
