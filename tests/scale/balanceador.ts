/**
 * A small round-robin load balancer on node:http for the scale-out test and benchmark: every HTTP
 * request and every WebSocket upgrade goes to the next backend in turn, with no affinity of any
 * kind (no cookie, no IP hash, no connection reuse across requests: a keep-alive client connection
 * is still balanced request by request). It adds `X-Forwarded-For` / `X-Forwarded-Proto` (the
 * servers trust them with TRUST_PROXY=127.0.0.1) and answers every HTTP response with the header
 * `X-Erp-Backend: <backend name>`, and it keeps a log of who served what, so a test can assert
 * "sign-in on A, requests on B" instead of assuming it.
 *
 * `proximos(...nomes)` makes the next requests (HTTP or upgrade, in arrival order) go to those
 * backends — the test uses it to build a precise scenario (negotiate on A, the socket on B, the
 * trigger on A); the rotation continues after them. It steers the order, it never pins a client.
 * A request that carries the test header `X-Erp-Para: <nome>` goes to that backend without touching
 * the order (the header is not forwarded): a test's own call is then not raced by what a browser
 * on the same balancer fetches meanwhile (the service worker precaches the app after load).
 * An unreachable backend answers 502 (HTTP) or closes the client socket (upgrade).
 */
import { createServer, request, Agent, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export interface Backend {
  nome: string;
  host: string;
  porta: number;
}
export interface Atendimento {
  backend: string;
  metodo: string;
  url: string;
  upgrade: boolean;
}

export interface Balanceador {
  /** http://127.0.0.1:{port} */
  url: string;
  /** Who served what, in arrival order. */
  readonly registro: Atendimento[];
  /** The next requests go to these backends, in order (then the rotation continues). @throws when no such backend. */
  proximos(...nomes: string[]): void;
  close(): Promise<void>;
}

/** Request headers that describe one hop and are not forwarded as such. */
const POR_SALTO = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** Starts the balancer on 127.0.0.1, port 0 (random). */
export async function iniciarBalanceador(backends: Backend[]): Promise<Balanceador> {
  if (!backends.length) throw new Error('balanceador sem servidores');
  let vez = 0;
  const forcados: Backend[] = [];
  const registro: Atendimento[] = [];
  const agente = new Agent({ keepAlive: true, maxSockets: 256 });
  const abertos = new Set<Socket | Duplex>();

  const escolher = (req: IncomingMessage, upgrade: boolean): Backend => {
    const para = req.headers['x-erp-para'];
    const b = (typeof para === 'string' && backends.find((x) => x.nome === para)) || forcados.shift() || backends[vez++ % backends.length]!;
    registro.push({ backend: b.nome, metodo: req.method ?? 'GET', url: req.url ?? '/', upgrade });
    return b;
  };
  const encaminhado = (req: IncomingMessage) => {
    const ip = req.socket.remoteAddress ?? '';
    const xff = req.headers['x-forwarded-for'];
    return { 'x-forwarded-for': xff ? `${String(xff)}, ${ip}` : ip, 'x-forwarded-proto': 'http' };
  };

  const servidor: Server = createServer((req, res) => {
    const b = escolher(req, false);
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !POR_SALTO.has(k) && k !== 'x-erp-para') headers[k] = v;
    const up = request({ host: b.host, port: b.porta, method: req.method, path: req.url, agent: agente, headers: { ...headers, ...encaminhado(req) } }, (r) => {
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(r.headers)) if (v !== undefined && !POR_SALTO.has(k)) out[k] = v;
      res.writeHead(r.statusCode ?? 502, { ...out, 'x-erp-backend': b.nome });
      r.pipe(res);
    });
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'x-erp-backend': b.nome });
      res.end('Servidor indisponível');
    });
    req.pipe(up);
  });

  servidor.on('upgrade', (req: IncomingMessage, cliente: Duplex, inicio: Buffer) => {
    const b = escolher(req, true);
    const destino = connect(b.porta, b.host);
    abertos.add(cliente);
    abertos.add(destino);
    const fim = () => {
      cliente.destroy();
      destino.destroy();
      abertos.delete(cliente);
      abertos.delete(destino);
    };
    cliente.on('error', fim);
    destino.on('error', fim);
    cliente.on('close', fim);
    destino.on('close', fim);
    destino.on('connect', () => {
      const linhas = [`${req.method} ${req.url} HTTP/1.1`];
      const raw = req.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) {
        const k = raw[i]!.toLowerCase();
        if (k === 'x-forwarded-for' || k === 'x-forwarded-proto') continue;
        linhas.push(`${raw[i]}: ${raw[i + 1]}`);
      }
      for (const [k, v] of Object.entries(encaminhado(req))) linhas.push(`${k}: ${v}`);
      destino.write(linhas.join('\r\n') + '\r\n\r\n');
      if (inicio.length) destino.write(inicio);
      destino.pipe(cliente);
      cliente.pipe(destino);
    });
  });

  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const endereco = servidor.address();
  const porta = typeof endereco === 'object' && endereco ? endereco.port : 0;
  return {
    url: `http://127.0.0.1:${porta}`,
    registro,
    proximos(...nomes) {
      for (const nome of nomes) {
        const b = backends.find((x) => x.nome === nome);
        if (!b) throw new Error(`servidor desconhecido: ${nome}`);
        forcados.push(b);
      }
    },
    async close() {
      for (const s of abertos) s.destroy();
      abertos.clear();
      servidor.closeAllConnections();
      await new Promise<void>((ok) => servidor.close(() => ok()));
      agente.destroy();
    },
  };
}
