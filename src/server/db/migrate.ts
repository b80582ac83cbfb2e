/**
 * Applies the SQL migrations in `migrations/` with node-pg-migrate (DESIGN §5), at start-up and
 * through `npm run migrate`. Idempotent: already applied files are skipped.
 */
import { runner } from 'node-pg-migrate';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import type { Database } from './pool.ts';

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/** Runs every pending migration; returns the names applied. */
export async function migrate(db: Database, log: (msg: string) => void = () => undefined): Promise<string[]> {
  const client = await db.pool.connect();
  try {
    const done = await runner({
      dbClient: client,
      dir: MIGRATIONS_DIR,
      direction: 'up',
      migrationsTable: 'pgmigrations',
      count: Infinity,
      checkOrder: true,
      singleTransaction: true,
      noLock: db.kind === 'pglite',
      log,
      logger: { debug: () => undefined, info: log, warn: log, error: log },
    } as Parameters<typeof runner>[0]);
    return done.map((m) => m.name);
  } finally {
    client.release();
  }
}
