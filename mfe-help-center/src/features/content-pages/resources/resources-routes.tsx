import { Route, Routes, useParams } from 'react-router-dom';
import { activeEntries, entryLink, linkTo, useSetting } from 'shared-ui';
import { ContentPageNotFound } from '../content-page-not-found';
import { ContentPageView } from '../content-page-view';
import { SectionIndex } from '../section-index';

function AllResources() {
  const entries = activeEntries(useSetting('help-pages').value.entries);
  const cards = entries.flatMap((entry) => entryLink(entry, 'resources') ?? []);
  return <SectionIndex title="Resources" description="Rate sheets, forms and reference material from your lender." cards={cards} />;
}

function ResourceSlug() {
  const { slug = '' } = useParams();
  const entry = activeEntries(useSetting('help-pages').value.entries).find((candidate) => candidate.subPath === slug);
  if (entry) return <ContentPageView entry={entry} />;
  return <ContentPageNotFound sectionLabel="Resources" sectionPath={linkTo('resources')} />;
}

/** /resources and /resources/{pageSlug} (the release notes have their own route). */
export default function ResourcesRoutes() {
  return (
    <Routes>
      <Route index element={<AllResources />} />
      <Route path=":slug" element={<ResourceSlug />} />
      <Route path="*" element={<ContentPageNotFound sectionLabel="Resources" sectionPath={linkTo('resources')} />} />
    </Routes>
  );
}
