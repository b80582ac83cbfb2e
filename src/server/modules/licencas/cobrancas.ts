/**
 * Cobranças PIX (API PIX BACEN `cob`) e Mercado Pago das faturas de licença, e a aplicação dos
 * pagamentos confirmados (SPEC §7: GerarCobrancaImediata, ConsultaCobrancaImediata, GerarBoletoMP,
 * GerarPIXMP, CobrancaMP, MovimentacaoMP, SolicitarMovimentacao).
 *
 * Regra de confiança: uma notificação (webhook PIX ou Mercado Pago) só diz "olhe de novo"; a baixa
 * acontece depois de consultar o provedor (`GET /v2/cob/{txid}` ou `Payment.get`) e conferir status
 * pago e valor >= o da fatura. Idempotência: `movimentacao_licenca` (provedor + chave da notificação)
 * e `quitarFatura` só muda fatura aberta — repetir uma notificação não muda nada.
 */
import { randomBytes } from 'node:crypto';
import type { Client } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import { brCodeDinamico } from '../../../domain/licencas/brcode-dinamico.ts';
import { type FaturaVisao, quitarFatura } from './faturas.ts';
import { type Cob, consultarCob, criarCob, pagamentosMP } from './provedores.ts';

export interface CobrancaVisao {
  id: number;
  licenca_recebivel_id: number;
  provedor: 'pix' | 'mp';
  meio: 'pix' | 'boleto';
  identificador: string;
  status: string;
  valor: string;
  copia_e_cola: string | null;
  url: string | null;
  /** a fatura ficou paga com esta consulta/notificação */
  fatura_paga?: boolean;
}

const SELECT = `SELECT id, licenca_recebivel_id, provedor, meio, identificador, status, valor::text AS valor, copia_e_cola, url FROM cobranca_licenca`;

async function ultima(c: Client, faturaId: number, provedor: 'pix' | 'mp'): Promise<CobrancaVisao | null> {
  const { rows } = await c.query(`${SELECT} WHERE licenca_recebivel_id = $1 AND provedor = $2 ORDER BY id DESC LIMIT 1`, [faturaId, provedor]);
  return rows[0] ?? null;
}

async function gravar(c: Client, faturaId: number, d: Omit<CobrancaVisao, 'id' | 'licenca_recebivel_id'>): Promise<CobrancaVisao> {
  const { rows } = await c.query(
    `INSERT INTO cobranca_licenca (licenca_recebivel_id, emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, provedor, meio, identificador, status, valor, copia_e_cola, url)
     SELECT l.id, l.emitente_id, l.distribuidor_master_id, l.distribuidor_id, l.revenda_id, $2, $3, $4, $5, $6::numeric, $7, $8 FROM licenca_recebivel l WHERE l.id = $1
     RETURNING id, licenca_recebivel_id, provedor, meio, identificador, status, valor::text AS valor, copia_e_cola, url`,
    [faturaId, d.provedor, d.meio, d.identificador, d.status, d.valor, d.copia_e_cola, d.url],
  );
  return rows[0];
}

/**
 * Cria (ou devolve a ativa) cobrança imediata PIX da fatura aberta `f`: txid de 32 caracteres
 * [A-Za-z0-9] (BACEN: 26 a 35), expiração 1 h, devedor = empresa, BR Code dinâmico pela `location`.
 */
export async function gerarCobrancaImediata(c: Client, f: FaturaVisao): Promise<CobrancaVisao> {
  const atual = await ultima(c, f.id, 'pix');
  if (atual && atual.status === 'ATIVA' && atual.valor === f.valor) return atual;
  const { rows } = await c.query('SELECT chave_pix, nome_recebedor, cidade_recebedor FROM parametro_licenca WHERE id = 1');
  const p = rows[0];
  const txid = `LIC${String(f.id).padStart(9, '0')}${randomBytes(10).toString('hex')}`;
  const cob = await criarCob(txid, {
    calendario: { expiracao: 3600 },
    devedor: f.cnpj.length === 14 ? { cnpj: f.cnpj, nome: f.emitente.slice(0, 200) } : { cpf: f.cnpj, nome: f.emitente.slice(0, 200) },
    valor: { original: f.valor },
    chave: p.chave_pix,
    solicitacaoPagador: f.descricao.slice(0, 140),
  });
  const location = cob.loc?.location ?? cob.location;
  if (!location) throw new ApiError(502, 'PSP PIX não devolveu a location da cobrança.');
  const copia = brCodeDinamico({ location, valor: f.valor, nome: p.nome_recebedor, cidade: p.cidade_recebedor });
  return gravar(c, f.id, { provedor: 'pix', meio: 'pix', identificador: cob.txid, status: cob.status, valor: f.valor, copia_e_cola: copia, url: location });
}

