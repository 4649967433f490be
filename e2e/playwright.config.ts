import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  chromiumExecutable,
  PORTS,
  repositoryRoot,
  siteEnvironment,
  siteOrigin,
} from './support/environment';

export default defineConfig({
  testDir: './tests',
  // Per port base, so two suites side by side (E2E_PORT_BASE) keep their artifacts apart.
  outputDir: `./test-results/site-${PORTS.site}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: siteOrigin,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: /release\.spec\.ts$/ },
    // Releasing changes what every page of a remote shows: run it after the rest, alone.
    { name: 'release', testMatch: /release\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: {
    command: 'node packages/hosting/dist/start-site.js',
    cwd: repositoryRoot,
    // Through the site's proxy, so it answers only once the backend does; the line below is printed
    // once every service (provider, backend, remotes, site) answers.
    url: `${siteOrigin}/api/health`,
    wait: { stdout: /Northvault is running at/ },
    env: siteEnvironment(),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
