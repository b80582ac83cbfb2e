/**
 * Contract tests generated from the registry ("Platform II" part 2): for every entity in
 * schema/entities — present and future, with no per-entity code — the generic REST and OData API
 * is exercised with records built from the entity's JSON Schema (gerador.ts), by a login the
 * server lets write it (atores.ts):
 *
 * - writable entities: create; read back equal; update; find through OData by `$filter` on each
 *   listed column and by `$search`; for each constrained property one invalid value per
 *   constraint -> 400 with that property's key and nothing written; another tenant cannot read,
 *   list, change or delete it; a user without the rule gets 403 on read, create, change and
 *   delete; delete.
 * - entities whose `permission.actions` leave out Incluir (one settings row per issuer, created by
 *   the database): the existing row is read, updated, found, refused invalid values through PUT,
 *   isolated and 403 for a user without the rule; the operations not offered are refused.
 * - read-only entities: an existing row (for a child without routes of its own, one written with
 *   a generated parent) is read, found by each listed column and `$search`, and POST/PUT/DELETE
 *   are refused with nothing written; 403 without the rule unless the rule is public.
 *
 * Actors: the first demo login the server lets write (atores.ts); the other tenant is `industria`
 * (owner of issuer 2); the user without rules is created here through the API (plain company
 * user type with an empty company profile). Run: `npx vitest run --project api
 * tests/api/contrato/contrato.test.ts` (add TEST_DATABASE_URL for PostgreSQL).
 *
 * Prints one line per entity with the checks that ran and a final count. An entity that cannot
 * produce a valid example fails here the moment its file is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry, type EntityDef, type FieldDef } from '../../../schema/registry.ts';
import { writableFields } from '../../../src/server/crud/validate.ts';
import { normalizeCpfCnpj, normalizeInscricaoEstadual, onlyDigits } from '../../../src/domain/index.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { atorQuePode, entrarAtores, oferece, type Ator } from './atores.ts';
import { valorValido, valoresInvalidos } from './gerador.ts';
import { novoRegistroValido, primeiraLinhaVisivel } from './referencias.ts';
import { impressao, tabelasDe } from './impressao.ts';

const registry = loadRegistry();
let s: TestServer;
let atores: Ator[];
let semRegra: Ator;
let seq = 1000;
const feitos = new Map<string, string[]>();
let totalChecagens = 0;

/** Notes that check `nome` ran for entity `e` (printed at the end). */
function anotar(e: EntityDef, nome: string, vezes = 1): void {
  const l = feitos.get(e.id) ?? [];
  l.push(vezes > 1 ? `${nome}×${vezes}` : nome);
  feitos.set(e.id, l);
  totalChecagens += vezes;
}

const ator = (nome: string) => atores.find((a) => a.nome === nome)!;
const idUrl = (e: EntityDef, id: unknown) => `/v1/${e.erp.rest}/${encodeURIComponent(String(id))}`;

/** Instant of an API date-time: values without offset are Brasília time (as validate.ts reads them). */
const instante = (v: unknown) => new Date(String(v).length <= 19 ? `${v}-03:00` : String(v)).getTime();

/** OData literal of a stored value of field `f` (strings quoted with '' escaping). */
function literal(f: FieldDef, v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (f.type === 'integer' || f.type === 'number') return String(v);
  if (f.type === 'boolean') return String(v);
  if (f.format === 'date') return String(v).slice(0, 10);
  if (f.format === 'date-time') return new Date(instante(v)).toISOString();
  return `'${String(v).replace(/'/g, "''")}'`;
}

/** The form the API stores a sent value in (normalisation of validate.ts), for read-back comparison. */
function comoGravado(f: FieldDef, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  switch (f.format) {
    case 'cpf':
    case 'cnpj':
    case 'cpf-cnpj':
      return normalizeCpfCnpj(v);
    case 'cep':
      return onlyDigits(v);
    case 'ie':
      return normalizeInscricaoEstadual(v);
    case 'email':
      return v.trim().toLowerCase();
    default:
      return v.trim();
  }
}

function igual(f: FieldDef, enviado: unknown, lido: unknown): boolean {
  const a = comoGravado(f, enviado);
  if (f.type === 'number' || f.type === 'integer') return Number(a) === Number(lido);
  if (f.format === 'date-time') return Math.abs(instante(a) - instante(lido)) < 1000;
  if (f.format === 'date') return String(lido).slice(0, 10) === String(a);
  if (f.type === 'array') return JSON.stringify(a) === JSON.stringify(lido);
  // an optional text sent blank is stored as NULL by the generic repository (crud/validate.ts)
  if (a === '' && lido === null) return true;
  return a === lido;
}

/** First visible row of `e` for `a` (OData, ordered by key), or null. */
const primeiraLinha = (a: Ator, e: EntityDef, filtro?: string) => primeiraLinhaVisivel(s, a, e, filtro);

