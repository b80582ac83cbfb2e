/**
 * Explicit SQL/params assertions for the OData list-query compiler
 * (src/server/odata/compile.ts). Snapshot-free on purpose.
 */
import { describe, expect, it } from 'vitest';
import { compileODataQuery, ODataError, type CompiledQuery } from '../../../src/server/odata/compile.ts';
import { cliente, optsFor } from './fixtures.ts';

const COLS =
  't."id" AS "id", t."emitente_id" AS "emitente_id", t."nome" AS "nome", t."cpf_cnpj" AS "cpfCnpj", ' +
  't."limite" AS "limite", t."ativo" AS "ativo", t."criado_em" AS "criadoEm", t."nascimento" AS "nascimento"';
const TENANT = '(t."emitente_id" = $1)';

function compile(q: string, opts = optsFor(7)): CompiledQuery {
  return compileODataQuery(cliente, q, opts);
}

/** WHERE clause (between WHERE and ORDER BY) of the page query. */
function where(q: string): string {
  const sql = compile(q).sql;
  return sql.slice(sql.indexOf(' WHERE ') + 7, sql.indexOf(' ORDER BY '));
}

/** The compiled filter predicate (without tenant) and its params (without tenant/limit/offset). */
function filter(f: string): { sql: string; params: unknown[] } {
  const r = compile(`$filter=${encodeURIComponent(f)}`);
  const w = r.sql.slice(r.sql.indexOf(' WHERE ') + 7, r.sql.indexOf(' ORDER BY '));
  expect(w.startsWith(`${TENANT} AND (`)).toBe(true);
  return { sql: w.slice(TENANT.length + 6, -1), params: r.params.slice(1, -2) };
}

function error(q: string, opts = optsFor(7)): ODataError {
  try {
    compile(q, opts);
  } catch (e) {
    expect(e).toBeInstanceOf(ODataError);
    expect((e as ODataError).status).toBe(400);
    return e as ODataError;
  }
  throw new Error(`esperava ODataError para ${q}`);
}

describe('compileODataQuery — estrutura', () => {
  it('sem opções: todas as colunas, tenant, ordem pela chave, defaultTop', () => {
    const r = compile('');
    expect(r.sql).toBe(`SELECT ${COLS} FROM "cliente" t WHERE ${TENANT} ORDER BY t."id" ASC LIMIT $2 OFFSET $3`);
    expect(r.params).toEqual([7, 100, 0]);
    expect(r.countSql).toBeNull();
    expect(r.countParams).toEqual([7]);
    expect(r.select.map((p) => p.name)).toEqual(cliente.properties.map((p) => p.name));
    expect([r.top, r.skip]).toEqual([100, 0]);
  });

  it('sem tenant não há WHERE; "?" inicial e parâmetros sem $ são ignorados', () => {
    const r = compile('?_=123&foo=bar&$top=5', { maxTop: 1000, defaultTop: 100 });
    expect(r.sql).toBe(`SELECT ${COLS} FROM "cliente" t ORDER BY t."id" ASC LIMIT $1 OFFSET $2`);
    expect(r.params).toEqual([5, 0]);
  });

  it('$count=true gera countSql com os mesmos predicados e parâmetros', () => {
    const r = compile("$filter=nome eq 'Ana'&$count=true&$top=10&$skip=20");
    const w = `WHERE ${TENANT} AND ((t."nome" = $2::text))`;
    expect(r.sql).toBe(`SELECT ${COLS} FROM "cliente" t ${w} ORDER BY t."id" ASC LIMIT $3 OFFSET $4`);
    expect(r.params).toEqual([7, 'Ana', 10, 20]);
    expect(r.countSql).toBe(`SELECT count(*)::int AS count FROM "cliente" t ${w}`);
    expect(r.countParams).toEqual([7, 'Ana']);
    expect([r.top, r.skip]).toEqual([10, 20]);
    expect(compile('$count=false').countSql).toBeNull();
    expect(compile('$count=TRUE').countSql).not.toBeNull();
  });

  it('tenant fica fora do filtro do usuário, entre parênteses, mesmo com "or 1 eq 1"', () => {
    const r = compile('$filter=emitente_id eq 2 or 1 eq 1&$count=true');
    const w = `${TENANT} AND (((t."emitente_id" = $2::bigint) OR ($3::bigint = $4::bigint)))`;
    expect(r.sql).toContain(` WHERE ${w} ORDER BY `);
    expect(r.countSql).toBe(`SELECT count(*)::int AS count FROM "cliente" t WHERE ${w}`);
    expect(r.params).toEqual([7, 2, 1, 1, 100, 0]);
  });

  it('nomes de opções e valores percent-encoded; "+" é espaço', () => {
    expect(where('%24filter=nome%20eq%20%27a%2Fb%27')).toBe(`${TENANT} AND ((t."nome" = $2::text))`);
    expect(compile('%24filter=nome%20eq%20%27a%2Fb%27').params[1]).toBe('a/b');
    expect(compile("$filter=nome+eq+'a+b'").params[1]).toBe('a b');
    expect(compile("$filter=nome eq 'a%2Bb'").params[1]).toBe('a+b');
    expect(compile("$FILTER=nome eq 'x'&$Top=3").params).toEqual([7, 'x', 3, 0]);
  });

  it('$format=json é aceito e ignorado', () => {
    expect(compile('$format=json').params).toEqual([7, 100, 0]);
    expect(error('$format=xml').code).toBe('OpcaoNaoSuportada');
  });
});

