/**
 * The embedded PGlite seen from the main thread: it runs in a worker thread
 * (src/server/db/pglite-worker.mjs) and `pg` talks to it through {@link ConexaoPglite}, a connection
 * object with the interface `pg.Client` expects of its socket-level `Connection`, so that PGlite and
 * PostgreSQL share one `pg` code path (arquitetura §5).
 *
 * - Opening runs beside the loading of the server (the worker compiles and starts PostgreSQL-in-WASM
 *   while the main thread loads modules and routes); queries cross threads as the same frontend and
 *   backend protocol bytes a socket would carry.
 * - The frontend messages `pg` sends in one go (Parse, Bind, Describe, Execute, Sync) are written to the
 *   worker together, once per turn of the event loop, as a socket would carry them, and the backend's
 *   answer is parsed here with `pg-protocol`'s parser, the one `pg` uses on PostgreSQL: errors are the
 *   same `DatabaseError` with `code`, `detail`, `constraint`.
 * - Everything goes through one connection, in order (PGlite is one backend): the pool built on it has
 *   one client (`poolSize` 1), as with PGlite's own node-postgres adapter.
 * - The worker keeps the process alive only while a request is pending.
 */
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { serialize } from 'pg-protocol';
import { Parser } from 'pg-protocol/dist/parser.js';
import { abrirPglite } from './pglite-abrir.mjs';

/** What {@link abrirPgliteRemoto} accepts. */
export interface OpcoesPgliteRemoto {
  /** Data directory (`memory://` keeps it in memory). */
  dir: string;
  /** Session time zone set once on open (`SET TimeZone`). */
  timeZone: string;
  /** PostgreSQL settings given at start (`-c nome=valor`) besides PGlite's default start parameters. */
  configuracao?: Record<string, string>;
  /**
   * Start from this data directory tarball (a {@link PgliteRemoto.dump} of another instance). Its
   * buffer is handed to the thread: it is detached (empty) here afterwards.
   */
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

/**
 * Where PGlite runs, as {@link ConexaoPglite} sees it: {@link PgliteRemoto} (its own thread) or
 * {@link PgliteLocal} (this thread).
 */
export interface TransportePglite {
  /** Resolves once PostgreSQL is open; rejects with why it could not open. */
  readonly pronto: Promise<void>;
  /** Frontend protocol bytes in, the backend's answer bytes out. */
  exec(dados: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>>;
  /** The whole data directory as an uncompressed tarball. */
  dump(): Promise<Blob>;
  /** Closes PostgreSQL. Idempotent. */
  close(): Promise<void>;
}

interface Pendente {
  ok: (dados: Uint8Array<ArrayBuffer> | undefined) => void;
  falha: (e: Error) => void;
}

/** A PGlite in a worker thread. */
export class PgliteRemoto implements TransportePglite {
  private readonly worker: Worker;
  private readonly pendentes = new Map<number, Pendente>();
  private proximo = 1;
  private fechado = false;
  /** Resolves once PostgreSQL is open in the worker; rejects with the worker's error. */
  readonly pronto: Promise<void>;

