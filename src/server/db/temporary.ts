/**
 * A throw-away PostgreSQL database on a server (API tests on PostgreSQL, benchmarks): created
 * empty with a random name next to the database of `baseUrl`, dropped (forcing out open
 * connections) by `drop()`.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';

export async function createTemporaryDatabase(baseUrl: string, prefix = 'erp_tmp'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