describe('$filter', () => {
  it('nomes de propriedades sem diferenciar maiúsculas (react-admin capitaliza)', () => {
    expect(filter("Nome eq 'abc'")).toEqual({ sql: '(t."nome" = $2::text)', params: ['abc'] });
    expect(filter("CPFCNPJ eq '1'").sql).toBe('(t."cpf_cnpj" = $2::text)');
  });

  it('operadores de comparação', () => {
    expect(filter('id eq 1').sql).toBe('(t."id" = $2::bigint)');
    expect(filter('id ne 1').sql).toBe('(t."id" IS DISTINCT FROM $2::bigint)');
    expect(filter('id gt 1').sql).toBe('(t."id" > $2::bigint)');
    expect(filter('id ge 1').sql).toBe('(t."id" >= $2::bigint)');
    expect(filter('id lt 1').sql).toBe('(t."id" < $2::bigint)');
    expect(filter('id le 1').sql).toBe('(t."id" <= $2::bigint)');
    expect(filter('limite ge 10.50').sql).toBe('(t."limite" >= $2::numeric)');
    expect(filter('limite ge 10.50').params).toEqual(['10.50']);
    expect(filter('ativo eq true').params).toEqual([true]);
    expect(filter('1 lt id').sql).toBe('($2::bigint < t."id")');
    expect(filter('limite gt id').sql).toBe('(t."limite" > t."id")');
    expect(filter('id eq 9223372036854775807').params).toEqual(['9223372036854775807']);
    expect(filter('id eq 99999999999').params).toEqual([99999999999]);
    expect(filter('id eq -5').params).toEqual([-5]);
  });

  it('and/or/not com a precedência do OData (not > and > or) e parênteses', () => {
    expect(filter('not ativo eq true and id eq 1').sql).toBe('((NOT (t."ativo" = $2::boolean)) AND (t."id" = $3::bigint))');
    expect(filter('id eq 1 or id eq 2 and id eq 3').sql).toBe('((t."id" = $2::bigint) OR ((t."id" = $3::bigint) AND (t."id" = $4::bigint)))');
    expect(filter('(id eq 1 or id eq 2) and not (id eq 3)').sql).toBe('(((t."id" = $2::bigint) OR (t."id" = $3::bigint)) AND (NOT (t."id" = $4::bigint)))');
    expect(filter('id eq 1 AND ativo').sql).toBe('((t."id" = $2::bigint) AND t."ativo")');
    expect(filter('not not ativo').sql).toBe('(NOT (NOT t."ativo"))');
  });

  it('null: eq/ne null viram IS NULL / IS NOT NULL', () => {
    expect(filter('nome eq null')).toEqual({ sql: '(t."nome" IS NULL)', params: [] });
    expect(filter('nome ne null').sql).toBe('(t."nome" IS NOT NULL)');
    expect(filter('null eq nascimento').sql).toBe('(t."nascimento" IS NULL)');
    expect(error('$filter=nome gt null').code).toBe('TipoIncompativel');
    expect(error('$filter=null eq null').code).toBe('TipoIncompativel');
  });

  it("in ('a','b') e in com números e null", () => {
    expect(filter("nome in ('a', 'b')")).toEqual({ sql: '(t."nome" IN ($2::text, $3::text))', params: ['a', 'b'] });
    expect(filter('id in (1,2,3)')).toEqual({ sql: '(t."id" IN ($2::bigint, $3::bigint, $4::bigint))', params: [1, 2, 3] });
    expect(filter("nome in ('a', null)").sql).toBe('(t."nome" IN ($2::text) OR t."nome" IS NULL)');
    expect(filter('nome in (null)').sql).toBe('(t."nome" IS NULL)');
    expect(filter("not Nome in ('x') and id eq 1").sql).toBe('((NOT (t."nome" IN ($2::text))) AND (t."id" = $3::bigint))');
    expect(filter("tolower(nome) in ('ana')").sql).toBe('(lower(t."nome") IN ($2::text))');
    expect(filter('nascimento in (2026-01-01, 2026-01-02)').params).toEqual(['2026-01-01', '2026-01-02']);
    expect(error("$filter=id in ('a')").code).toBe('TipoIncompativel');
    expect(error('$filter=id in ()').code).toBe('ConsultaInvalida');
    expect(error('$filter=id in (nome)').code).toBe('ConsultaInvalida');
    expect(error("$filter=in ('a')").code).toBe('ConsultaInvalida');
  });

  it('datas e data/hora com fuso', () => {
    expect(filter('nascimento ge 2026-01-01')).toEqual({ sql: '(t."nascimento" >= $2::date)', params: ['2026-01-01'] });
    expect(filter('criadoEm lt 2026-01-01T10:00:00Z')).toEqual({
      sql: '(t."criado_em" < $2::timestamptz)',
      params: ['2026-01-01T10:00:00Z'],
    });
    expect(filter('criadoEm lt 2026-01-01T10:00:00.123-03:00').params).toEqual(['2026-01-01T10:00:00.123-03:00']);
    expect(compile('$filter=criadoEm lt 2026-01-01T10:00:00%2B03:00').params[1]).toBe('2026-01-01T10:00:00+03:00');
    expect(filter('criadoEm ge 2026-01-01').sql).toBe('(t."criado_em" >= $2::date)');
    expect(error('$filter=nascimento eq 2026-02-30').code).toBe('ConsultaInvalida');
    expect(error('$filter=nascimento eq 0000-01-01').code).toBe('ConsultaInvalida');
    expect(error('$filter=criadoEm eq 2026-01-01T10:00:00%2B23:00').code).toBe('ConsultaInvalida');
    expect(error("$filter=nascimento eq '2026-01-01'").code).toBe('TipoIncompativel');
  });

  it('guid é comparado como texto', () => {
    expect(filter('cpfCnpj eq 01234567-89ab-cdef-0123-456789ABCDEF')).toEqual({
      sql: '(t."cpf_cnpj" = $2::text)',
      params: ['01234567-89ab-cdef-0123-456789abcdef'],
    });
  });

  it("contains/startswith/endswith: sem acento e sem caixa (erp_sem_acento + LIKE), %, _ e \\ escapados e ESCAPE '\\'", () => {
    expect(filter("contains(nome,'50%_a\\b')")).toEqual({
      sql: '(erp_sem_acento(t."nome") LIKE $2::text ESCAPE \'\\\')',
      params: ['%50\\%\\_a\\\\b%'],
    });
    expect(filter("startswith(Nome,'Ana')").params).toEqual(['ana%']);
    expect(filter("endswith(nome,'Silva')").params).toEqual(['%silva']);
    expect(filter("contains(nome,'CAFÉ São João')").params).toEqual(['%cafe sao joao%']);
    expect(filter("contains(tolower(nome),'x')").sql).toBe('(erp_sem_acento(lower(t."nome")) LIKE $2::text ESCAPE \'\\\')');
    expect(filter("not contains(nome,'x') and ativo").sql).toBe('((NOT (erp_sem_acento(t."nome") LIKE $2::text ESCAPE \'\\\')) AND t."ativo")');
  });

  it("função booleana comparada com true/false (forma do ra-data-odata-server: Contains(Nome,'x') eq true)", () => {
    const like = '(erp_sem_acento(t."nome") LIKE $2::text ESCAPE \'\\\')';
    expect(filter("Contains(Nome,'x') eq true")).toEqual({ sql: like, params: ['%x%'] });
    expect(filter("contains(nome,'x') ne false").sql).toBe(like);
    expect(filter("contains(nome,'x') eq false").sql).toBe(`(NOT ${like})`);
    expect(filter("not contains(nome,'x') eq true").sql).toBe(`(NOT ${like})`);
    expect(filter("not contains(nome,'x') eq false").sql).toBe(`(NOT (NOT ${like}))`);
    expect(filter("startswith(nome,'a') eq true and ativo eq true").sql).toContain('AND');
  });

  it('funções de texto', () => {
    expect(filter("tolower(nome) eq 'a'").sql).toBe('(lower(t."nome") = $2::text)');
    expect(filter("toupper(nome) eq 'A'").sql).toBe('(upper(t."nome") = $2::text)');
    expect(filter("trim(nome) eq 'a'").sql).toBe('(btrim(t."nome") = $2::text)');
    expect(filter('length(nome) gt 3').sql).toBe('(char_length(t."nome") > $2::bigint)');
    expect(filter("concat(nome,'x') eq 'ax'").sql).toBe('((t."nome" || $2::text) = $3::text)');
    expect(filter("indexof(nome,'a') eq 0")).toEqual({
      sql: '((strpos(t."nome", $2::text) - $3::int) = $4::bigint)',
      params: ['a', 1, 0],
    });
    expect(filter("substring(nome,1) eq 'na'")).toEqual({ sql: '(substr(t."nome", $2::int) = $3::text)', params: [2, 'na'] });
    expect(filter("substring(nome,0,2) eq 'An'").params).toEqual([1, 2, 'An']);
    expect(error("$filter=substring(nome,-1) eq 'a'").code).toBe('ConsultaInvalida');
    expect(error("$filter=substring(nome,id) eq 'a'").code).toBe('TipoIncompativel');
  });

  it('funções de data', () => {
    expect(filter('year(nascimento) eq 2000').sql).toBe('(EXTRACT(YEAR FROM t."nascimento")::int = $2::bigint)');
    expect(filter('month(criadoEm) eq 1').sql).toBe('(EXTRACT(MONTH FROM t."criado_em")::int = $2::bigint)');
    expect(filter('day(criadoEm) eq 1').sql).toBe('(EXTRACT(DAY FROM t."criado_em")::int = $2::bigint)');
    expect(filter('hour(criadoEm) eq 1').sql).toBe('(EXTRACT(HOUR FROM t."criado_em")::int = $2::bigint)');
    expect(filter('minute(criadoEm) eq 1').sql).toBe('(EXTRACT(MINUTE FROM t."criado_em")::int = $2::bigint)');
    expect(filter('second(criadoEm) eq 1').sql).toBe('(floor(EXTRACT(SECOND FROM t."criado_em"))::int = $2::bigint)');
    expect(filter('date(criadoEm) eq 2026-01-01').sql).toBe('((t."criado_em")::date = $2::date)');
    expect(error('$filter=hour(nascimento) eq 1').code).toBe('TipoIncompativel');
  });

  it('literal hostil vira parâmetro', () => {
    const r = compile(`$filter=${encodeURIComponent("nome eq '''; drop table cliente; --'")}`);
    expect(r.params[1]).toBe("'; drop table cliente; --");
    expect(r.sql).not.toContain('drop');
    expect(r.sql).not.toContain(';');
    const r2 = compile("$filter=nome eq 'D''Ávila'");
    expect(r2.params[1]).toBe("D'Ávila");
  });
});

