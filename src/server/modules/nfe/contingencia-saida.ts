/**
 * Saída da contingência e conciliação (regras no cabeçalho de contingencia.ts): a saída exige o
 * autorizador normal em operação, concilia as notas autorizadas na SVC (consulta, nunca reenvio) e
 * transmite ao autorizador normal as notas em EPEC; a tarefa periódica faz o mesmo para as empresas
 * cuja contingência já terminou.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withOwner, withTenant, type TenantContext } from '../../db/tenant.ts';
import { ctxEmitente } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import { SefazError } from '../../../fiscal/sefaz/index.ts';
import type { AutorizadorSvc } from '../../../fiscal/sefaz/contingencia.ts';
import { clienteDoEmitente, emitenteDaNota } from './nota-sefaz.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { reconciliarNota } from './transmissao.ts';
import { registrarXml } from './xml-log.ts';
import { transmitirNotasEpec, type NotaEpecTransmitida } from './epec.ts';
import { type EstadoContingenciaNFe, lerContingencia, registrarNotaSvc } from './contingencia.ts';

/** Uma nota da conciliação. */
export interface NotaConciliada {
  chave: string;
  faturamentoId: number;
  cStat: string | null;
  xMotivo: string | null;
  conciliada: boolean;
  situacao: string;
  protocolo: string | null;
}

/**
 * Concilia com o autorizador normal as notas autorizadas na SVC ainda pendentes (e as notas
 * tpEmis 6/7 que ficaram em 'transmitindo'). Consulta pela chave (NfeConsultaProtocolo): 100/101/150
 * marcam a nota conciliada; 217 (ainda não repassada pela SVC) a deixa pendente para a próxima
 * conciliação. Nada é reenviado; a situação e o protocolo da nota não mudam.
 * @throws ApiError 502 quando o autorizador normal não responde (mensagem em pt-BR).
 */
export async function conciliarNotasSvc(db: Database, config: Config, ctx: TenantContext): Promise<NotaConciliada[]> {
  const emitenteId = ctx.emitenteId!;
  const pre = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(
      `SELECT n.chave, n.faturamento_id, n.protocolo, f.situacao FROM nfe_contingencia_nota n JOIN faturamento f ON f.emitente_id = n.emitente_id AND f.id = n.faturamento_id
        WHERE n.emitente_id = $1 AND n.conciliada_em IS NULL ORDER BY n.autorizada_em`,
      [emitenteId],
    );
    const { rows: transmitindo } = await c.query(
      `SELECT id FROM faturamento WHERE emitente_id = $1 AND situacao = 'transmitindo' AND substr(chave, 35, 1) IN ('6', '7') ORDER BY id`,
      [emitenteId],
    );
    const { cliente } = await clienteDoEmitente(c, config, emitenteId);
    return { notas: rows, transmitindo: transmitindo.map((r) => Number(r.id)), cliente };
  });
  const out: NotaConciliada[] = [];
  try {
    for (const id of pre.transmitindo) {
      const r = await reconciliarNota(db, config, ctx, id);
      if (r.situacao === 'autorizada' && r.chave) {
        await withTenant(db, ctx, (c) =>
          registrarNotaSvc(c, emitenteId, { faturamentoId: id, chave: r.chave!, autorizador: svcDaUfDaChave(r.chave!), protocolo: r.protocolo }),
        );
        pre.notas.push({ chave: r.chave, faturamento_id: id, protocolo: r.protocolo, situacao: r.situacao });
      }
    }
    for (const n of pre.notas) {
      const q = await pre.cliente.consultarProtocolo(n.chave);
      const conciliada = ['100', '101', '150', '151'].includes(q.cStat);
      await withTenant(db, ctx, async (c) => {
        await registrarXml(c, emitenteId, { faturamentoId: n.faturamento_id, chave: n.chave, tipo: 'envio', xml: q.requestXml });
        await registrarXml(c, emitenteId, { faturamentoId: n.faturamento_id, chave: n.chave, tipo: 'retorno', xml: q.responseXml, cstat: q.cStat });
        await c.query(
          `UPDATE nfe_contingencia_nota SET conciliada_em = CASE WHEN $3 THEN now() END, conciliacao_cstat = $4, conciliacao_xmotivo = $5
            WHERE emitente_id = $1 AND chave = $2`,
          [emitenteId, n.chave, conciliada, q.cStat, q.xMotivo.slice(0, 500)],
        );
      });
      out.push({
        chave: n.chave,
        faturamentoId: Number(n.faturamento_id),
        cStat: q.cStat,
        xMotivo: q.xMotivo,
        conciliada,
        situacao: n.situacao,
        protocolo: n.protocolo ?? null,
      });
    }
  } catch (e) {
    if (e instanceof SefazError) throw new ApiError(502, `${mensagemFalhaSefaz(e)} A conciliação das notas emitidas na SVC fica para depois.`);
    throw e;
  }
  return out;
}

function svcDaUfDaChave(chave: string): AutorizadorSvc {
  return chave[34] === '7' ? 'SVCRS' : 'SVCAN';
}

