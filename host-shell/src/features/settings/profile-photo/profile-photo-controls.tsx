import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { IMPERSONATION_TEXTS, PROFILE_PHOTO_CONTENT_TYPES, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TEXTS, type Profile } from 'shared-rules';
import { FormRefusal, problemMessage, showToast } from 'shared-ui';
import { useRemoveProfilePhotoMutation, useUploadProfilePhotoMutation } from './profile-photo-api';
import { RemovePhotoModal } from './remove-photo-modal';

const ACCEPT = PROFILE_PHOTO_CONTENT_TYPES.join(',');

interface Refusal {
  title: string;
  reason: string;
}

/**
 * Upload and remove the signed-in user's profile photo. A file the services would refuse for its
 * size is refused here first, with the services' own words; other refusals (not an image) come
 * from the services, which read the type from the content. Shown under the profile's avatar.
 */
export function ProfilePhotoControls({ profile }: { profile: Profile }) {
  const [upload, uploading] = useUploadProfilePhotoMutation();
  const [remove, removing] = useRemoveProfilePhotoMutation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Cleared after each choice, so choosing the same file again (after fixing it) is noticed.
  const resetChoice = useRef<() => void>(null);
  const impersonating = profile.impersonator !== null;
  const busy = uploading.isLoading || removing.isLoading;

  const send = async (file: File | null) => {
    resetChoice.current?.();
    if (!file) return;
    setRefusal(null);
    const notUploaded = `${file.name} was not uploaded`;
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setRefusal({ title: notUploaded, reason: PROFILE_PHOTO_TEXTS.tooLarge });
      return;
    }
    if (file.size === 0) {
      setRefusal({ title: notUploaded, reason: PROFILE_PHOTO_TEXTS.empty });
      return;
    }
    try {
      await upload(file).unwrap();
      showToast('success', 'Photo updated', 'Your new profile photo shows across the portal.');
    } catch (error) {
      setRefusal({ title: notUploaded, reason: problemMessage(error) });
    }
  };

  const confirmRemoval = async () => {
    setRefusal(null);
    try {
      await remove().unwrap();
      setConfirming(false);
      showToast('success', 'Photo removed', 'Your initials show in place of the photo.');
    } catch (error) {
      setConfirming(false);
      setRefusal({ title: 'The photo was not removed', reason: problemMessage(error) });
    }
  };

  return (
    <Stack gap="xs" mt="md">
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={(file) => void send(file)} accept={ACCEPT} resetRef={resetChoice} disabled={impersonating || busy}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={uploading.isLoading} disabled={impersonating || busy}>
              Upload photo
            </Button>
          )}
        </FileButton>
        {profile.profilePhoto && (
          <Button variant="subtle" color="red" size="xs" onClick={() => setConfirming(true)} disabled={impersonating || busy}>
            Remove photo
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {impersonating ? IMPERSONATION_TEXTS.notWhileImpersonating : PROFILE_PHOTO_TEXTS.accepted}
      </Text>
      {refusal && <FormRefusal title={refusal.title} refusal={refusal.reason} onDismiss={() => setRefusal(null)} />}
      <RemovePhotoModal
        opened={confirming}
        removing={removing.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmRemoval()}
      />
    </Stack>
  );
}
