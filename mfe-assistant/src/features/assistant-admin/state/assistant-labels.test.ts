import { conversationCountLabel, durationLabel, toolLabel } from './assistant-labels';

describe("the assistant administration's labels", () => {
  it('words durations, tools and counts', () => {
    expect(durationLabel(850)).toBe('850 ms');
    expect(durationLabel(1234)).toBe('1.2 s');
    expect(durationLabel(-1)).toBe('—');
    expect(toolLabel('loan_status')).toBe('Loan status');
    expect(toolLabel('new_tool')).toBe('new_tool');
    expect(conversationCountLabel(1)).toBe('1 conversation');
    expect(conversationCountLabel(1204)).toBe('1,204 conversations');
  });
});
