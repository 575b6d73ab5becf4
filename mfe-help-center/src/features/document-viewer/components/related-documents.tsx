import { Anchor, Group, Stack, Title, type TitleOrder } from '@mantine/core';
import { useId } from 'react';
import type { KnowledgeRelatedDocument } from 'shared-rules';
import { SourceTypeIcon } from '../../../components/source-type-icon';

export interface RelatedDocumentsProps {
  documents: readonly KnowledgeRelatedDocument[];
  headingLevel: TitleOrder;
  onOpen: (documentId: string) => void;
}

/** The documents its editors linked to this one; each opens in the viewer. */
export function RelatedDocuments({ documents, headingLevel, onOpen }: RelatedDocumentsProps) {
  const headingId = useId();
  if (documents.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={headingLevel} fz="md" id={headingId}>
        Related documents
      </Title>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {documents.map((document) => (
          <Group component="li" key={document._id} gap="xs" wrap="nowrap">
            <SourceTypeIcon type={document.type} size={24} />
            <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpen(document._id)}>
              {document.title}
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
