// End-to-end tests of the page (tests/e2e/), in Debian's Chromium: Playwright's own
// browser download is not used. The site is served as `npm start` serves it, on a port
// of its own so that a running `npm start` does not get in the way.
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const chromium = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };

export default defineConfig({
  testDir: 'tests/e2e',
  // The service worker's shell manifest, for the files as they are now (sw.js).
  globalSetup: './scripts/shell-manifest.mjs',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    launchOptions: chromium,
    // Traces without DOM snapshots or a screencast: recording the 256-cell grid at every
    // key press makes each action several times slower, and the tests type a lot. A
    // failing test still keeps its trace of actions and a screenshot of the end.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile\.spec\.js/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // The phone: its own spec, and the notes' (which skip what is the same on every screen).
    {
      name: 'phone',
      testMatch: /(mobile|notes)\.spec\.js/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
  webServer: {
    // --cors: the engine's tests load it from another origin, as from a CDN.
    command: `node_modules/.bin/sirv . --host 127.0.0.1 --port ${PORT} --dev --cors --quiet`,
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: !process.env.CI,
  },
});
