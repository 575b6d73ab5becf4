import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { KNOWLEDGE_SEARCH_DEBOUNCE_MS, type KnowledgeRelatedDocument } from 'shared-rules';
import { useGetKnowledgeAdminDocumentsQuery } from '../../api/get-knowledge-admin-documents';
import { MAX_RELATED_DOCUMENTS } from '../../state/document-form-values';

/** Documents offered per search: enough to choose from, few enough to read. */
const OPTIONS_PER_SEARCH = 20;

export interface RelatedDocumentsSelectProps {
  /** The document edited (never offered as related to itself); null for a new one. */
  documentId: string | null;
  /** The document's related documents as stored, so their titles show before any search. */
  initial: KnowledgeRelatedDocument[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
}

/**
 * Picks the documents shown as "Related" under this one. The words typed search every document
 * on the server (title, page address or id), so a large knowledge base needs no long list;
 * titles of documents already chosen are remembered so their pills keep their names.
 */
export function RelatedDocumentsSelect({ documentId, initial, value, onChange, error }: RelatedDocumentsSelectProps) {
  const [search, setSearch] = useState('');
  const [words] = useDebouncedValue(search.trim(), KNOWLEDGE_SEARCH_DEBOUNCE_MS);
  const found = useGetKnowledgeAdminDocumentsQuery({ ...(words ? { text: words } : {}), pageSize: OPTIONS_PER_SEARCH });
  const [titles, setTitles] = useState(() => new Map(initial.map((related) => [related._id, related.title])));

  useEffect(() => {
    const documents = found.data?.data ?? [];
    if (documents.length === 0) return;
    setTitles((known) => {
      const next = new Map(known);
      for (const document of documents) next.set(document._id, document.title);
      return next;
    });
  }, [found.data]);

  const offered = (found.data?.data ?? []).map((document) => document._id).filter((id) => id !== documentId);
  const options = [...new Set([...value, ...offered])].map((id) => ({ value: id, label: titles.get(id) ?? id }));

  return (
    <MultiSelect
      label="Related documents"
      description="Shown under this document so readers find what goes with it. Type to search every document."
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the words (title, page address or id): show what it found. Chosen
      // documents stay in `data` so their pills keep their titles, but are listed only with no words typed.
      filter={({ options: all }) =>
        search.trim() === '' ? all : all.filter((option) => 'value' in option && offered.includes(option.value))
      }
      maxValues={MAX_RELATED_DOCUMENTS}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No document matches'}
      clearable
      error={error}
    />
  );
}
