/**
 * Recuperação dos documentos deixados pela metade por uma queda do processo:
 * roda logo depois do `listen` (sem atrasá-lo) e a cada minuto pela tarefa
 * {@link TIPO_TAREFA_RECUPERACAO} (src/server/jobs), e leva cada documento a um estado final.
 *
 * Como se chega aqui: a venda do PDV (e a conversão de pedido em venda) grava itens, pagamentos,
 * estoque, caixa, o número e o XML assinado da NFC-e e a situação 'transmitindo' NUMA transação
 * (servico.ts, pedidos/venda-pdv.ts); só depois fala com a SEFAZ. Uma queda deixa ou nada ou a
 * venda completa em 'transmitindo'. A baixa de títulos (financeiro/baixas.ts) é uma transação só:
 * não há meio-termo a recuperar.
 *
 * Venda do PDV em 'transmitindo' há mais de `config.recuperacaoSegundos` (ou desde antes do início
 * deste processo — nenhuma requisição dele pode estar com ela):
 * - consulta a chave na SEFAZ (consSitNFe) ANTES de reenviar, para não duplicar: 100/150 ->
 *   'autorizada' com o nfeProc; 110/301/302/303/205 -> 'denegada';
 * - 217 (não consta: o envio não chegou): refaz a NFC-e com o MESMO número e transmite;
 * - SEFAZ indisponível (classificarFalhaSefaz: rede, TLS, tempo, HTTP 5xx, 108/109): contingência
 *   off-line (tpEmis 9, mesmo número), transmitida pela tarefa 'nfce-contingencia' quando ela volta;
 * - outra resposta (configuração): fica e vai ao log (próxima rodada).
 * Venda em 'digitacao' ligada a um pedido (conversão interrompida antes desta versão): é emitida.
 * NF-e (faturamento) em 'transmitindo' há o mesmo tempo: `reconciliarPendentes` (nfe/transmissao.ts,
 * consulta pela chave: 100 -> autorizada; 217 -> 'rejeitada', nada foi lançado, retransmita).
 * Cada decisão vai à auditoria (entidade vendasCupom / faturamento, ação 'outra').
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withOwner, withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import { SefazError, classificarFalhaSefaz, montarNfeProc, type ResultadoConsultaProtocolo } from '../../../fiscal/sefaz/index.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { ctxEmitente } from '../../db/tenant.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { reconciliarPendentes } from '../nfe/transmissao.ts';
import { clienteNFCe } from './config-nfce.ts';
import {
  AUTORIZADA,
  DENEGADA,
  atualizar,
  concluirEmissao,
  contingenciaPorIndisponibilidade,
  emitirVenda,
  gravarAutorizacao,
  lerVenda,
  prepararEmissao,
  registrarXmlVenda,
  xmlDaVenda,
  type PreparoEmissao,
} from './emissao.ts';

/** Tipo da tarefa periódica (a cada minuto) da recuperação. */
export const TIPO_TAREFA_RECUPERACAO = 'recuperacao-documentos';

/** O que a recuperação fez com um documento. */
export interface DocumentoRecuperado {
  tipo: 'venda' | 'nfe';
  emitenteId: number;
  id: number;
  /** Situação final (ou a mesma, quando ficou para a próxima rodada). */
  situacao: string;
  acao: string;
}

async function auditar(c: Client, ctx: TenantContext, vendaId: number, descricao: string): Promise<void> {
  await registrarAuditoria(c, { ctx, entidade: 'vendasCupom', registroId: vendaId, acao: 'outra', descricao: `Recuperação após queda: ${descricao}` });
}

/** A chave da NFC-e vai para o pedido convertido (pedidos/venda-pdv.ts faz o mesmo no caminho normal). */
async function copiarChaveParaPedido(c: Client, emitenteId: number, vendaId: number): Promise<void> {
  await c.query(
    `UPDATE pedido p SET chave_nfe = v.chave FROM venda_cupom v
      WHERE p.emitente_id = $1 AND p.venda_cupom_id = $2 AND v.emitente_id = p.emitente_id AND v.id = p.venda_cupom_id
        AND v.chave IS NOT NULL AND p.chave_nfe IS DISTINCT FROM v.chave`,
    [emitenteId, vendaId],
  );
}

