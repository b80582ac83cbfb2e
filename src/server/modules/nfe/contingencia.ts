import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { agora, dataHoraFiscal, instanteDoBanco } from '../../../domain/relogio.ts';
import { justificativaValida, nomeSvc, svcDaUf, TPEMIS_SVC, type AutorizadorSvc } from '../../../fiscal/sefaz/contingencia.ts';

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
