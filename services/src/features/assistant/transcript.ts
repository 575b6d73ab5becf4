import { formatInstantDateTime, SUPPORT_DESCRIPTION_MAX_LENGTH, type ChatMessage } from 'shared-rules';
import { shorten } from './built-in/markdown';

/** How much of one message a transcript quotes: enough to follow, so that more messages fit. */
const MESSAGE_CHARACTERS = 600;

const speaker = (message: ChatMessage) => (message.role === 'user' ? 'User' : 'Assistant');

/** At most `limit` characters, line breaks kept (the description is read as lines). */
const within = (text: string, limit: number) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`);

function transcriptLine(message: ChatMessage): string {
  const at = formatInstantDateTime(message.timestamp, { timeZone: 'UTC' }) ?? message.timestamp;
  return `[${at} UTC] ${speaker(message)}: ${shorten(message.content, MESSAGE_CHARACTERS)}`;
}

/**
 * The ticket's description: the issue, what kind it is, and, when asked for, the conversation's
 * transcript, newest messages kept when it is too long for the support form (5,000 characters);
 * the conversation's address lets support ask an administrator for the whole of it.
 */
export function ticketDescription(parts: {
  issue: string;
  category: string;
  severity: string;
  conversationPath: string | null;
  transcript: readonly ChatMessage[] | null;
}): string {
  const head = [
    parts.issue,
    '',
    `Category: ${parts.category}. Severity: ${parts.severity}. Sent from the portal's assistant.`,
    ...(parts.conversationPath ? [`Conversation: ${parts.conversationPath}`] : []),
  ].join('\n');
  if (!parts.transcript || parts.transcript.length === 0) return within(head, SUPPORT_DESCRIPTION_MAX_LENGTH);

  const lines = parts.transcript.map(transcriptLine);
  const room = SUPPORT_DESCRIPTION_MAX_LENGTH - head.length - 80;
  const kept: string[] = [];
  let used = 0;
  for (let index = lines.length - 1; index >= 0 && used + lines[index].length + 1 <= room; index -= 1) {
    kept.unshift(lines[index]);
    used += lines[index].length + 1;
  }
  // An issue as long as the form allows leaves no room: the conversation's address stands for it.
  if (kept.length === 0) return within(head, SUPPORT_DESCRIPTION_MAX_LENGTH);
  const left = lines.length - kept.length;
  const title = left > 0 ? `Transcript (the last ${kept.length} of ${lines.length} messages):` : 'Transcript:';
  return within([head, '', title, ...kept].join('\n'), SUPPORT_DESCRIPTION_MAX_LENGTH);
}
