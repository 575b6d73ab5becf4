import type { LoanDataTab } from '../api/loan-data';
import { MAX_BORROWER_PAIRS } from '../loan-document/loan-document';
import { applyFieldIdTemplate } from '../rules/templates';

/**
 * A loan-data tab's layout, kept as data: sections of rows of field ids. A section repeated per
 * borrower pair writes its ids with `[%]` (`4000[%]` is `4000#1` for pair 1, `4000#2` for pair 2);
 * a section of repeated blocks (assets, liabilities) writes `[#]` for the block's instance number.
 * A section may be both: its blocks repeat inside each pair's copy.
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
  /** The heading of each repeated block, `{n}` standing for its number: "Asset {n}". */
  instanceTitle?: string;
  /** Rows of field-id templates, left to right. */
  rows: string[][];
}

export interface LoanDataLayout {
  tab: LoanDataTab;
  title: string;
  sections: LayoutSection[];
}

/** One repeated block of a section, written out ("Asset 2" and its rows). */
export interface ExpandedBlock {
  /** 1-based instance number. */
  instance: number;
  title: string;
  rows: string[][];
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
  /** Every row, the blocks' rows one block after the other for a section of repeated blocks. */
  rows: string[][];
  /** A section of repeated blocks: its rows by block, for a heading over each. */
  blocks?: ExpandedBlock[];
}

/**
 * The sections of a layout for a loan with `borrowerPairs` pairs, every template written out.
 * The count is taken as a whole number from 1 to MAX_BORROWER_PAIRS: no field id names a pair
 * past that.
 */
export function expandLayout(layout: LoanDataLayout, borrowerPairs: number): ExpandedSection[] {
  const pairCount = Math.min(MAX_BORROWER_PAIRS, Math.max(1, Math.floor(borrowerPairs) || 1));
  return layout.sections.flatMap((section) => {
    const pairs = section.perBorrowerPair ? Array.from({ length: pairCount }, (_, index) => index + 1) : [null];
    return pairs.map((pair): ExpandedSection => {
      const blocks = expandBlocks(section, pair);
      return {
        id: pair === null ? section.id : `${section.id}-${pair}`,
        title: pair === null ? section.title : `${section.title} — Borrower Pair ${pair}`,
        ...(section.description ? { description: section.description } : {}),
        pair,
        rows: blocks.flatMap((block) => block.rows),
        ...(section.instances ? { blocks } : {}),
      };
    });
  });
}

function expandBlocks(section: LayoutSection, pair: number | null): ExpandedBlock[] {
  const borrowerIndex = pair === null ? undefined : pair - 1;
  if (!section.instances) {
    return [{ instance: 1, title: section.title, rows: expandRows(section.rows, { borrowerIndex }) }];
  }
  return Array.from({ length: section.instances }, (_, index) => {
    const instance = index + 1;
    return {
      instance,
      title: (section.instanceTitle ?? `${section.title} {n}`).split('{n}').join(String(instance)),
      rows: expandRows(section.rows, { instance, borrowerIndex }),
    };
  });
}

function expandRows(rows: string[][], numbers: { instance?: number; borrowerIndex?: number }): string[][] {
  return rows.map((row) => row.map((template) => applyFieldIdTemplate(template, numbers)));
}

/** Every field id of a layout for a loan, in reading order, each once. */
export function layoutFieldIds(layout: LoanDataLayout, borrowerPairs: number): string[] {
  return [...new Set(expandLayout(layout, borrowerPairs).flatMap((section) => section.rows.flat()))];
}