describe('$filter — erros', () => {
  it('propriedade desconhecida', () => {
    const e = error('$filter=xyz eq 1');
    expect(e.code).toBe('PropriedadeDesconhecida');
    expect(e.message).toBe("Propriedade 'xyz' não existe em Cliente");
    expect(error("$filter=senha_hash eq 'x'").code).toBe('PropriedadeDesconhecida');
  });

  it('aspas não fechadas, parênteses desbalanceados, lixo', () => {
    const e = error("$filter=nome eq 'abc");
    expect(e.code).toBe('ConsultaInvalida');
    expect(e.message).toMatch(/^Filtro inválido: /);
    expect(e.message).toContain('aspas');
    expect(error("$filter=(nome eq 'a'").message).toContain('parênteses');
    expect(error("$filter=nome eq 'a')").code).toBe('ConsultaInvalida');
    expect(error('$filter=nome eq').message).toMatch(/^Filtro inválido: /);
    expect(error("$filter=nome eq 'a' 'b'").code).toBe('ConsultaInvalida');
    expect(error('$filter=;').message).toContain("caractere inesperado ';'");
    expect(error('$filter=nome eq "a"').code).toBe('ConsultaInvalida');
    expect(error('$filter=%ZZ').code).toBe('ConsultaInvalida');
    expect(error('$filter=nome eq @p').code).toBe('ConsultaInvalida');
    expect(error("$filter=nome eq 'a%00'").code).toBe('ConsultaInvalida');
  });

  it('tipos incompatíveis → 400', () => {
    const e = error("$filter=id eq 'abc'");
    expect(e.code).toBe('TipoIncompativel');
    expect(e.message).toContain("'id' (inteiro)");
    expect(error("$filter=contains(id,'1')").code).toBe('TipoIncompativel');
    expect(error('$filter=contains(nome,id)').code).toBe('TipoIncompativel');
    expect(error('$filter=nome').code).toBe('TipoIncompativel');
    expect(error('$filter=ativo eq 1').code).toBe('TipoIncompativel');
  });

  it('construções não suportadas → OpcaoNaoSuportada', () => {
    expect(error('$filter=id add 1 eq 2').code).toBe('OpcaoNaoSuportada');
    expect(error("$filter=endereco/cidade eq 'x'").code).toBe('OpcaoNaoSuportada');
    expect(error('$filter=$it eq 1').code).toBe('OpcaoNaoSuportada');
    expect(error("$filter=foo(nome) eq 'x'").code).toBe('OpcaoNaoSuportada');
    expect(error('$filter=geo.distance(a,b) eq 1').code).toBe('ConsultaInvalida');
  });
});

