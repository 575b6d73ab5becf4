import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState, type MenuLink, PageHeader } from 'shared-ui';

export interface SectionCard extends MenuLink {
  summary?: string;
}

/** The landing page of /training or /resources: a card per page, each a link. */
export function SectionIndex({ title, description, cards }: { title: string; description: string; cards: SectionCard[] }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {cards.length === 0 ? (
        <EmptyState title="Nothing published yet" description="Pages appear here once your lender publishes them." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {cards.map((card) => (
            <Card key={`${card.label}-${card.to}`} component="li" withBorder padding="md" radius="md">
              <Text fw={600} component="h2" fz="md" m={0}>
                {card.external ? (
                  <Anchor href={card.to} target="_blank" rel="noopener noreferrer">
                    {card.label}
                  </Anchor>
                ) : (
                  <Anchor component={Link} to={card.to}>
                    {card.label}
                  </Anchor>
                )}
              </Text>
              {card.summary && (
                <Text size="sm" c="dimmed" mt={4}>
                  {card.summary}
                </Text>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
