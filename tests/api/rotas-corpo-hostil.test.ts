/**
 * Every write route of the app (POST/PUT/PATCH/DELETE, enumerated from the routes the server
 * registered, so a new route is covered the moment it exists) gets the two hostile bodies that used
 * to end as 500 in hand-written routes: a NUL character in every field, and keys named like
 * `Object.prototype` members (`{"constructor":{},"__proto__":{}}`). Both are refused once, by the
 * JSON body parser (http/errors.ts), with 400 naming the field; never a 5xx, on any route.
 * Also pins the cases reported by the hardening review (sign-in without a token, `observacao` of the financial,
 * stock and till routes, a token's name, the settings).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotasRegistradas } from '../../src/server/app.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;

beforeAll(async () => {
  s = await startTestServer();
  loja = (await s.login('loja')).Token;
});
afterAll(async () => {
  await s?.close();
});

/** Field names the body carries: every registry field plus the names the hand-written routes read. */
function nomesDeCampo(): string[] {
  const nomes = new Set<string>(['observacao', 'Login', 'Password', 'nome', 'Nome', 'descricao', 'email', 'Email', 'texto', 'mensagem', 'valor', 'data']);
  for (const e of s.registry.entities) for (const k of Object.keys(e.properties)) nomes.add(k);
  return [...nomes];
}

/** Write routes with their parameters filled in (`:id` -> 1, `*` -> x); the hub and the docs are not JSON. */
function rotasDeEscrita(): Array<{ method: string; url: string; padrao: string }> {
  const vistas = new Set<string>();
  const out: Array<{ method: string; url: string; padrao: string }> = [];
  for (const r of rotasRegistradas(s.app)) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)) continue;
    if (r.url.startsWith('/hub') || r.url.startsWith('/docs')) continue;
    const url = r.url.replace(/:[A-Za-z_]\w*/g, '1').replace(/\*/g, 'x');
    const chave = `${r.method} ${url.toLowerCase()}`;
    if (vistas.has(chave)) continue;
    vistas.add(chave);
    out.push({ method: r.method, url, padrao: r.url });
  }
  return out;
}

describe('corpo hostil em toda rota de escrita: 400 no analisador de JSON, nunca 5xx', () => {
  it('NUL em todo campo e chaves de protótipo, autenticado, em cada POST/PUT/PATCH/DELETE', async () => {
    const rotas = rotasDeEscrita();
    expect(rotas.length).toBeGreaterThan(150);
    const campos = nomesDeCampo();
    const comNul = JSON.stringify(Object.fromEntries(campos.map((c) => [c, `a\u0000${c}`])));
    const prototipo = '{"constructor":{},"__proto__":{}}';
    const porStatus = new Map<number, number>();
    const falhas: string[] = [];
    for (const r of rotas) {
      for (const [tipo, corpo] of [
        ['nul', comNul],
        ['prototipo', prototipo],
      ] as const) {
        const res = await s.call(loja, { method: r.method as 'POST', url: r.url, payload: corpo, headers: { 'content-type': 'application/json' } });
        porStatus.set(res.statusCode, (porStatus.get(res.statusCode) ?? 0) + 1);
        const ctx = `${r.method} ${r.padrao} [${tipo}] -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) falhas.push(ctx);
        else if (res.statusCode === 400) {
          const env = res.json();
          const esperado = tipo === 'nul' ? /^Campo .+: caractere inválido \(NUL\)\.$/ : /^Campo desconhecido: (constructor|__proto__)\.$/;
          if (!esperado.test(env.Message)) falhas.push(`${ctx}: mensagem inesperada`);
        } else if (![401, 403, 404, 405, 415, 429].includes(res.statusCode)) falhas.push(`${ctx}: esperado 400`);
      }
    }
    console.log(
      `corpo hostil: ${rotas.length} rotas de escrita x 2 corpos; status: ${[...porStatus]
        .sort((a, b) => a[0] - b[0])
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`,
    );
    expect(falhas).toEqual([]);
    // the parser answers before any handler: nearly every route says 400
    expect(porStatus.get(400) ?? 0).toBeGreaterThan(rotas.length * 2 * 0.9);
  }, 300_000);

  it('casos relatados: 400 com o campo e mensagem em pt-BR', async () => {
    const semToken = await s.call(null, { method: 'POST', url: '/v1/auth/login/', payload: { Login: 'a\u0000loja', Password: 'x', LembrarMe: false } });
    expect(semToken.statusCode, semToken.body).toBe(400);
    expect(semToken.json().Message).toBe('Campo Login: caractere inválido (NUL).');
    expect(semToken.json().Login).toEqual(['Contém caracteres inválidos']);

    for (const url of ['/v1/ReceberRegistros/', '/v1/PagarRegistros/', '/v1/estoqueMovimentacao/Lancar', '/v1/estoque/Transferir', '/v1/pdv/Caixa/Movimento']) {
      const res = await s.call(loja, { method: 'POST', url, payload: { observacao: 'x\u0000y', itens: [{ observacao: 'ok' }] } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().Message).toBe('Campo observacao: caractere inválido (NUL).');
    }
    const aninhado = await s.call(loja, { method: 'POST', url: '/v1/ReceberRegistros/', payload: { itens: [{ a: 1 }, { observacao: 'x\u0000' }] } });
    expect(aninhado.json().Message).toBe('Campo itens[1].observacao: caractere inválido (NUL).');

    const token = await s.call(loja, { method: 'POST', url: '/v1/TokenAcesso/', payload: { nome: 'integra\u0000cao' } });
    expect(token.statusCode, token.body).toBe(400);
    expect(token.json().nome).toEqual(['Contém caracteres inválidos']);

    const config = await s.call(loja, {
      method: 'PUT',
      url: '/v1/Configuracao/SalvarConfiguracao',
      payload: '{"constructor":{}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(config.statusCode, config.body).toBe(400);
    expect(config.json().constructor).toEqual(['Campo desconhecido']);
    // a key spelt with JSON escapes is the same key
    const escapado = await s.call(loja, {
      method: 'PUT',
      url: '/v1/Configuracao/SalvarConfiguracao',
      payload: '{"\\u0063onstructor":{"prototype":{}}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(escapado.statusCode, escapado.body).toBe(400);
    expect(escapado.json().Message).toBe('Campo desconhecido: constructor.');
  });
});
