// End-to-end tests of the page (tests/e2e/), in Debian's Chromium: Playwright's own
// browser download is not used. The project's folder is served on a port of its own (so
// that a running `npm start` does not get in the way), and the pages the specs visit are
// those of site/, the app as it is deployed (scripts/build-site.mjs); the specs' own test
// pages (tests/e2e/*.html) load the engine and the element from www/, as the npm
// package ships them.
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const chromium = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };

export default defineConfig({
  testDir: 'tests/e2e',
  // site/ and its service worker's shell manifest, from the sources as they are now.
  globalSetup: './scripts/build-site.mjs',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/site/`,
    // English, whatever the machine's: the page follows the browser's languages, and the
    // specs read its English words (languages.spec.js asks for others).
    locale: 'en-US',
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
    // The phone: its own spec, and the notes' and the solving path's (which skip what is
    // the same on every screen).
    {
      name: 'phone',
      testMatch: /(mobile|notes|solving-path)\.spec\.js/,
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
