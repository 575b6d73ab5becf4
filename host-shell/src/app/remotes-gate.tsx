import { Button, Center } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { EmptyState, PageLoader } from 'shared-ui';
import { registerRemoteEntries } from '../features/remotes/federation-loader';
import { useGetRemotesQuery } from '../features/remotes/remotes-api';
import { RemotesProvider } from '../features/remotes/remotes-context';

/** Reads remotes.json before the layout renders; remote code itself loads only when needed. */
export function RemotesGate({ children }: { children: ReactNode }) {
  const { data, isError, refetch } = useGetRemotesQuery();
  useEffect(() => {
    if (data) registerRemoteEntries(data.remotes);
  }, [data]);
  if (data) return <RemotesProvider config={data}>{children}</RemotesProvider>;
  if (isError) {
    return (
      <Center mih="100vh">
        <EmptyState
          title="The portal could not start"
          description="The list of portal areas could not be loaded. Check your connection and try again."
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      </Center>
    );
  }
  return <PageLoader label="Starting the portal" />;
}
