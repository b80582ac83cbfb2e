/**
 * Opens the embedded PostgreSQL (PGlite) the way the server uses it, in the thread that calls it: with
 * `pg_trgm` (the trigram indexes of the accent-free search, migration 1763700001820, as on
 * PostgreSQL) and the session time zone set. Shared by the PGlite thread (db/pglite-worker.mjs) and
 * the same-thread PGlite of the tests (db/pglite-remoto.ts `PgliteLocal`). Plain JavaScript, like the
 * worker that imports it. Types: pglite-abrir.d.mts.
 *
 * @param {{ dir: string, timeZone: string, configuracao?: Record<string, string>, loadDataDir?: Uint8Array }} opcoes
 *   `dir`: data directory (`memory://` keeps it in memory); `configuracao`: PostgreSQL settings given
 *   at start (`-c nome=valor`) after PGlite's default start parameters; `loadDataDir`: start from this
 *   data directory tarball.
 * @returns {Promise<import('@electric-sql/pglite').PGlite>} the open instance.
 * @throws what PGlite throws when it cannot open (a bad data directory, a failed start).
 */
export async function abrirPglite(opcoes) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const configuracao = Object.entries(opcoes.configuracao ?? {});
  const pglite = await PGlite.create(opcoes.dir, {
    extensions: { pg_trgm },
    ...(configuracao.length ? { startParams: [...PGlite.defaultStartParams, ...configuracao.flatMap(([k, v]) => ['-c', `${k}=${v}`])] } : {}),
    ...(opcoes.loadDataDir ? { loadDataDir: new Blob([opcoes.loadDataDir]) } : {}),
  });
  await pglite.exec(`SET TimeZone = '${opcoes.timeZone}'`);
  return pglite;
}
