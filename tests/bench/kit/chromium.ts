// The benchmarks launch Chromium as the browser suites do.
export { CHROMIUM } from '../../support/chromium.ts';