  constructor(opcoes: OpcoesPgliteRemoto) {
    const carga = opcoes.loadDataDir;
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dir: opcoes.dir, timeZone: opcoes.timeZone, configuracao: opcoes.configuracao, loadDataDir: carga },
      transferList: carga ? [carga.buffer] : [],
    });
    this.pronto = new Promise((ok, falha) => {
      const inicio = (m: { pronto?: boolean; erro?: string }) => {
        if (m.pronto) ok();
        else falha(new Error(`PGlite não abriu: ${m.erro}`));
        this.worker.off('message', inicio);
        this.worker.on('message', (r) => this.resposta(r));
        this.ajustarRef();
      };
      this.worker.on('message', inicio);
      this.worker.once('error', (e) => {
        falha(e);
        this.encerrar(e);
      });
      this.worker.once('exit', (codigo) => this.encerrar(new Error(`PGlite parou (thread terminou com código ${codigo}).`)));
    });
    // whoever waits sees the failure; nobody waiting is not an unhandled rejection
    this.pronto.catch(() => undefined);
  }

  /**
   * Sends frontend protocol bytes; resolves with the backend's answer bytes.
   * @throws Error when the worker failed or was closed.
   */
  exec(dados: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
    return this.pedir({ tipo: 'exec', dados }, [dados.buffer]) as Promise<Uint8Array<ArrayBuffer>>;
  }

  /** The whole data directory as an uncompressed tarball (PGlite `dumpDataDir('none')`). */
  async dump(): Promise<Blob> {
    const tar = (await this.pedir({ tipo: 'dump' })) as Uint8Array<ArrayBuffer>;
    return new Blob([tar]);
  }

  /** Closes PostgreSQL (its files stay consistent) and ends the thread. Idempotent. */
  async close(): Promise<void> {
    if (this.fechado) return;
    await this.pedir({ tipo: 'close' });
    this.fechado = true;
    await this.worker.terminate();
  }

  private pedir(m: Record<string, unknown>, transferir: ArrayBuffer[] = []): Promise<Uint8Array<ArrayBuffer> | undefined> {
    if (this.fechado) return Promise.reject(new Error('PGlite fechado.'));
    const id = this.proximo++;
    return new Promise((ok, falha) => {
      this.pendentes.set(id, { ok, falha });
      this.ajustarRef();
      this.worker.postMessage({ ...m, id }, transferir);
    });
  }

  private resposta(r: { id: number; dados?: Uint8Array<ArrayBuffer>; erro?: string }): void {
    const p = this.pendentes.get(r.id);
    if (!p) return;
    this.pendentes.delete(r.id);
    this.ajustarRef();
    if (r.erro !== undefined) p.falha(new Error(r.erro));
    else p.ok(r.dados);
  }

  /** The thread keeps the process alive only while something waits for it. */
  private ajustarRef(): void {
    if (this.pendentes.size) this.worker.ref();
    else this.worker.unref();
  }

  private encerrar(e: Error): void {
    this.fechado = true;
    for (const p of this.pendentes.values()) p.falha(e);
    this.pendentes.clear();
  }
}

/**
 * PGlite in this thread (an in-memory database of the tests and benches: `openDatabase` with
 * `memory`), behind the same {@link TransportePglite} and connection as the thread. In a test run
 * every worker of vitest has its own database; with a thread and 16MB `shared_buffers` for each, the
 * api suite took 13 min instead of 6 on the 2-core machine (one CI run; the two causes were not
 * measured apart). Here `configuracao` is not applied: PostgreSQL's 128MB `shared_buffers` hold a
 * whole test database, whose pages otherwise come back through the in-memory file system.
 */
export class PgliteLocal implements TransportePglite {
  private pglite: import('@electric-sql/pglite').PGlite | null = null;
  private fechado = false;
  readonly pronto: Promise<void>;

  constructor(opcoes: OpcoesPgliteRemoto) {
    this.pronto = (async () => {
      this.pglite = await abrirPglite({ dir: opcoes.dir, timeZone: opcoes.timeZone, loadDataDir: opcoes.loadDataDir });
    })();
    this.pronto.catch(() => undefined);
  }

  async exec(dados: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
    await this.pronto;
    if (this.fechado || !this.pglite) throw new Error('PGlite fechado.');
    return new Uint8Array(await this.pglite.execProtocolRaw(dados));
  }

  async dump(): Promise<Blob> {
    await this.pronto;
    return (await (this.pglite as import('@electric-sql/pglite').PGlite).dumpDataDir('none')) as Blob;
  }

  async close(): Promise<void> {
    if (this.fechado) return;
    await this.pronto.catch(() => undefined);
    this.fechado = true;
    await this.pglite?.close();
  }
}

type Mensagem = { name: string };

/**
 * The `pg` connection over a {@link PgliteRemoto}: `pg.Client` calls `parse`, `bind`, `query`, ... and
 * listens for one event per backend message (`rowDescription`, `dataRow`, `errorMessage`,
 * `readyForQuery`...). Frontend messages written in the same turn go to the worker as one write.
 */
export class ConexaoPglite extends EventEmitter {
  /** pg.Client destroys `stream` on a connection time-out or a fatal error. */
  readonly stream = { destroy: () => this.end() };
  _connecting = false;
  /** Prepared statements by name, as pg's own Connection keeps them (pg/lib/query.js reads both). */
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  private fila: Uint8Array[] = [];
  private escrevendo = false;
  private agendado = false;
  private ouvindoMensagem = false;

