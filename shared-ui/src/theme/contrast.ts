/**
 * WCAG 2.x colour contrast: the figures axe-core checks, computed the same way, so the theme can
 * choose its colours by the rule rather than by eye. Pure functions over `#rrggbb` colours.
 */

/** Contrast a text needs against its background: 4.5:1 for body text (WCAG 1.4.3 AA). */
export const TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function parseHex(color: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${color}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(channels: readonly number[]): string {
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance of a `#rrggbb` colour (0 for black, 1 for white), as WCAG defines it. */
export function relativeLuminance(color: string): number {
  const [red, green, blue] = parseHex(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color` painted over `background` at `opacity` (0 to 1): what the eye, and axe, sees. */
export function blend(color: string, background: string, opacity: number): string {
  const top = parseHex(color);
  const bottom = parseHex(background);
  return toHex(top.map((channel, index) => channel * opacity + bottom[index] * (1 - opacity)));
}

/**
 * The colour nearest to `color` (mixed step by step towards black on light backgrounds, towards
 * white on dark ones) that reaches `minimum` contrast against every one of `backgrounds`.
 * Returns `color` itself when it already does. The backgrounds must all be light or all be dark.
 */
export function withContrast(color: string, backgrounds: readonly string[], minimum = TEXT_CONTRAST): string {
  const darkBackgrounds = backgrounds.every((background) => relativeLuminance(background) < 0.18);
  const target = darkBackgrounds ? '#ffffff' : '#000000';
  for (let step = 0; step <= 100; step += 1) {
    const candidate = blend(target, color, step / 100);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) return candidate;
  }
  return target;
}
