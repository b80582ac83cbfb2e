/**
 * "Roda em qualquer lugar" (issue Platform I, parte 1): a copy of the committed repository
 * (`git archive HEAD`) in a temporary folder with NOTHING beside it (no shared data folder), installed and
 * started with the README's commands (`npm install`, `npm start`), must start — compiling the web
 * app and the server on the first start — and issue an NF-e through the SEFAZ simulator exactly as
 * a user does over HTTP: sign in as `loja`, create the invoice, transmit it (cStat 100), download
 * the DANFE (PDF) and the XML (nfeProc). Also checks the shipped schema pack is the one in use.
 *
 * Only committed code is seen (HEAD): commit before running. Takes a few minutes (npm install from
 * the warm npm cache with --prefer-offline, the web build, the demo seed); runs once per `npm test`
 * (stage `install` of tests/run.ts). The server listens on PORT=0 (a free port, read from the
 * "ERP no ar em ..." line) with DATA_DIR inside the copy; it is killed (process group) at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const RAIZ = process.cwd();
const pasta = mkdtempSync(join(tmpdir(), 'erp-copia-limpa-'));
const copia = join(pasta, 'erp');
let servidor: ChildProcess | null = null;
let saida = '';
let base = '';

/** The environment of a user's shell: no npm_* variables of the `npm test` that runs us, no project settings. */
function ambienteLimpo(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(npm_|NFE_|SEFAZ_|DATABASE_URL|TEST_DATABASE_URL|DATA_DIR|PORT|WEB_DIR|XML_ARCHIVE_DIR|VITEST|NODE_ENV|SKIP_WEB_BUILD)/.test(k)) continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

