import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  ASSISTANT_TOOL_NAMES,
  type AssistantToolName,
  ChatAdminConversationListQuerySchema,
  ChatAdminConversationListSchema,
  ChatAdminOverviewSchema,
  ChatAdminPeriodQuerySchema,
  ChatAdminToolListSchema,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
} from 'shared-rules';
import { badRequest } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { chatOverview, listAllConversations, MOST_PERIOD_DAYS, periodLength, periodOf, toolUsage } from './admin-queries';
import type { ChatFeature } from './chat-feature';
import { CHAT_TOOLS } from './tools/tool-registry';
import { ADMINS_ONLY } from '../../platform/access/declarations';

/** As other admin reads: anyone else gets the 404 of a missing page, before the query is looked at. */
const USAGE_DAYS = 30;

const isAssistantToolName = (name: string): name is AssistantToolName => (ASSISTANT_TOOL_NAMES as readonly string[]).includes(name);

/**
 * The assistant's administration (administrators): usage over a period, every user's
 * conversations (a transcript is read with `GET /api/chat/conversations/:id`), and the tools with
 * whether they are on. Turning a tool on or off is a save of the `assistant` setting.
 */
export async function adminRoutes(fastify: FastifyInstance, chat: ChatFeature): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/chat/admin/overview',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['chat', 'admin'],
        summary: 'How the assistant is used over a period of days, the last 30 by default (administrators)',
        security: bearerSecurity,
        querystring: ChatAdminPeriodQuerySchema,
        response: { 200: ChatAdminOverviewSchema, ...authenticatedProblems, ...problemResponses(400) },
      },
    },
    async (request) => {
      const period = periodOf(request.query, chat.runtime.now());
      const days = periodLength(period);
      if (!Number.isFinite(days) || days < 1) throw badRequest('invalid-period', '`from` must be a day on or before `to`.', 'from');
      if (days > MOST_PERIOD_DAYS) throw badRequest('invalid-period', `A period spans at most ${MOST_PERIOD_DAYS} days.`, 'from');
      return { data: await chatOverview(app.db, period) };
    },
  );

  app.get(
    '/chat/admin/conversations',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['chat', 'admin'],
        summary: "A page of every user's conversations, most recent first, with the owner and the replies rated down (administrators)",
        security: bearerSecurity,
        querystring: ChatAdminConversationListQuerySchema,
        response: { 200: ChatAdminConversationListSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const page = request.query.page ?? FIRST_PAGE;
      const pageSize = request.query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { data, total } = await listAllConversations(app.db, { page, pageSize, search: request.query.search });
      return { data, page, pageSize, total };
    },
  );

  app.get(
    '/chat/admin/tools',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['chat', 'admin'],
        summary:
          'Every tool the assistant knows, whether the assistant setting lets it run, and its calls in the last 30 days (administrators)',
        security: bearerSecurity,
        response: { 200: ChatAdminToolListSchema, ...authenticatedProblems },
      },
    },
    async () => {
      const since = new Date(chat.runtime.now().getTime() - USAGE_DAYS * 86_400_000);
      const [settings, usage] = await Promise.all([readSettingValue(app, 'assistant'), toolUsage(app.db, since)]);
      const disabled = new Set<string>(settings.disabledTools);
      const data = [...CHAT_TOOLS.values()].flatMap((tool) => {
        // The registry and the contract name the same tools; one only in the registry cannot be switched yet.
        if (!isAssistantToolName(tool.name)) return [];
        const used = usage.get(tool.name);
        return [
          {
            name: tool.name,
            description: tool.description,
            enabled: !disabled.has(tool.name),
            callsLast30Days: used?.callsSince ?? 0,
            lastCalledAt: used?.lastCalledAt?.toISOString() ?? null,
          },
        ];
      });
      return { data };
    },
  );
}
