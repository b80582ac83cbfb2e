/**
 * Carga das regras tributárias de um emitente para um conjunto de produtos: as linhas
 * ativas de produto_tributacao dos produtos, os perfis (tributacao), a tabela de alíquotas da UF de
 * origem, a alíquota interna modal das UFs envolvidas (tabela global icms_aliquota_interna_uf, todos
 * os períodos), a tabela de ST das UFs envolvidas e a entrada mais recente de ST retido (estoque_st) de
 * cada produto; e as escolhas de cálculo do emitente (emitente_fiscal). Tudo na transação de tenant
 * (RLS) e com `emitente_id` explícito. A escolha da regra é `resolverTributacao` (domínio).
 */
import type { Client } from '../../db/tenant.ts';
import type { Linha } from '../../../domain/tributos/resolucao.ts';
import type { OpcoesTributos } from '../../../domain/tributos/index.ts';

/** Regras carregadas para um cálculo. */
export interface RegrasCarregadas {
  porProduto: Map<number, Linha[]>;
  perfis: Map<number, Linha>;
  aliquotas: Linha[];
  /** Linhas de icms_aliquota_interna_uf das UFs de origem e destino (todas as vigências). */
  aliquotasInternasUf: Linha[];
  stUf: Linha[];
  estoqueSt: Map<number, Linha>;
}

/** Escolhas de cálculo do emitente (configuração fiscal), com os padrões do leiaute/lei. */
export interface ConfiguracaoCalculo {
  /** PIS/COFINS com o ICMS na base (false: exclui, STF Tema 69). */
  pisCofinsBaseComIcms: boolean;
  /** IPI na base do ICMS quando o destinatário é consumidor final (LC 87/96 art. 13 § 2º). */
  ipiBaseIcmsConsumidorFinal: boolean;
  metodoDifal: 'base-unica' | 'base-dupla';
  fcpNoDivisorDifal: boolean;
}

/** Lê a configuração de cálculo do emitente; sem linha, os padrões (exclui ICMS, IPI na base, base dupla). */
export async function carregarConfiguracaoCalculo(c: Client, emitenteId: number): Promise<ConfiguracaoCalculo> {
  const { rows } = await c.query(
    'SELECT pis_cofins_base_com_icms, ipi_base_icms_consumidor_final, metodo_difal, fcp_no_divisor_difal FROM emitente_fiscal WHERE emitente_id = $1',
    [emitenteId],
  );
  const f = rows[0] ?? {};
  return {
    pisCofinsBaseComIcms: f.pis_cofins_base_com_icms === true,
    ipiBaseIcmsConsumidorFinal: f.ipi_base_icms_consumidor_final !== false,
    metodoDifal: f.metodo_difal === 'base-unica' ? 'base-unica' : 'base-dupla',
    fcpNoDivisorDifal: f.fcp_no_divisor_difal === true,
  };
}

/** Opções do cálculo de um item a partir da configuração e do destino (fórmula do DIFAL da UF). */
export function opcoesDoItem(
  cfg: ConfiguracaoCalculo,
  consumidorFinal: boolean,
  difal: { metodo?: 'base-unica' | 'base-dupla'; fcpNoDivisor?: boolean },
): Required<Pick<OpcoesTributos, 'ipiNaBaseIcms' | 'excluirIcmsBasePisCofins' | 'metodoDifal' | 'fcpNoDivisorDifal'>> {
  return {
    ipiNaBaseIcms: consumidorFinal && cfg.ipiBaseIcmsConsumidorFinal,
    excluirIcmsBasePisCofins: !cfg.pisCofinsBaseComIcms,
    metodoDifal: difal.metodo ?? cfg.metodoDifal,
    fcpNoDivisorDifal: difal.fcpNoDivisor ?? cfg.fcpNoDivisorDifal,
  };
}

/**
 * Carrega as regras para os produtos `produtos` (linhas de produto) numa operação da UF `ufOrigem`
 * para `ufDestino` (null no exterior).
 */
export async function carregarRegras(c: Client, emitenteId: number, produtos: Linha[], ufOrigem: string, ufDestino: string | null): Promise<RegrasCarregadas> {
  const ids = produtos.map((p) => Number(p.id));
  const { rows: regras } = await c.query('SELECT * FROM produto_tributacao WHERE emitente_id = $1 AND produto_id = ANY($2::int[]) AND ativo', [
    emitenteId,
    ids,
  ]);
  const porProduto = new Map<number, Linha[]>();
  for (const r of regras) porProduto.set(Number(r.produto_id), [...(porProduto.get(Number(r.produto_id)) ?? []), r]);
  const perfilIds = [...new Set([...regras.map((r) => r.tributacao_id), ...produtos.map((p) => p.tributacao_id)].filter((v) => v !== null && v !== undefined))];
  const perfis = new Map<number, Linha>();
  if (perfilIds.length) {
    const { rows } = await c.query('SELECT * FROM tributacao WHERE emitente_id = $1 AND id = ANY($2::int[])', [emitenteId, perfilIds]);
    for (const p of rows) perfis.set(Number(p.id), p);
  }
  const { rows: aliquotas } = await c.query('SELECT * FROM aliquota WHERE emitente_id = $1 AND uf_origem = $2 AND ativo', [emitenteId, ufOrigem]);
  const ufs = [...new Set([ufOrigem, ufDestino].filter((u): u is string => !!u))];
  const { rows: stUf } = await c.query('SELECT * FROM st_uf WHERE emitente_id = $1 AND uf_destino = ANY($2::text[]) AND ativo', [emitenteId, ufs]);
  const { rows: aliquotasInternasUf } = await c.query(
    'SELECT uf, aliquota, vigencia_inicio, vigencia_fim, fonte_legal FROM icms_aliquota_interna_uf WHERE uf = ANY($1::text[])',
    [ufs],
  );
  const { rows: entradas } = await c.query(
    `SELECT DISTINCT ON (produto_id) * FROM estoque_st WHERE emitente_id = $1 AND produto_id = ANY($2::int[])
      ORDER BY produto_id, data_entrada DESC, id DESC`,
    [emitenteId, ids],
  );
  return { porProduto, perfis, aliquotas, aliquotasInternasUf, stUf, estoqueSt: new Map(entradas.map((e) => [Number(e.produto_id), e])) };
}
