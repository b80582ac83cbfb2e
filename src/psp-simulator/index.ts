/**
 * Simulador de PSP PIX para a demonstração: só roda fora de produção, iniciado
 * pelo `npm start` de uma demonstração (src/server/main.ts, como o simulador da SEFAZ) quando nenhum
 * PSP real está configurado. Fala o subconjunto da API PIX do BACEN (v2) que o produto usa
 * (src/server/modules/licencas/provedores.ts):
 *
 * - `POST /oauth/token` (client_credentials, HTTP Basic) -> `{access_token, token_type, expires_in}`;
 * - `PUT /v2/cob/{txid}` (txid `[a-zA-Z0-9]{26,35}`, `valor.original` `0.00`, `chave`) -> 201 cob
 *   `{txid, revisao, loc {location}, location, status 'ATIVA', ...}`;
 * - `GET /v2/cob/{txid}` -> a cob; paga: status 'CONCLUIDA' e `pix: [{endToEndId, txid, valor, horario}]`.
 *
 * O "pagador" da demonstração: a página `GET /` lista as cobranças com um botão "Pagar" (`POST
 * /pagar/{txid}`) e, com `pagarAposMs`, cada cobrança nova é paga sozinha depois desse tempo. Ao
 * pagar, o simulador chama o webhook do produto (`POST {webhook}` com `{pix: [...]}`, como o PSP
 * faz em `{webhookUrl}/pix`); o produto então consulta a cob e baixa a fatura (a notificação só diz
 * "olhe de novo"). O "Verificar pagamento" da tela faz a mesma consulta. Estado em memória.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OpcoesSimuladorPsp {
  /** Porta (padrão 0: escolhida pelo sistema). */
  porta?: number;
  /** Host (padrão `127.0.0.1`). */
  host?: string;
  /** Paga sozinha cada cobrança nova depois deste tempo (ms); ausente ou 0: só pela página. */
  pagarAposMs?: number;
  /** URL completa do webhook do produto (com o token); pode ser definida depois ({@link SimuladorPsp.definirWebhook}). */
  webhook?: string;
  /** Para registro do que aconteceu (padrão: nada). */
  log?: (mensagem: string) => void;
}

export interface PixPago {
  endToEndId: string;
  txid: string;
  valor: string;
  horario: string;
}

interface CobSimulada {
  calendario: { criacao: string; expiracao: number };
  txid: string;
  revisao: number;
  loc: { id: number; location: string; tipoCob: 'cob' };
  location: string;
  status: 'ATIVA' | 'CONCLUIDA';
  devedor?: { cnpj?: string; cpf?: string; nome?: string };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pix?: PixPago[];
}

export interface SimuladorPsp {
  /** Base da API (LICENCA_PIX_URL). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Cobranças por txid (leitura: testes e a página). */
  cobs: ReadonlyMap<string, Readonly<CobSimulada>>;
  /** Aponta o webhook (URL completa com o token) depois que o produto escuta. */
  definirWebhook(url: string): void;
  /**
   * Paga a cobrança (status CONCLUIDA, um `pix[]` com o valor original) e notifica o webhook.
   * @returns o pix pago; null quando a cob não existe ou já estava paga.
   */
  pagar(txid: string): Promise<PixPago | null>;
  parar(): Promise<void>;
}

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const VALOR = /^\d{1,10}\.\d{2}$/;

async function lerJson(req: IncomingMessage): Promise<any> {
  const partes: Buffer[] = [];
  let total = 0;
  for await (const p of req) {
    total += (p as Buffer).length;
    if (total > 64 * 1024) throw new Error('corpo grande demais');
    partes.push(p as Buffer);
  }
  const t = Buffer.concat(partes).toString('utf8');
  if (!t) return null;
  return JSON.parse(t);
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const reais = (v: string) => `R$ ${Number(v).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function pagina(cobs: Iterable<CobSimulada>): string {
  const linhas = [...cobs]
    .reverse()
    .map(
      (c) => `<tr><td>${esc(c.calendario.criacao.slice(0, 19).replace('T', ' '))}</td><td>${esc(c.devedor?.nome ?? '')}</td>
        <td>${esc(c.solicitacaoPagador ?? '')}</td><td>${esc(reais(c.valor.original))}</td><td>${c.status === 'CONCLUIDA' ? 'Paga' : 'Aguardando'}</td>
        <td>${c.status === 'ATIVA' ? `<form method="post" action="/pagar/${esc(c.txid)}"><button type="submit">Pagar ${esc(reais(c.valor.original))}</button></form>` : ''}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulador PIX (demonstração)</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left}
