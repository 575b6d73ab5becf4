import { Center, Text } from '@mantine/core';
import { PDF_LOADING_TEXT } from './viewer-spec';

/** Spec: "Please wait..." while a PDF is fetched, pdf.js loads, or a page is drawn. */
export function PdfWaiting() {
  return (
    <Center mih={240}>
      <Text c="dimmed" role="status">
        {PDF_LOADING_TEXT}
      </Text>
    </Center>
  );
}
