import { type ChatMessage, SUPPORT_DESCRIPTION_MAX_LENGTH } from 'shared-rules';
import { ticketDescription } from './transcript';

const message = (index: number, content: string): ChatMessage => ({
  id: `m${index}`,
  role: index % 2 === 0 ? 'user' : 'assistant',
  content,
  timestamp: new Date(Date.UTC(2026, 2, 14, 21, 5, index)).toISOString(),
  metadata: null,
});

const facts = { issue: 'The deposit condition will not clear.', category: 'loan', severity: 'high', conversationPath: '/chat-history/c1' };

describe('ticketDescription', () => {
  it('gives the issue, its kind and the conversation, then the transcript with UTC times', () => {
    const text = ticketDescription({ ...facts, transcript: [message(0, 'Any open conditions?'), message(1, '**Loan 1** has one.')] });
    expect(text.split('\n')).toEqual([
      'The deposit condition will not clear.',
      '',
      "Category: loan. Severity: high. Sent from the portal's assistant.",
      'Conversation: /chat-history/c1',
      '',
      'Transcript:',
      '[03/14/2026 9:05 PM UTC] User: Any open conditions?',
      '[03/14/2026 9:05 PM UTC] Assistant: **Loan 1** has one.',
    ]);
  });

  it('keeps the newest messages when the transcript is too long for the support form, and says so', () => {
    const transcript = Array.from({ length: 40 }, (_, index) => message(index, `message ${index} ${'words '.repeat(100)}`));
    const text = ticketDescription({ ...facts, transcript });
    expect(text.length).toBeLessThanOrEqual(SUPPORT_DESCRIPTION_MAX_LENGTH);
    expect(text).toMatch(/Transcript \(the last \d+ of 40 messages\):/);
    expect(text).toContain('message 39');
    expect(text).not.toContain('message 0 ');
  });

  it('leaves the transcript out when the issue fills the form', () => {
    const text = ticketDescription({ ...facts, issue: 'x'.repeat(SUPPORT_DESCRIPTION_MAX_LENGTH), transcript: [message(0, 'hello')] });
    expect(text.length).toBe(SUPPORT_DESCRIPTION_MAX_LENGTH);
    expect(text).not.toContain('Transcript');
  });
});
