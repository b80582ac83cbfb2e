/**
 * Servidores locais de teste das cobranças de licença:
 * - PSP PIX compatível com a API PIX do BACEN (v2): `POST /oauth/token` (client_credentials, Basic),
 *   `PUT /v2/cob/{txid}` e `GET /v2/cob/{txid}` com o formato `cob` do manual da API; `pagar(txid)`
 *   simula o pagador (status CONCLUIDA + `pix[]`) e devolve o corpo do webhook `{ pix: [...] }`.
 * - Mercado Pago compatível: `POST /v1/payments`, `GET /v1/payments/{id}` (o formato que o SDK
 *   `mercadopago` lê); `aprovar(id)` aprova e devolve a notificação assinada (x-signature HMAC-SHA256).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

async function corpo(req: IncomingMessage): Promise<any> {
  const partes: Buffer[] = [];
  for await (const p of req) partes.push(p as Buffer);
  const t = Buffer.concat(partes).toString('utf8');
  return t ? (req.headers['content-type']?.includes('json') ? JSON.parse(t) : t) : null;
}

async function ouvir(s: Server): Promise<string> {
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

export interface PspPix {
  url: string;
  clientId: string;
  clientSecret: string;
  cobs: Map<string, any>;
  /** marca a cob paga e devolve o corpo do webhook BACEN */
  pagar(txid: string): { pix: Array<{ endToEndId: string; txid: string; valor: string; horario: string }> };
  close(): Promise<void>;
}

