/**
 * References of generated records, resolved through the real API as the acting user sees it:
 * the most recent visible row of the target whose key also satisfies the referencing field's own
 * constraints (produto.cfop must be a 5xxx-7xxx CFOP), else — for a required reference — a row
 * created first with a generated record of the target (recursively, so creation follows the
 * reference graph in topological order). An optional reference with nothing usable is null.
 * Rows chosen for one record decide sibling references that they themselves point at (the chosen
 * `cidade` row gives the record's `uf`), so the record stays consistent.
 */
import type { EntityDef } from '../../../schema/registry.ts';
import type { TestServer } from '../helpers.ts';
import type { Ator } from './atores.ts';
import { aceitaValor, registroValido, type Resolver } from './gerador.ts';

/** First visible row of `e` for `a` (OData, ordered by key, optional `$filter`), or null. */
export async function primeiraLinhaVisivel(s: TestServer, a: Ator, e: EntityDef, filtro?: string): Promise<Record<string, unknown> | null> {
  const q = `$top=1&$orderby=${e.key}${filtro ? `&$filter=${encodeURIComponent(filtro)}` : ''}`;
  const res = await s.call(a.token, { method: 'GET', url: `/OData/${e.erp.odata}?${q}` });
  if (res.statusCode !== 200) return null;
  return (res.json().value?.[0] as Record<string, unknown>) ?? null;
}

function resolvedor(s: TestServer, a: Ator, proximo: () => number, vistos: Map<string, Record<string, unknown>>, profundidade = 0): Resolver {
  const registry = s.registry;
  return async (refId, campo, f, obrigatorio) => {
    const alvo = registry.get(refId);
    for (const [entId, row] of vistos) {
      for (const [c, p] of Object.entries(registry.get(entId).properties)) {
        if (p['x-ref'] === refId && row[c] !== null && row[c] !== undefined) return row[c];
      }
    }
    const res = await s.call(a.token, { method: 'GET', url: `/OData/${alvo.erp.odata}?$top=500&$orderby=${alvo.key} desc` });
    const linhas = res.statusCode === 200 ? (res.json().value as Array<Record<string, unknown>>) : [];
    // a second reference to the same entity in one record (kit x component, grid parent x
    // combination) takes another row when there is one: such pairs must be distinct
    const ja = vistos.get(refId)?.[alvo.key];
    let row = linhas.find((r) => aceitaValor(f, r[alvo.key]) && r[alvo.key] !== ja) ?? linhas.find((r) => aceitaValor(f, r[alvo.key])) ?? null;
    if (!row && obrigatorio && !alvo.erp.readOnly && profundidade < 4) {
      const rec = await registroValido(alvo, proximo(), resolvedor(s, a, proximo, new Map(), profundidade + 1), registry);
      const criado = await s.call(a.token, { method: 'POST', url: `/v1/${alvo.erp.rest}/`, payload: rec });
      if (criado.statusCode === 201) row = criado.json().Data;
    }
    if (!row) {
      if (!obrigatorio) return null;
      throw new Error(`referência ${campo} -> ${refId}: nenhuma linha visível nem criável por ${a.nome}`);
    }
    vistos.set(refId, row);
    return row[alvo.key];
  };
}

/**
 * A new valid record of `e` (with one item in each writable child list) whose references actor
 * `a` may use. `proximo` hands out sequence numbers (uniqueness of text and documents).
 * @throws Error when a required reference has no usable row and none can be created.
 */
export function novoRegistroValido(s: TestServer, a: Ator, e: EntityDef, proximo: () => number): Promise<Record<string, unknown>> {
  return registroValido(e, proximo(), resolvedor(s, a, proximo, new Map()), s.registry);
}
