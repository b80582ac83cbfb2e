/**
 * Contingência SVC da NF-e por empresa (issue 16, escopo 3; NT 2013.007; MOC 7.0 B22/B28/B29).
 *
 * - Estado em `nfe_contingencia` (uma linha por empresa): ativa, a SVC da UF do emitente
 *   (`SVC_DA_UF`: SVC-AN `tpEmis` 6 ou SVC-RS `tpEmis` 7), `desde` (vira `dhCont`) e a justificativa
 *   (`xJust`, 15 a 256 caracteres).
 * - Falhas seguidas de comunicação com o autorizador normal (tempo esgotado, rede, HTTP 503) são
 *   contadas na transmissão; a partir de {@link FALHAS_PARA_SUGERIR} o gerenciador mostra o aviso que
 *   oferece a entrada na SVC. A entrada é sempre um ato do usuário com justificativa.
 * - Em contingência a transmissão monta a NF-e com `tpEmis` 6/7, `dhCont` e `xJust` e a envia à SVC
 *   (`RuntimeFiscal.cliente(..., svc)`); cada nota autorizada na SVC entra em `nfe_contingencia_nota`.
 * - Saída ({@link sairContingencia}): exige o autorizador normal em operação (status 107), desliga a
 *   contingência e concilia: consulta cada nota autorizada na SVC no autorizador normal (as SVC
 *   repassam as notas à SEFAZ de origem) e marca `conciliada_em` com o cStat; a situação da nota e
 *   o protocolo da SVC são mantidos e a nota NUNCA é reenviada ao autorizador normal.
 * - Modalidade EPEC (`modalidade` 'epec', só NF-e modelo 55; NT 2013.004; regras em epec.ts): a
 *   entrada é a mesma (justificativa, `desde`), as NF-e saem com `tpEmis` 4 e vão ao EPEC do
 *   Ambiente Nacional; na saída (e na conciliação/tarefa) as notas em 'epec' são transmitidas ao
 *   autorizador normal com a mesma chave.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withOwner, withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import { ctxEmitente } from './certificados-demo.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { SefazError } from '../../../fiscal/sefaz/index.ts';
import { agora, dataHoraFiscal, instanteDoBanco } from '../../../domain/relogio.ts';
import { justificativaValida, nomeSvc, svcDaUf, TPEMIS_SVC, type AutorizadorSvc } from '../../../fiscal/sefaz/contingencia.ts';
import { clienteDoEmitente, emitenteDaNota, mensagemFalhaSefaz, reconciliarNota } from './transmissao.ts';
import { registrarXml } from './xml-log.ts';
import { transmitirNotasEpec, type NotaEpecTransmitida } from './epec.ts';

/** Modalidade da contingência: SVC da UF (padrão) ou EPEC (evento 110140 no Ambiente Nacional). */
export type ModalidadeContingencia = 'svc' | 'epec';

/** Falhas seguidas de comunicação com o autorizador normal a partir das quais a SVC é sugerida. */
export const FALHAS_PARA_SUGERIR = 3;

/** Estado da contingência de uma empresa (resposta de `GET /v1/GerenciadorNFe/Contingencia`). */
export interface EstadoContingenciaNFe {
  ativa: boolean;
  /** `svc` ou `epec` (fora da contingência: `svc`, a oferta padrão). */
  modalidade: ModalidadeContingencia;
  /** SVC da UF do emitente (`SVCAN`/`SVCRS`), mesmo fora da contingência. */
  autorizador: AutorizadorSvc;
  /** `SVC-AN` / `SVC-RS` / `EPEC`. */
  nome: string;
  /** `tpEmis` das notas emitidas nela (6 ou 7; 4 no EPEC). */
  tpEmis: '4' | '6' | '7';
  /** Entrada em contingência (ISO 8601), null fora dela. */
  desde: string | null;
  justificativa: string | null;
  falhasSeguidas: number;
  ultimaFalha: string | null;
  ultimaFalhaMotivo: string | null;
  /** true quando fora da contingência e com {@link FALHAS_PARA_SUGERIR} falhas seguidas ou mais. */
  sugerir: boolean;
  /** Notas autorizadas na SVC ainda não conciliadas com o autorizador normal. */
  pendentesConciliacao: number;
  /** Notas com EPEC registrado aguardando a transmissão ao autorizador normal (situação 'epec'). */
  pendentesEpec: number;
  uf: string;
}

