/**
 * Database connection (arquitetura §5): one `pg` code path for PostgreSQL and the embedded PGlite.
 *
 * Wire formats (arquitetura §4): `numeric` becomes a JS number only at the JSON edge (values are
 * numeric(p≤15) so the decimal text round-trips exactly), `bigint` counts become numbers, `date`
 * stays 'YYYY-MM-DD', `timestamptz` becomes 'YYYY-MM-DDTHH:mm:ss' in the server zone -03:00
 * (sessions run with TimeZone America/Sao_Paulo, which has no daylight saving since 2019).
 */
import { FUSO_NEGOCIO } from '../../domain/relogio.ts';
import type pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PgliteLocal, PgliteRemoto, configPgRemoto } from './pglite-remoto.ts';

export type DbKind = 'pglite' | 'postgres';

export interface Database {
  kind: DbKind;
  pool: pg.Pool;
  close(): Promise<void>;
  /**
   * Resolves once the database accepts queries; rejects when it could not open. PGlite opens in its
   * own thread: queries sent before wait for it. Absent: already open.
   */
  aberto?: Promise<void>;
  /** PGlite only: the whole data directory as an uncompressed tarball (PGlite `dumpDataDir`). */
  dump?(): Promise<Blob>;
}

/** The business time zone of SQL date arithmetic (`AT TIME ZONE`): the domain's one (src/domain/relogio.ts). */
export const SERVER_TIME_ZONE = FUSO_NEGOCIO;

// one function per wire format, shared: the driver asks for a parser per column of every result
const numero = (v: string) => Number(v);
const texto = (v: string) => v;
const dataHora = (v: string) => v.slice(0, 19).replace(' ', 'T');

/**
 * The `pg` module, imported by {@link openDatabase} (after the PGlite thread started: loading `pg`
 * costs ~50 ms that the thread spends opening the database instead of waiting).
 */
let pgModulo: typeof pg | undefined;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case 1700: // numeric
      case 20: // int8
        return numero;
      case 1082: // date
        return texto;
      case 1114: // timestamp
      case 1184: // timestamptz: '2026-11-21 10:20:30.123-03' -> '2026-11-21T10:20:30'
        return dataHora;
      default:
        return (pgModulo as typeof pg).types.getTypeParser(oid, format as 'text');
    }
  },
};

/**
 * PostgreSQL settings of the embedded PGlite in its own thread (the server's data directory), besides
 * PGlite's own start parameters.
 * `shared_buffers` 16MB instead of PostgreSQL's 128MB: the backend prepares its whole buffer pool on
 * every open, and in WASM that took ~0.9 s of the ~2 s open here (bench/startup); pages beyond it are
 * read again from the data directory's files (the OS page cache), and a shop's working set (the
 * catalogue, the day's documents) fits.
 */
const PGLITE_CONFIGURACAO: Record<string, string> = { shared_buffers: '16MB' };

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite in `<dataDir>/pglite`
 * (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  memory?: boolean;
  max?: number;
  /**
   * PGlite only: false resolves at once, while PostgreSQL still opens in its thread (queries wait;
   * `aberto` tells when it is open, or why not). Default true: resolves open, rejects when it fails.
   */
  esperarAbertura?: boolean;
  /**
   * PGlite only: run it in its own thread (db/pglite-remoto.ts). Default: yes for a data directory
   * (the server), no for `memory` (tests and benches, see `PgliteLocal`).
   */
  pgliteEmThread?: boolean;
  /** PGlite only: start from this data directory tarball (a `dump()` of another instance). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    pgModulo ??= (await import('pg')).default;
    const pool = new pgModulo.Pool({
      connectionString: opts.databaseUrl,
      max: opts.max ?? 10,
      types,
      options: `-c TimeZone=${SERVER_TIME_ZONE}`,
    } as pg.PoolConfig);
    pool.on('error', () => undefined);
    return { kind: 'postgres', pool, close: () => pool.end() };
  }
  let dir = 'memory://';
  if (!opts.memory) {
    dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const carga = opts.loadDataDir ? new Uint8Array(await opts.loadDataDir.arrayBuffer()) : undefined;
  const pglite =
    (opts.pgliteEmThread ?? !opts.memory)
      ? new PgliteRemoto({ dir, timeZone: SERVER_TIME_ZONE, configuracao: PGLITE_CONFIGURACAO, loadDataDir: carga })
      : new PgliteLocal({ dir, timeZone: SERVER_TIME_ZONE, loadDataDir: carga });
  pgModulo ??= (await import('pg')).default;
  if (opts.esperarAbertura !== false) await pglite.pronto;
  const pool = new pgModulo.Pool({ ...configPgRemoto(pglite), types } as pg.PoolConfig);
  return {
    kind: 'pglite',
    pool,
    aberto: pglite.pronto,
    async close() {
      await pool.end();
      await pglite.close();
    },
    dump: () => pglite.dump(),
  };
}
