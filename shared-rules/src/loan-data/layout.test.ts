import { type LoanDataLayout, expandLayout, layoutFieldIds } from './layout';
import { STATE_SPECIFIC_STATES, stateSpecificLayout } from './state-specific-layout';
import { loanDataLayout } from './tab-layouts';
import { URLA_LAYOUT } from './urla-layout';

const MIXED: LoanDataLayout = {
  tab: 'urla',
  title: 'Mixed',
  sections: [
    { id: 'loan', title: 'Loan', rows: [['1109', '3']] },
    { id: 'people', title: 'People', perBorrowerPair: true, rows: [['4000[%]', '4002[%]']] },
    { id: 'assets', title: 'Assets', instances: 2, instanceTitle: 'Asset {n}', rows: [['DD[#]02', 'DD[#]11']] },
    { id: 'jobs', title: 'Jobs', perBorrowerPair: true, instances: 2, rows: [['JOB[#].NAME[%]']] },
  ],
};

describe('expandLayout', () => {
  it('writes per-pair sections once per pair and instance blocks once per instance', () => {
    const sections = expandLayout(MIXED, 2);
    expect(sections.map((section) => [section.id, section.pair])).toEqual([
      ['loan', null],
      ['people-1', 1],
      ['people-2', 2],
      ['assets', null],
      ['jobs-1', 1],
      ['jobs-2', 2],
    ]);
    expect(sections[2]).toMatchObject({ title: 'People — Borrower Pair 2', rows: [['4000#2', '4002#2']] });
    expect(sections[3].rows).toEqual([
      ['DD0102', 'DD0111'],
      ['DD0202', 'DD0211'],
    ]);
    expect(sections[3].blocks).toEqual([
      { instance: 1, title: 'Asset 1', rows: [['DD0102', 'DD0111']] },
      { instance: 2, title: 'Asset 2', rows: [['DD0202', 'DD0211']] },
    ]);
    expect(sections[0].blocks).toBeUndefined();
  });

  it('fills both templates in a section that repeats per pair and per instance', () => {
    const jobs = expandLayout(MIXED, 2).filter((section) => section.id.startsWith('jobs'));
    expect(jobs.map((section) => section.rows)).toEqual([
      [['JOB01.NAME#1'], ['JOB02.NAME#1']],
      [['JOB01.NAME#2'], ['JOB02.NAME#2']],
    ]);
    expect(jobs[1].blocks?.map((block) => block.title)).toEqual(['Jobs 1', 'Jobs 2']);
  });

  it('takes the pair count as a whole number from 1 to 4', () => {
    expect(expandLayout(MIXED, 0).filter((section) => section.pair !== null)).toHaveLength(2);
    expect(expandLayout(MIXED, Number.NaN).filter((section) => section.pair !== null)).toHaveLength(2);
    expect(expandLayout(MIXED, 9).filter((section) => section.pair !== null)).toHaveLength(8);
  });
});

describe('layoutFieldIds', () => {
  it('lists every id once, in reading order', () => {
    expect(layoutFieldIds(MIXED, 1)).toEqual([
      '1109',
      '3',
      '4000#1',
      '4002#1',
      'DD0102',
      'DD0111',
      'DD0202',
      'DD0211',
      'JOB01.NAME#1',
      'JOB02.NAME#1',
    ]);
  });
});

describe('URLA_LAYOUT', () => {
  it('has the URLA sections in the form’s order', () => {
    expect(URLA_LAYOUT.sections.map((section) => section.id)).toEqual([
      'borrower-information',
      'employment',
      'assets',
      'liabilities',
      'real-estate-owned',
      'loan-and-property',
      'declarations',
      'demographic-information',
      'loan-originator',
    ]);
  });

  it('renders at least 600 fields for a loan with four borrower pairs', () => {
    const fieldIds = layoutFieldIds(URLA_LAYOUT, 4);
    expect(fieldIds.length).toBeGreaterThanOrEqual(600);
    expect(expandLayout(URLA_LAYOUT, 4).flatMap((section) => section.rows.flat())).toHaveLength(fieldIds.length);
  });

  it('writes the repeated blocks with their instance numbers and the pair sections with pair ids', () => {
    const sections = expandLayout(URLA_LAYOUT, 2);
    const assets = sections.find((section) => section.id === 'assets');
    expect(assets?.blocks?.map((block) => block.title)).toEqual(['Asset 1', 'Asset 2', 'Asset 3', 'Asset 4']);
    expect(assets?.blocks?.[3].rows.flat()).toContain('DD0411');
    const declarations = sections.find((section) => section.id === 'declarations-2');
    expect(declarations?.rows[0]).toEqual(['DECL.B.OCCUPY#2', 'DECL.C.OCCUPY#2']);
  });
});

describe('stateSpecificLayout', () => {
  it('adds the sections of the property state, and only the general section without one', () => {
    expect(STATE_SPECIFIC_STATES).toEqual(expect.arrayContaining(['TX', 'CA', 'NY', 'FL', 'IL', 'NJ']));
    expect(stateSpecificLayout(null).sections.map((section) => section.id)).toEqual(['property-state']);
    expect(stateSpecificLayout('WY').sections.map((section) => section.id)).toEqual(['property-state']);
    expect(stateSpecificLayout('constructor').sections).toHaveLength(1);
    expect(layoutFieldIds(stateSpecificLayout('tx'), 1)).toEqual(
      expect.arrayContaining(['TX.HE50A6', 'TX.HE50A6.NOTICEDATE', 'TX.PROPTAXLOAN.DISCDATE']),
    );
    for (const state of STATE_SPECIFIC_STATES) expect(stateSpecificLayout(state).sections.length).toBeGreaterThan(1);
  });

  it('is what loanDataLayout gives the additional tab', () => {
    expect(loanDataLayout('additional', 'NY')).toEqual(stateSpecificLayout('NY'));
    expect(loanDataLayout('urla', 'NY')).toBe(URLA_LAYOUT);
  });
});
