/**
 * The embedded PostgreSQL (PGlite) in its own thread: started by src/server/db/pglite-remoto.ts with
 * `new Worker(...)`. Plain JavaScript so that the same file runs under tsx (tests, dev) and next to the
 * compiled server (dist/server/main.js resolves it through `import.meta.url`, scripts/build-server.mjs).
 *
 * Why a thread: PGlite is PostgreSQL compiled to WASM; opening it (instantiating the module, starting
 * the backend, reading the catalogue) is ~1 s of CPU, and V8 tiers its hot functions up in the
 * background. In the main thread that work queued behind, and stalled, the loading of the server's
 * modules and routes; here it runs beside them (bench/startup, issue "request speed").
 *
 * workerData: `{ dir: string, configuracao?: Record<string, string>, loadDataDir?: Uint8Array, timeZone: string }`;
 * `configuracao` goes to PostgreSQL as `-c nome=valor` after PGlite's default start parameters.
 * Messages in (from the main thread):
 *  - `{ id, tipo: 'exec', dados: Uint8Array }`: frontend protocol bytes (one or more messages) ->
 *    `{ id, dados: Uint8Array }`, the backend's answer bytes (PGlite `execProtocolRaw`, which also
 *    writes the changed pages to the data directory);
 *  - `{ id, tipo: 'dump' }` -> `{ id, dados: Uint8Array }`: the data directory as an uncompressed tar;
 *  - `{ id, tipo: 'close' }` -> `{ id }` after PGlite closed.
 * Out: `{ pronto: true }` once open, or `{ erro: string }` when opening failed; `{ id, erro }` when a
 * request failed (the connection then fails the pending query).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { abrirPglite } from './pglite-abrir.mjs';

/** @type {import('@electric-sql/pglite').PGlite} */
let pglite;
try {
  pglite = await abrirPglite(workerData);
  parentPort.postMessage({ pronto: true });
} catch (e) {
  parentPort.postMessage({ erro: e instanceof Error ? e.message : String(e) });
}

parentPort.on('message', async (m) => {
  try {
    if (m.tipo === 'exec') {
      const dados = await pglite.execProtocolRaw(m.dados);
      // a copy the size of the answer (the receive buffer is reused), handed over without another copy
      const saida = dados.byteOffset === 0 && dados.byteLength === dados.buffer.byteLength ? dados : dados.slice();
      parentPort.postMessage({ id: m.id, dados: saida }, [saida.buffer]);
    } else if (m.tipo === 'dump') {
      const tar = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
      parentPort.postMessage({ id: m.id, dados: tar }, [tar.buffer]);
    } else if (m.tipo === 'close') {
      await pglite.close();
      parentPort.postMessage({ id: m.id });
    }
  } catch (e) {
    parentPort.postMessage({ id: m.id, erro: e instanceof Error ? e.message : String(e) });
  }
});
