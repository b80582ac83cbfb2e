/**
 * Provedores de cobrança da licença, configurados por ambiente (nada disso vai para logs ou respostas):
 *
 * PIX (API PIX do BACEN, cobrança imediata `cob`, v2): LICENCA_PIX_URL (base do PSP),
 * LICENCA_PIX_CLIENT_ID / LICENCA_PIX_CLIENT_SECRET (OAuth2 client_credentials em `POST /oauth/token`),
 * LICENCA_PIX_WEBHOOK_TOKEN (segredo que o PSP devolve na URL do webhook `.../WebhookPix/pix?token=`).
 * - `PUT /v2/cob/{txid}` { calendario.expiracao (s), devedor {cnpj, nome}, valor.original, chave,
 *   solicitacaoPagador } -> cob { txid, revisao, loc {location}, location, status 'ATIVA', pixCopiaECola? };
 * - `GET /v2/cob/{txid}` -> cob com status 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' |
 *   'REMOVIDA_PELO_PSP' e `pix: [{ endToEndId, txid, valor, horario }]` quando paga.
 *
 * Mercado Pago (SDK oficial `mercadopago` 3.x, `Payment.create/get`): MP_ACCESS_TOKEN, MP_WEBHOOK_SECRET
 * (assinatura x-signature), MP_BASE_URL opcional (servidor compatível; o SDK não tem opção pública de
 * URL base: o valor vai para `AppConfig.BASE_URL`, a constante que o RestClient do SDK concatena a cada
 * chamada), LICENCA_URL_PUBLICA (base pública deste servidor para `notification_url`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Payment } from 'mercadopago';
import { ApiError } from '../../http/envelope.ts';

export interface Cob {
  txid: string;
  revisao?: number;
  status: string;
  location?: string;
  loc?: { id?: number; location?: string };
  valor: { original: string };
  chave: string;
  pixCopiaECola?: string;
  pix?: Array<{ endToEndId: string; txid: string; valor: string; horario: string }>;
}

function pixConfig() {
  const url = process.env.LICENCA_PIX_URL;
  const id = process.env.LICENCA_PIX_CLIENT_ID;
  const segredo = process.env.LICENCA_PIX_CLIENT_SECRET;
  if (!url || !id || !segredo) throw new ApiError(503, 'Cobrança PIX não configurada neste servidor (LICENCA_PIX_URL).');
  return { url: url.replace(/\/$/, ''), id, segredo };
}

/** Se o PIX (API BACEN) está configurado. */
export const pixConfigurado = () => Boolean(process.env.LICENCA_PIX_URL && process.env.LICENCA_PIX_CLIENT_ID && process.env.LICENCA_PIX_CLIENT_SECRET);
/** Se o Mercado Pago está configurado. */
export const mpConfigurado = () => Boolean(process.env.MP_ACCESS_TOKEN);

async function pixFetch<T>(metodo: 'GET' | 'PUT', caminho: string, corpo?: unknown): Promise<T> {
  const cfg = pixConfig();
  let res: Response;
  try {
    const tok = await fetch(`${cfg.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${cfg.id}:${cfg.segredo}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&scope=cob.write%20cob.read',
      signal: AbortSignal.timeout(15_000),
    });
    if (!tok.ok) throw new ApiError(502, `PSP PIX recusou a autenticação (HTTP ${tok.status}).`);
    const { access_token } = (await tok.json()) as { access_token: string };
    res = await fetch(`${cfg.url}${caminho}`, {
      method: metodo,
      headers: { authorization: `Bearer ${access_token}`, ...(corpo ? { 'content-type': 'application/json' } : {}) },
      body: corpo ? JSON.stringify(corpo) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError(502, 'PSP PIX indisponível. Tente novamente em instantes.');
  }
  const body = (await res.json().catch(() => ({}))) as T & { detail?: string; title?: string };
  if (!res.ok) throw new ApiError(502, `PSP PIX: ${body.detail ?? body.title ?? `HTTP ${res.status}`}`);
  return body;
}

/** Cria a cobrança imediata (`PUT /v2/cob/{txid}`). */
export function criarCob(txid: string, corpo: Record<string, unknown>): Promise<Cob> {
  return pixFetch<Cob>('PUT', `/v2/cob/${encodeURIComponent(txid)}`, corpo);
}

/** Consulta a cobrança imediata (`GET /v2/cob/{txid}`). */
export function consultarCob(txid: string): Promise<Cob> {
  return pixFetch<Cob>('GET', `/v2/cob/${encodeURIComponent(txid)}`);
}

/** Compara o token do webhook PIX em tempo constante. */
export function tokenWebhookPixValido(token: unknown): boolean {
  const esperado = process.env.LICENCA_PIX_WEBHOOK_TOKEN;
  if (!esperado || typeof token !== 'string') return false;
  const a = Buffer.from(token);
  const b = Buffer.from(esperado);
  return a.length === b.length && timingSafeEqual(a, b);
}

// o SDK (CommonJS) é lido do node_modules no primeiro uso, não na partida do servidor (bench/startup);
// o AppConfig alterado abaixo é o mesmo módulo que o RestClient do SDK lê
const requerer = createRequire(import.meta.url);

/** Cliente `Payment` do SDK apontado para MP_BASE_URL (ou o Mercado Pago de verdade). @throws 503 sem MP_ACCESS_TOKEN. */
export function pagamentosMP(): Payment {
  const token = process.env.MP_ACCESS_TOKEN;
  if (!token) throw new ApiError(503, 'Mercado Pago não configurado neste servidor (MP_ACCESS_TOKEN).');
  const { MercadoPagoConfig, Payment } = requerer('mercadopago') as typeof import('mercadopago');
  const { AppConfig } = requerer('mercadopago/dist/utils/config/index.js') as typeof import('mercadopago/dist/utils/config/index.js');
  // `static readonly` só no tipo: em tempo de execução é uma propriedade comum da classe
  (AppConfig as { BASE_URL: string }).BASE_URL = (process.env.MP_BASE_URL || 'https://api.mercadopago.com').replace(/\/$/, '');
  return new Payment(new MercadoPagoConfig({ accessToken: token, options: { timeout: 15_000 } }));
}

/**
 * Confere o cabeçalho `x-signature` de uma notificação do Mercado Pago (documentação "Notificações
 * Webhooks", validação da origem): `ts=<segundos>,v1=<hex>`, v1 = HMAC-SHA256(MP_WEBHOOK_SECRET,
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`) — `data.id` em minúsculas quando alfanumérico;
 * partes ausentes saem do manifesto.
 */
export function assinaturaMPValida(xSignature: unknown, xRequestId: unknown, dataId: unknown): boolean {
  const segredo = process.env.MP_WEBHOOK_SECRET;
  if (!segredo || typeof xSignature !== 'string') return false;
  const partes = Object.fromEntries(
    xSignature.split(',').map((p) => {
      const [k, ...v] = p.split('=');
      return [k.trim(), v.join('=').trim()];
    }),
  );
  if (!partes.ts || !partes.v1 || !/^[0-9a-f]{64}$/i.test(partes.v1)) return false;
  let manifesto = '';
  if (typeof dataId === 'string' && dataId) manifesto += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`;
  if (typeof xRequestId === 'string' && xRequestId) manifesto += `request-id:${xRequestId};`;
  manifesto += `ts:${partes.ts};`;
  const esperado = createHmac('sha256', segredo).update(manifesto).digest();
  return timingSafeEqual(esperado, Buffer.from(partes.v1, 'hex'));
}
