import { useEffect, useRef } from 'react';
import { CHAT_STAGE_NAMES } from 'shared-rules';
import { getBus, type PortalEventMap } from 'shared-ui';
import type { ChatStage } from '../state/conversation-stream';

type StageEvent = `socket:${ChatStage['name']}`;

/**
 * Calls `onStage` with every stage of an assistant reply the socket delivers (the host republishes
 * them on the bus as `socket:chat:*`), for the component's lifetime; the latest handler always runs.
 */
export function useChatStages(onStage: (stage: ChatStage) => void): void {
  const latest = useRef(onStage);
  latest.current = onStage;
  useEffect(() => {
    const bus = getBus();
    const subscriptions = CHAT_STAGE_NAMES.map((name) =>
      bus.subscribe(`socket:${name}` as StageEvent, (payload: PortalEventMap[StageEvent]) =>
        latest.current({ name, payload } as ChatStage),
      ),
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, []);
}
