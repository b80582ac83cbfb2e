/**
 * No 500 on bad input ("Platform II" part 3): generated malformed bodies — wrong types, huge and
 * control-character strings, keys named like `Object.prototype` members, nested junk, junk inside
 * child lists, truncated JSON, wrong content types, non-object JSON — are thrown with fast-check
 * at POST and PUT of every entity the generic API writes (from the registry, so a new entity is
 * covered the moment its file exists). For every case: no 5xx, no stack trace or SQL text in the
 * response, a `{Success:false, Message}` envelope on refusal, and no row changed by a refused
 * request (fingerprint of the entity's tables before and after).
 *
 * Fixed seed (FUZZ_SEED overrides it); fast-check prints seed and counterexample on failure.
 * Also pins the two defects measured before the fix: prototype-named keys and NUL characters
 * answered 500; now 400 with the field's key and a pt-BR message, nothing written.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDef } from '../../schema/registry.ts';
import { writableFields } from '../../src/server/crud/validate.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { atorQuePode, entrarAtores, oferece, type Ator } from './contrato/atores.ts';
import { impressao, tabelasDe } from './contrato/impressao.ts';
import { novoRegistroValido, primeiraLinhaVisivel } from './contrato/referencias.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const TOTAL_MINIMO = 2000;
const CHAVES_PROTOTIPO = [
  'constructor',
  'toString',
  'hasOwnProperty',
  '__proto__',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  'prototype',
];
/** Signs of an internal leak: stack frames, source paths, SQL, PostgreSQL error texts. */
const VAZAMENTO =
  /\n\s+at |\bat [\w.<>]+ \(|\.[tj]s:\d+|node_modules|\bSELECT\b|\bINSERT INTO\b|\bUPDATE "?\w+"? SET\b|\bDELETE FROM\b|violates|syntax error|invalid byte sequence|duplicate key|\bERROR:/;

let s: TestServer;
let atores: Ator[];
/** One entity under fuzz: who writes it, its tables, and a row of its own for PUT (or null). */
interface Alvo {
  e: EntityDef;
  ator: Ator;
  tabelas: string[];
  existente: Record<string, unknown> | null;
  metodos: Array<'POST' | 'PUT'>;
}
const alvos: Alvo[] = [];
let casos = 0;
let casosOData = 0;
let status5xx = 0;
let seq = 5000;
const porStatus = new Map<number, number>();

beforeAll(async () => {
  s = await startTestServer();
  atores = await entrarAtores(s);
  for (const e of s.registry.entities) {
    const metodos = [...(oferece(e, 'Incluir') ? ['POST' as const] : []), ...(oferece(e, 'Alterar') ? ['PUT' as const] : [])];
    if (!metodos.length) continue;
    const ator = await atorQuePode(s, atores, e, metodos[0] === 'POST' ? 'escrever' : 'alterar');
    if (!ator) throw new Error(`${e.id}: nenhum login da demonstração pode gravar (registro sem quem o use?)`);
    // PUT goes to a row created for this test (never a row the actors depend on, such as their own user)
    // (a one-per-parent child such as usuarioDado may conflict: then the newest visible row is used)
    let existente: Record<string, unknown> | null = null;
    if (metodos.includes('POST')) {
      const rec = await novoRegistroValido(s, ator, e, () => seq++);
      const r = await s.call(ator.token, { method: 'POST', url: `/v1/${e.erp.rest}/`, payload: rec });
      expect(r.statusCode, `${e.id}: ${r.body}`).toBeLessThan(500);
      if (r.statusCode === 201) existente = r.json().Data;
    }
    if (!existente) {
      const linha = await primeiraLinhaVisivel(s, ator, e);
      if (linha) existente = (await s.call(ator.token, { method: 'GET', url: `/v1/${e.erp.rest}/${encodeURIComponent(String(linha[e.key]))}` })).json().Data;
    }
    alvos.push({ e, ator, tabelas: tabelasDe(s.registry, e), existente, metodos });
  }
});
afterAll(async () => {
  console.log(
    `corpo malformado: ${casos} corpos gerados em POST/PUT de ${alvos.length} entidades + ${casosOData} consultas OData (semente ${SEED}); respostas por status: ${[
      ...porStatus,
    ]
      .sort((a, b) => a[0] - b[0])
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}; 5xx=${status5xx}`,
  );
  await s?.close();
});

/** Junk values: wrong types, edge numbers, control characters, huge strings, nested structures. */
const lixo: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f', '\ud800', '\udfff', '\ufffe', 'a', 'é', '😀', "'", '"', '\\', '%', ';'),
    maxLength: 30,
  }),
  fc.tuple(fc.constantFrom('x', 'é', '\u0000', '9'), fc.integer({ min: 300, max: 70_000 })).map(([c, n]) => c.repeat(n)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  // biome-ignore lint/correctness/noPrecisionLoss: numbers past float precision are exactly what is being thrown at the API
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1e308, -1e308, 9007199254740993, -0, 0.1 + 0.2, 1e-300, 99999999999999.99),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    'true',
    'null',
    '   ',
    '',
    "'; DROP TABLE cliente; --",
    '<script>alert(1)</script>',
  ),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 4 }),
  fc.object({ maxDepth: 3, maxKeys: 4 }),
  fc.integer({ min: 20, max: 2000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n))),
);