/**
 * Sai da contingência: confere o autorizador normal (status 107), desliga a SVC e concilia as
 * notas emitidas nela ({@link conciliarNotasSvc}).
 * @throws ApiError 400 fora de contingência; 409 autorizador normal ainda parado (cStat ≠ 107 ou sem resposta).
 */
export async function sairContingencia(
  db: Database,
  config: Config,
  ctx: TenantContext,
): Promise<{ estado: EstadoContingenciaNFe; notas: NotaConciliada[]; epec: NotaEpecTransmitida[]; mensagem: string }> {
  const emitenteId = ctx.emitenteId!;
  const { cliente, emitente, atual } = await withTenant(db, ctx, async (c) => {
    const x = await clienteDoEmitente(c, config, emitenteId);
    return { ...x, atual: await lerContingencia(c, emitenteId, x.emitente.uf) };
  });
  if (!atual.ativa) throw new ApiError(400, 'A empresa não está em contingência.');
  let cStat: string;
  let xMotivo: string;
  try {
    const r = await cliente.statusServico();
    cStat = r.cStat;
    xMotivo = r.xMotivo;
  } catch (e) {
    if (!(e instanceof SefazError)) throw e;
    throw new ApiError(409, `O autorizador normal (${emitente.uf}) ainda não responde: ${mensagemFalhaSefaz(e)} Continue em contingência ${atual.nome}.`);
  }
  if (cStat !== '107') throw new ApiError(409, `O autorizador normal (${emitente.uf}) ainda não está em operação: ${cStat} - ${xMotivo}.`);
  await withTenant(db, ctx, (c) =>
    c.query(
      `UPDATE nfe_contingencia SET ativa = false, saida_em = now(), falhas_seguidas = 0, justificativa = NULL, desde = NULL, modalidade = 'svc', alterado_em = now()
        WHERE emitente_id = $1`,
      [emitenteId],
    ),
  );
  let notas: NotaConciliada[] = [];
  let aviso = '';
  try {
    notas = await conciliarNotasSvc(db, config, ctx);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    aviso = ` ${e.message}`;
  }
  const epec = await transmitirNotasEpec(db, config, ctx);
  const estado = await withTenant(db, ctx, async (c) => lerContingencia(c, emitenteId, (await emitenteDaNota(c, emitenteId)).uf));
  const ok = notas.filter((n) => n.conciliada).length;
  const resumo =
    atual.modalidade === 'epec' || epec.notas.length
      ? `${epec.notas.filter((x) => x.situacao === 'autorizada').length} de ${epec.notas.length} nota(s) em EPEC autorizada(s) pelo autorizador normal.${epec.aviso ? ` ${epec.aviso}` : ''}`
      : `${ok} de ${notas.length} nota(s) emitida(s) na SVC conciliada(s) com o autorizador normal.${aviso}`;
  return { estado, notas, epec: epec.notas, mensagem: `Contingência ${atual.nome} encerrada: emissão normal retomada. ${resumo}` };
}

/** Tarefa periódica (a cada 5 minutos) da conciliação das notas emitidas na SVC. */
export const TIPO_TAREFA_CONCILIACAO_SVC = 'nfe-conciliacao-svc';

/**
 * Conciliação pendente de todas as empresas fora de contingência com notas da SVC ainda não
 * localizadas no autorizador normal (a SVC repassa as notas à SEFAZ de origem com atraso).
 * Nunca lança; devolve o resultado por empresa.
 */
export async function conciliarContingenciasPendentes(
  db: Database,
  config: Config,
  log: (m: string) => void = () => undefined,
): Promise<Array<{ emitenteId: number; conciliadas: number; pendentes: number; erro?: string }>> {
  const { rows } = await withOwner(db, (c) =>
    c.query(
      `SELECT p.emitente_id FROM (SELECT emitente_id FROM nfe_contingencia_nota WHERE conciliada_em IS NULL
          UNION SELECT emitente_id FROM faturamento WHERE situacao = 'epec') p LEFT JOIN nfe_contingencia k ON k.emitente_id = p.emitente_id
        WHERE NOT COALESCE(k.ativa, false) ORDER BY p.emitente_id`,
    ),
  );
  const out: Array<{ emitenteId: number; conciliadas: number; pendentes: number; erro?: string }> = [];
  for (const { emitente_id: emitenteId } of rows) {
    try {
      const notas = await conciliarNotasSvc(db, config, ctxEmitente(emitenteId));
      const epec = await transmitirNotasEpec(db, config, ctxEmitente(emitenteId));
      const conciliadas = notas.filter((x) => x.conciliada).length + epec.notas.filter((x) => x.situacao === 'autorizada').length;
      const total = notas.length + epec.notas.length + epec.restantes;
      out.push({ emitenteId, conciliadas, pendentes: total - conciliadas, ...(epec.aviso ? { erro: epec.aviso } : {}) });
      log(`Conciliação SVC/EPEC da empresa ${emitenteId}: ${conciliadas} de ${total}`);
    } catch (e) {
      const erro = e instanceof Error ? e.message : String(e);
      out.push({ emitenteId, conciliadas: 0, pendentes: 0, erro });
      log(`Conciliação SVC da empresa ${emitenteId} não concluída: ${erro}`);
    }
  }
  return out;
}