/** A new valid record of `e` whose references are usable by actor `a`. */
const novoRegistro = (e: EntityDef, a: Ator) => novoRegistroValido(s, a, e, () => seq++);

beforeAll(async () => {
  s = await startTestServer();
  atores = await entrarAtores(s);
  // a user of loja's issuer with an empty company profile and the plain "Empresa - Usuário" type
  const loja = ator('loja');
  const perfil = await s.call(loja.token, {
    method: 'POST',
    url: '/v1/emitenteTipoUsuario/',
    payload: { descricao: 'Contrato sem permissões', administrador: false },
  });
  expect(perfil.statusCode, perfil.body).toBe(201);
  const tipo = (await primeiraLinha(loja, registry.get('tipoUsuario'), "tipo eq 'Empresa - Usuário'"))!;
  const u = await s.call(loja.token, {
    method: 'POST',
    url: '/v1/usuario/',
    payload: {
      login: 'contrato.semregra',
      nome: 'Contrato sem regra',
      email: 'semregra@exemplo.com.br',
      senha: 'Contrato@2026',
      tipo_usuario_id: tipo.id,
      emitente_tipo_usuario_id: perfil.json().Data.id,
    },
  });
  expect(u.statusCode, u.body).toBe(201);
  const login = await s.login('contrato.semregra', 'Contrato@2026');
  semRegra = { nome: 'contrato.semregra', token: login.Token, login };
});

afterAll(async () => {
  for (const e of registry.entities) console.log(`contrato ${e.id.padEnd(24)} ${(feitos.get(e.id) ?? ['(nada)']).join(', ')}`);
  console.log(`contrato: ${registry.entities.length} entidades, ${totalChecagens} checagens (${s?.kind})`);
  await s?.close();
});

