/**
 * Gravação da NFS-e pelo CRUD genérico (`/v1/notaServico`): o gancho completa o serviço a partir do
 * cadastro de produtos (LC 116, cTribNac, cTribMun, NBS, alíquota do ISS, retenção), a competência
 * (data de negócio de Brasília) e recalcula ISS, retenções e valor líquido no motor de tributos
 * (src/domain/tributos/iss.ts) a cada gravação. Nota já transmitida não muda nem é excluída.
 */
import type { ArgsGravar } from '../../crud/hooks.ts';
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { ErroCalculoIss, calcularIss, regimeIssDoCrt, type ResultadoIss } from '../../../domain/tributos/index.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';

/** Situações em que a NFS-e ainda pode ser alterada ou excluída. */
export const SITUACOES_EDITAVEIS_NFSE = new Set(['digitacao', 'rejeitada']);

export const MENSAGEM_NFSE_TRANSMITIDA = 'A NFS-e já foi transmitida e não pode ser alterada; cancele ou substitua.';

/** Campos do serviço que vêm do cadastro de produtos quando a nota não os informa. */
const DO_PRODUTO = ['item_lista_servico', 'codigo_tributacao_nacional', 'codigo_tributacao_municipal', 'codigo_nbs', 'aliquota_iss'] as const;

/** Trava a nota e recusa (400) se não estiver editável. */
export async function exigirNfseEditavel(c: Client, emitenteId: number, id: unknown): Promise<void> {
  const { rows } = await c.query('SELECT situacao FROM nota_servico WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, id]);
  if (rows[0] && !SITUACOES_EDITAVEIS_NFSE.has(rows[0].situacao)) throw new ApiError(400, MENSAGEM_NFSE_TRANSMITIDA, { situacao: [MENSAGEM_NFSE_TRANSMITIDA] });
}

/** Regime do ISS do emitente (CRT do cadastro da empresa). */
export async function regimeDoEmitente(c: Client, emitenteId: number) {
  const { rows } = await c.query('SELECT crt FROM emitente WHERE id = $1', [emitenteId]);
  return regimeIssDoCrt(rows[0]?.crt);
}

/**
 * Calcula os tributos de uma NFS-e (registro completo: valores, alíquotas, retenção) e devolve as
 * colunas calculadas de nota_servico.
 * @throws ValidationError com o campo quando o motor recusa a entrada.
 */
export function colunasCalculadas(nota: Record<string, unknown>, regime: ReturnType<typeof regimeIssDoCrt>): Record<string, string> {
  let r: ResultadoIss;
  try {
    r = calcularIss({
      valorServico: nota.valor_servico as string,
      descontoIncondicionado: nota.desconto_incondicionado as string,
      descontoCondicionado: nota.desconto_condicionado as string,
      deducoes: nota.deducoes as string,
      aliquotaIss: nota.aliquota_iss as string,
      issRetido: nota.iss_retido === true,
      regime,
      itemListaServico: (nota.item_lista_servico as string) ?? null,
      aliquotaPis: nota.aliquota_pis as string,
      aliquotaCofins: nota.aliquota_cofins as string,
      aliquotaCsll: nota.aliquota_csll as string,
      aliquotaIrrf: nota.aliquota_irrf as string,
      aliquotaInss: nota.aliquota_inss as string,
    });
  } catch (e) {
    if (e instanceof ErroCalculoIss) throw new ValidationError({ [e.campo]: [e.message] }, `${e.campo}: ${e.message}`);
    throw e;
  }
  return {
    base_calculo: r.baseCalculo.toFixed(2),
    valor_iss: r.valorIss.toFixed(2),
    valor_iss_retido: r.valorIssRetido.toFixed(2),
    valor_pis: r.valorPis.toFixed(2),
    valor_cofins: r.valorCofins.toFixed(2),
    valor_csll: r.valorCsll.toFixed(2),
    valor_irrf: r.valorIrrf.toFixed(2),
    valor_inss: r.valorInss.toFixed(2),
    total_retencoes: r.totalRetencoes.toFixed(2),
    valor_liquido: r.valorLiquido.toFixed(2),
    fonte_calculo: r.regras.join('; ').slice(0, 2000),
  };
}

/**
 * Completa a nota (serviço do cadastro, competência) e calcula os tributos. `record` é mutado; na
 * alteração os campos não enviados vêm de `current`.
 */
export async function prepararNotaServico(c: Client, emitenteId: number, record: Record<string, unknown>, current?: Record<string, unknown>): Promise<void> {
  const nota = { ...(current ?? {}), ...record };
  const trocouServico = record.produto_id !== undefined && record.produto_id !== current?.produto_id;
  if (nota.produto_id != null && (trocouServico || !current)) {
    const { rows } = await c.query(
      `SELECT descricao, item_lista_servico, codigo_tributacao_nacional, codigo_tributacao_municipal, codigo_nbs, aliquota_iss::text, iss_retido
         FROM produto WHERE emitente_id = $1 AND id = $2`,
      [emitenteId, nota.produto_id],
    );
    const p = rows[0];
    if (!p) throw new ValidationError({ produto_id: ['Serviço não encontrado'] }, 'Serviço: não encontrado.');
    for (const k of DO_PRODUTO) if (record[k] === undefined || record[k] === null) record[k] = p[k] ?? null;
    if (record.codigo_tributacao_nacional == null && p.item_lista_servico)
      record.codigo_tributacao_nacional = `${String(p.item_lista_servico).replace('.', '').padStart(4, '0')}01`;
    if (record.iss_retido === undefined) record.iss_retido = p.iss_retido === true;
    if ((record.descricao === undefined || record.descricao === '') && !current) record.descricao = p.descricao;
  }
  if (!current && (record.competencia === undefined || record.competencia === null)) record.competencia = dataDeHoje();
  if (record.competencia && String(record.competencia) > dataDeHoje())
    throw new ValidationError({ competencia: ['A competência não pode ser posterior à data de emissão'] }, 'Competência posterior à emissão.');
  const completa = { ...(current ?? {}), ...record };
  if (!completa.codigo_tributacao_nacional)
    throw new ValidationError({ codigo_tributacao_nacional: ['Campo obrigatório'] }, 'Informe o código de tributação nacional do serviço.');
  Object.assign(record, colunasCalculadas(completa, await regimeDoEmitente(c, emitenteId)));
}

/** Gancho `antesDeGravar` de notaServico. */
export async function antesDeGravarNotaServico({ c, ctx, record, current }: ArgsGravar): Promise<void> {
  const emitenteId = ctx.emitenteId!;
  if (current) await exigirNfseEditavel(c, emitenteId, current.id);
  await prepararNotaServico(c, emitenteId, record, current);
}