describe('$filter — limites', () => {
  it('in com 1000 valores passa (getMany do react-admin); 1001 não', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(compile(`$filter=${encodeURIComponent(`id in (${list(1000)})`)}`).params).toHaveLength(1 + 1000 + 2);
    expect(error(`$filter=${encodeURIComponent(`id in (${list(1001)})`)}`).code).toBe('ConsultaInvalida');
  });

  it('aninhamento e tamanho limitados', () => {
    expect(compile(`$filter=${'('.repeat(32)}ativo${')'.repeat(32)}`).params).toHaveLength(3);
    expect(error(`$filter=${'('.repeat(33)}ativo${')'.repeat(33)}`).message).toContain('aninhados');
    const many = Array.from({ length: 400 }, (_, i) => `id eq ${i}`).join(' and ');
    expect(error(`$filter=${encodeURIComponent(many)}`).message).toContain('complexa demais');
    // Long string literals do not count towards the parser budget.
    expect(compile(`$filter=${encodeURIComponent(`nome eq '${'x'.repeat(5000)}'`)}`).params[1]).toHaveLength(5000);
  });
});

describe('$orderby', () => {
  it('várias propriedades, sem diferenciar maiúsculas; chave sempre no fim', () => {
    expect(compile('$orderby=Nome desc,limite').sql).toContain(' ORDER BY t."nome" DESC NULLS LAST, t."limite" ASC NULLS FIRST, t."id" ASC LIMIT ');
    expect(compile('$orderby=nome ASC, ID desc').sql).toContain(' ORDER BY t."nome" ASC NULLS FIRST, t."id" DESC LIMIT ');
    expect(compile('$orderby=criadoEm%20desc').sql).toContain(' ORDER BY t."criado_em" DESC NULLS LAST, t."id" ASC LIMIT ');
  });

  it('erros', () => {
    expect(error('$orderby=xyz').code).toBe('PropriedadeDesconhecida');
    expect(error('$orderby=tolower(nome)').code).toBe('OpcaoNaoSuportada');
    expect(error('$orderby=nome sideways').code).toBe('PropriedadeDesconhecida');
    expect(error('$orderby=nome asc desc').code).toBe('ConsultaInvalida');
  });
});

