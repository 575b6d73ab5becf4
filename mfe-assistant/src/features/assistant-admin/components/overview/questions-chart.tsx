import { DailyBarChart, type DailyBar } from 'shared-ui';
import type { ChatAdminOverviewData } from '../../api/get-chat-admin-overview';

type QuestionDay = ChatAdminOverviewData['questionsByDay'][number];

// Shade 7: bars need 3:1 against the page (WCAG 1.4.11).
const QUESTIONS: DailyBar<QuestionDay> = { label: 'Questions', color: 'var(--mantine-color-blue-7)', value: (day) => day.questions };

/** Questions asked per day, with the numbers in a table. */
export function QuestionsChart({ days }: { days: QuestionDay[] }) {
  return (
    <DailyBarChart
      days={days}
      bars={[QUESTIONS]}
      columns={[QUESTIONS]}
      unit="questions"
      tableLabel="Questions per day"
      emptyText="No questions in this period."
    />
  );
}