/** Baixa a fatura se a `cob` consultada está CONCLUIDA com valor pago >= o da fatura. */
async function aplicarCob(c: Client, cob: Cob, cobrancaId: number): Promise<boolean> {
  await c.query('UPDATE cobranca_licenca SET status = $2, atualizado_em = now() WHERE id = $1', [cobrancaId, cob.status]);
  if (cob.status !== 'CONCLUIDA' || !cob.pix?.length) return false;
  const { rows } = await c.query(
    `SELECT l.id, l.valor::text AS valor FROM cobranca_licenca x JOIN licenca_recebivel l ON l.id = x.licenca_recebivel_id WHERE x.id = $1`,
    [cobrancaId],
  );
  const pago = cob.pix.reduce((s, p) => s + Math.round(Number(p.valor) * 100), 0);
  if (!rows[0] || pago < Math.round(Number(rows[0].valor) * 100)) return false;
  return quitarFatura(c, rows[0].id, 'pix', (pago / 100).toFixed(2), new Date(cob.pix[0].horario));
}

/** Consulta no PSP a última cobrança PIX da fatura e aplica o pagamento. @throws 404 sem cobrança. */
export async function consultarCobrancaImediata(c: Client, faturaId: number): Promise<CobrancaVisao> {
  const atual = await ultima(c, faturaId, 'pix');
  if (!atual) throw new ApiError(404, 'Esta fatura ainda não tem cobrança PIX.');
  const cob = await consultarCob(atual.identificador);
  const fatura_paga = await aplicarCob(c, cob, atual.id);
  return { ...atual, status: cob.status, fatura_paga };
}

/** Registra uma notificação; false se já processada (repetição). */
export async function registrarMovimentacao(c: Client, provedor: string, chave: string, faturaId: number | null, resultado: string): Promise<boolean> {
  const r = await c.query(
    `INSERT INTO movimentacao_licenca (provedor, chave, licenca_recebivel_id, resultado) VALUES ($1, $2, $3, $4) ON CONFLICT (provedor, chave) DO NOTHING`,
    [provedor, chave.slice(0, 120), faturaId, resultado],
  );
  return (r.rowCount ?? 0) > 0;
}

/**
 * Webhook PIX (corpo BACEN `{ pix: [{ endToEndId, txid, valor, horario }] }`): cada endToEndId uma
 * vez; consulta a cob no PSP antes de baixar. Roda como dono (sem usuário). Devolve quantas faturas pagou.
 */
export async function processarWebhookPix(c: Client, corpo: unknown): Promise<{ recebidos: number; pagas: number; repetidos: number }> {
  const lista = (corpo as { pix?: unknown })?.pix;
  if (!Array.isArray(lista)) throw new ApiError(400, 'Corpo do webhook PIX inválido (esperado { pix: [...] }).', { pix: ['obrigatório'] });
  let pagas = 0;
  let repetidos = 0;
  for (const item of lista as Array<{ endToEndId?: string; txid?: string }>) {
    if (typeof item?.txid !== 'string' || typeof item.endToEndId !== 'string') continue;
    const { rows } = await c.query(`SELECT id, licenca_recebivel_id FROM cobranca_licenca WHERE provedor = 'pix' AND identificador = $1`, [item.txid]);
    if (!rows[0]) continue;
    const cob = await consultarCob(item.txid);
    const paga = await aplicarCob(c, cob, rows[0].id);
    const nova = await registrarMovimentacao(c, 'pix', item.endToEndId, rows[0].licenca_recebivel_id, paga ? 'fatura paga' : cob.status);
    if (!nova) repetidos++;
    if (paga) pagas++;
  }
  return { recebidos: lista.length, pagas, repetidos };
}

/** R$ texto -> número do Mercado Pago (2 casas). */
const numero = (v: string) => Math.round(Number(v) * 100) / 100;