/**
 * Leva UMA venda em 'transmitindo' a um estado final (ver cabeçalho). A consulta à SEFAZ é feita
 * fora de transação (não segura o banco) e a decisão numa transação que confere, com a venda
 * travada, que ela continua em 'transmitindo' com a mesma chave.
 * @returns a situação final e o que foi feito; nunca lança por falha da SEFAZ.
 */
export async function recuperarVenda(db: Database, config: Config, ctx: TenantContext, vendaId: number): Promise<{ situacao: string; acao: string }> {
  const emitenteId = ctx.emitenteId!;
  const ini = await withTenant(db, ctx, async (c) => {
    const v = await lerVenda(c, emitenteId, vendaId);
    if (v.situacao !== 'transmitindo' || !v.chave) return { v, cli: null };
    return { v, cli: await clienteNFCe(c, config, emitenteId) };
  });
  if (!ini.cli) return { situacao: ini.v.situacao, acao: 'nada a fazer' };
  const chave: string = ini.v.chave;
  const cli = ini.cli;
  let cons: ResultadoConsultaProtocolo | null = null;
  let falha: SefazError | null = null;
  try {
    cons = await cli.cliente.consultarProtocolo(chave);
  } catch (e) {
    if (!(e instanceof SefazError)) throw e;
    falha = e;
  }
  let prep: PreparoEmissao | null = null;
  const decidido = await withTenant(db, ctx, async (c) => {
    const v = await lerVenda(c, emitenteId, vendaId, true);
    if (v.situacao !== 'transmitindo' || v.chave !== chave) return { situacao: String(v.situacao), acao: 'concluída por outra requisição' };
    if (cons) {
      await registrarXmlVenda(c, emitenteId, vendaId, chave, 'envio', cons.requestXml);
      await registrarXmlVenda(c, emitenteId, vendaId, chave, 'retorno', cons.responseXml, cons.cStat);
    }
    const prot = cons?.protocolo;
    if (prot && (AUTORIZADA.has(prot.cStat) || DENEGADA.has(prot.cStat))) {
      const xml = await xmlDaVenda(c, emitenteId, vendaId, 'nfe', chave);
      if (xml) {
        const r = await gravarAutorizacao(c, config, cli, v, chave, prot, montarNfeProc(xml, prot.xml));
        await auditar(c, ctx, vendaId, `NFC-e ${chave} já estava na SEFAZ (${prot.cStat} - ${prot.xMotivo}).`);
        await copiarChaveParaPedido(c, emitenteId, vendaId);
        return { situacao: r.situacao, acao: `consultada: ${prot.cStat}` };
      }
    }
    if (cons?.cStat === '217') {
      // o envio não chegou à SEFAZ: refaz a NFC-e com o mesmo número (nova dhEmi) e transmite
      await atualizar(c, emitenteId, vendaId, { situacao: 'digitacao', xmotivo: 'Não recebida pela SEFAZ (217): transmitindo de novo' });
      await auditar(c, ctx, vendaId, `NFC-e ${chave} não consta na SEFAZ (217): transmitida de novo com o mesmo número.`);
      prep = await prepararEmissao(c, config, ctx, vendaId);
      await copiarChaveParaPedido(c, emitenteId, vendaId);
      return null;
    }
    const indisponivel = falha ? classificarFalhaSefaz(falha) === 'indisponivel' : cons ? classificarFalhaSefaz(cons) === 'indisponivel' : false;
    if (indisponivel) {
      const motivo = falha ? mensagemFalhaSefaz(falha) : `${cons!.cStat} - ${cons!.xMotivo}`;
      const r = await contingenciaPorIndisponibilidade(c, config, ctx, v, cli, motivo);
      await auditar(c, ctx, vendaId, `SEFAZ indisponível na consulta da NFC-e ${chave} (${motivo}): emitida em contingência off-line.`);
      await copiarChaveParaPedido(c, emitenteId, vendaId);
      return { situacao: 'situacao' in r.dados ? r.dados.situacao : 'rejeitada', acao: 'contingência' };
    }
    return { situacao: 'transmitindo', acao: falha ? mensagemFalhaSefaz(falha) : `consulta ${cons?.cStat} - ${cons?.xMotivo}` };
  });
  if (decidido) return decidido;
  const r = await concluirEmissao(db, config, ctx, vendaId, prep!);
  await withTenant(db, ctx, (c) => copiarChaveParaPedido(c, emitenteId, vendaId));
  return { situacao: 'situacao' in r.dados ? r.dados.situacao : 'rejeitada', acao: 'retransmitida (217)' };
}

