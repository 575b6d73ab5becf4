import { defineConfig } from '@playwright/test';
export default defineConfig({ projects: [{ name: 'resilience', testDir: './tests/resilience', timeout: 90_000 }], workers: 1, reporter: [['list']] });
