import { Type } from 'typebox';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AssistantServices } from '../assistant-services';
import { defineTool } from './chat-tool';
import { ToolRunner } from './tool-runner';
import { CHAT_TOOLS, toolDescriptions } from './tool-registry';

const user: AuthUser = { id: 'usr-1', userType: 'external', organizationId: 'org-1', personas: ['3'] };

function runner() {
  const progress: Array<[string, string]> = [];
  const failures: string[] = [];
  const services = { reportFailure: (_error: unknown, what: string) => failures.push(what) } as unknown as AssistantServices;
  return { tools: new ToolRunner({ user, services }, (name, message) => progress.push([name, message])), progress, failures };
}

const echo = defineTool({
  name: 'echo',
  description: 'Says the word back.',
  parameters: Type.Object({ word: Type.String() }, { additionalProperties: false }),
  progress: ({ word }) => `Echoing ${word}…`,
  run: async (_context, { word }) => ({ ok: true as const, summary: `Said ${word}.`, data: word }),
});

const broken = defineTool({
  name: 'broken',
  description: 'Always throws.',
  parameters: Type.Object({}, { additionalProperties: false }),
  progress: () => 'Breaking…',
  run: async () => {
    throw new Error('boom');
  },
});

describe('ToolRunner', () => {
  it('announces, runs and records a call with its arguments, outcome and duration', async () => {
    const { tools, progress } = runner();
    const outcome = await tools.run(echo, { word: 'hi' });
    expect(outcome).toEqual({ ok: true, summary: 'Said hi.', data: 'hi' });
    expect(progress).toEqual([['echo', 'Echoing hi…']]);
    expect(tools.calls).toEqual([
      { name: 'echo', arguments: { word: 'hi' }, ok: true, summary: 'Said hi.', durationMs: expect.any(Number) },
    ]);
  });

  it('records a tool that throws as failed, reports it, and answers around it', async () => {
    const { tools, failures } = runner();
    expect(await tools.run(broken, {})).toEqual({ ok: false, summary: 'The lookup failed.' });
    expect(tools.calls[0]).toMatchObject({ name: 'broken', ok: false });
    expect(failures).toEqual(['assistant tool broken failed']);
  });

  it('runs a model’s call by name only with arguments that match the tool’s parameters', async () => {
    const { tools, progress } = runner();
    expect(await tools.runByName('no_such_tool', {})).toEqual({ ok: false, summary: 'No tool named no_such_tool.' });
    const invalid = await tools.runByName('find_loans', { loanNumber: 'not digits' });
    expect(invalid.ok).toBe(false);
    expect(invalid.summary).toMatch(/^The arguments of find_loans are not valid: \/loanNumber/);
    expect(await tools.runByName('loan_status', { loanId: 'x', extra: true })).toMatchObject({ ok: false });
    expect(progress).toEqual([]);
    expect(tools.calls.map((call) => [call.name, call.ok])).toEqual([
      ['no_such_tool', false],
      ['find_loans', false],
      ['loan_status', false],
    ]);
  });
});

describe('the tool registry', () => {
  it('describes every tool for a model: a snake_case name, a description and object parameters', () => {
    const descriptions = toolDescriptions();
    expect(descriptions.map((tool) => tool.name)).toEqual([...CHAT_TOOLS.keys()]);
    for (const tool of descriptions) {
      expect(tool.name).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      expect(tool.description.length).toBeGreaterThan(20);
      expect(tool.parameters).toMatchObject({ type: 'object', additionalProperties: false });
    }
  });
});