/**
 * Uma rodada da recuperação (ver cabeçalho): vendas do PDV e NF-e paradas em 'transmitindo' desde
 * antes de `antesDe` (padrão: agora − `config.recuperacaoSegundos`) e vendas de pedido em
 * 'digitacao'. Nunca lança; devolve o que fez com cada documento.
 */
export async function recuperarPendentes(
  db: Database,
  config: Config,
  opcoes: { antesDe?: Date; log?: (m: string) => void } = {},
): Promise<DocumentoRecuperado[]> {
  const log = opcoes.log ?? (() => undefined);
  const antesDe = opcoes.antesDe ?? new Date(Date.now() - config.recuperacaoSegundos * 1000);
  const out: DocumentoRecuperado[] = [];
  const { rows } = await withOwner(db, (c) =>
    c.query(
      `SELECT v.emitente_id, v.id, v.situacao FROM venda_cupom v
        WHERE (v.situacao = 'transmitindo' AND v.alterado_em < $1)
           OR (v.situacao = 'digitacao' AND v.criado_em < $1
               AND EXISTS (SELECT 1 FROM pedido p WHERE p.emitente_id = v.emitente_id AND p.venda_cupom_id = v.id))
        ORDER BY v.emitente_id, v.id`,
      [antesDe],
    ),
  );
  for (const r of rows) {
    const ctx = ctxEmitente(r.emitente_id);
    try {
      let feito: { situacao: string; acao: string };
      if (r.situacao === 'digitacao') {
        await withTenant(db, ctx, (c) => auditar(c, ctx, r.id, 'venda do pedido gravada sem NFC-e: emitida.'));
        const e = await emitirVenda(db, config, ctx, r.id);
        await withTenant(db, ctx, (c) => copiarChaveParaPedido(c, r.emitente_id, r.id));
        feito = { situacao: 'situacao' in e.dados ? e.dados.situacao : 'rejeitada', acao: 'emitida' };
      } else feito = await recuperarVenda(db, config, ctx, r.id);
      out.push({ tipo: 'venda', emitenteId: r.emitente_id, id: r.id, ...feito });
      log(`Recuperação: venda ${r.emitente_id}/${r.id} -> ${feito.situacao} (${feito.acao})`);
    } catch (e) {
      const msg = e instanceof SefazError ? mensagemFalhaSefaz(e) : e instanceof Error ? e.message : String(e);
      out.push({ tipo: 'venda', emitenteId: r.emitente_id, id: r.id, situacao: r.situacao, acao: `falhou: ${msg}` });
      log(`Recuperação: venda ${r.emitente_id}/${r.id} não concluída (${msg})`);
    }
  }
  try {
    for (const n of await reconciliarPendentes(db, config, log, antesDe)) {
      out.push({
        tipo: 'nfe',
        emitenteId: n.emitenteId,
        id: n.faturamentoId,
        situacao: n.situacao,
        acao: n.erro ? `falhou: ${n.erro}` : `consultada: ${n.cStat ?? ''}`,
      });
    }
  } catch (e) {
    log(`Recuperação das NF-e falhou: ${e instanceof Error ? e.message : String(e)}`);
  }
  return out;
}
