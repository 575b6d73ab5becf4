import { startScanRun } from './accessibility-summary';

export default function globalSetup(): void {
  startScanRun();
}
