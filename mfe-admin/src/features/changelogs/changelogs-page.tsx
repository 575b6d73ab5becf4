import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Changelog, ChangelogInput } from 'shared-rules';
import { loadErrorOf, PageHeader, showErrorToast, showToast } from 'shared-ui';
import { ConfirmDeleteModal } from 'shared-ui';
import {
  useCreateChangelogMutation,
  useDeleteChangelogMutation,
  useGetAllChangelogsQuery,
  useUpdateChangelogMutation,
} from './api/changelogs-admin-api';
import { ChangelogFormModal } from './changelog-form-modal';
import { ChangelogsTable } from './changelogs-table';

const inputOf = (changelog: Changelog): ChangelogInput => ({
  title: changelog.title,
  version: changelog.version,
  content: changelog.content,
  startDate: changelog.startDate,
  active: changelog.active,
});

/** /admin/changelogs: the release notes users read, written, published and withdrawn here. */
export default function ChangelogsPage() {
  const list = useGetAllChangelogsQuery();
  const [createChangelog, creating] = useCreateChangelogMutation();
  const [updateChangelog, updating] = useUpdateChangelogMutation();
  const [deleteChangelog, deleting] = useDeleteChangelogMutation();
  // undefined: the form is closed; null: a new changelog; a changelog: that one is edited.
  const [editing, setEditing] = useState<Changelog | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<Changelog | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const save = async (input: ChangelogInput) => {
    try {
      if (editing) await updateChangelog({ id: editing.id, input }).unwrap();
      else await createChangelog(input).unwrap();
      showToast('success', editing ? 'Changelog saved' : 'Changelog created', `${input.title} (${input.version}) was saved.`);
      setEditing(undefined);
    } catch (error) {
      showErrorToast(error, 'The changelog was not saved');
    }
  };

  const toggleActive = async (changelog: Changelog) => {
    setBusyId(changelog.id);
    try {
      await updateChangelog({ id: changelog.id, input: { ...inputOf(changelog), active: !changelog.active } }).unwrap();
      showToast(
        'success',
        changelog.active ? 'Changelog deactivated' : 'Changelog activated',
        `${changelog.title} (${changelog.version}).`,
      );
    } catch (error) {
      showErrorToast(error, 'The changelog was not changed');
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteChangelog(toDelete.id).unwrap();
      showToast('success', 'Changelog deleted', `${toDelete.title} (${toDelete.version}) was deleted.`);
      setToDelete(null);
    } catch (error) {
      showErrorToast(error, 'The changelog was not deleted');
    }
  };

  return (
    <>
      <PageHeader title="Changelogs" description="Release notes users read after signing in and under Resources." />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            Users see active notes from their start date on, newest first.
          </Text>
          <Button onClick={() => setEditing(null)}>New changelog</Button>
        </Group>
        <ChangelogsTable
          changelogs={list.data}
          error={loadErrorOf(list, 'Changelogs could not be loaded')}
          busyId={busyId}
          onEdit={setEditing}
          onToggleActive={(changelog) => void toggleActive(changelog)}
          onDelete={setToDelete}
        />
      </Stack>
      <ChangelogFormModal
        opened={editing !== undefined}
        changelog={editing ?? null}
        saving={creating.isLoading || updating.isLoading}
        onClose={() => setEditing(undefined)}
        onSubmit={(input) => void save(input)}
      />
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={`Delete the changelog ${toDelete?.version ?? ''}?`}
        consequence={`"${toDelete?.title ?? ''}" will no longer be shown to users.`}
        deleting={deleting.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
