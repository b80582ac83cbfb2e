/**
 * Eventos da NFS-e emitida: cancelamento (evento 101101, com o código do motivo 1 erro na emissão,
 * 2 serviço não prestado, 9 outros e a justificativa de 15 a 255 caracteres) e substituição (uma
 * nova DPS com o grupo `subst` que aponta para a NFS-e substituída; a Sefin Nacional registra o
 * evento 105102 nela quando gera a substituta).
 *
 * Como na NF-e: o pedido assinado é gravado antes da troca e a resposta depois; títulos já
 * recebidos impedem o cancelamento (estorne antes); os em aberto são cancelados junto.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type TenantContext } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound } from '../../http/envelope.ts';
import { carregarCertificadoDoEmitente } from '../fiscal/certificado.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import {
  MOTIVOS_CANCELAMENTO_NFSE,
  MOTIVOS_SUBSTITUICAO_NFSE,
  NfseComunicacaoError,
  NfseDadosError,
  assinarPedidoEvento,
  montarPedidoCancelamento,
  type MotivoCancelamentoNfse,
} from '../../../fiscal/nfse/index.ts';
import { agora } from '../../../domain/relogio.ts';
import { obterRuntimeNfse } from './runtime.ts';
import { emitenteNfse } from './dados-dps.ts';
import { registrarXmlNfse } from './xml-log.ts';
import { cancelarTitulosDaNfse, exigirNfseSemBaixas } from './titulos.ts';
import { mensagemFalhaSefin } from './transmissao.ts';

/** Confere motivo e justificativa do cancelamento (400 com o campo). */
function conferirCancelamento(motivo: unknown, justificativa: unknown): { motivo: MotivoCancelamentoNfse; justificativa: string } {
  const erros: Record<string, string[]> = {};
  const m = String(motivo ?? '');
  if (!(m in MOTIVOS_CANCELAMENTO_NFSE)) erros.motivo = ['Informe o motivo: 1 (erro na emissão), 2 (serviço não prestado) ou 9 (outros)'];
  const j = String(justificativa ?? '').trim();
  if (j.length < 15 || j.length > 255) erros.justificativa = ['A justificativa deve ter de 15 a 255 caracteres'];
  if (Object.keys(erros).length) throw new ValidationError(erros, Object.values(erros)[0][0]);
  return { motivo: m as MotivoCancelamentoNfse, justificativa: j };
}

/** Cancela a NFS-e autorizada `id` (evento 101101). */
export async function cancelarNfse(
  db: Database,
  config: Config,
  ctx: TenantContext,
  id: number,
  corpo: { motivo?: unknown; justificativa?: unknown },
): Promise<{ situacao: string; chave: string; mensagem: string }> {
  const emitenteId = ctx.emitenteId!;
  const { motivo, justificativa } = conferirCancelamento(corpo.motivo, corpo.justificativa);
  const prep = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query('SELECT situacao, chave FROM nota_servico WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, id]);
    const n = rows[0];
    if (!n) throw notFound('NFS-e não encontrada.');
    if (n.situacao !== 'autorizada' || !n.chave)
      throw new ApiError(400, `Só uma NFS-e autorizada pode ser cancelada (situação atual: ${n.situacao}).`, { situacao: ['A NFS-e não está autorizada'] });
    await exigirNfseSemBaixas(c, emitenteId, id);
    const emitente = await emitenteNfse(c, emitenteId);
    const certificado = await carregarCertificadoDoEmitente(c, config.fiscalSecret, emitenteId);
    let pedido: ReturnType<typeof montarPedidoCancelamento>;
    try {
      pedido = montarPedidoCancelamento({
        chave: n.chave,
        tpAmb: emitente.ambiente === 1 ? '1' : '2',
        dhEvento: agora(),
        ...(emitente.cnpj.length === 14 ? { CNPJAutor: emitente.cnpj } : { CPFAutor: emitente.cnpj }),
        cMotivo: motivo,
        xMotivo: justificativa,
      });
    } catch (e) {
      if (e instanceof NfseDadosError) throw new ValidationError({ [e.campo === 'xMotivo' ? 'justificativa' : e.campo]: [e.message] }, e.message);
      throw e;
    }
    const xml = assinarPedidoEvento(pedido.xml, certificado);
    await registrarXmlNfse(c, emitenteId, { notaId: id, chave: n.chave, tipo: 'evento-envio', xml, codigo: pedido.tpEvento });
    return { chave: n.chave as string, xml, cliente: obterRuntimeNfse(config).cliente(certificado, emitente.ambiente) };
  });
  let r: Awaited<ReturnType<typeof prep.cliente.registrarEvento>>;
  try {
    r = await prep.cliente.registrarEvento(prep.chave, prep.xml);
  } catch (e) {
    if (e instanceof NfseComunicacaoError)
      throw new ApiError(502, `${mensagemFalhaSefin(e)} O cancelamento não foi confirmado; consulte a NFS-e e tente de novo.`);
    throw e;
  }
  return withTenant(db, ctx, async (c) => {
    if (!r.registrado) {
      const motivoRecusa = r.erros.map((e) => `${e.codigo} - ${e.descricao}`).join('; ') || `HTTP ${r.status}`;
      await registrarXmlNfse(c, emitenteId, {
        notaId: id,
        chave: prep.chave,
        tipo: 'evento-retorno',
        xml: JSON.stringify({ erros: r.erros }),
        codigo: r.erros[0]?.codigo,
      });
      await registrarAuditoria(c, {
        ctx,
        entidade: 'notaServico',
        registroId: id,
        acao: 'cancelar',
        descricao: `Cancelamento recusado: ${motivoRecusa}`.slice(0, 300),
      });
      throw new ApiError(400, `Cancelamento recusado pela Sefin Nacional: ${motivoRecusa}`, { cancelamento: [motivoRecusa] });
    }
    await registrarXmlNfse(c, emitenteId, { notaId: id, chave: prep.chave, tipo: 'evento', xml: r.eventoXml, codigo: '101101' });
    await c.query(
      `UPDATE nota_servico SET situacao = 'cancelada', motivo_cancelamento = $3, justificativa_cancelamento = $4 WHERE emitente_id = $1 AND id = $2`,
      [emitenteId, id, motivo, justificativa],
    );
    await cancelarTitulosDaNfse(c, emitenteId, id, 'Cancelado com a NFS-e');
    await registrarAuditoria(c, {
      ctx,
      entidade: 'notaServico',
      registroId: id,
      acao: 'cancelar',
      antes: { situacao: 'autorizada' },
      depois: { situacao: 'cancelada', motivo, justificativa },
      descricao: `NFS-e cancelada (evento 101101, motivo ${motivo})`,
    });
    return { situacao: 'cancelada', chave: prep.chave, mensagem: 'NFS-e cancelada.' };
  });
}