button{background:#32bcad;color:#fff;border:0;border-radius:6px;padding:8px 14px;font-size:15px;cursor:pointer}</style></head>
<body><h1>Simulador PIX da demonstração</h1>
<p>Este é o "banco do pagador" da demonstração: as cobranças PIX geradas pelo ERP aparecem aqui. Pagar confirma a cobrança e avisa o ERP, que libera a empresa.</p>
<table><thead><tr><th>Criada em (UTC)</th><th>Devedor</th><th>Descrição</th><th>Valor</th><th>Situação</th><th></th></tr></thead>
<tbody>${linhas || '<tr><td colspan="6">Nenhuma cobrança ainda. Gere uma em Licença › Faturas da licença › Pagar com PIX.</td></tr>'}</tbody></table></body></html>`;
}

/**
 * Inicia o simulador. Credenciais geradas a cada início (devolvidas para LICENCA_PIX_CLIENT_ID /
 * LICENCA_PIX_CLIENT_SECRET).
 */
export async function iniciarSimuladorPsp(opcoes: OpcoesSimuladorPsp = {}): Promise<SimuladorPsp> {
  const clientId = 'erp-demonstracao';
  const clientSecret = randomBytes(18).toString('base64url');
  const basic = Buffer.from(`Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`);
  const tokens = new Set<string>();
  const cobs = new Map<string, CobSimulada>();
  const timers = new Set<NodeJS.Timeout>();
  const log = opcoes.log ?? (() => undefined);
  let webhook = opcoes.webhook ?? null;
  let loc = 0;
  let base = '';

  const notificar = async (pix: PixPago) => {
    if (!webhook) return;
    try {
      const r = await fetch(webhook, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pix: [pix] }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!r.ok) log(`Simulador PIX: o webhook respondeu HTTP ${r.status}.`);
    } catch {
      log('Simulador PIX: o webhook do ERP não respondeu (o "Verificar pagamento" da tela confirma).');
    }
  };

  const pagar = async (txid: string): Promise<PixPago | null> => {
    const cob = cobs.get(txid);
    if (cob?.status !== 'ATIVA') return null;
    const pix: PixPago = {
      endToEndId: `E00000000${Date.now()}${randomBytes(4).toString('hex')}`.slice(0, 32),
      txid,
      valor: cob.valor.original,
      horario: new Date().toISOString(),
    };
    cob.status = 'CONCLUIDA';
    cob.pix = [pix];
    await notificar(pix);
    return pix;
  };

  const json = (res: ServerResponse, status: number, corpo: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(corpo));
  };

  const servidor = createServer(async (req, res) => {
    try {
      const caminho = (req.url ?? '/').split('?')[0];
      if (req.method === 'GET' && caminho === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(pagina(cobs.values()));
      }
      const pagarM = /^\/pagar\/([^/]+)$/.exec(caminho);
      if (req.method === 'POST' && pagarM) {
        await pagar(decodeURIComponent(pagarM[1]));
        res.writeHead(303, { location: '/' });
        return res.end();
      }
      if (req.method === 'POST' && caminho === '/oauth/token') {
        const a = Buffer.from(String(req.headers.authorization ?? ''));
        if (a.length !== basic.length || !timingSafeEqual(a, basic)) return json(res, 401, { error: 'invalid_client' });
        const t = randomUUID();
        tokens.add(t);
        return json(res, 200, { access_token: t, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read' });
      }
      const m = /^\/v2\/cob\/([^/]+)$/.exec(caminho);
      if (!m) return json(res, 404, { title: 'Não encontrado', status: 404 });
      if (!tokens.has(String(req.headers.authorization ?? '').replace(/^Bearer /, ''))) return json(res, 401, { title: 'Não autorizado', status: 401 });
      const txid = decodeURIComponent(m[1]);
      if (req.method === 'GET') {
        const cob = cobs.get(txid);
        return cob ? json(res, 200, cob) : json(res, 404, { title: 'Cobrança não encontrada', status: 404 });
      }
      if (req.method !== 'PUT') return json(res, 405, { title: 'Método não permitido', status: 405 });
      const b = await lerJson(req);
      if (!TXID.test(txid)) return json(res, 400, { title: 'Cobrança inválida', status: 400, detail: 'txid fora do padrão [a-zA-Z0-9]{26,35}' });
      if (!VALOR.test(String(b?.valor?.original ?? '')) || typeof b?.chave !== 'string' || !b.chave)
        return json(res, 400, { title: 'Cobrança inválida', status: 400, detail: 'valor.original e chave são obrigatórios' });
      if (cobs.has(txid)) return json(res, 400, { title: 'Cobrança inválida', status: 400, detail: 'txid já utilizado' });
      loc++;
      const location = `${base.replace(/^https?:\/\//, '')}/qr/v2/${randomUUID().replace(/-/g, '')}`;
      const cob: CobSimulada = {
        calendario: { criacao: new Date().toISOString(), expiracao: Number(b.calendario?.expiracao) || 86400 },
        txid,
        revisao: 0,
        loc: { id: loc, location, tipoCob: 'cob' },
        location,
        status: 'ATIVA',
        devedor: b.devedor,
        valor: { original: b.valor.original },
        chave: b.chave,
        solicitacaoPagador: typeof b.solicitacaoPagador === 'string' ? b.solicitacaoPagador : undefined,
      };
      cobs.set(txid, cob);
      if (opcoes.pagarAposMs && opcoes.pagarAposMs > 0) {
        const t = setTimeout(() => {
          timers.delete(t);
          void pagar(txid);
        }, opcoes.pagarAposMs);
        t.unref();
        timers.add(t);
      }
      return json(res, 201, cob);
    } catch {
      if (!res.headersSent) json(res, 400, { title: 'Requisição inválida', status: 400 });
    }
  });
  await new Promise<void>((ok, falha) => {
    servidor.once('error', falha);
    servidor.listen(opcoes.porta ?? 0, opcoes.host ?? '127.0.0.1', () => ok());
  });
  base = `http://${opcoes.host ?? '127.0.0.1'}:${(servidor.address() as AddressInfo).port}`;
  return {
    url: base,
    clientId,
    clientSecret,
    cobs,
    definirWebhook: (url) => {
      webhook = url;
    },
    pagar,
    parar: () =>
      new Promise((ok) => {
        for (const t of timers) clearTimeout(t);
        timers.clear();
        servidor.close(() => ok());
        servidor.closeAllConnections();
      }),
  };
}
