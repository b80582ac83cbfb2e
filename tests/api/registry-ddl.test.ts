/**
 * The registry and the migrated tables must agree (arquitetura §3): every property is a column of the
 * expected SQL type and vice versa; required fields are NOT NULL; a NOT NULL column without a
 * default is required or filled by the server; tenant tables have emitente_id in the primary key
 * and row-level security forced. An entry may read a view over existing tables (records of the
 * system, e.g. auditoria_trilha): the view must be `security_invoker` (the RLS of the tables
 * below applies to the caller), its entity read-only and without required fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { sqlTypeOf } from '../../schema/registry.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ demoSize: 1 });
});
afterAll(async () => {
  await s?.close();
});

describe('registro x tabelas', () => {
  it('colunas, tipos e nulidade conferem para todas as entidades', async () => {
    const { rows } = await s.db.pool.query(
      `SELECT table_name, column_name, is_nullable, column_default, is_identity,
              CASE WHEN data_type = 'numeric' THEN 'numeric(' || numeric_precision || ',' || numeric_scale || ')'
                   WHEN data_type = 'character varying' THEN 'character varying(' || character_maximum_length || ')'
                   ELSE data_type END AS type
         FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const problems: string[] = [];
    for (const e of s.registry.entities) {
      const cols = rows.filter((r) => r.table_name === e.erp.table);
      if (!cols.length) {
        problems.push(`${e.id}: tabela ${e.erp.table} não existe`);
        continue;
      }
      for (const [name, f] of Object.entries(e.properties)) {
        const col = cols.find((c) => c.column_name === name);
        if (!col) {
          problems.push(`${e.id}.${name}: coluna ausente`);
          continue;
        }
        if (col.type !== sqlTypeOf(f)) problems.push(`${e.id}.${name}: tipo ${col.type}, registro pede ${sqlTypeOf(f)}`);
        if (e.required.includes(name) && col.is_nullable !== 'NO') problems.push(`${e.id}.${name}: obrigatório mas a coluna aceita NULL`);
        if (col.is_nullable === 'NO' && !col.column_default && col.is_identity !== 'YES' && !e.required.includes(name) && !f['x-tenant'] && name !== e.key) {
          problems.push(`${e.id}.${name}: NOT NULL sem default, mas não é obrigatório no registro`);
        }
      }
      for (const c of cols) if (!e.properties[c.column_name]) problems.push(`${e.id}: coluna ${c.column_name} não está no registro`);
    }
    expect(problems).toEqual([]);
  });

  it('tabelas de emitente têm emitente_id na chave e RLS forçada', async () => {
    const { rows } = await s.db.pool.query(
      `SELECT c.relname, c.relkind, c.relrowsecurity, c.relforcerowsecurity, coalesce(c.reloptions, '{}')::text[] AS opcoes,
              (SELECT array_agg(a.attname::text) FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
                WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v')`,
    );
    const problems: string[] = [];
    for (const e of s.registry.entities) {
      const t = rows.find((r) => r.relname === e.erp.table);
      if (t.relkind === 'v') {
        if (!t.opcoes.some((o: string) => /^security_invoker=(true|on|1)$/i.test(o))) problems.push(`${e.erp.table}: visão sem security_invoker`);
        if (!e.erp.readOnly) problems.push(`${e.id}: visão exige readOnly`);
        if (e.required.length) problems.push(`${e.id}: visão não tem campos obrigatórios`);
        continue;
      }
      if (e.erp.scope === 'global') continue;
      if (!t.relrowsecurity || !t.relforcerowsecurity) problems.push(`${e.erp.table}: RLS não forçada`);
      if (e.erp.scope === 'emitente' && !t.pk.includes('emitente_id')) problems.push(`${e.erp.table}: emitente_id fora da chave primária`);
    }
    expect(problems).toEqual([]);
  });
});