  constructor(private readonly remoto: TransportePglite) {
    super();
    this.on('newListener', (evento) => {
      if (evento === 'message') this.ouvindoMensagem = true;
    });
  }

  connect(): void {
    this._connecting = true;
    this.remoto.pronto.then(
      () => process.nextTick(() => this.emit('readyForQuery', { name: 'readyForQuery', length: 5, status: 'I' })),
      (e) => this.emit('error', e),
    );
  }

  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  query(text: string): void {
    this.escrever(serialize.query(text));
  }
  parse(q: Parameters<typeof serialize.parse>[0]): void {
    this.escrever(serialize.parse(q));
  }
  bind(c: Parameters<typeof serialize.bind>[0]): void {
    this.escrever(serialize.bind(c));
  }
  execute(c: Parameters<typeof serialize.execute>[0]): void {
    this.escrever(serialize.execute(c));
  }
  describe(m: Parameters<typeof serialize.describe>[0]): void {
    this.escrever(serialize.describe(m));
  }
  close(m: Parameters<typeof serialize.close>[0]): void {
    this.escrever(serialize.close(m));
  }
  flush(): void {
    this.escrever(serialize.flush());
  }
  sync(): void {
    this.escrever(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer): void {
    this.escrever(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.escrever(serialize.copyDone());
  }
  sendCopyFail(msg: string): void {
    this.escrever(serialize.copyFail(msg));
  }
  sendSASLInitialResponseMessage(mecanismo: string, resposta: string): void {
    this.escrever(serialize.sendSASLInitialResponseMessage(mecanismo, resposta));
  }
  sendSCRAMClientFinalMessage(resposta: string): void {
    this.escrever(serialize.sendSCRAMClientFinalMessage(resposta));
  }

  /**
   * pg.Client ended or dropped this connection: its listeners go now (the next client attaches its
   * own), and `end` is emitted, for whoever listens from here on, once what was written is answered.
   */
  end(): void {
    for (const e of this.eventNames()) if (e !== 'newListener') this.removeAllListeners(e);
    this.ouvindoMensagem = false;
    if (this.escrevendo || this.fila.length) this.once('ocioso', () => this.emit('end'));
    else process.nextTick(() => this.emit('end'));
  }

  private escrever(b: Buffer): void {
    this.fila.push(b);
    if (this.agendado || this.escrevendo) return;
    this.agendado = true;
    process.nextTick(() => {
      this.agendado = false;
      void this.enviar();
    });
  }

  /** Writes what is queued as one request, emits the answer's messages, repeats while more was written. */
  private async enviar(): Promise<void> {
    this.escrevendo = true;
    try {
      while (this.fila.length) {
        const partes = this.fila;
        this.fila = [];
        let total = 0;
        for (const p of partes) total += p.length;
        const dados = new Uint8Array(total); // its own ArrayBuffer: handed to the worker, not copied
        let pos = 0;
        for (const p of partes) {
          dados.set(p, pos);
          pos += p.length;
        }
        let resposta: Uint8Array<ArrayBuffer>;
        try {
          resposta = await this.remoto.exec(dados);
        } catch (e) {
          this.emit('error', e);
          continue;
        }
        new Parser().parse(Buffer.from(resposta.buffer, resposta.byteOffset, resposta.byteLength), (m) => {
          const msg = m as Mensagem;
          if (this.ouvindoMensagem) this.emit('message', msg);
          this.emit(msg.name === 'error' ? 'errorMessage' : msg.name, msg);
        });
      }
    } finally {
      this.escrevendo = false;
      this.emit('ocioso');
    }
  }
}

/**
 * The `pg.Pool` options of a PGlite (in its thread or in this one): one client over one {@link ConexaoPglite}
 * (`poolSize` 1, read by pg-pool as `max`); the credentials are placeholders `pg` requires.
 */
export function configPgRemoto(remoto: TransportePglite): Record<string, unknown> {
  return {
    poolSize: 1,
    user: 'postgres',
    password: 'dummy',
    database: 'postgres',
    host: 'localhost',
    port: 5432,
    connection: new ConexaoPglite(remoto),
  };
}
