import { Route, Routes, useParams } from 'react-router-dom';
import { activeEntries, entryLink, linkTo, useFeatureFlag, useRoles, useSetting } from 'shared-ui';
import { ContentPageNotFound } from '../content-page-not-found';
import { ContentPageView } from '../content-page-view';
import { SectionIndex } from '../section-index';
import { ShippedTrainingPage } from './training-page';
import { shippedTrainingLinks, TRAINING_PAGES, trainingPageBySlug, trainingPagePath } from './training-pages';

/** The administrators' training pages, when the newTrainingPages flag shows them. */
function usePublishedTrainingEntries() {
  const entries = useSetting('content-pages').value.entries;
  const shown = useFeatureFlag('newTrainingPages');
  return shown ? activeEntries(entries) : [];
}

function TrainingCenter() {
  const entries = usePublishedTrainingEntries();
  const { isAdmin } = useRoles();
  const summaries = new Map(TRAINING_PAGES.map((page) => [trainingPagePath(page), page.summary]));
  const cards = [...entries.flatMap((entry) => entryLink(entry, 'training') ?? []), ...shippedTrainingLinks(isAdmin)].map((link) => ({
    ...link,
    summary: summaries.get(link.to),
  }));
  return <SectionIndex title="Training Center" description="Walkthroughs for the work you do in the portal." cards={cards} />;
}

/** /training/{slug}: an administrator's page first (it may replace a shipped one), then a shipped page. */
function TrainingSlug() {
  const { slug = '' } = useParams();
  const entry = usePublishedTrainingEntries().find((candidate) => candidate.subPath === slug);
  const { isAdmin } = useRoles();
  if (entry) return <ContentPageView entry={entry} />;
  const shipped = trainingPageBySlug(slug, isAdmin);
  if (shipped) return <ShippedTrainingPage page={shipped} />;
  return <ContentPageNotFound sectionLabel="Training Center" sectionPath={linkTo('training')} />;
}

/** /training and /training/{pageSlug}. */
export default function TrainingRoutes() {
  return (
    <Routes>
      <Route index element={<TrainingCenter />} />
      <Route path=":slug" element={<TrainingSlug />} />
      <Route path="*" element={<ContentPageNotFound sectionLabel="Training Center" sectionPath={linkTo('training')} />} />
    </Routes>
  );
}
