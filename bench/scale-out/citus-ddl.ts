/**
 * Generates the Citus distribution DDL of docs/scale-out.md from the real schema: applies every
 * migration to a fresh PostgreSQL database (created next to DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, dropped at the end), reads the catalog (columns,
 * primary keys, unique indexes, foreign keys, RLS policies) and the entity registry's `scope`
 * (schema/entities/*.json), and prints SQL on stdout.
 *
 * Rules (reasons in docs/scale-out.md, "Citus"):
 * - a table whose primary key includes `emitente_id` is DISTRIBUTED by `emitente_id`, all
 *   colocated with `emitente_fiscal` (one tenant's rows of every table live on the same shard);
 * - the auth tables written on every sign-in/refresh (sessions, refresh tokens, live hub
 *   connections, password tokens, failed sign-in counters) stay on the coordinator as CITUS LOCAL
 *   tables (no write fan-out; foreign keys to reference tables allowed);
 * - the migration ledger and other tables outside the registry without tenant column stay plain;
 * - every other table (global lookups, the reseller chain, users, help) is a REFERENCE table;
 * - closure: a table referenced by a foreign key from a reference table must be a reference table
 *   too (Citus refuses reference -> distributed keys), whatever its scope.
 * Checks printed as SQL comments, "-- ATENÇÃO": a foreign key between distributed tables without
 * `emitente_id` on both sides, a unique index of a distributed table without `emitente_id`, an
 * RLS policy of a distributed table that reads another table.
 *
 *   npx tsx bench/scale-out/citus-ddl.ts > /tmp/citus.sql
 */
import pg from 'pg';
import { createTemporaryDatabase } from '../../src/server/db/temporary.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { loadRegistry } from '../../schema/registry.ts';

/** Auth tables kept on the coordinator (see header). */
const LOCAIS_CITUS = ['sessao_usuario', 'sessao_usuario_token', 'sessao_usuario_connection', 'usuario_senha_token', 'login_tentativa'];
/** Tables left alone (plain PostgreSQL tables on the coordinator). */
const IGNORADAS = ['pgmigrations'];
/** Anchor of the colocation group. */
const ANCORA = 'emitente_fiscal';

interface Tabela {
  nome: string;
  colunas: Set<string>;
  pk: string[];
  fks: Array<{ colunas: string[]; alvo: string; alvoColunas: string[] }>;
  unicos: Array<{ nome: string; colunas: string[] }>;
  politicas: Array<{ nome: string; expr: string }>;
}

