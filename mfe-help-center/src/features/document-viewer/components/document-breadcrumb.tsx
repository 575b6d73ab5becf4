import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { KnowledgeBreadcrumb } from 'shared-rules';
import { safeLink } from '../state/safe-url';

/** Where the document sits in the knowledge base (its breadcrumb, from services); a link not safe to follow is plain text. */
export function DocumentBreadcrumb({ items, onFollowLink }: { items: readonly KnowledgeBreadcrumb[]; onFollowLink?: () => void }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Document location">
      <Breadcrumbs separator="›" separatorMargin={6}>
        {items.map((item) => {
          const link = safeLink(item.href);
          const key = `${item.label}:${item.href}`;
          if (link?.kind === 'portal') {
            return (
              <Anchor key={key} component={Link} to={link.path} size="sm" onClick={onFollowLink}>
                {item.label}
              </Anchor>
            );
          }
          if (link?.kind === 'web') {
            return (
              <Anchor key={key} href={link.href} size="sm" target="_blank" rel="noopener noreferrer">
                {item.label}
              </Anchor>
            );
          }
          return (
            <Text key={key} size="sm" c="dimmed">
              {item.label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
