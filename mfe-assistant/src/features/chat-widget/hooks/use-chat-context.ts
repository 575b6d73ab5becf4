import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChatContext } from 'shared-rules';
import { useProfile } from 'shared-ui';
import { chatContextFor } from '../state/chat-context';

/** The context of a message sent now: the page the user is on (the host's route) and who they are (the profile). */
export function useChatContext(): ChatContext {
  const { pathname } = useLocation();
  const { profile } = useProfile();
  return useMemo(() => chatContextFor(pathname, profile), [pathname, profile]);
}
