import { Button, Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import {
  nonDelegatedQuestionsFor,
  type ChannelRoles,
  type DisclosureSource,
  type NonDelegatedAnswers,
  type NonDelegatedQuestionKey,
} from 'shared-rules';

export interface InformationStepProps {
  answers: NonDelegatedAnswers;
  /** The imported loan's mortgage type: the FHA case-number question is asked for FHA and farmers-home loans only. */
  mortgageType: string | null | undefined;
  /** The lender's name (company information), shown for the Company answer. */
  companyName: string;
  requireDisclosurePreview: boolean;
  /** Who lends and who underwrites, by the channel (the form's `lenderOrg` and `underwritingOrg`). */
  roles: ChannelRoles | null;
  onAnswer: (key: NonDelegatedQuestionKey, source: DisclosureSource) => void;
  onDisclosurePreviewChange: (required: boolean) => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * The Correspondent Non-Delegated question set: who sends each disclosure, the company (the
 * default) or the correspondent. Choosing the correspondent for the closing disclosures forces
 * the closing documents to the correspondent too. The answers go to the CX.CORE.* fields.
 */
export function InformationStep(props: InformationStepProps) {
  const questions = nonDelegatedQuestionsFor(props.answers, props.mortgageType);
  const company = props.companyName.trim() || 'Company';
  const party = (source: DisclosureSource) => (source === 'Company' ? company : 'the correspondent');
  return (
    <Stack gap="lg">
      {props.roles && (
        <Text size="sm">
          This loan closes in the name of {party(props.roles.lenderOrg)}; {party(props.roles.underwritingOrg)} underwrites it.
        </Text>
      )}
      <Text size="sm" c="dimmed">
        For non-delegated loans, tell us who handles each disclosure. {company} handles them unless you choose the correspondent.
      </Text>
      <Stack gap="sm">
        {questions.map((question, index) => (
          <Paper key={question.key} withBorder radius="md" p="sm">
            <Radio.Group
              label={`${index + 1}. ${question.text}`}
              value={question.answer}
              onChange={(value) => props.onAnswer(question.key, value as DisclosureSource)}
              description={question.locked ? 'Set to Correspondent because the correspondent sends the closing disclosures.' : undefined}
            >
              <Group gap="xl" mt="xs">
                <Radio value="Company" label={company} disabled={question.locked} />
                <Radio value="Correspondent" label="Correspondent" disabled={question.locked} />
              </Group>
            </Radio.Group>
          </Paper>
        ))}
      </Stack>
      <Checkbox
        label="Require a disclosure preview before disclosures are sent"
        checked={props.requireDisclosurePreview}
        onChange={(event) => props.onDisclosurePreviewChange(event.currentTarget.checked)}
      />
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={props.onBack}>
          Back
        </Button>
        <Button onClick={props.onNext}>Next</Button>
      </Group>
    </Stack>
  );
}
