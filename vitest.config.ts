import { defineConfig } from 'vitest/config';

// Projects (arquitetura §10): pure unit tests, API tests against a real database (PGlite in memory by
// default; PostgreSQL when TEST_DATABASE_URL is set by tests/run.ts), end-to-end tests in Chromium,
// and the clean-copy install test (tests/install: git archive HEAD + npm install + npm start).
export default defineConfig({
  test: {
    projects: [
      // DOM tests render react-admin screens in jsdom: seconds each on a busy 2-core machine
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000, sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          maxWorkers: 2,
          // a worker runs its files one after the other in one process: each file still gets its own
          // server and database, but the server's modules are loaded once per worker instead of once per
          // file (about 8 s of a busy core per file). Test files restore what they change in process.env.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // a browser test mostly waits (rendering, network, animations): one worker kept under half a
          // core busy over the whole stage (time: 8.6 CPU-min in 26 min), so two workers share the machine.
          // Each worker is one process for its files: the server's modules load once and its files share
          // one Chromium (tests/e2e/harness.ts); each file still has its own server, database and contexts
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // a clean copy of HEAD installed and started with the README's commands (tests/install)
        test: {
          name: 'install',
          include: ['tests/install/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 900_000,
          pool: 'forks',
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
