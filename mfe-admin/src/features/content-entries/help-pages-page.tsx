import { ContentEntriesEditor } from './content-entries-editor';

/** /admin/settings/help-pages: the entries of the top bar's Resources menu. */
export default function HelpPagesPage() {
  return (
    <ContentEntriesEditor
      settingKey="help-pages"
      title="Help Pages"
      description="The help links and pages listed in the top bar's Resources menu."
      menu="Resources"
      basePath="/resources"
    />
  );
}
