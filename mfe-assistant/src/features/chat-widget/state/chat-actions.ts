import { LOAN_TAB_LABELS, type ChatAction, type ChatRouteName, type LoanTabPath } from 'shared-rules';
import type { CHAT_TICKET_CATEGORIES, CHAT_TICKET_SEVERITIES } from 'shared-rules';
import { linkTo, type AccountSettingsPage } from 'shared-ui';

export type TicketCategory = (typeof CHAT_TICKET_CATEGORIES)[number];
export type TicketSeverity = (typeof CHAT_TICKET_SEVERITIES)[number];

/** What the support dialog opens with. */
export interface TicketPrefill {
  issue: string;
  category: TicketCategory;
  severity: TicketSeverity;
}

/** What a reply's action button does, decided before it is shown (an action that does not fit gets no button). */
export type ActionPlan =
  | { kind: 'navigate'; to: string }
  | { kind: 'open-url'; url: string }
  | { kind: 'send-message'; message: string }
  | { kind: 'support-dialog'; prefill: TicketPrefill }
  | { kind: 'loan-help'; loanId: string };

/** Where the user is when they press the button. */
export interface ActionSituation {
  currentLoanId?: string;
}

const LOAN_TAB_PATHS: readonly string[] = [...Object.keys(LOAN_TAB_LABELS), 'preview/le', 'preview/cd'];
const ACCOUNT_SETTINGS_PAGES = [
  'profile',
  'password',
  'preferences',
  'credentials',
  'encompass',
] as const satisfies readonly AccountSettingsPage[];
/** A path parameter the assistant may fill: one non-empty segment. */
const SEGMENT = /^[^/?#]{1,200}$/;
const PATHS = /^[^?#]{1,200}$/;

function integerIn(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !/^\d{1,4}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/**
 * The portal address of a NAVIGATE action, built with the typed route map, or null when its
 * route or parameters do not fit (a loan without a valid id, a settings page that does not
 * exist): such an action is left out. Parameters a route does not take are dropped.
 */
export function navigationLink(routeName: ChatRouteName | undefined, params: Record<string, string> = {}): string | null {
  switch (routeName) {
    case 'pipeline':
    case 'dashboard':
    case 'quickPricer':
    case 'contactSupport':
    case 'chatHistory':
    case 'knowledge':
    case 'aePipeline':
      return linkTo(routeName);
    case 'knowledgeDocument':
      return params.id !== undefined && SEGMENT.test(params.id) ? linkTo('knowledgeDocument', { id: params.id }) : null;
    case 'changelogs':
      return linkTo('changelogs', { year: integerIn(params.year, 1890, 9999), month: integerIn(params.month, 1, 12) });
    case 'loan': {
      const { loanId, tab = 'summary', task, folder } = params;
      if (loanId === undefined || !SEGMENT.test(loanId) || !LOAN_TAB_PATHS.includes(tab)) return null;
      return linkTo('loan', {
        loanId,
        tab: tab as LoanTabPath,
        task: task !== undefined && PATHS.test(task) ? task : undefined,
        folder: folder !== undefined && PATHS.test(folder) ? folder : undefined,
      });
    }
    case 'accountSettings': {
      const page = ACCOUNT_SETTINGS_PAGES.find((candidate) => candidate === params.page);
      return page ? linkTo('accountSettings', { page }) : null;
    }
    default:
      return null;
  }
}

/** An OPEN_URL address that may open: http(s), or a path of the portal; never `javascript:` or `data:`. */
export function openableUrl(url: string | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** The message a RUN_TOOL button sends: asks the assistant to run the tool, with its parameters. */
export function runToolMessage(toolName: string, params: Record<string, string> = {}): string {
  const entries = Object.entries(params);
  const details = entries.length > 0 ? ` with ${entries.map(([key, value]) => `${key} ${value}`).join(', ')}` : '';
  return `Please run ${toolName}${details}.`;
}

/** The support dialog's fields for a CREATE_TICKET action (or a dialog opened without one). */
export function ticketPrefill(
  action: Pick<ChatAction, 'subject' | 'description' | 'category' | 'severity'> | null,
  situation: ActionSituation,
): TicketPrefill {
  const issue = [action?.subject, action?.description].filter((part): part is string => Boolean(part?.trim())).join('\n\n');
  return {
    issue,
    category: action?.category ?? (situation.currentLoanId ? 'loan' : 'technical'),
    severity: action?.severity ?? 'medium',
  };
}

/**
 * What an action does (spec: NAVIGATE, OPEN_URL, RUN_TOOL, CREATE_TICKET, CONTACT_AE), or null
 * when it does not fit and gets no button. CONTACT_AE asks for the Loan Help drawer on a loan and
 * opens the support dialog elsewhere.
 */
export function planAction(action: ChatAction, situation: ActionSituation): ActionPlan | null {
  switch (action.type) {
    case 'NAVIGATE': {
      const to = navigationLink(action.routeName, action.params);
      return to === null ? null : { kind: 'navigate', to };
    }
    case 'OPEN_URL': {
      const url = openableUrl(action.url);
      return url === null ? null : { kind: 'open-url', url };
    }
    case 'RUN_TOOL':
      return action.toolName?.trim() ? { kind: 'send-message', message: runToolMessage(action.toolName.trim(), action.params) } : null;
    case 'CREATE_TICKET':
      return { kind: 'support-dialog', prefill: ticketPrefill(action, situation) };
    case 'CONTACT_AE':
      return situation.currentLoanId
        ? { kind: 'loan-help', loanId: situation.currentLoanId }
        : { kind: 'support-dialog', prefill: ticketPrefill({ ...action, category: action.category ?? 'loan' }, situation) };
    default:
      return null;
  }
}
