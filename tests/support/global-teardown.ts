import { printScanSummary } from './accessibility-summary';

export default function globalTeardown(): void {
  printScanSummary();
}
