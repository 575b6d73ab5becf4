import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { HOI_NOTICE_ANSWERS, HOI_NOTICE_LABELS, type HoiNoticeAnswer } from 'shared-rules';

export interface HoiNoticeStepProps {
  answer: HoiNoticeAnswer | null;
  submitting: boolean;
  onAnswer: (answer: HoiNoticeAnswer) => void;
  onBack: () => void;
  onCreate: () => void;
}

const isAnswer = (value: string): value is HoiNoticeAnswer => (HOI_NOTICE_ANSWERS as readonly string[]).includes(value);

/**
 * The homeowners-insurance notice, shown before the loan is created when the HOI opt-out feature
 * is on: the broker records whether the borrower opts out of the lender's insurance offer. The
 * answer is stored on the loan; the loan is created once it is given.
 */
export function HoiNoticeStep({ answer, submitting, onAnswer, onBack, onCreate }: HoiNoticeStepProps) {
  return (
    <Stack gap="lg">
      <Text size="sm">
        The borrower may provide their own homeowners insurance or get a quote through the lender. You can manage the insurance details on
        the loan once it is created.
      </Text>
      <Radio.Group
        label="Homeowners insurance notice"
        withAsterisk
        value={answer}
        onChange={(value) => {
          if (isAnswer(value)) onAnswer(value);
        }}
      >
        <Stack gap="xs" mt="xs">
          {HOI_NOTICE_ANSWERS.map((value) => (
            <Radio key={value} value={value} label={HOI_NOTICE_LABELS[value]} disabled={submitting} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button onClick={onCreate} loading={submitting} disabled={answer === null}>
          Create Loan
        </Button>
      </Group>
    </Stack>
  );
}
