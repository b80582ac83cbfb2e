/**
 * Every module action has a contract (src/contratos, attached with `acao()` of
 * src/server/http/contrato.ts), the OpenAPI served at /docs lists it, and its declared fields are
 * validated like the registry CRUD: for each contract, one request per declared body field with a
 * value of the wrong type, one per query/path parameter out of its format, each answered 400 in the
 * envelope with the field's key and a pt-BR Message. Routes still without a contract are listed by
 * name in EXCECOES, a list that only shrinks: a route covered or gone must leave it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotasRegistradas } from '../../src/server/app.ts';
import { contratoDaRota } from '../../src/server/http/contrato.ts';
import { CONTRATOS } from '../../src/contratos/index.ts';
import { type Contrato, type JsonSchema, caminhoOpenApi } from '../../src/contratos/base.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { EXCECOES } from './contrato-acoes-excecoes.ts';

let s: TestServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

async function token(login: string): Promise<string> {
  if (!tokens.has(login)) tokens.set(login, (await s.login(login)).Token);
  return tokens.get(login)!;
}

/** Pages of the web app (HTML, manifest, icons, assets): not API calls. */
const PAGINAS_WEB = new Set([
  'GET /',
  'GET *',
  'GET /:url',
  'GET /:url/*',
  'GET /assets/*',
  'GET /:url/manifest.webmanifest',
  'GET /:url/icone-192.png',
  'GET /:url/icone-512.png',
]);

/** Routes of the hand-written modules: everything but the generic CRUD/OData of the registry, the docs, the hub and the web pages. */
function rotasDeModulo() {
  const crud = new Set<string>();
  for (const e of s.registry.entities) {
    const b = `/v1/${e.erp.rest}`.toLowerCase();
    for (const u of [b, `${b}/`, `${b}/:id`]) crud.add(u);
  }
  const vistas = new Set<string>();
  return rotasRegistradas(s.app).filter((r) => {
    if (r.method === 'HEAD') return false;
    if (/^\/(OData|docs|hub)(\/|$)/i.test(r.url)) return false;
    if (crud.has(r.url.toLowerCase()) && !contratoDaRota(r.schema)) return false;
    const chave = `${r.method} ${r.url}`;
    if (PAGINAS_WEB.has(chave) || vistas.has(chave)) return false;
    vistas.add(chave);
    return true;
  });
}