for (const e of registry.entities) {
  const incluir = oferece(e, 'Incluir');
  const alterar = oferece(e, 'Alterar');
  const excluir = oferece(e, 'Excluir');
  const modo = incluir ? 'gravável' : alterar ? 'só alteração' : 'somente leitura';
  describe(`${e.id} (${modo}, escopo ${e.erp.scope})`, () => {
    let escritor: Ator;
    let registro: Record<string, unknown> = {};
    let lido: Record<string, unknown> | null = null;
    let id: unknown;
    const tabelas = tabelasDe(registry, e);
    const url = `/v1/${e.erp.rest}/`;
    const semLinha = () => {
      anotar(e, 'sem linha visível');
    };

    if (incluir) {
      it('inclui um registro válido gerado do schema e lê de volta igual', async () => {
        const a = await atorQuePode(s, atores, e, 'escrever');
        expect(a, 'nenhum login da demonstração grava a entidade').not.toBeNull();
        escritor = a!;
        registro = await novoRegistro(e, escritor);
        const res = await s.call(escritor.token, { method: 'POST', url, payload: registro });
        expect(res.statusCode, `POST ${JSON.stringify(registro)} -> ${res.body}`).toBe(201);
        id = res.json().Data[e.key];
        const get = await s.call(escritor.token, { method: 'GET', url: idUrl(e, id) });
        expect(get.statusCode, get.body).toBe(200);
        lido = get.json().Data;
        // chain columns are the server's when the caller sits below that level (filled from the issuer)
        const cadeia = new Set(Object.values(e.erp.chain ?? {}));
        // a field the server derives (`x-derivedFrom`) sent with its registry default next to a source:
        // the default is what a create screen sends untouched, so the server may derive it (e.g. the
        // product's SPED item type from its product type)
        const derivadoDoPadrao = (k: string) =>
          registro![k] === e.properties[k].default &&
          (e.properties[k]['x-derivedFrom'] ?? []).some((src) => registro![src] !== null && registro![src] !== undefined);
        const diferentes = Object.entries(registro)
          .filter(([k]) => Object.hasOwn(e.properties, k) && !e.properties[k].writeOnly && !(cadeia.has(k) && registro[k] === null) && !derivadoDoPadrao(k))
          .filter(([k, v]) => !igual(e.properties[k], v, lido![k]))
          .map(([k, v]) => `${k}: enviado ${JSON.stringify(v)}, lido ${JSON.stringify(lido![k])}`);
        for (const lista of Object.keys(e.erp.children ?? {})) {
          if (Array.isArray(registro[lista])) expect((lido![lista] as unknown[])?.length, `lista ${lista}`).toBe((registro[lista] as unknown[]).length);
        }
        expect(diferentes).toEqual([]);
        anotar(e, `inclusão(${escritor.nome})`);
        anotar(e, 'leitura igual');
      });
    } else {
      it('lê uma linha existente', async () => {
        const a = await atorQuePode(s, atores, e, alterar ? 'alterar' : 'ler');
        expect(a, 'nenhum login lê a entidade').not.toBeNull();
        escritor = a!;
        lido = await primeiraLinha(escritor, e);
        const pai = e.erp.parent ? registry.get(e.erp.parent.entity) : null;
        if (!lido && pai && oferece(pai, 'Incluir')) {
          // a child without a route of its own is written with its parent: create one parent first
          const criado = await s.call(escritor.token, { method: 'POST', url: `/v1/${pai.erp.rest}/`, payload: await novoRegistro(pai, escritor) });
          expect(criado.statusCode, criado.body).toBe(201);
          lido = await primeiraLinha(escritor, e);
        }
        if (!lido) {
          semLinha();
          return;
        }
        id = lido[e.key];
        const res = await s.call(escritor.token, { method: 'GET', url: idUrl(e, id) });
        expect(res.statusCode, res.body).toBe(200);
        lido = res.json().Data;
        anotar(e, `leitura(${escritor.nome})`);
      });
    }

    if (!incluir || !excluir || !alterar) {
      it('recusa as operações que o registro não oferece, sem gravar nada', async () => {
        const antes = await impressao(s, tabelas);
        const ops = [
          ...(incluir ? [] : [['POST', url, {}]]),
          ...(alterar ? [] : [['PUT', url, { [e.key]: id ?? 1 }]]),
          ...(excluir ? [] : [['DELETE', idUrl(e, id ?? 1), undefined]]),
        ] as Array<['POST' | 'PUT' | 'DELETE', string, Record<string, unknown> | undefined]>;
        for (const [method, u, payload] of ops) {
          const res = await s.call(escritor.token, { method, url: u, ...(payload ? { payload } : {}) });
          expect(res.statusCode, `${method} ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        }
        expect(await impressao(s, tabelas)).toBe(antes);
        anotar(e, `${ops.map(([m]) => m).join('/')} recusados`, ops.length);
      });
    }

    if (alterar) {
      it('altera um campo e lê a alteração', async () => {
        if (!incluir && id === undefined) {
          semLinha();
          return;
        }
        expect(id, 'inclusão falhou').toBeDefined();
        const [campo, f] =
          writableFields(e).find(([k, f]) => k !== e.key && f.type === 'string' && !f.format && !f.pattern && !f.enum && !f['x-ref'] && !f['x-mask']) ??
          writableFields(e).find(([k, f]) => k !== e.key && !f['x-ref'] && !f.writeOnly && f.type !== 'array') ??
          [];
        if (!campo) {
          anotar(e, 'alteração n/a (sem campo simples)');
          return;
        }
        const novo = valorValido(campo, f!, seq++);
        const res = await s.call(escritor.token, { method: 'PUT', url, payload: { [e.key]: id, [campo]: novo } });
        expect(res.statusCode, res.body).toBe(200);
        const get = await s.call(escritor.token, { method: 'GET', url: idUrl(e, id) });
        expect(igual(f!, novo, get.json().Data[campo]), `${campo}: ${JSON.stringify(novo)} vs ${JSON.stringify(get.json().Data[campo])}`).toBe(true);
        lido = get.json().Data;
        anotar(e, `alteração(${campo})`);
      });
    }

    it('encontra o registro pelo OData: $filter em cada coluna listada e $search', async () => {
      if (!lido) {
        semLinha();
        return;
      }
      const a = escritor;
      const chave = `${e.key} eq ${literal(e.properties[e.key], lido[e.key])}`;
      let n = 0;
      for (const col of e.erp.list ?? []) {
        const f = e.properties[col];
        const v = lido[col];
        const filtro =
          v === null || v === undefined
            ? `${col} eq null`
            : f.format === 'date-time'
              ? `${col} ge ${new Date(instante(v) - 1000).toISOString()} and ${col} le ${new Date(instante(v) + 1000).toISOString()}`
              : `${col} eq ${literal(f, v)}`;
        const res = await s.call(a.token, {
          method: 'GET',
          url: `/OData/${e.erp.odata}?$count=true&$filter=${encodeURIComponent(`(${filtro}) and ${chave}`)}`,
        });
        expect(res.statusCode, `${col}: ${res.body}`).toBe(200);
        expect(res.json()['@odata.count'], `$filter ${filtro}`).toBe(1);
        n++;
      }
      anotar(e, 'OData $filter', n);
      const busca = (e.erp.search ?? []).find((c) => typeof lido![c] === 'string' && (lido![c] as string).trim().length >= 2);
      if (busca) {
        const termo = String(lido[busca]).trim().slice(0, 40);
        const res = await s.call(a.token, {
          method: 'GET',
          url: `/OData/${e.erp.odata}?$count=true&$search=${encodeURIComponent(termo)}&$filter=${encodeURIComponent(chave)}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()['@odata.count'], `$search ${termo}`).toBe(1);
        anotar(e, `$search(${busca})`);
      }
    });

    if (incluir || alterar) {
      it('para cada restrição de cada propriedade, um valor inválido: 400 com a chave, nada gravado', async () => {
        if (!incluir && id === undefined) {
          semLinha();
          return;
        }
        expect(id, 'inclusão falhou').toBeDefined();
        const base = incluir ? await novoRegistro(e, escritor) : { [e.key]: id };
        let n = 0;
        for (const [campo, f] of writableFields(e)) {
          if (campo === e.key || (e.erp.parent && campo === e.erp.parent.field && !Object.hasOwn(base, campo))) continue;
          for (const { regra, valor, junto } of valoresInvalidos(campo, f, e.required.includes(campo))) {
            const antes = await impressao(s, tabelas);
            const payload = { ...base, ...junto, [campo]: valor };
            const res = await s.call(escritor.token, { method: incluir ? 'POST' : 'PUT', url, payload });
            const ctx = `${campo} (${regra}) = ${JSON.stringify(valor)} -> ${res.statusCode} ${res.body}`;
            expect(res.statusCode, ctx).toBe(400);
            expect(res.json()[campo], ctx).toBeDefined();
            expect(await impressao(s, tabelas), ctx).toBe(antes);
            n++;
          }
        }
        anotar(e, 'inválidos→400', n);
      });

      it('outro inquilino não lê, não lista, não altera e não exclui', async () => {
        if (!incluir && id === undefined) {
          semLinha();
          return;
        }
        expect(id, 'inclusão falhou').toBeDefined();
        if (e.erp.scope === 'global') {
          anotar(e, 'isolamento n/a (escopo global)');
          return;
        }
        const outro = ator('industria');
        const antes = await impressao(s, tabelas);
        const get = await s.call(outro.token, { method: 'GET', url: idUrl(e, id) });
        expect([403, 404], get.body).toContain(get.statusCode);
        const lista = await s.call(outro.token, {
          method: 'GET',
          url: `/OData/${e.erp.odata}?$count=true&$filter=${encodeURIComponent(`${e.key} eq ${literal(e.properties[e.key], id)}`)}`,
        });
        if (lista.statusCode === 200) expect(lista.json()['@odata.count']).toBe(0);
        else expect(lista.statusCode, lista.body).toBe(403);
        const put = await s.call(outro.token, { method: 'PUT', url, payload: { ...(incluir ? registro : {}), [e.key]: id } });
        expect([403, 404], put.body).toContain(put.statusCode);
        let n = 3;
        if (excluir) {
          const del = await s.call(outro.token, { method: 'DELETE', url: idUrl(e, id) });
          expect([403, 404], del.body).toContain(del.statusCode);
          n++;
        }
        expect(await impressao(s, tabelas)).toBe(antes);
        anotar(e, 'isolamento(industria)', n);
      });

      it('usuário sem a regra recebe 403 e nada é gravado', async () => {
        if (!incluir && id === undefined) {
          semLinha();
          return;
        }
        expect(id, 'inclusão falhou').toBeDefined();
        const antes = await impressao(s, tabelas);
        const corpo = incluir ? await novoRegistro(e, escritor) : {};
        const ops = [
          ['GET', idUrl(e, id), undefined],
          ...(incluir ? [['POST', url, corpo]] : []),
          ['PUT', url, { ...corpo, [e.key]: id }],
          ...(excluir ? [['DELETE', idUrl(e, id), undefined]] : []),
        ] as Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown> | undefined]>;
        for (const [method, u, payload] of ops) {
          const res = await s.call(semRegra.token, { method, url: u, ...(payload ? { payload } : {}) });
          expect(res.statusCode, `${method} ${res.body}`).toBe(403);
        }
        expect(await impressao(s, tabelas)).toBe(antes);
        anotar(e, '403 sem regra', ops.length);
      });
    } else if (e.erp.permission.source !== 'public') {
      it('usuário sem a regra recebe 403 na leitura', async () => {
        const res = await s.call(semRegra.token, { method: 'GET', url: idUrl(e, id ?? 1) });
        expect(res.statusCode, res.body).toBe(403);
        anotar(e, '403 sem regra');
      });
    }

    if (incluir && excluir) {
      it('exclui e não encontra mais', async () => {
        expect(id, 'inclusão falhou').toBeDefined();
        const res = await s.call(escritor.token, { method: 'DELETE', url: idUrl(e, id) });
        expect(res.statusCode, res.body).toBe(200);
        const get = await s.call(escritor.token, { method: 'GET', url: idUrl(e, id) });
        expect(get.statusCode).toBe(404);
        anotar(e, 'exclusão');
      });
    }
  });
}
