import { DailyBarChart, type DailyBar, type DailyCount } from 'shared-ui';
import type { KnowledgeAnalyticsData } from '../../api/get-knowledge-analytics';

type SearchDay = KnowledgeAnalyticsData['searchesByDay'][number];

// Shades 7 and 8: bars need 3:1 against the page (WCAG 1.4.11); orange 6 gives only 2.6:1 on white.
const BARS: ReadonlyArray<DailyBar<SearchDay>> = [
  { label: 'Found results', color: 'var(--mantine-color-blue-7)', value: (day) => day.searches - day.withoutResults },
  { label: 'Found nothing', color: 'var(--mantine-color-orange-8)', value: (day) => day.withoutResults },
];
const COLUMNS: ReadonlyArray<DailyCount<SearchDay>> = [
  { label: 'Searches', value: (day) => day.searches },
  { label: 'Without results', value: (day) => day.withoutResults },
];

/** Searches per day, the part that found nothing in a second colour, with the numbers in a table. */
export function SearchesChart({ days }: { days: SearchDay[] }) {
  return (
    <DailyBarChart
      days={days}
      bars={BARS}
      columns={COLUMNS}
      unit="searches"
      tableLabel="Searches per day"
      emptyText="No searches in this period."
    />
  );
}
