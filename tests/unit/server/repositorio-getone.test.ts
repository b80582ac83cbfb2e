/**
 * Repository.getOne escreve a consulta uma vez por entidade e forma do inquilino (nível e quais ids
 * existem) e liga os valores de cada chamada: para toda entidade com listas filhas e para contextos de
 * todos os níveis, o texto e os parâmetros enviados são os que o predicado do inquilino
 * (crud/scope.ts) dá para o próprio contexto, e um segundo contexto da mesma forma com outros ids
 * recebe os seus valores, nunca os do primeiro.
 */
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../schema/registry.ts';
import { Repository, readableColumns } from '../../../src/server/crud/repository.ts';
import { params, quoteIdent as q, tenantPredicate } from '../../../src/server/crud/scope.ts';
import type { Client, TenantContext } from '../../../src/server/db/tenant.ts';

const registry = loadRegistry();

/** The statement getOne must send, built straight from tenantPredicate with the caller's context. */
function esperado(e: ReturnType<typeof registry.get>, ctx: TenantContext, id: unknown) {
  const p = params([id]);
  const colunas = readableColumns(e);
  const sel = (x: typeof e) =>
    readableColumns(x)
      .map((c) => `t.${q(c)}`)
      .join(', ');
  const filhos = Object.entries(e.erp.children ?? {}).map(([name, childId]) => {
    const child = registry.get(childId);
    const alias = colunas.includes(name) ? `@filhos.${name}` : name;
    return `, (SELECT coalesce(json_agg(x ORDER BY x.${q(child.key)}), '[]'::json) FROM (SELECT ${sel(child)} FROM ${q(child.erp.table)} t WHERE t.${q(child.erp.parent!.field)} = $1 AND ${tenantPredicate(registry, child, ctx, p.bind)}) x) AS ${q(alias)}`;
  });
  const sql = `SELECT ${sel(e)}${filhos.join('')} FROM ${q(e.erp.table)} t WHERE t.${q(e.key)} = $1 AND ${tenantPredicate(registry, e, ctx, p.bind)}`;
  return { sql, params: p.list };
}

function gravador() {
  const enviados: Array<{ sql: string; params: unknown[] }> = [];
  const c = {
    query: async (sql: string, params: unknown[]) => {
      enviados.push({ sql, params });
      return { rows: [] };
    },
  } as unknown as Client;
  return { c, enviados };
}

const ctx = (nivel: TenantContext['nivel'], base: number, emitente: boolean): TenantContext => ({
  usuarioId: base + 1,
  nivel,
  masterId: nivel === 'admin' ? null : base + 2,
  distribuidorId: nivel === 'admin' || nivel === 'master' ? null : base + 3,
  revendaId: nivel === 'revenda' || nivel === 'emitente' ? base + 4 : null,
  emitenteId: emitente ? base + 5 : null,
});

describe('Repository.getOne: consulta escrita uma vez por forma do inquilino', () => {
  const comFilhos = registry.entities.filter((e) => Object.keys(e.erp.children ?? {}).length > 0);
  const contextos = (base: number) =>
    (['admin', 'master', 'distribuidor', 'revenda', 'emitente'] as const).flatMap((n) => [ctx(n, base, true), ctx(n, base, false)]);

  it('há entidades com listas filhas de todos os escopos usados', () => {
    expect(new Set(comFilhos.map((e) => e.erp.scope))).toEqual(new Set(['emitente', 'chain', 'global']));
  });

  it('o texto e os parâmetros são os do predicado do inquilino do próprio contexto, também na segunda chamada da mesma forma', async () => {
    const repo = new Repository(registry);
    for (const e of comFilhos) {
      for (const [i, base] of [100, 200].entries()) {
        for (const x of contextos(base)) {
          const { c, enviados } = gravador();
          expect(await repo.getOne(c, e, x, 7 + i)).toBeNull();
          expect(enviados, `${e.id} ${x.nivel} ${base}`).toEqual([esperado(e, x, 7 + i)]);
        }
      }
    }
  });

  it('as listas filhas voltam com o nome da lista, na ordem das colunas e depois das listas', async () => {
    const repo = new Repository(registry);
    const e = registry.get('cliente');
    const linha: Record<string, unknown> = Object.fromEntries(readableColumns(e).map((k) => [k, null]));
    for (const name of Object.keys(e.erp.children!)) linha[name] = [];
    const c = { query: async () => ({ rows: [linha] }) } as unknown as Client;
    const r = await repo.getOne(c, e, ctx('emitente', 1, true), 1);
    expect(Object.keys(r!)).toEqual([...readableColumns(e), ...Object.keys(e.erp.children!)]);
  });

  it('getOneEmTexto: o mesmo texto com cada valor escrito no lugar do seu marcador, para todos os contextos', () => {
    const repo = new Repository(registry);
    for (const e of comFilhos) {
      for (const x of contextos(300)) {
        const { sql, params: valores } = esperado(e, x, 9);
        const emTexto = repo.getOneEmTexto(e, x, 9);
        expect(emTexto?.sql, `${e.id} ${x.nivel}`).toBe(sql.replace(/\$(\d+)/g, (_, n) => `'${valores[Number(n) - 1]}'`));
      }
    }
    expect(repo.getOneEmTexto(registry.get('ncm'), ctx('emitente', 1, true), "01'01")).toBeNull();
  });
});