const iso = (v: unknown): string | null => (v ? instanteDoBanco(v as string).toISOString() : null);

/** Lê o estado (linha ausente: fora de contingência, sem falhas). */
export async function lerContingencia(c: Client, emitenteId: number, uf: string): Promise<EstadoContingenciaNFe> {
  const { rows } = await c.query(`SELECT * FROM nfe_contingencia WHERE emitente_id = $1`, [emitenteId]);
  const { rows: p } = await c.query(`SELECT count(*)::int AS n FROM nfe_contingencia_nota WHERE emitente_id = $1 AND conciliada_em IS NULL`, [emitenteId]);
  const { rows: e } = await c.query(`SELECT count(*)::int AS n FROM faturamento WHERE emitente_id = $1 AND situacao = 'epec'`, [emitenteId]);
  const r = rows[0] ?? {};
  const svc = svcDaUf(uf);
  const ativa = Boolean(r.ativa);
  const falhas = Number(r.falhas_seguidas ?? 0);
  const epec = ativa && r.modalidade === 'epec';
  const autorizador: AutorizadorSvc = ativa && r.autorizador ? r.autorizador : svc;
  return {
    ativa,
    modalidade: epec ? 'epec' : 'svc',
    autorizador,
    nome: epec ? 'EPEC' : nomeSvc(autorizador),
    tpEmis: epec ? '4' : TPEMIS_SVC[autorizador],
    desde: ativa ? iso(r.desde) : null,
    justificativa: ativa ? (r.justificativa ?? null) : null,
    falhasSeguidas: falhas,
    ultimaFalha: iso(r.ultima_falha),
    ultimaFalhaMotivo: r.ultima_falha_motivo ?? null,
    sugerir: !ativa && falhas >= FALHAS_PARA_SUGERIR,
    pendentesConciliacao: Number(p[0]?.n ?? 0),
    pendentesEpec: Number(e[0]?.n ?? 0),
    uf,
  };
}

/** Dados de contingência para a NF-e (`montarNFeDoFaturamento`), ou undefined fora dela. */
export function dadosContingenciaNFe(e: EstadoContingenciaNFe): { tpEmis: '4' | '6' | '7'; dhCont: string; xJust: string } | undefined {
  if (!e.ativa || !e.desde || !e.justificativa) return undefined;
  return { tpEmis: e.tpEmis, dhCont: dataHoraFiscal(new Date(e.desde), e.uf), xJust: e.justificativa };
}

/** SVC a que a transmissão da NF-e vai (undefined: autorizador normal, também no EPEC). */
export function svcEmUso(e: EstadoContingenciaNFe): AutorizadorSvc | undefined {
  return e.ativa && e.modalidade === 'svc' ? e.autorizador : undefined;
}

/**
 * Entra em contingência SVC (ou EPEC, `modalidade` 'epec') com a justificativa (15 a 256
 * caracteres, MOC 7.0 B29). Já em contingência: troca a justificativa e a modalidade (mantém `desde`).
 * @throws ValidationError 400 `justificativa` fora do tamanho ou `modalidade` diferente de svc/epec.
 */