describe('$top / $skip', () => {
  it('limites', () => {
    const e = error('$top=100000000');
    expect(e.code).toBe('ConsultaInvalida');
    expect(e.message).toBe('O valor máximo de $top é 1000');
    expect(compile('$top=1000').top).toBe(1000);
    expect(compile('$top=0').params.slice(-2)).toEqual([0, 0]);
    expect(error('$top=-1').code).toBe('ConsultaInvalida');
    expect(error('$top=1.5').code).toBe('ConsultaInvalida');
    expect(error('$top=').code).toBe('ConsultaInvalida');
    expect(error('$skip=-1').code).toBe('ConsultaInvalida');
    expect(error('$skip=99999999999999999999').code).toBe('ConsultaInvalida');
    expect(compile('$skip=30').skip).toBe(30);
  });
});

describe('$select', () => {
  it('lista, sem diferenciar maiúsculas, chave sempre incluída', () => {
    const r = compile('$select=Nome,cpfcnpj');
    expect(r.sql.startsWith('SELECT t."id" AS "id", t."nome" AS "nome", t."cpf_cnpj" AS "cpfCnpj" FROM')).toBe(true);
    expect(r.select.map((p) => p.name)).toEqual(['id', 'nome', 'cpfCnpj']);
    expect(compile('$select=*').select).toHaveLength(cliente.properties.length);
    expect(error('$select=nome,senha_hash').code).toBe('PropriedadeDesconhecida');
    expect(error('$select=nome,,id').code).toBe('ConsultaInvalida');
  });
});

