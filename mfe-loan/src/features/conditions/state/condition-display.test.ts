import { conditionAbilities, countsLabel, groupByCategory, isOverdue, statusFilterOf } from './condition-display';
import { bankStatement, condition, explanation, hazard, retired, voe } from '../components/conditions-fixtures';

const CATEGORIES = ['Prior to Approval', 'Prior to Docs', 'Prior to Funding'];

describe('groupByCategory', () => {
  it("groups in the setting's order, leaves empty categories out and puts retired categories under Other", () => {
    const groups = groupByCategory(CATEGORIES, [voe, retired, bankStatement, hazard]);
    expect(groups.map((group) => [group.category, group.conditions.map((member) => member.id)])).toEqual([
      ['Prior to Docs', ['c-bank', 'c-hazard']],
      ['Prior to Funding', ['c-voe']],
      ['Other', ['c-old']],
    ]);
  });

  it('joins a setting category called Other with the retired ones, in its place', () => {
    const groups = groupByCategory(['Other', 'Prior to Docs'], [bankStatement, retired, condition({ id: 'c-x', category: 'Other' })]);
    expect(groups.map((group) => [group.category, group.conditions.map((member) => member.id)])).toEqual([
      ['Other', ['c-old', 'c-x']],
      ['Prior to Docs', ['c-bank']],
    ]);
  });
});

describe('countsLabel', () => {
  it('counts the statuses that have conditions, in their order', () => {
    expect(countsLabel([voe, explanation, hazard, bankStatement])).toBe('2 open · 1 submitted · 1 cleared');
    expect(countsLabel([])).toBe('');
  });
});

describe('statusFilterOf', () => {
  it('reads a status from the address, anything else as all', () => {
    expect(statusFilterOf('waived')).toBe('waived');
    expect(statusFilterOf('closed')).toBe('all');
    expect(statusFilterOf(null)).toBe('all');
  });
});

describe('isOverdue', () => {
  it('marks an open condition past its due date, not a submitted or undated one', () => {
    expect(isOverdue({ status: 'open', dueDate: '2026-11-20' }, '2026-11-21')).toBe(true);
    expect(isOverdue({ status: 'open', dueDate: '2026-11-21' }, '2026-11-21')).toBe(false);
    expect(isOverdue({ status: 'submitted', dueDate: '2026-11-20' }, '2026-11-21')).toBe(false);
    expect(isOverdue({ status: 'open', dueDate: null }, '2026-11-21')).toBe(false);
  });
});

describe('conditionAbilities', () => {
  const staff = { canManage: true, uploadsOnClosedConditions: false };
  const broker = { canManage: false, uploadsOnClosedConditions: false };

  it('lets the lender clear, waive and reopen, edit and reject, but not submit or upload', () => {
    expect(conditionAbilities({ status: 'open' }, staff)).toEqual({
      moves: ['cleared', 'waived'],
      edit: true,
      upload: false,
      reject: true,
    });
    expect(conditionAbilities({ status: 'submitted' }, staff).moves).toEqual(['open', 'cleared', 'waived']);
    expect(conditionAbilities({ status: 'cleared' }, staff).moves).toEqual(['open']);
  });

  it('lets a broker submit an open condition and upload while it is open or submitted, or closed when the setting allows', () => {
    expect(conditionAbilities({ status: 'open' }, broker)).toEqual({ moves: ['submitted'], edit: false, upload: true, reject: false });
    expect(conditionAbilities({ status: 'submitted' }, broker)).toEqual({ moves: [], edit: false, upload: true, reject: false });
    expect(conditionAbilities({ status: 'cleared' }, broker).upload).toBe(false);
    expect(conditionAbilities({ status: 'waived' }, { ...broker, uploadsOnClosedConditions: true }).upload).toBe(true);
  });
});
