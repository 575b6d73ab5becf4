import { Alert, AspectRatio } from '@mantine/core';
import { videoEmbedUrl } from '../../../../lib/video-embed';
import { VIEWER_TEXTS } from '../../state/viewer-texts';
import type { DocumentBodyProps } from './document-body-props';

/** A video, in the YouTube or Vimeo player; any other address is refused (spec: only those two hosts embed). */
export function VideoBody({ document }: DocumentBodyProps) {
  const embed = videoEmbedUrl(document.url ?? '');
  if (!embed) {
    return (
      <Alert color="yellow" role="status">
        {VIEWER_TEXTS.videoRefused}
      </Alert>
    );
  }
  return (
    <AspectRatio ratio={16 / 9}>
      <iframe
        src={embed}
        title={document.title}
        style={{ border: 0 }}
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </AspectRatio>
  );
}