describe('$search', () => {
  it('várias palavras: cada palavra em alguma coluna de busca (sem acento nas de texto, escapado)', () => {
    const r = compile('$search=jo%C3%A3o%20silva');
    const word = (a: number, b: number, c: number) =>
      `(erp_sem_acento(t."nome") LIKE $${a}::text ESCAPE '\\' OR erp_sem_acento(t."cpf_cnpj") LIKE $${b}::text ESCAPE '\\' OR t."id"::text ILIKE $${c}::text ESCAPE '\\')`;
    expect(where('$search=jo%C3%A3o%20silva')).toBe(`${TENANT} AND ((${word(2, 3, 4)} AND ${word(5, 6, 7)}))`);
    // the WHERE words, then the ranking by the first word's prefix in the text columns
    expect(r.params.slice(1, -2)).toEqual(['%joao%', '%joao%', '%joão%', '%silva%', '%silva%', '%silva%', 'joao%', 'joao%']);
    expect(r.sql).toContain(`ORDER BY (erp_sem_acento(t."nome") LIKE $8::text ESCAPE '\\' OR erp_sem_acento(t."cpf_cnpj") LIKE $9::text ESCAPE '\\') DESC, `);
    const contado = compile('$search=jo%C3%A3o%20silva&$count=true');
    expect(contado.countSql).not.toContain('$8');
    expect(contado.countParams).toHaveLength(7);
  });

  it('aspas são caracteres literais; %, _ escapados; "+" separa palavras', () => {
    const r = compile('$search=%22a%20b%22%2050%25_x');
    expect(r.params.slice(1, -4).filter((_, i) => i % 3 === 0)).toEqual(['%"a%', '%b"%', '%50\\%\\_x%']);
    expect(compile('$search=ana+maria').params.length).toBe(1 + 6 + 2 + 2);
    expect(compile("$search=D'%C3%81vila").params[1]).toBe("%d'avila%");
  });

  it('combina com $filter; vazio é ignorado; limites', () => {
    expect(where('$filter=ativo&$search=ana')).toBe(
      `${TENANT} AND (t."ativo") AND ((erp_sem_acento(t."nome") LIKE $2::text ESCAPE '\\' OR erp_sem_acento(t."cpf_cnpj") LIKE $3::text ESCAPE '\\' OR t."id"::text ILIKE $4::text ESCAPE '\\'))`,
    );
    expect(compile('$search=%20%20').params).toEqual([7, 100, 0]);
    expect(error(`$search=${'a '.repeat(11)}`).code).toBe('ConsultaInvalida');
  });
});

describe('opções de consulta', () => {
  it('$expand e opções desconhecidas → 400; repetidas → 400', () => {
    const e = error('$expand=itens');
    expect(e.code).toBe('OpcaoNaoSuportada');
    expect(e.message).toContain('não é suportado');
    expect(error('$apply=groupby((nome))').code).toBe('OpcaoNaoSuportada');
    expect(error('$skiptoken=abc').code).toBe('OpcaoNaoSuportada');
    expect(error('$top=1&$top=2').code).toBe('ConsultaInvalida');
    expect(error('$count=maybe').code).toBe('ConsultaInvalida');
  });
});
