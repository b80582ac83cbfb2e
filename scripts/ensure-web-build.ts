/**
 * Builds the web app when it is missing or stale (see scripts/web-build.mjs, which `npm start`
 * uses directly). Kept for the commands that run it through tsx (`npm run test:e2e`, tests/run.ts,
 * bench/web-signin). Skipped when SKIP_WEB_BUILD=1; exits 1 when the build fails.
 */
// @ts-expect-error plain JavaScript module without type declarations
import { garantirAppWeb } from './web-build.mjs';

try {
  garantirAppWeb();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