/** JSON text of an object with the entries in order, keeping `__proto__` as a plain key. */
const objetoJson = (entradas: Array<[string, unknown]>) => `{${entradas.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

/** Generated request for one entity and method: a raw body text and its content type. */
function requisicao(alvo: Alvo, metodo: 'POST' | 'PUT'): fc.Arbitrary<{ corpo: string; tipo: string | null; modo: string }> {
  const { e } = alvo;
  const campos = writableFields(e).map(([n]) => n);
  const filhos = Object.entries(e.erp.children ?? {});
  const chave = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...campos) },
    { weight: 2, arbitrary: fc.constantFrom(...CHAVES_PROTOTIPO) },
    { weight: 1, arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/) },
  );
  const itemFilho = (childId: string) => {
    const cc = writableFields(s.registry.get(childId)).map(([n]) => n);
    return fc.array(fc.tuple(fc.oneof(fc.constantFrom(...cc), fc.constantFrom(...CHAVES_PROTOTIPO)), lixo), { maxLength: 3 });
  };
  const entradaFilho = filhos.length
    ? fc.constantFrom(...filhos).chain(([nome, childId]) =>
        fc.oneof(
          fc.array(itemFilho(childId), { maxLength: 2 }).map((itens) => [nome, itens.map((it) => ({ __json: objetoJson(it) }))] as [string, unknown]),
          lixo.map((v) => [nome, v] as [string, unknown]),
        ),
      )
    : fc.constant(null);
  const base = fc.constantFrom<'vazio' | 'existente'>('vazio', 'existente');
  const corpo = fc
    .tuple(base, fc.array(fc.tuple(chave, lixo), { minLength: 1, maxLength: 5 }), fc.option(entradaFilho, { freq: 3 }))
    .map(([b, junk, filho]) => {
      const entradas: Array<[string, unknown]> = [];
      if (b === 'existente' && alvo.existente) {
        for (const c of campos) if (alvo.existente[c] !== undefined) entradas.push([c, alvo.existente[c]]);
      }
      if (metodo === 'PUT') entradas.push([e.key, alvo.existente?.[e.key] ?? 1]);
      entradas.push(...junk);
      let texto = objetoJson(entradas);
      if (filho) {
        const [nome, v] = filho as [string, unknown];
        const json =
          Array.isArray(v) && v.every((x) => x && typeof x === 'object' && '__json' in x)
            ? `[${v.map((x) => (x as { __json: string }).__json).join(',')}]`
            : (JSON.stringify(v) ?? 'null');
        texto = texto.length > 2 ? `${texto.slice(0, -1)},${JSON.stringify(nome)}:${json}}` : `{${JSON.stringify(nome)}:${json}}`;
      }
      return texto;
    });
  return fc.oneof(
    { weight: 12, arbitrary: corpo.map((c) => ({ corpo: c, tipo: 'application/json', modo: 'json' })) },
    {
      weight: 2,
      arbitrary: fc.tuple(corpo, fc.nat()).map(([c, n]) => ({ corpo: c.slice(0, n % Math.max(1, c.length)), tipo: 'application/json', modo: 'truncado' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          corpo,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
            'application/octet-stream',
            null,
          ),
        )
        .map(([c, t]) => ({ corpo: c, tipo: t, modo: 'tipo' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.array(lixo, { maxLength: 3 }), fc.integer(), fc.string(), fc.constant(null), fc.boolean())
        .map((v) => ({ corpo: JSON.stringify(v) ?? 'null', tipo: 'application/json', modo: 'nao-objeto' })),
    },
  );
}

/** Sends one case and checks the contract; returns the new fingerprint. */
async function enviar(alvo: Alvo, metodo: 'POST' | 'PUT', r: { corpo: string; tipo: string | null; modo: string }, antes: string): Promise<string> {
  const headers: Record<string, string> = r.tipo ? { 'content-type': r.tipo } : {};
  const res = await s.call(alvo.ator.token, { method: metodo, url: `/v1/${alvo.e.erp.rest}/`, payload: r.corpo, headers });
  casos++;
  porStatus.set(res.statusCode, (porStatus.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500) status5xx++;
  const ctx = `${metodo} /v1/${alvo.e.erp.rest}/ [${r.modo}] -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, ctx).toBeLessThan(500);
  expect(VAZAMENTO.test(res.body), ctx).toBe(false);
  const depois = await impressao(s, alvo.tabelas);
  if (res.statusCode >= 400) {
    const env = res.json();
    expect(env.Success, ctx).toBe(false);
    expect(typeof env.Message, ctx).toBe('string');
    expect(depois, `${ctx}: linhas alteradas por requisição recusada`).toBe(antes);
  }
  return depois;
}

