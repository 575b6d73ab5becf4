import { ChangelogModal } from '../features/changelogs/changelog-modal';

/** The `release-notes` slot: after sign-in, the window of the release notes the user has not read yet (it opens only when there are some). */
export default function ReleaseNotes() {
  return <ChangelogModal />;
}
