import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RETENTION_TABLES } from './retention-tables';

describe('RETENTION_TABLES', () => {
  it('lists every table the audit trail reads, so no audit record outlives the retention period', () => {
    // The trail's sources are the tables its union reads `from` (joins only name the records).
    const trail = readFileSync(path.join(__dirname, '../trail-query.ts'), 'utf8');
    const union = trail.slice(trail.indexOf('const TRAIL = sql`'), trail.indexOf('`;', trail.indexOf('const TRAIL = sql`')));
    const sources = [...union.matchAll(/\bfrom (\w+) \w+/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThanOrEqual(7);
    expect(RETENTION_TABLES.map((spec) => spec.table).sort()).toEqual([...new Set(sources)].sort());
  });
});
