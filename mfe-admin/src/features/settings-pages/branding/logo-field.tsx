import { Box, Button, FileButton, Fieldset, Group, Image, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormRefusal, problemMessage } from 'shared-ui';
import { LOGO_CONTENT_TYPES, logoAssets, logoFileProblem } from './logo-files';
import { useGetPortalAssetsQuery, useUploadPortalAssetMutation } from '../../assets/api/assets-api';

/** The two backgrounds a logo is previewed on: the portal's light and dark top bars. */
const BACKGROUNDS = [
  { name: 'light', background: '#ffffff', text: '#495057' },
  { name: 'dark', background: '#1f1f1f', text: '#dee2e6' },
] as const;

export interface LogoFieldProps {
  /** "Light logo" or "Dark logo". */
  label: string;
  description: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}

/**
 * One logo of the branding: a preview on a light and a dark background, and three ways to set
 * it: upload an image, pick one uploaded before, or clear it (the brand name shows instead).
 */
export function LogoField({ label, description, value, onChange, error }: LogoFieldProps) {
  const assets = useGetPortalAssetsQuery();
  const [upload, { isLoading: uploading }] = useUploadPortalAssetMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const lower = label.toLowerCase();
  const choices = logoAssets(assets.data ?? []).map((asset) => ({ value: asset.url, label: asset.fileName }));
  if (value && !choices.some((choice) => choice.value === value)) choices.unshift({ value, label: `Current logo (${value})` });

  async function uploadFile(file: File | null) {
    if (!file) return;
    setRefusal(null);
    const problem = logoFileProblem(file);
    if (problem) {
      setRefusal(problem);
      return;
    }
    try {
      const asset = await upload(file).unwrap();
      onChange(asset.url);
      void assets.refetch();
    } catch (failure) {
      setRefusal(problemMessage(failure, `${file.name} could not be uploaded. Please try again.`));
    }
  }

  return (
    <Fieldset legend={label} radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {BACKGROUNDS.map(({ name, background, text }) => (
            <Box
              key={name}
              p="md"
              h={96}
              style={{
                background,
                border: '1px solid #ced4da',
                borderRadius: 8,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {value ? (
                <Image src={value} alt={`${label} on a ${name} background`} mah={56} maw="100%" fit="contain" w="auto" />
              ) : (
                <Text size="sm" style={{ color: text }}>
                  No logo: the brand name shows on a {name} background
                </Text>
              )}
            </Box>
          ))}
        </SimpleGrid>
        <Select
          label={`Uploaded image for the ${lower}`}
          placeholder={choices.length === 0 ? 'No images uploaded yet' : 'Choose an uploaded image'}
          data={choices}
          value={value}
          onChange={(url) => onChange(url)}
          searchable
          nothingFoundMessage="No image by that name"
          error={error}
        />
        <Group gap="sm">
          <FileButton onChange={(file) => void uploadFile(file)} accept={LOGO_CONTENT_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={uploading}>
                Upload {lower}
              </Button>
            )}
          </FileButton>
          <Button variant="default" onClick={() => onChange(null)} disabled={!value}>
            Clear {lower}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          PNG, JPEG or SVG, up to 5 MB. An SVG with scripts is refused.
        </Text>
        <FormRefusal title={`The ${lower} was not uploaded`} refusal={refusal} onDismiss={() => setRefusal(null)} />
      </Stack>
    </Fieldset>
  );
}