/**
 * Começa a substituição da NFS-e autorizada `id`: grava uma nota nova em digitação, cópia da
 * original, que aponta para ela (`substitui_id`) com o motivo; a substituída só muda quando a nova
 * for autorizada (transmissao.ts). Devolve o id da nota nova.
 */
export async function iniciarSubstituicao(db: Database, ctx: TenantContext, id: number, corpo: { motivo?: unknown }): Promise<{ id: number }> {
  const emitenteId = ctx.emitenteId!;
  const motivo = String(corpo.motivo ?? '99');
  if (!(motivo in MOTIVOS_SUBSTITUICAO_NFSE))
    throw new ValidationError({ motivo: ['Motivo da substituição inválido (01 a 05 ou 99)'] }, 'Motivo da substituição inválido.');
  return withTenant(db, ctx, async (c) => {
    const { rows } = await c.query('SELECT situacao, substituida_por_id FROM nota_servico WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, id]);
    if (!rows[0]) throw notFound('NFS-e não encontrada.');
    if (rows[0].situacao !== 'autorizada')
      throw new ApiError(400, `Só uma NFS-e autorizada pode ser substituída (situação atual: ${rows[0].situacao}).`, {
        situacao: ['A NFS-e não está autorizada'],
      });
    const { rows: pendente } = await c.query(
      `SELECT id FROM nota_servico WHERE emitente_id = $1 AND substitui_id = $2 AND situacao IN ('digitacao','rejeitada','transmitindo')`,
      [emitenteId, id],
    );
    if (pendente[0]) return { id: pendente[0].id as number };
    await exigirNfseSemBaixas(c, emitenteId, id);
    const copiar =
      'cliente_id, produto_id, pedido_id, descricao, item_lista_servico, codigo_tributacao_nacional, codigo_tributacao_municipal, codigo_nbs, municipio_prestacao_id, competencia, valor_servico, desconto_incondicionado, desconto_condicionado, deducoes, aliquota_iss, iss_retido, aliquota_pis, aliquota_cofins, aliquota_csll, aliquota_irrf, aliquota_inss, base_calculo, valor_iss, valor_iss_retido, valor_pis, valor_cofins, valor_csll, valor_irrf, valor_inss, total_retencoes, valor_liquido, fonte_calculo, condicao_id, informacoes_complementares, serie';
    const { rows: nova } = await c.query(
      `INSERT INTO nota_servico (emitente_id, ${copiar}, substitui_id, motivo_substituicao)
       SELECT emitente_id, ${copiar}, id, $3 FROM nota_servico WHERE emitente_id = $1 AND id = $2 RETURNING id`,
      [emitenteId, id, motivo],
    );
    await registrarAuditoria(c, {
      ctx,
      entidade: 'notaServico',
      registroId: nova[0].id,
      acao: 'incluir',
      depois: { substitui_id: id, motivo_substituicao: motivo },
      descricao: `NFS-e substituta da nota ${id} em digitação`,
    });
    return { id: nova[0].id as number };
  });
}