/** Reads the public schema of a migrated database. */
async function lerCatalogo(c: pg.Client): Promise<Map<string, Tabela>> {
  const tabelas = new Map<string, Tabela>();
  const { rows: ts } = await c.query(
    `SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  for (const t of ts) {
    const col = await c.query(`SELECT attname FROM pg_attribute WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped`, [t.oid]);
    const cons = await c.query(
      `SELECT k.contype, k.conname, f.relname AS alvo,
              ARRAY(SELECT a.attname FROM unnest(k.conkey) WITH ORDINALITY u(n, i) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i)::text[] AS colunas,
              ARRAY(SELECT a.attname FROM unnest(k.confkey) WITH ORDINALITY u(n, i) JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i)::text[] AS alvo_colunas
         FROM pg_constraint k LEFT JOIN pg_class f ON f.oid = k.confrelid WHERE k.conrelid = $1 AND k.contype IN ('p', 'f')`,
      [t.oid],
    );
    const uni = await c.query(
      `SELECT i.relname AS nome, ARRAY(SELECT a.attname FROM unnest(x.indkey) u(n) JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = u.n)::text[] AS colunas
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid WHERE x.indrelid = $1 AND x.indisunique AND NOT x.indisprimary`,
      [t.oid],
    );
    const pol = await c.query(
      `SELECT polname AS nome, coalesce(pg_get_expr(polqual, polrelid), '') || ' ' || coalesce(pg_get_expr(polwithcheck, polrelid), '') AS expr FROM pg_policy WHERE polrelid = $1`,
      [t.oid],
    );
    tabelas.set(t.relname, {
      nome: t.relname,
      colunas: new Set(col.rows.map((r) => r.attname as string)),
      pk: cons.rows.find((r) => r.contype === 'p')?.colunas ?? [],
      fks: cons.rows.filter((r) => r.contype === 'f').map((r) => ({ colunas: r.colunas, alvo: r.alvo, alvoColunas: r.alvo_colunas })),
      unicos: uni.rows,
      politicas: pol.rows,
    });
  }
  return tabelas;
}

type Tipo = 'distribuida' | 'referencia' | 'local-citus' | 'ignorada';

/** Classifies every table by the rules of the header. */
export function classificar(tabelas: Map<string, Tabela>): Map<string, Tipo> {
  const tipo = new Map<string, Tipo>();
  for (const t of tabelas.values()) {
    if (IGNORADAS.includes(t.nome)) tipo.set(t.nome, 'ignorada');
    else if (LOCAIS_CITUS.includes(t.nome)) tipo.set(t.nome, 'local-citus');
    else if (t.pk.includes('emitente_id')) tipo.set(t.nome, 'distribuida');
    else tipo.set(t.nome, 'referencia');
  }
  // closure: reference tables may only point at reference tables
  for (let mudou = true; mudou; ) {
    mudou = false;
    for (const t of tabelas.values()) {
      if (tipo.get(t.nome) !== 'referencia') continue;
      for (const fk of t.fks)
        if (tipo.get(fk.alvo) === 'distribuida') {
          tipo.set(fk.alvo, 'referencia');
          mudou = true;
        }
    }
  }
  return tipo;
}

/** Tables of a kind in foreign-key order (referenced first). */
function emOrdem(tabelas: Map<string, Tabela>, nomes: string[]): string[] {
  const feitos = new Set<string>();
  const saida: string[] = [];
  const visitar = (n: string, pilha: Set<string>) => {
    if (feitos.has(n) || pilha.has(n)) return;
    pilha.add(n);
    for (const fk of tabelas.get(n)!.fks) if (nomes.includes(fk.alvo) && fk.alvo !== n) visitar(fk.alvo, pilha);
    feitos.add(n);
    saida.push(n);
  };
  for (const n of [...nomes].sort()) visitar(n, new Set());
  return saida;
}

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const tmp = await createTemporaryDatabase(base, 'erp_citus');
  try {
    const db = await openDatabase({ databaseUrl: tmp.url, dataDir: '/nao-usado' });
    await migrate(db);
    await db.close();
    const c = new pg.Client({ connectionString: tmp.url });
    await c.connect();
    const tabelas = await lerCatalogo(c);
    await c.end();
    const escopo = new Map(loadRegistry().entities.map((e) => [e.erp.table, e.erp.scope]));
    const tipo = classificar(tabelas);
    const de = (k: Tipo) => [...tipo].filter(([, v]) => v === k).map(([n]) => n);
    const rotulo = (n: string) => `escopo ${escopo.get(n) ?? 'fora do registro'}`;

    const out: string[] = [];
    out.push('-- Gerado por bench/scale-out/citus-ddl.ts a partir das migrações e do registro de entidades.');
    out.push('-- No coordenador, com o banco migrado e a aplicação parada:');
    out.push('CREATE EXTENSION IF NOT EXISTS citus;');
    out.push('-- o coordenador no metadado: permite tabelas locais do Citus com chaves para tabelas de referência');
    out.push("SELECT citus_set_coordinator_host('coordenador.interno', 5432);");
    out.push('');
    out.push('-- 1. Tabelas de referência (uma cópia em cada nó), na ordem das chaves estrangeiras');
    for (const n of emOrdem(tabelas, de('referencia'))) {
      const fechamento = escopo.get(n) === 'emitente' ? ', mas referenciada por uma tabela de referência' : '';
      out.push(`SELECT create_reference_table('${n}'); -- ${rotulo(n)}${fechamento}`);
    }
    out.push('');
    out.push('-- 2. Tabelas locais do Citus (só no coordenador): autenticação, gravadas a cada login/renovação');
    for (const n of emOrdem(tabelas, de('local-citus'))) out.push(`SELECT citus_add_local_table_to_metadata('${n}'); -- ${rotulo(n)}`);
    out.push('');
    out.push(`-- 3. Tabelas distribuídas por emitente_id, todas no grupo de colocalização de ${ANCORA}`);
    const dist = emOrdem(tabelas, de('distribuida'));
    const ordem = [ANCORA, ...dist.filter((n) => n !== ANCORA)];
    for (const n of ordem) {
      out.push(
        n === ANCORA
          ? `SELECT create_distributed_table('${n}', 'emitente_id'); -- ${rotulo(n)}`
          : `SELECT create_distributed_table('${n}', 'emitente_id', colocate_with => '${ANCORA}'); -- ${rotulo(n)}`,
      );
    }
    out.push('');
    out.push(`-- Sem alteração (tabelas comuns do coordenador): ${de('ignorada').join(', ') || 'nenhuma'}`);
    const avisos: string[] = [];
    for (const n of dist) {
      const t = tabelas.get(n)!;
      for (const fk of t.fks) {
        if (tipo.get(fk.alvo) === 'distribuida' && !(fk.colunas[0] === 'emitente_id' && fk.alvoColunas[0] === 'emitente_id'))
          avisos.push(`${n}: chave estrangeira (${fk.colunas}) -> ${fk.alvo} sem emitente_id nos dois lados`);
        if (tipo.get(fk.alvo) === 'local-citus') avisos.push(`${n}: chave estrangeira para a tabela local ${fk.alvo}`);
      }
      for (const u of t.unicos) if (!u.colunas.includes('emitente_id')) avisos.push(`${n}: índice único ${u.nome} (${u.colunas}) sem emitente_id`);
      for (const p of t.politicas) if (/\bselect\b/i.test(p.expr)) avisos.push(`${n}: política ${p.nome} lê outra tabela`);
    }
    for (const n of de('referencia'))
      for (const fk of tabelas.get(n)!.fks)
        if (tipo.get(fk.alvo) !== 'referencia') avisos.push(`${n} (referência): chave estrangeira para ${fk.alvo} (${tipo.get(fk.alvo)})`);
    out.push(
      avisos.length
        ? avisos.map((a) => `-- ATENÇÃO: ${a}`).join('\n')
        : '-- Verificações: toda chave estrangeira entre distribuídas inclui emitente_id; todo índice único das distribuídas inclui emitente_id; nenhuma política das distribuídas lê outra tabela; nenhuma tabela de referência aponta para distribuída ou local.',
    );
    out.push(
      `-- Contagem: ${dist.length} distribuídas, ${de('referencia').length} de referência, ${de('local-citus').length} locais do Citus, ${de('ignorada').length} sem alteração.`,
    );
    process.stdout.write(out.join('\n') + '\n');
  } finally {
    await tmp.drop();
  }
}

await main();
