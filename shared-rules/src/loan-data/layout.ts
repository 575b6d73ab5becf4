import type { LoanDataTab } from '../api/loan-data';
import { applyFieldIdTemplate } from '../rules/templates';

/**
 * A loan-data tab's layout, kept as data: sections of rows of field ids. A section repeated per
 * borrower pair writes its ids with `[%]` (`4000[%]` is `4000#1` for pair 1, `4000#2` for pair 2);
 * a repeated block inside a section (the second employer) writes `[#]` for its instance number.
 */
export interface LayoutSection {
  /** Stable id, also the section's anchor (`borrower-information`). */
  id: string;
  title: string;
  /** One sentence under the title: what the section asks for. */
  description?: string;
  /** Shown once per borrower pair, its ids written with `[%]`. */
  perBorrowerPair?: boolean;
  /** Repeated blocks: the section's rows are written `instances` times with `[#]` = 01, 02, … */
  instances?: number;
  /** Rows of field-id templates, left to right. */
  rows: string[][];
}

export interface LoanDataLayout {
  tab: LoanDataTab;
  title: string;
  sections: LayoutSection[];
}

/** A section with its ids written out for one loan. */
export interface ExpandedSection {
  /** `borrower-information-2` for pair 2 of a per-pair section; the layout's id otherwise. */
  id: string;
  /** "Borrower Information — Borrower Pair 2" for pair 2 of a per-pair section. */
  title: string;
  description?: string;
  /** The borrower pair (1-based) of a per-pair section; null for the loan's own sections. */
  pair: number | null;
  rows: string[][];
}

/** The sections of a layout for a loan with `borrowerPairs` pairs, every template written out. */
export function expandLayout(layout: LoanDataLayout, borrowerPairs: number): ExpandedSection[] {
  return layout.sections.flatMap((section) => {
    const pairs = section.perBorrowerPair ? Array.from({ length: Math.max(1, borrowerPairs) }, (_, index) => index + 1) : [null];
    return pairs.map((pair) => ({
      id: pair === null ? section.id : `${section.id}-${pair}`,
      title: pair === null ? section.title : `${section.title} — Borrower Pair ${pair}`,
      ...(section.description ? { description: section.description } : {}),
      pair,
      rows: expandRows(section, pair),
    }));
  });
}

function expandRows(section: LayoutSection, pair: number | null): string[][] {
  const instances = Array.from({ length: section.instances ?? 1 }, (_, index) => index + 1);
  return instances.flatMap((instance) =>
    section.rows.map((row) =>
      row.map((template) =>
        applyFieldIdTemplate(template, {
          instance: section.instances ? instance : undefined,
          borrowerIndex: pair === null ? undefined : pair - 1,
        }),
      ),
    ),
  );
}

/** Every field id of a layout for a loan, in reading order, each once. */
export function layoutFieldIds(layout: LoanDataLayout, borrowerPairs: number): string[] {
  return [...new Set(expandLayout(layout, borrowerPairs).flatMap((section) => section.rows.flat()))];
}
