/**
 * Applies the SQL migrations in `migrations/` with node-pg-migrate (arquitetura §5), at start-up and
 * through `npm run migrate`. Idempotent: already applied files are skipped.
 *
 * Fast path (start-up with existing data): when the `pgmigrations` table already lists every file of
 * `migrations/`, nothing is run and node-pg-migrate is not even loaded (one SELECT, ~2 ms, instead
 * of ~150-250 ms of runner start-up). Any missing name, or no table yet, goes through the runner.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import type { Database } from './pool.ts';

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/** True when some file of `migrations/` is not recorded in `pgmigrations` (or the table is missing). */
async function hasPending(db: Database): Promise<boolean> {
  const names = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /\.(sql|js|cjs|mjs|ts)$/.test(f))
    .map((f) => f.replace(/\.[^.]+$/, ''));
  const exists = await db.pool.query(`SELECT to_regclass('pgmigrations') IS NOT NULL AS ok`);
  if (!exists.rows[0]?.ok) return true;
  const { rows } = await db.pool.query<{ name: string }>('SELECT name FROM pgmigrations');
  const done = new Set(rows.map((r) => r.name));
  return names.some((n) => !done.has(n));
}

/** Runs every pending migration; returns the names applied. */
export async function migrate(db: Database, log: (msg: string) => void = () => undefined): Promise<string[]> {
  if (!(await hasPending(db))) return [];
  const { runner } = await import('node-pg-migrate');
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