/**
 * Cria um pagamento no Mercado Pago pelo SDK: `meio` 'pix' (payment_method_id "pix", QR em
 * point_of_interaction.transaction_data) ou 'boleto' ("bolbradesco", URL do boleto em
 * transaction_details.external_resource_url). `external_reference` = "LIC{id}".
 */
export async function gerarCobrancaMP(c: Client, f: FaturaVisao, meio: 'pix' | 'boleto', email: string): Promise<CobrancaVisao> {
  const atual = await ultima(c, f.id, 'mp');
  if (atual && atual.meio === meio && atual.status === 'pending' && atual.valor === f.valor) return atual;
  const base = process.env.LICENCA_URL_PUBLICA?.replace(/\/$/, '');
  let p: Awaited<ReturnType<ReturnType<typeof pagamentosMP>['create']>>;
  try {
    p = await pagamentosMP().create({
      body: {
        transaction_amount: numero(f.valor),
        description: f.descricao.slice(0, 200),
        payment_method_id: meio === 'pix' ? 'pix' : 'bolbradesco',
        external_reference: `LIC${f.id}`,
        ...(base ? { notification_url: `${base}/v1/licencarecebivel/MovimentacaoMP` } : {}),
        payer: {
          email,
          first_name: f.emitente.slice(0, 60),
          identification: { type: f.cnpj.length === 14 ? 'CNPJ' : 'CPF', number: f.cnpj },
        },
      },
      requestOptions: { idempotencyKey: `LIC${f.id}-${meio}-${f.valor}` },
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError(502, 'Mercado Pago recusou ou não respondeu à cobrança. Tente novamente.');
  }
  const td = p.point_of_interaction?.transaction_data;
  return gravar(c, f.id, {
    provedor: 'mp',
    meio,
    identificador: String(p.id),
    status: p.status ?? 'pending',
    valor: f.valor,
    copia_e_cola: meio === 'pix' ? (td?.qr_code ?? null) : ((p as { barcode?: { content?: string } }).barcode?.content ?? null),
    url: meio === 'pix' ? (td?.ticket_url ?? null) : (p.transaction_details?.external_resource_url ?? null),
  });
}

/**
 * Consulta um pagamento do Mercado Pago (SDK `Payment.get`) e aplica: status 'approved', referência
 * "LIC{id}" de uma fatura nossa e valor pago >= o da fatura baixam a fatura.
 */
export async function aplicarPagamentoMP(c: Client, pagamentoId: string): Promise<{ faturaId: number | null; status: string; paga: boolean }> {
  let p: Awaited<ReturnType<ReturnType<typeof pagamentosMP>['get']>>;
  try {
    p = await pagamentosMP().get({ id: pagamentoId });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError(502, 'Mercado Pago não respondeu à consulta do pagamento.');
  }
  const m = /^LIC(\d+)$/.exec(p.external_reference ?? '');
  const faturaId = m ? Number(m[1]) : null;
  const status = p.status ?? 'unknown';
  await c.query(`UPDATE cobranca_licenca SET status = $2, atualizado_em = now() WHERE provedor = 'mp' AND identificador = $1`, [String(p.id), status]);
  if (!faturaId || status !== 'approved') return { faturaId, status, paga: false };
  const { rows } = await c.query(`SELECT valor::text AS valor FROM licenca_recebivel WHERE id = $1`, [faturaId]);
  const pago = Math.round(Number(p.transaction_amount ?? 0) * 100);
  if (!rows[0] || pago < Math.round(Number(rows[0].valor) * 100)) return { faturaId, status, paga: false };
  const quando = p.date_approved ? new Date(p.date_approved) : new Date();
  const paga = await quitarFatura(c, faturaId, 'mercadopago', (pago / 100).toFixed(2), quando);
  return { faturaId, status, paga };
}

/** Última cobrança Mercado Pago da fatura (consultada no MP e aplicada). @throws 404 sem cobrança. */
export async function consultarCobrancaMP(c: Client, faturaId: number): Promise<CobrancaVisao> {
  const atual = await ultima(c, faturaId, 'mp');
  if (!atual) throw new ApiError(404, 'Esta fatura ainda não tem cobrança no Mercado Pago.');
  const r = await aplicarPagamentoMP(c, atual.identificador);
  return { ...atual, status: r.status, fatura_paga: r.paga };
}
