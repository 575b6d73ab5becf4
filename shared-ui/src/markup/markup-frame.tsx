import { Typography } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { MarkupOptionsContext, type MarkupVariant } from './markup-options';

/** The typography rendered markup sits in, and the options its elements read. */
export function MarkupFrame({
  variant,
  onFollowLink,
  children,
}: {
  variant: MarkupVariant;
  onFollowLink: (() => void) | undefined;
  children: ReactNode;
}) {
  const options = useMemo(() => ({ variant, onFollowLink }), [variant, onFollowLink]);
  return (
    <MarkupOptionsContext.Provider value={options}>
      {variant === 'reply' ? (
        <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      ) : (
        <Typography>{children}</Typography>
      )}
    </MarkupOptionsContext.Provider>
  );
}
