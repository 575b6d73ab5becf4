const BYTES_PER_MB = 1024 * 1024;

/** Spec: file size shown in MB with 2 decimals (`0.02 MB`, `25.00 MB`); MB is 1024 × 1024 bytes, as the upload limits are. */
export function fileSizeLabel(sizeBytes: number): string {
  return `${(sizeBytes / BYTES_PER_MB).toFixed(2)} MB`;
}
