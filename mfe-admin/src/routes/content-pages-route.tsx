import ContentPagesPage from '../features/content-entries/content-pages-page';

/** /admin/content-pages: the Training menu's entries. */
export default function ContentPagesRoute() {
  return <ContentPagesPage />;
}
