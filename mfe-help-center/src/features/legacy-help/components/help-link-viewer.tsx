import { Anchor, AspectRatio, Modal, Stack, Text } from '@mantine/core';
import type { HelpLink } from 'shared-rules';
import { videoEmbedUrl } from '../../../lib/video-embed';
import { helpLinkOpening } from '../state/help-links';
import { LegacyPdfView } from './legacy-pdf-view';

/** Spec: the PDF viewer is 800px wide, the video modal 75vw. */
const PDF_VIEWER_WIDTH = 800;
const VIDEO_MODAL_WIDTH = '75vw';

function OpenElsewhere({ link }: { link: HelpLink }) {
  return (
    <Anchor href={link.link} target="_blank" rel="noopener noreferrer" size="sm">
      Open in a new window
    </Anchor>
  );
}

function VideoView({ link }: { link: HelpLink }) {
  const embed = videoEmbedUrl(link.link);
  if (embed) {
    return (
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={embed}
          title={link.title}
          style={{ border: 0 }}
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </AspectRatio>
    );
  }
  return (
    <Stack gap="xs">
      {/* biome-ignore lint/a11y/useMediaCaption: the lender's recordings carry no caption track; the link below opens them elsewhere */}
      <video src={link.link} controls style={{ width: '100%', maxHeight: '70vh', background: 'black' }} aria-label={link.title} />
      <OpenElsewhere link={link} />
    </Stack>
  );
}

export interface HelpLinkViewerProps {
  /** The PDF or video link to show; null keeps the viewer closed. */
  link: HelpLink | null;
  onClose: () => void;
}

/** A legacy help link shown inside the portal: a PDF in the 800px viewer, a video in the 75vw modal. */
export function HelpLinkViewer({ link, onClose }: HelpLinkViewerProps) {
  const opening = link ? helpLinkOpening(link) : null;
  return (
    <Modal
      opened={link !== null}
      onClose={onClose}
      size={opening === 'video-modal' ? VIDEO_MODAL_WIDTH : PDF_VIEWER_WIDTH}
      title={link?.title ?? ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {link && opening === 'pdf-viewer' && (
        <Stack gap="xs">
          <LegacyPdfView link={link} />
          <OpenElsewhere link={link} />
        </Stack>
      )}
      {link && opening === 'video-modal' && <VideoView link={link} />}
      {link && link.description && (
        <Text size="sm" c="dimmed" mt="sm">
          {link.description}
        </Text>
      )}
    </Modal>
  );
}
