/**
 * Validação de parâmetros e execução de um relatório do catálogo (catalogo.ts).
 *
 * `validarPedido(body)` -> `{ def, parametros }` ou ValidationError 400 nomeando o campo
 * (`relatorio`, `data_inicial`, `data_final`, `agrupamento`, `cliente_id`...): datas AAAA-MM-DD
 * válidas, data final não anterior à inicial, período de até 3 anos; inteiros positivos; opções
 * da lista. `executarRelatorio(c, emitenteId, def, parametros)` -> linhas + totais (R$ como texto
 * decimal, somados com decimal.js).
 */
import { Decimal } from 'decimal.js';
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { type DefinicaoRelatorio, relatorioPorId } from './catalogo.ts';

export type Parametros = Record<string, string | number | null>;
export interface ResultadoRelatorio {
  relatorio: string;
  titulo: string;
  parametros: Parametros;
  colunas: DefinicaoRelatorio['colunas'];
  grafico: DefinicaoRelatorio['grafico'] | null;
  linhas: Array<Record<string, unknown>>;
  /** Soma das colunas marcadas `total` (texto decimal; inteiros como número). */
  totais: Record<string, string | number>;
}

const DATA = /^\d{4}-\d{2}-\d{2}$/;
const dataValida = (s: string) => DATA.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** @throws ValidationError (400) nomeando o campo inválido. */
export function validarPedido(body: unknown): { def: DefinicaoRelatorio; parametros: Parametros } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const def = relatorioPorId(b.relatorio);
  if (!def) throw new ValidationError({ relatorio: ['Relatório desconhecido'] }, 'Escolha um relatório da lista (relatorio).');
  const entrada = (b.parametros && typeof b.parametros === 'object' ? b.parametros : {}) as Record<string, unknown>;
  const erros: Record<string, string[]> = {};
  const parametros: Parametros = {};
  for (const p of def.parametros) {
    const bruto = entrada[p.nome];
    const texto = bruto === undefined || bruto === null ? '' : String(bruto).trim();
    if (texto === '') {
      if (p.obrigatorio && p.padrao === undefined) erros[p.nome] = [`Informe ${p.rotulo.toLowerCase()}`];
      parametros[p.nome] = p.padrao ?? null;
      continue;
    }
    if (p.tipo === 'data') {
      if (!dataValida(texto)) erros[p.nome] = [`${p.rotulo} inválida (AAAA-MM-DD)`];
      parametros[p.nome] = texto;
    } else if (p.tipo === 'inteiro') {
      const n = Number(texto);
      if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) erros[p.nome] = [`${p.rotulo}: informe um número inteiro positivo`];
      parametros[p.nome] = n;
    } else {
      if (!p.opcoes?.some((o) => o.valor === texto)) erros[p.nome] = [`${p.rotulo}: opção inválida (${p.opcoes?.map((o) => o.valor).join(', ')})`];
      parametros[p.nome] = texto;
    }
  }
  const di = parametros.data_inicial;
  const df = parametros.data_final;
  if (typeof di === 'string' && typeof df === 'string' && !erros.data_inicial && !erros.data_final) {
    if (df < di) erros.data_final = ['A data final não pode ser anterior à data inicial'];
    else if (Date.parse(df) - Date.parse(di) > 3 * 366 * 86_400_000) erros.data_final = ['Período de no máximo 3 anos'];
  }
  const campos = Object.keys(erros);
  if (campos.length) throw new ValidationError(erros, `Verifique os parâmetros: ${campos.map((c) => `${c} (${erros[c][0]})`).join('; ')}.`);
  return { def, parametros };
}

/** Roda a consulta de `def` no emitente (dentro de withTenant: `c` já tem o RLS da sessão). */
export async function executarRelatorio(c: Client, emitenteId: number, def: DefinicaoRelatorio, parametros: Parametros): Promise<ResultadoRelatorio> {
  let rows: Array<Record<string, unknown>>;
  if (def.carregar) rows = await def.carregar(c, emitenteId, parametros);
  else if (def.consulta) {
    const { sql, valores } = def.consulta(parametros);
    rows = (await c.query(sql, [emitenteId, ...valores])).rows;
  } else throw new Error(`Relatório ${def.id} sem consulta`);
  const totais: Record<string, string | number> = {};
  for (const col of def.colunas.filter((x) => x.total)) {
    if (col.tipo === 'inteiro') totais[col.campo] = rows.reduce((s, r) => s + Number(r[col.campo] ?? 0), 0);
    else {
      const soma = rows.reduce((s: Decimal, r) => s.plus(new Decimal(String(r[col.campo] ?? 0))), new Decimal(0));
      totais[col.campo] = col.tipo === 'moeda' ? soma.toFixed(2) : soma.toString();
    }
  }
  const linhas = rows.map((r) => {
    const o: Record<string, unknown> = {};
    for (const col of def.colunas) {
      const v = r[col.campo];
      if (v === null || v === undefined) o[col.campo] = null;
      else if (col.tipo === 'inteiro') o[col.campo] = Number(v);
      else if (col.tipo === 'moeda' || col.tipo === 'percentual') o[col.campo] = new Decimal(String(v)).toFixed(2);
      else if (col.tipo === 'numero') o[col.campo] = new Decimal(String(v)).toString();
      else o[col.campo] = String(v);
    }
    return o;
  });
  return { relatorio: def.id, titulo: def.titulo, parametros, colunas: def.colunas, grafico: def.grafico ?? null, linhas, totais };
}
