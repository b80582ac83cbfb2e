/**
 * Leitura do arquivo da tabela de alíquotas internas modais do ICMS por UF (tabela global
 * `icms_aliquota_interna_uf`), sem I/O. Formato: o mesmo JSON versionado em
 * src/server/seed/dados/icms-aliquota-interna-uf.json — `{"aliquotas": [...]}` ou a lista direto —,
 * cada item `{uf, aliquota, vigencia_inicio, vigencia_fim, fonte_legal}`:
 * - `uf`: sigla de UF (src/domain/uf.ts); `aliquota`: % (número, 0 < x < 100, até 2 casas);
 * - `vigencia_inicio` / `vigencia_fim`: AAAA-MM-DD ou null (início null: desde antes do primeiro ato
 *   registrado; fim null: vigente); fim não anterior ao início;
 * - `fonte_legal`: o ato (lei/RICMS e artigo), até 200 caracteres, obrigatório.
 * Os períodos de uma UF não podem se sobrepor. O arquivo é a tabela inteira: substitui a anterior.
 * Qualquer item inválido rejeita o arquivo com a posição e o motivo (`ErroTabelaOficial`).
 */
import { SIGLAS_UF } from '../uf.ts';
import { ErroTabelaOficial } from './tabelas-oficiais.ts';

/** Uma linha da tabela (um período de uma UF); tipo (não interface) para servir de `Linha` à resolução. */
export type ItemAliquotaInternaUf = {
  uf: string;
  aliquota: number;
  vigencia_inicio: string | null;
  vigencia_fim: string | null;
  fonte_legal: string;
};

function dataIso(v: unknown, onde: string): string | null {
  if (v === null || v === undefined || v === '') return null;
  const s = String(v).trim();
  const d = new Date(`${s}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s)
    throw new ErroTabelaOficial(`${onde}: data inválida (${s}); use AAAA-MM-DD ou null.`);
  return s;
}

/** Lê e confere o arquivo. @throws ErroTabelaOficial (item e campo no texto). */
export function lerAliquotasInternasUf(texto: string): ItemAliquotaInternaUf[] {
  let raiz: unknown;
  try {
    raiz = JSON.parse(texto.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new ErroTabelaOficial(`O arquivo não é um JSON válido (${(e as Error).message}).`);
  }
  const lista = Array.isArray(raiz) ? raiz : (raiz as { aliquotas?: unknown } | null)?.aliquotas;
  if (!Array.isArray(lista) || !lista.length)
    throw new ErroTabelaOficial('O arquivo deve ter a lista "aliquotas" [{uf, aliquota, vigencia_inicio, vigencia_fim, fonte_legal}].');
  const itens = lista.map((x, i): ItemAliquotaInternaUf => {
    const o = (x ?? {}) as Record<string, unknown>;
    const onde = `aliquotas[${i}]`;
    const uf = String(o.uf ?? '').trim();
    if (!SIGLAS_UF.includes(uf)) throw new ErroTabelaOficial(`${onde}: uf inválida (${String(o.uf)}).`);
    const aliquota = typeof o.aliquota === 'number' ? o.aliquota : Number.NaN;
    if (!(aliquota > 0 && aliquota < 100) || Math.round(aliquota * 100) !== aliquota * 100)
      throw new ErroTabelaOficial(`${onde} (${uf}): aliquota inválida (${String(o.aliquota)}); número maior que 0 e menor que 100, até 2 casas.`);
    const vigencia_inicio = dataIso(o.vigencia_inicio, `${onde} (${uf}) vigencia_inicio`);
    const vigencia_fim = dataIso(o.vigencia_fim, `${onde} (${uf}) vigencia_fim`);
    if (vigencia_inicio && vigencia_fim && vigencia_fim < vigencia_inicio)
      throw new ErroTabelaOficial(`${onde} (${uf}): vigencia_fim antes de vigencia_inicio.`);
    const fonte_legal = String(o.fonte_legal ?? '').trim();
    if (!fonte_legal || fonte_legal.length > 200) throw new ErroTabelaOficial(`${onde} (${uf}): fonte_legal obrigatória, até 200 caracteres.`);
    return { uf, aliquota, vigencia_inicio, vigencia_fim, fonte_legal };
  });
  const porUf = new Map<string, Array<{ i: number; ini: string; fim: string }>>();
  itens.forEach((it, i) => {
    const periodo = { i, ini: it.vigencia_inicio ?? '0000-01-01', fim: it.vigencia_fim ?? '9999-12-31' };
    for (const p of porUf.get(it.uf) ?? [])
      if (periodo.ini <= p.fim && p.ini <= periodo.fim) throw new ErroTabelaOficial(`aliquotas[${i}] (${it.uf}): vigência sobreposta à de aliquotas[${p.i}].`);
    porUf.set(it.uf, [...(porUf.get(it.uf) ?? []), periodo]);
  });
  return itens;
}