/** Runs `cmd` in the copy, throwing with its output when it fails; returns stdout and stderr together. */
function rodar(cmd: string, args: string[], cwd = copia): string {
  const r = spawnSync(cmd, args, { cwd, env: ambienteLimpo({}), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} saiu com ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return `${r.stdout}\n${r.stderr}`;
}
let saidaInstalacao = '';

/** Waits (bounded) until the server prints its address; fails fast if it exits. */
async function esperarNoAr(limiteMs: number): Promise<string> {
  const fim = Date.now() + limiteMs;
  while (Date.now() < fim) {
    const m = /ERP no ar em (http:\/\/localhost:\d+)/.exec(saida);
    if (m) return m[1];
    if (servidor && (servidor.exitCode !== null || servidor.signalCode !== null))
      throw new Error(`npm start terminou (código ${servidor.exitCode ?? servidor.signalCode}):\n${saida}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`npm start não ficou no ar em ${limiteMs} ms:\n${saida}`);
}

async function api(token: string | null, metodo: string, url: string, corpo?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (corpo !== undefined) headers['content-type'] = 'application/json';
  return fetch(base + url, { method: metodo, headers, body: corpo === undefined ? undefined : JSON.stringify(corpo) });
}

beforeAll(async () => {
  mkdirSync(copia);
  // the archive of HEAD, nothing else: no node_modules, no dist, no shared data folder beside it
  // (a checkout: `git archive HEAD`; a copy without .git, as .ci/run makes: the tree minus what
  // the install creates)
  const arquivo = existsSync(join(RAIZ, '.git'))
    ? spawnSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: RAIZ, maxBuffer: 512 * 1024 * 1024 })
    : spawnSync('tar', ['-c', '--exclude=./node_modules', '--exclude=./dist', '--exclude=./data', '-C', RAIZ, '.'], { maxBuffer: 512 * 1024 * 1024 });
  if (arquivo.status !== 0) throw new Error(`cópia do repositório falhou: ${arquivo.stderr}`);
  const tar = spawnSync('tar', ['-x', '-C', copia], { input: arquivo.stdout });
  if (tar.status !== 0) throw new Error(`tar falhou: ${tar.stderr}`);
  expect(existsSync(join(dirname(copia), 'shared'))).toBe(false);
  expect(existsSync(join(copia, 'node_modules'))).toBe(false);

  saidaInstalacao = rodar('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);

  servidor = spawn('npm', ['start'], {
    cwd: copia,
    env: ambienteLimpo({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(copia, 'data'), LOG_LEVEL: 'warn', CEP_API_URL: 'off' }),
    detached: true, // own process group: npm, node and the simulator are all stopped in afterAll
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servidor.stdout!.on('data', (b: Buffer) => {
    saida += b.toString();
  });
  servidor.stderr!.on('data', (b: Buffer) => {
    saida += b.toString();
  });
  base = await esperarNoAr(480_000);
}, 900_000);

afterAll(async () => {
  const vivo = () => servidor !== null && servidor.exitCode === null && servidor.signalCode === null;
  if (servidor?.pid && vivo()) {
    const saiu = new Promise((r) => servidor!.once('exit', r));
    try {
      process.kill(-servidor.pid, 'SIGTERM');
      await Promise.race([saiu, new Promise((r) => setTimeout(r, 10_000))]);
      if (vivo()) process.kill(-servidor.pid, 'SIGKILL');
    } catch {
      // the process group is already gone
    }
  }
  rmSync(pasta, { recursive: true, force: true }); // node_modules of the copy: can take a minute on a busy machine
}, 300_000);

describe('cópia limpa do repositório (git archive HEAD, sem a pasta de dados compartilhada)', () => {
  it('npm install sem o aviso de install-scripts fora do allowScripts, e o esbuild funciona', () => {
    expect(saidaInstalacao).not.toMatch(/install-scripts|allowScripts/);
    const r = spawnSync('node', ['-e', "process.stdout.write(require('esbuild').transformSync('let a: number = 1', { loader: 'ts' }).code)"], {
      cwd: copia,
      encoding: 'utf8',
    });
    expect(r.stdout.trim()).toBe('let a = 1;');
  });

  it('npm start compilou o servidor e o app web e está no ar', async () => {
    expect(existsSync(join(copia, 'dist', 'server', 'main.js'))).toBe(true);
    expect(existsSync(join(copia, 'dist', 'web', 'index.html'))).toBe(true);
    const h = await fetch(`${base}/health`);
    expect(h.status).toBe(200);
    const app = await fetch(`${base}/erp/`);
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('<div id="root">');
  });

  it('loja entra, fatura e transmite uma NF-e pelo simulador: cStat 100, DANFE e XML', async () => {
    const login = await api(null, 'POST', '/v1/auth/login/', { Login: 'loja', Password: 'Demo@2026', LembrarMe: false });
    expect(login.status).toBe(200);
    const token = (await login.json()).Data.Token as string;

    const pacote = await api(token, 'GET', '/v1/GerenciadorNFe/PacoteSchemas');
    expect((await pacote.json()).Data).toEqual({ versao: 'PL_010d_v1.02', origem: 'embutido' });

    const clientes = await api(token, 'GET', `/OData/Cliente?${new URLSearchParams({ $filter: "uf eq 'SP'", $orderby: 'id', $top: '1' })}`);
    expect(clientes.status).toBe(200);
    const cliente = (await clientes.json()).value[0];
    const produtos = await api(token, 'GET', `/OData/Produto?${new URLSearchParams({ $orderby: 'id', $top: '2' })}`);
    const itens = ((await produtos.json()).value as Array<{ id: number; preco_venda: number | string }>).map((p, i) => ({
      produto_id: p.id,
      quantidade: i + 1,
      valor_unitario: Number(p.preco_venda),
    }));
    expect(itens).toHaveLength(2);

    const criado = await api(token, 'POST', '/v1/faturamento/', {
      cliente_id: cliente.id,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: itens,
      Pagamento: [{ t_pag: '01', valor: 10 }],
    });
    const corpoCriado = await criado.text();
    expect(criado.status, corpoCriado).toBe(201);
    const id = JSON.parse(corpoCriado).Data.id as number;

    const tx = await api(token, 'GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    const corpoTx = await tx.text();
    expect(tx.status, corpoTx).toBe(200);
    const nota = JSON.parse(corpoTx).Data;
    expect(nota).toMatchObject({ situacao: 'autorizada', cStat: '100' });
    expect(nota.chave).toMatch(/^[0-9]{44}$/);

    const danfe = await api(token, 'GET', `/v1/GerenciadorNFe/ImprimirNFe/${id}`);
    expect(danfe.status).toBe(200);
    expect(danfe.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await danfe.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    const xml = await api(token, 'GET', `/v1/GerenciadorNFe/DownloadXMLNFe?id=${id}`);
    expect(xml.status).toBe(200);
    const texto = await xml.text();
    expect(texto).toContain('<nfeProc');
    expect(texto).toContain(`<chNFe>${nota.chave}</chNFe>`);
    expect(texto).toContain('<cStat>100</cStat>');
  });
});