export async function entrarContingencia(
  c: Client,
  emitenteId: number,
  uf: string,
  justificativa: string,
  modalidade: string = 'svc',
): Promise<EstadoContingenciaNFe> {
  if (modalidade !== 'svc' && modalidade !== 'epec')
    throw new ValidationError({ modalidade: ['Use svc (SEFAZ Virtual de Contingência) ou epec'] }, 'Modalidade de contingência inválida: use svc ou epec.');
  const xJust = justificativa.replace(/\s+/g, ' ').trim();
  if (!justificativaValida(xJust))
    throw new ValidationError(
      { justificativa: ['A justificativa deve ter de 15 a 256 caracteres'] },
      'Informe a justificativa da entrada em contingência (15 a 256 caracteres).',
    );
  await c.query(
    `INSERT INTO nfe_contingencia (emitente_id, ativa, autorizador, desde, justificativa, modalidade) VALUES ($1, true, $2, date_trunc('second', $5::timestamptz), $3, $4)
     ON CONFLICT (emitente_id) DO UPDATE SET ativa = true, autorizador = EXCLUDED.autorizador,
       desde = CASE WHEN nfe_contingencia.ativa THEN nfe_contingencia.desde ELSE EXCLUDED.desde END,
       justificativa = EXCLUDED.justificativa, modalidade = EXCLUDED.modalidade, saida_em = NULL, alterado_em = now()`,
    [emitenteId, svcDaUf(uf), xJust, modalidade, agora()],
  );
  return lerContingencia(c, emitenteId, uf);
}

/** Conta uma falha de comunicação com o autorizador normal (transmissão fora da contingência). */
export async function registrarFalhaAutorizador(c: Client, emitenteId: number, motivo: string): Promise<number> {
  const { rows } = await c.query(
    `INSERT INTO nfe_contingencia (emitente_id, falhas_seguidas, ultima_falha, ultima_falha_motivo) VALUES ($1, 1, now(), $2)
     ON CONFLICT (emitente_id) DO UPDATE SET falhas_seguidas = nfe_contingencia.falhas_seguidas + 1, ultima_falha = now(),
       ultima_falha_motivo = EXCLUDED.ultima_falha_motivo, alterado_em = now()
     RETURNING falhas_seguidas`,
    [emitenteId, motivo.slice(0, 500)],
  );
  return Number(rows[0].falhas_seguidas);
}

/** O autorizador normal respondeu: zera o contador de falhas. */
export async function registrarRespostaAutorizador(c: Client, emitenteId: number): Promise<void> {
  await c.query(`UPDATE nfe_contingencia SET falhas_seguidas = 0, alterado_em = now() WHERE emitente_id = $1 AND falhas_seguidas > 0`, [emitenteId]);
}

/** Guarda a nota autorizada na SVC para a conciliação depois da saída. */
export async function registrarNotaSvc(
  c: Client,
  emitenteId: number,
  n: { faturamentoId: number; chave: string; autorizador: AutorizadorSvc; protocolo: string | null },
): Promise<void> {
  await c.query(
    `INSERT INTO nfe_contingencia_nota (emitente_id, chave, faturamento_id, autorizador, tp_emis, protocolo) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (emitente_id, chave) DO UPDATE SET protocolo = EXCLUDED.protocolo`,
    [emitenteId, n.chave, n.faturamentoId, n.autorizador, Number(TPEMIS_SVC[n.autorizador]), n.protocolo],
  );
}

/**
 * SVC a usar nos eventos (cancelamento, CC-e) de uma nota: a da contingência quando ela está ativa
 * e a nota foi emitida nela (`tpEmis` 6/7 na posição 35 da chave; NT 2013.007: a SVC recebe os
 * eventos das notas que autorizou); undefined = autorizador normal.
 */
export async function svcDaNota(c: Client, emitenteId: number, chave: string | null | undefined): Promise<AutorizadorSvc | undefined> {
  if (!chave || (chave[34] !== '6' && chave[34] !== '7')) return undefined;
  const { rows } = await c.query(`SELECT autorizador FROM nfe_contingencia WHERE emitente_id = $1 AND ativa AND modalidade = 'svc'`, [emitenteId]);
  return rows[0]?.autorizador ?? undefined;
}

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