describe('contrato de cada ação de módulo', () => {
  it('toda rota de módulo tem contrato, fora das exceções listadas (que só diminuem)', () => {
    const rotas = rotasDeModulo();
    const sem = rotas.filter((r) => !contratoDaRota(r.schema)).map((r) => `${r.method} ${r.url}`);
    const faltam = sem.filter((k) => !EXCECOES.has(k));
    const todas = new Set(rotas.map((r) => `${r.method} ${r.url}`));
    const sobram = [...EXCECOES].filter((k) => !sem.includes(k));
    console.log(`contratos: ${rotas.length - sem.length} de ${rotas.length} rotas de módulo cobertas; ${sem.length} nas exceções`);
    expect(faltam, 'rotas de módulo sem contrato (declare em src/contratos e use acao())').toEqual([]);
    expect(
      sobram.map((k) => `${k}${todas.has(k) ? ' (já tem contrato)' : ' (não existe)'}`),
      'tire estas da lista de exceções',
    ).toEqual([]);
  });

  it('cada contrato está na lista CONTRATOS e preso às rotas que declara (método e caminhos)', () => {
    const ids = CONTRATOS.map((c) => c.id);
    expect(
      ids.filter((x, i) => ids.indexOf(x) !== i),
      'ids repetidos',
    ).toEqual([]);
    const presos = new Map<Contrato, string[]>();
    for (const r of rotasRegistradas(s.app)) {
      const c = contratoDaRota(r.schema);
      if (!c || r.method === 'HEAD') continue;
      expect(CONTRATOS, `${c.id} fora de src/contratos/index.ts`).toContain(c);
      expect(r.method, `${r.url}: contrato ${c.id}`).toBe(c.metodo);
      presos.set(c, [...(presos.get(c) ?? []), r.url]);
    }
    for (const c of CONTRATOS) {
      if (!presos.has(c)) continue; // areas not converted yet keep no routes: listed in EXCECOES
      expect([...new Set(presos.get(c))].sort(), c.id).toEqual([...c.caminhos].sort());
    }
  });

  it('o OpenAPI servido lista cada contrato com parâmetros, corpo e resposta', async () => {
    const res = await s.call(null, { method: 'GET', url: '/docs/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const faltam: string[] = [];
    for (const c of CONTRATOS) {
      for (const [i, url] of c.caminhos.entries()) {
        const op = doc.paths[caminhoOpenApi(url)]?.[c.metodo.toLowerCase()];
        if (!op) {
          faltam.push(`${c.metodo} ${url}`);
          continue;
        }
        expect(op.operationId).toBe(i === 0 ? c.id : `${c.id}_${i + 1}`);
        expect(!!op.requestBody, `${c.id} requestBody`).toBe(!!(c.corpo || c.multipart));
        expect(Object.keys(op.responses as object)).toContain(String(c.resposta.status ?? 200));
        const params = (op.parameters ?? []) as Array<{ name: string; in: string }>;
        const declarados = [
          ...Object.keys((c.params?.properties as object) ?? {}).map((p) => `path ${p}`),
          ...Object.keys((c.query?.properties as object) ?? {}).map((p) => `query ${p}`),
        ];
        expect(params.map((x) => `${x.in} ${x.name}`).sort(), c.id).toEqual(declarados.sort());
      }
    }
    expect(faltam, 'rode npm run codegen').toEqual([]);
  });

  it('valor de tipo errado em cada campo declarado: 400 com a chave do campo e mensagem pt-BR', async () => {
    const falhas: string[] = [];
    let casos = 0;
    const loja = await token('loja');
    const conferir = async (c: Contrato, url: string, payload: unknown, campo: string, query?: string) => {
      casos++;
      const res = await s.call(loja, {
        method: c.metodo,
        url: query ? `${url}?${query}` : url,
        ...(payload !== undefined ? { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } } : {}),
      });
      const ctx = `${c.id} ${c.metodo} ${url} [${campo}] -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode !== 400) return falhas.push(ctx);
      const env = res.json();
      if (env.Success !== false || env.Data !== null || !Array.isArray(env[campo]) || !/^[^:]+: [A-ZÁÉÍÓÚ]/.test(env.Message)) falhas.push(`${ctx}: envelope`);
    };
    for (const c of CONTRATOS) {
      if (!rotasRegistradas(s.app).some((r) => contratoDaRota(r.schema) === c)) continue;
      const url = c.caminhos[0].replace(/:([A-Za-z_]\w*)/g, '1');
      for (const [campo, schema] of Object.entries((c.corpo?.properties as Record<string, JsonSchema>) ?? {})) {
        const errado = valorDeTipoErrado(schema);
        if (errado !== undefined) await conferir(c, url, { [campo]: errado }, campo);
      }
      for (const [campo, schema] of Object.entries((c.query?.properties as Record<string, JsonSchema>) ?? {})) {
        if (schema.pattern || schema.format || schema.enum) await conferir(c, url, c.corpo ? {} : undefined, campo, `${campo}=%20fora%20do%20formato%20`);
      }
      for (const [campo, schema] of Object.entries((c.params?.properties as Record<string, JsonSchema>) ?? {})) {
        if (!schema.pattern && !schema.format) continue;
        await conferir(c, c.caminhos[0].replace(`:${campo}`, 'x-y').replace(/:([A-Za-z_]\w*)/g, '1'), c.corpo ? {} : undefined, campo);
      }
    }
    console.log(`contratos: ${casos} corpos/parâmetros inválidos enviados`);
    expect(casos).toBeGreaterThan(0);
    expect(falhas).toEqual([]);
  }, 300_000);
});

describe('mensagens do contrato', () => {
  it('caminho aninhado, título do campo na mensagem, 401 antes de 400', async () => {
    const loja = await token('loja');
    const res = await s.call(loja, { method: 'POST', url: '/v1/Receber/ReceberRegistros/', payload: { Registros: [{ id: 1, valor: { x: 1 } }], data: 5 } });
    expect(res.statusCode, res.body).toBe(400);
    const env = res.json();
    expect(env.Success).toBe(false);
    expect(env['Registros[0].valor']).toEqual(['Deve ser um texto']);
    expect(env.data).toEqual(['Deve ser um texto']);
    expect(env.Message).toMatch(/^(Data da baixa \(padrão: hoje\)|Valor \(padrão: o saldo\)): Deve ser um texto$/);
    const falta = await s.call(loja, { method: 'POST', url: '/v1/Receber/ReceberRegistros/', payload: {} });
    expect(falta.json()).toMatchObject({ Success: false, Message: 'Parcelas: Campo obrigatório', Registros: ['Campo obrigatório'] });
    const semSessao = await s.call(null, { method: 'POST', url: '/v1/Receber/ReceberRegistros/', payload: { Registros: 'x' } });
    expect(semSessao.statusCode).toBe(401);
  });
});

/** A JSON value whose type the schema refuses (undefined when it accepts every type). */
function valorDeTipoErrado(schema: JsonSchema): unknown {
  const t = schema.type;
  if (t === undefined) return schema.enum ? { fora: 'da lista' } : undefined;
  const tipos = new Set(Array.isArray(t) ? t : [t]);
  const candidatos: Array<[string[], unknown]> = [
    [['object'], { a: 1 }],
    [['array'], [1]],
    [['boolean'], true],
    [['string'], 'texto'],
    [['integer', 'number'], 1.5],
  ];
  for (const [aceitos, v] of candidatos) if (!aceitos.some((x) => tipos.has(x))) return v;
  return undefined;
}
