/**
 * O PGlite numa thread própria e nesta (src/server/db/pglite-remoto.ts): o `pg` fala com ele como falaria com
 * o PostgreSQL — os mesmos erros (`DatabaseError` com `code`, `constraint`), transações, consultas
 * simultâneas respondidas cada uma com o seu resultado, cópia (`dump`) e carga de um diretório de
 * dados, e o processo não fica preso pela thread quando nada espera por ela (pdv-queda e a partida
 * do servidor cobrem o banco em disco).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DatabaseError } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/pool.ts';

describe.each([
  { onde: 'numa thread própria (servidor)', emThread: true, buffers: '16MB' },
  { onde: 'nesta thread (banco em memória dos testes)', emThread: false, buffers: '128MB' },
])('PGlite $onde', ({ emThread, buffers }) => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: null, dataDir: '', memory: true, pgliteEmThread: emThread });
    await db.pool.query('CREATE TABLE t (id int PRIMARY KEY, nome text NOT NULL, criado timestamptz DEFAULT now())');
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it('parâmetros, tipos, o fuso do negócio e a configuração do banco embutido', async () => {
    const r = await db.pool.query(
      `SELECT $1::int + 1 AS n, $2::numeric(15,2) AS v, '2026-11-29'::date AS d, current_setting('TimeZone') AS fuso,
              current_setting('shared_buffers') AS buffers`,
      [41, '10.50'],
    );
    expect(r.rows).toEqual([{ n: 42, v: 10.5, d: '2026-11-29', fuso: 'America/Sao_Paulo', buffers }]);
  });

  it('erros do banco chegam como DatabaseError com código e restrição, e a conexão segue usável', async () => {
    await db.pool.query(`INSERT INTO t (id, nome) VALUES (1, 'um')`);
    const e = await db.pool.query(`INSERT INTO t (id, nome) VALUES (1, 'de novo')`).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(DatabaseError);
    expect(e).toMatchObject({ code: '23505', constraint: 't_pkey' });
    const sintaxe = await db.pool.query('SELEC 1').catch((x: unknown) => x);
    expect(sintaxe).toMatchObject({ code: '42601' });
    expect((await db.pool.query('SELECT count(*)::int AS n FROM t')).rows[0].n).toBe(1);
  });

  it('uma transação desfeita não deixa nada, uma confirmada fica', async () => {
    const c = await db.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query(`INSERT INTO t (id, nome) VALUES (2, 'dois')`);
      await c.query('ROLLBACK');
      await c.query('BEGIN');
      await c.query(`INSERT INTO t (id, nome) VALUES (3, 'três')`);
      await c.query('COMMIT');
    } finally {
      c.release();
    }
    const r = await db.pool.query('SELECT id FROM t ORDER BY id');
    expect(r.rows.map((x) => x.id)).toEqual([1, 3]);
  });

  it('200 consultas ao mesmo tempo: cada uma recebe o seu resultado, na ordem pedida', async () => {
    const rs = await Promise.all(Array.from({ length: 200 }, (_, i) => db.pool.query('SELECT $1::text AS s, $2::int AS i', [`v${i}`, i])));
    expect(rs.map((r) => r.rows[0])).toEqual(Array.from({ length: 200 }, (_, i) => ({ s: `v${i}`, i })));
  });

  it('a cópia do diretório de dados abre noutra instância com os mesmos dados', async () => {
    const tar = await (db.dump as () => Promise<Blob>)();
    const outro = await openDatabase({ databaseUrl: null, dataDir: '', memory: true, loadDataDir: tar, pgliteEmThread: emThread });
    try {
      expect((await outro.pool.query('SELECT id, nome FROM t ORDER BY id')).rows).toEqual([
        { id: 1, nome: 'um' },
        { id: 3, nome: 'três' },
      ]);
    } finally {
      await outro.close();
    }
  }, 120_000);

  // só a thread própria poderia prender o processo
  it.runIf(emThread)(
    'o processo termina sozinho com o banco aberto: nada espera pela thread',
    async () => {
      const pasta = mkdtempSync(join(tmpdir(), 'pglite-remoto-'));
      const raiz = join(import.meta.dirname, '..', '..');
      try {
        const tar = join(pasta, 'dados.tar');
        writeFileSync(tar, Buffer.from(await (await (db.dump as () => Promise<Blob>)()).arrayBuffer()));
        const pool = pathToFileURL(join(raiz, 'src', 'server', 'db', 'pool.ts')).href;
        const arquivo = join(pasta, 'script.mts');
        writeFileSync(
          arquivo,
          `import { readFileSync } from 'node:fs';
import { openDatabase } from ${JSON.stringify(pool)};
const db = await openDatabase({ databaseUrl: null, dataDir: '', memory: true, pgliteEmThread: ${emThread}, loadDataDir: new Blob([readFileSync(${JSON.stringify(tar)})]) });
console.log(JSON.stringify((await db.pool.query('SELECT nome FROM t ORDER BY id')).rows));`,
        );
        const r = spawnSync(process.execPath, ['--import', 'tsx', arquivo], { cwd: raiz, encoding: 'utf8', timeout: 120_000 });
        expect(r.status, r.stderr).toBe(0);
        expect(r.stdout.trim()).toBe('[{"nome":"um"},{"nome":"três"}]');
      } finally {
        rmSync(pasta, { recursive: true, force: true });
      }
    },
    150_000,
  );
});
