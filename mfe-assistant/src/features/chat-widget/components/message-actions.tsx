import { Button, Group, VisuallyHidden } from '@mantine/core';
import type { ChatAction } from 'shared-rules';
import { planAction, type ActionPlan, type ActionSituation } from '../state/chat-actions';

export interface MessageActionsProps {
  actions: ChatAction[];
  situation: ActionSituation;
  /** Sending is not possible now (a reply is pending): buttons that send a message wait. */
  sendingBlocked: boolean;
  onAction: (plan: ActionPlan) => void;
}

/** One button per action of a reply that fits (NAVIGATE, OPEN_URL, RUN_TOOL, CREATE_TICKET, CONTACT_AE); others are left out. */
export function MessageActions({ actions, situation, sendingBlocked, onAction }: MessageActionsProps) {
  const planned = actions
    .map((action, index) => ({ action, index, plan: planAction(action, situation) }))
    .filter((entry): entry is { action: ChatAction; index: number; plan: ActionPlan } => entry.plan !== null);
  if (planned.length === 0) return null;
  return (
    <Group gap={6} mt={6} role="group" aria-label="Suggested actions">
      {planned.map(({ action, index, plan }) => (
        <Button
          // A reply's actions never move, and two may share a label: the position tells them apart.
          key={`${action.type}-${index}`}
          size="compact-xs"
          variant="light"
          title={action.description}
          disabled={plan.kind === 'send-message' && sendingBlocked}
          onClick={() => onAction(plan)}
        >
          {action.label}
          {plan.kind === 'open-url' && <VisuallyHidden> (opens in a new window)</VisuallyHidden>}
        </Button>
      ))}
    </Group>
  );
}
