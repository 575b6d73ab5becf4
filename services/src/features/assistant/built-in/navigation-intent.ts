import type { ChatAction, ChatRouteName } from 'shared-rules';
import { type AuthUser, isAccountExecutive, isAdminLike } from '../../../platform/auth/auth-user';
import type { BuiltInIntent } from './intent';

/** A page the assistant can send the asker to, and the words that name it. */
interface Destination {
  routeName: ChatRouteName;
  params?: Record<string, string>;
  /** What the page is, as the reply says it ("your pipeline"). */
  title: string;
  label: string;
  /** Folded phrases that name the page; the longest that matches wins. */
  phrases: readonly string[];
  /** Who may open it (default: everyone signed in). */
  for?: (user: AuthUser) => boolean;
}

const staffCoveringBrokers = (user: AuthUser) => isAccountExecutive(user) || isAdminLike(user);

/**
 * The pages of the portal's route map (CHAT_ROUTE_NAMES) that a request can name. Loans and
 * knowledge documents are opened by the loan and knowledge intents, which know which one.
 */
const DESTINATIONS: readonly Destination[] = [
  {
    routeName: 'pipeline',
    title: 'your pipeline',
    label: 'Open my pipeline',
    phrases: ['pipeline', 'my loans', 'loan list', 'list of loans', 'all my loans'],
  },
  { routeName: 'dashboard', title: 'the dashboard', label: 'Open the dashboard', phrases: ['dashboard', 'home page', 'homepage'] },
  {
    routeName: 'quickPricer',
    title: 'the Quick Pricer',
    label: 'Open the Quick Pricer',
    phrases: ['quick pricer', 'pricer', 'pricing page', 'price a loan'],
  },
  {
    routeName: 'contactSupport',
    title: 'Contact Support',
    label: 'Open Contact Support',
    phrases: ['contact support', 'support page', 'support form'],
  },
  {
    routeName: 'chatHistory',
    title: 'your chat history',
    label: 'Open my chat history',
    phrases: ['chat history', 'past conversations', 'old conversations', 'conversation history', 'previous chats'],
  },
  {
    routeName: 'knowledge',
    title: 'the knowledge base',
    label: 'Open the knowledge base',
    phrases: ['knowledge base', 'help center', 'help centre', 'articles', 'documentation'],
  },
  {
    routeName: 'changelogs',
    title: 'the release notes',
    label: "See what's new",
    phrases: ['changelog', 'change log', 'release notes', "what's new", 'what is new'],
  },
  {
    routeName: 'aePipeline',
    title: 'the AE pipeline',
    label: 'Open the AE pipeline',
    phrases: ['ae pipeline', 'account executive pipeline'],
    for: staffCoveringBrokers,
  },
  {
    routeName: 'accountSettings',
    params: { page: 'password' },
    title: 'your password settings',
    label: 'Open password settings',
    phrases: ['password settings', 'change my password', 'change password', 'password page'],
  },
  {
    routeName: 'accountSettings',
    params: { page: 'preferences' },
    title: 'your preferences',
    label: 'Open my preferences',
    phrases: ['preferences', 'notification settings', 'email alerts', 'email settings'],
  },
  {
    routeName: 'accountSettings',
    params: { page: 'profile' },
    title: 'your account settings',
    label: 'Open account settings',
    phrases: ['account settings', 'my account', 'my profile', 'profile settings', 'settings'],
  },
];

const GO =
  /\b(?:open|go to|goto|take me to|bring me to|navigate to|show me|get me to|jump to|switch to|where (?:is|are|can i find)|find|i (?:want|need|would like|'d like) to)\b/;
const escapeRegExp = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// "My account executive" is a person (the contact intent's), not the account settings page.
const PATTERNS = new Map(
  DESTINATIONS.map((destination) => [
    destination,
    new RegExp(`\\b(?:${destination.phrases.map(escapeRegExp).join('|')})\\b(?! executives?\\b)`),
  ]),
);

/** The destination a message names, the one whose matching phrase is longest. */
function destinationIn(folded: string, user: AuthUser): Destination | null {
  let best: { destination: Destination; length: number } | null = null;
  for (const destination of DESTINATIONS) {
    if (destination.for && !destination.for(user)) continue;
    const match = PATTERNS.get(destination)?.exec(folded);
    if (match && (!best || match[0].length > best.length)) best = { destination, length: match[0].length };
  }
  return best?.destination ?? null;
}

/**
 * "Open my pipeline", "go to account settings": a NAVIGATE action to the page. With a verb of
 * going it outranks every other intent but a loan number; a page's name alone is a weaker claim
 * (it may be a question about the page, which the knowledge base answers).
 */
export const navigationIntent: BuiltInIntent = {
  name: 'navigation',
  recognise(asked, turn) {
    const destination = destinationIn(asked.folded, turn.user);
    if (!destination) return null;
    const goes = GO.test(asked.folded) && !asked.howTo;
    const bare =
      asked.folded
        .replace(/[^a-z' ]/g, '')
        .trim()
        .split(' ').length <= 4;
    if (!goes && !bare) return null;
    const action: ChatAction = {
      type: 'NAVIGATE',
      label: destination.label,
      routeName: destination.routeName,
      ...(destination.params ? { params: { ...destination.params } } : {}),
    };
    return {
      confidence: goes ? 0.88 : 0.45,
      answer: async () => ({ content: `Use the button below to open ${destination.title}.`, actions: [action], citations: [] }),
    };
  },
};
