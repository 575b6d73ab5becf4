import { ContentEntriesEditor } from './content-entries-editor';

/** /admin/content-pages: the entries of the top bar's Training menu. */
export default function ContentPagesPage() {
  return (
    <ContentEntriesEditor
      settingKey="content-pages"
      title="Content Pages"
      description="The training links and pages listed in the top bar's Training menu."
      menu="Training"
      basePath="/training"
    />
  );
}
