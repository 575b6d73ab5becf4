import { assistantServicesOf } from '../../src/features/assistant/assistant-services';
import { EVALUATION_CASES, filledCase } from '../../src/features/assistant/evaluation/evaluation-cases';
import { askCase } from '../../src/features/assistant/evaluation/test-runs';
import { builtInLineUp } from '../../src/features/assistant/provider/provider-line-up';
import type { ChatRuntime } from '../../src/features/assistant/reply-turn';
import { chatTestApp } from './chat-helpers';

const chat = chatTestApp('chat_evaluation', []);

it('answers the evaluation set well with the built-in provider', async () => {
  const runtime: ChatRuntime = { db: chat.app.db, services: assistantServicesOf(chat.app), lineUp: builtInLineUp, now: () => new Date() };
  expect(EVALUATION_CASES.length).toBeGreaterThanOrEqual(50);
  const failed: string[] = [];
  let passed = 0;
  for (const testCase of EVALUATION_CASES) {
    const filled = await filledCase(chat.app.db, testCase);
    const outcome = await askCase(runtime, filled);
    if (outcome.passed) passed += 1;
    else failed.push(`${filled.asUserEmail}: ${filled.question} → ${outcome.failures.join('; ')}`);
  }
  const rate = passed / EVALUATION_CASES.length;
  console.log(
    `assistant evaluation: ${passed}/${EVALUATION_CASES.length} passed (${(rate * 100).toFixed(1)}%)${failed.length ? `\nfailed:\n${failed.join('\n')}` : ''}`,
  );
  expect(rate).toBeGreaterThanOrEqual(0.85);
}, 120_000);