describe('corpos malformados em POST e PUT de toda entidade gravável: nunca 5xx, nada gravado', () => {
  it('gera pelo menos 2.000 casos, sem 5xx nem vazamento de pilha/SQL', async () => {
    const pares = alvos.reduce((n, a) => n + a.metodos.length, 0);
    const porAlvo = Math.ceil(TOTAL_MINIMO / pares) + 1;
    for (const alvo of alvos) {
      for (const metodo of alvo.metodos) {
        let marca = await impressao(s, alvo.tabelas);
        await fc.assert(
          fc.asyncProperty(requisicao(alvo, metodo), async (r) => {
            marca = await enviar(alvo, metodo, r, marca);
          }),
          { numRuns: porAlvo, seed: SEED + alvos.indexOf(alvo) * 2 + (metodo === 'PUT' ? 1 : 0), endOnFailure: true },
        );
      }
    }
    expect(casos).toBeGreaterThanOrEqual(TOTAL_MINIMO);
    expect(status5xx).toBe(0);
  }, 600_000);

  it('consultas OData malformadas (filtro, busca, paginação, ordenação com lixo e NUL): nunca 5xx nem vazamento', async () => {
    const loja = atores.find((a) => a.nome === 'loja')!;
    const entidades = s.registry.entities;
    const texto = fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u001f', "'", '"', '(', ')', ' ', '%', 'a', 'é', '\\', '*', '$'), maxLength: 12 });
    const opcao = fc.oneof(
      fc
        .tuple(fc.constantFrom('nome', 'id', 'codigo', 'emitente_id', 'x'), fc.constantFrom('eq', 'ne', 'gt', 'le', 'xx'), texto)
        .map(([c, o, v]) => `$filter=${encodeURIComponent(`${c} ${o} '${v}'`)}`),
      fc
        .tuple(fc.constantFrom('contains', 'startswith', 'tolower', 'year', 'substring'), texto)
        .map(([f, v]) => `$filter=${encodeURIComponent(`${f}(nome,'${v}')`)}`),
      texto.map((v) => `$filter=${encodeURIComponent(v)}`),
      texto.map((v) => `$search=${encodeURIComponent(v)}`),
      fc.oneof(fc.integer(), fc.constantFrom('1e20', '-1', 'abc', '99999999999999999999', '')).map((v) => `$top=${v}&$skip=${v}`),
      texto.map((v) => `$orderby=${encodeURIComponent(v)}`),
      texto.map((v) => `$select=${encodeURIComponent(v)}`),
      fc.constantFrom(
        '$expand=x',
        '$count=talvez',
        '$format=xml',
        '%zz=1',
        '$filter=%00',
        '$filter=nome%20eq%20%27%ED%A0%80%27',
        '$filter=nome%20eq%20%27a%00b%27',
        '$search=a%00b',
        '$search=%C0%80',
        '$search=%FF%FE',
        '$filter=' + '('.repeat(500),
        '$search=' + 'a'.repeat(5000),
      ),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...entidades), fc.array(opcao, { minLength: 1, maxLength: 3 }), async (e, opcoes) => {
        const res = await s.call(loja.token, { method: 'GET', url: `/OData/${e.erp.odata}?${opcoes.join('&')}` });
        casosOData++;
        n++;
        porStatus.set(res.statusCode, (porStatus.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) status5xx++;
        const ctx = `GET /OData/${e.erp.odata}?${opcoes.join('&')} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, ctx).toBeLessThan(500);
        expect(VAZAMENTO.test(res.body), ctx).toBe(false);
      }),
      { numRuns: 400, seed: SEED, endOnFailure: true },
    );
    expect(n).toBe(400);
  }, 300_000);

  it('chave com nome de membro de Object.prototype: 400 com a chave e mensagem em pt-BR, nada gravado', async () => {
    for (const alvo of alvos) {
      for (const chave of CHAVES_PROTOTIPO) {
        for (const metodo of alvo.metodos) {
          const entradas: Array<[string, unknown]> = metodo === 'PUT' ? [[alvo.e.key, alvo.existente?.[alvo.e.key] ?? 1]] : [];
          const antes = await impressao(s, alvo.tabelas);
          const res = await s.call(alvo.ator.token, {
            method: metodo,
            url: `/v1/${alvo.e.erp.rest}/`,
            payload: objetoJson([...entradas, [chave, 'x']]),
            headers: { 'content-type': 'application/json' },
          });
          const ctx = `${metodo} ${alvo.e.id} {${chave}} -> ${res.statusCode} ${res.body}`;
          expect(res.statusCode, ctx).toBe(400);
          expect(Object.hasOwn(res.json(), chave), ctx).toBe(true);
          expect(res.json()[chave], ctx).toEqual(['Campo desconhecido']);
          expect(await impressao(s, alvo.tabelas), ctx).toBe(antes);
        }
      }
    }
  }, 300_000);

  it('texto com NUL ou controle em qualquer campo de texto: 400 "Contém caracteres inválidos" com a chave, nada gravado', async () => {
    let n = 0;
    for (const alvo of alvos) {
      const textos = writableFields(alvo.e)
        .filter(([, f]) => f.type === 'string' && !f.enum)
        .map(([k]) => k);
      for (const campo of textos) {
        for (const valor of ['a\u0000b', 'linha\u0001', '\ud800']) {
          const metodo = alvo.existente && alvo.metodos.includes('PUT') ? 'PUT' : 'POST';
          const payload: Record<string, unknown> = alvo.existente ? { [alvo.e.key]: alvo.existente[alvo.e.key], [campo]: valor } : { [campo]: valor };
          const antes = await impressao(s, alvo.tabelas);
          const res = await s.call(alvo.ator.token, { method: metodo, url: `/v1/${alvo.e.erp.rest}/`, payload });
          const ctx = `${metodo} ${alvo.e.id}.${campo}=${JSON.stringify(valor)} -> ${res.statusCode} ${res.body}`;
          expect(res.statusCode, ctx).toBe(400);
          expect(res.json()[campo], ctx).toContain('Contém caracteres inválidos');
          expect(await impressao(s, alvo.tabelas), ctx).toBe(antes);
          n++;
        }
      }
    }
    expect(n).toBeGreaterThan(100);
  }, 300_000);
});