export async function iniciarPspPix(): Promise<PspPix> {
  const clientId = 'cliente-licencas';
  const clientSecret = 'segredo-psp-teste';
  const tokens = new Set<string>();
  const cobs = new Map<string, any>();
  let loc = 0;
  const s = createServer(async (req, res) => {
    const json = (st: number, b: unknown) => {
      res.writeHead(st, { 'content-type': 'application/json' });
      res.end(JSON.stringify(b));
    };
    const b = await corpo(req);
    if (req.method === 'POST' && req.url === '/oauth/token') {
      const esperado = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== esperado) return json(401, { error: 'invalid_client' });
      const t = randomUUID();
      tokens.add(t);
      return json(200, { access_token: t, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read' });
    }
    if (!tokens.has(String(req.headers.authorization).replace('Bearer ', ''))) return json(401, { title: 'Não autorizado', status: 401 });
    const m = /^\/v2\/cob\/([^/?]+)$/.exec(req.url ?? '');
    if (!m) return json(404, { title: 'Não encontrado' });
    const txid = decodeURIComponent(m[1]);
    if (req.method === 'PUT') {
      if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) return json(400, { title: 'Cobrança inválida', detail: 'txid fora do padrão [a-zA-Z0-9]{26,35}' });
      if (!b?.valor?.original || !/^\d{1,10}\.\d{2}$/.test(b.valor.original) || !b.chave)
        return json(400, { title: 'Cobrança inválida', detail: 'valor.original e chave são obrigatórios' });
      loc++;
      const location = `pix.psp-teste.local/qr/v2/${randomUUID().replace(/-/g, '')}`;
      const cob = {
        calendario: { criacao: new Date().toISOString(), expiracao: b.calendario?.expiracao ?? 86400 },
        txid,
        revisao: 0,
        loc: { id: loc, location, tipoCob: 'cob' },
        location,
        status: 'ATIVA',
        devedor: b.devedor,
        valor: { original: b.valor.original },
        chave: b.chave,
        solicitacaoPagador: b.solicitacaoPagador,
      };
      cobs.set(txid, cob);
      return json(201, cob);
    }
    if (req.method === 'GET') {
      const cob = cobs.get(txid);
      return cob ? json(200, cob) : json(404, { title: 'Cobrança não encontrada', status: 404 });
    }
    return json(405, { title: 'Método não permitido' });
  });
  const url = await ouvir(s);
  return {
    url,
    clientId,
    clientSecret,
    cobs,
    pagar(txid) {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`cob ${txid} não existe no PSP de teste`);
      const pix = {
        endToEndId: `E00000000${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 32),
        txid,
        valor: cob.valor.original,
        horario: new Date().toISOString(),
      };
      cob.status = 'CONCLUIDA';
      cob.pix = [...(cob.pix ?? []), pix];
      return { pix: [pix] };
    },
    close: () => new Promise((ok) => s.close(() => ok())),
  };
}

export interface ServidorMP {
  url: string;
  accessToken: string;
  segredo: string;
  pagamentos: Map<number, any>;
  /** aprova o pagamento e devolve a notificação assinada como o Mercado Pago envia */
  aprovar(id: number): { query: string; headers: Record<string, string>; body: unknown };
  close(): Promise<void>;
}

/** Assina como o Mercado Pago: v1 = HMAC-SHA256(segredo, `id:{data.id};request-id:{x-request-id};ts:{ts};`). */
export function assinarMP(segredo: string, dataId: string, requestId: string, ts = String(Date.now())): Record<string, string> {
  const v1 = createHmac('sha256', segredo).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
}

export async function iniciarServidorMP(): Promise<ServidorMP> {
  const accessToken = 'TEST-licencas-0000';
  const segredo = 'segredo-webhook-mp-teste';
  const pagamentos = new Map<number, any>();
  let seq = 1_000_000;
  const s = createServer(async (req, res) => {
    const json = (st: number, b: unknown) => {
      res.writeHead(st, { 'content-type': 'application/json' });
      res.end(JSON.stringify(b));
    };
    const b = await corpo(req);
    if (req.headers.authorization !== `Bearer ${accessToken}`) return json(401, { message: 'invalid access token', status: 401 });
    if (req.method === 'POST' && req.url === '/v1/payments') {
      if (!(b?.transaction_amount > 0) || !b.payment_method_id || !b.payer?.email) return json(400, { message: 'invalid parameters', status: 400 });
      const id = ++seq;
      const p = {
        id,
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        transaction_amount: b.transaction_amount,
        description: b.description,
        payment_method_id: b.payment_method_id,
        external_reference: b.external_reference,
        date_created: new Date().toISOString(),
        date_approved: null,
        point_of_interaction:
          b.payment_method_id === 'pix'
            ? { type: 'PIX', transaction_data: { qr_code: `00020126MP${id}`, ticket_url: `https://mp-teste.local/pix/${id}` } }
            : undefined,
        transaction_details: { external_resource_url: b.payment_method_id === 'pix' ? null : `https://mp-teste.local/boleto/${id}` },
        barcode: b.payment_method_id === 'pix' ? undefined : { content: '23793381286000000000000000000000000000000000' },
      };
      pagamentos.set(id, p);
      return json(201, p);
    }
    const m = /^\/v1\/payments\/(\d+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && m) {
      const p = pagamentos.get(Number(m[1]));
      return p ? json(200, p) : json(404, { message: 'Payment not found', status: 404 });
    }
    return json(404, { message: 'not found' });
  });
  const url = await ouvir(s);
  return {
    url,
    accessToken,
    segredo,
    pagamentos,
    aprovar(id) {
      const p = pagamentos.get(id);
      p.status = 'approved';
      p.status_detail = 'accredited';
      p.date_approved = new Date().toISOString();
      const requestId = randomUUID();
      return {
        query: `data.id=${id}&type=payment`,
        headers: assinarMP(segredo, String(id), requestId),
        body: { action: 'payment.updated', api_version: 'v1', data: { id: String(id) }, type: 'payment', live_mode: false },
      };
    },
    close: () => new Promise((ok) => s.close(() => ok())),
  };
}

/** Variáveis de ambiente que apontam o produto para os servidores de teste. */
export function ambienteCobrancas(pix: PspPix, mp: ServidorMP, tokenWebhook: string): Record<string, string> {
  return {
    LICENCA_PIX_URL: pix.url,
    LICENCA_PIX_CLIENT_ID: pix.clientId,
    LICENCA_PIX_CLIENT_SECRET: pix.clientSecret,
    LICENCA_PIX_WEBHOOK_TOKEN: tokenWebhook,
    MP_ACCESS_TOKEN: mp.accessToken,
    MP_BASE_URL: mp.url,
    MP_WEBHOOK_SECRET: mp.segredo,
  };
}
