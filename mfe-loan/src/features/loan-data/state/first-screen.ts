import type { ExpandedSection } from 'shared-rules';

/** About what a screen shows at once: the fields drawn before the first paint. */
export const FIRST_SCREEN_FIELDS = 60;

/**
 * How many leading sections the first render draws (at least one): those whose fields, together,
 * stay within `budget`. The rest follow in a transition, so a 600-field tab paints its top at
 * once and stays answerable to typing while the others are drawn.
 */
export function firstScreenSections(sections: readonly ExpandedSection[], budget = FIRST_SCREEN_FIELDS): number {
  let fields = 0;
  let count = 0;
  for (const section of sections) {
    fields += section.rows.reduce((sum, row) => sum + row.length, 0);
    if (count > 0 && fields > budget) break;
    count += 1;
  }
  return count;
}
