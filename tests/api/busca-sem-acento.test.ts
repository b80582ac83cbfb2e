/**
 * Busca sem acento e sem caixa no banco real, PGlite e PostgreSQL: `$search` e
 * `contains` acham "Café" com "cafe", "CAFÉ" e "café"; "sao joao" acha "São João"; a função do
 * banco concorda com `dobrarBusca` letra a letra; e o índice trigram da expressão é utilizável.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dobrarBusca, LETRAS_ACENTUADAS } from '../../src/domain/busca.ts';
import { cnpjCheckDigits } from '../../src/domain/documentos.ts';
import { startTestServer, type LoginData, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: LoginData;
beforeAll(async () => {
  s = await startTestServer({ demoSize: 120 });
  loja = await s.login('loja');
});
afterAll(async () => {
  await s?.close();
});

const odata = async (path: string) => {
  const r = await s.call(loja.Token, { method: 'GET', url: path });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const contar = async (set: string, query: string) => (await odata(`/OData/${set}?${query}&$count=true&$top=1`))['@odata.count'] as number;

describe('busca sem acento', () => {
  it('a função do banco dobra cada letra acentuada como dobrarBusca', async () => {
    const amostra = `${LETRAS_ACENTUADAS.de} Feijão D'Ávila SÃO JOÃO Ação Pão Ç`;
    const { rows } = await s.db.pool.query('SELECT erp_sem_acento($1) AS v', [amostra]);
    expect(rows[0].v).toBe(dobrarBusca(amostra));
  });

  it('"cafe", "Café", "CAFÉ" e "café" acham os mesmos produtos de café, por $search e por contains', async () => {
    const emit = loja.User.Emitente.id;
    const { rows } = await s.db.pool.query(
      `SELECT count(*)::int AS n FROM produto WHERE emitente_id = $1 AND (descricao ILIKE '%café%' OR descricao ILIKE '%cafe%')`,
      [emit],
    );
    expect(rows[0].n).toBeGreaterThan(0);
    for (const termo of ['cafe', 'Café', 'CAFÉ', 'café']) {
      expect(await contar('Produto', `$search=${encodeURIComponent(termo)}`), termo).toBe(rows[0].n);
      expect(await contar('Produto', `$filter=${encodeURIComponent(`contains(Descricao,'${termo}')`)}`), termo).toBe(rows[0].n);
    }
  });

  it('"sao joao" acha "São João"; "davila" não, mas "d\'avila" acha "D\'Ávila"', async () => {
    const base = '47123456' + '0001';
    for (const nome of ['Mercearia São João Ltda', "Padaria D'Ávila Ltda"]) {
      const b = String(Number(base.slice(0, 8)) + nome.length).padStart(8, '0') + '0001';
      const r = await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', payload: { nome, cpf_cnpj: b + cnpjCheckDigits(b) } });
      expect(r.statusCode, r.body).toBe(201);
    }
    const nomes = async (q: string) => (await odata(`/OData/Cliente?${q}&$select=Nome`)).value.map((c: { nome?: string; Nome?: string }) => c.nome ?? c.Nome);
    expect(await nomes(`$search=${encodeURIComponent('sao joao')}`)).toContain('Mercearia São João Ltda');
    expect(await nomes(`$search=${encodeURIComponent('SÃO JOÃO')}`)).toContain('Mercearia São João Ltda');
    expect(await nomes(`$filter=${encodeURIComponent("startswith(Nome,'mercearia sao')")}`)).toEqual(['Mercearia São João Ltda']);
    expect(await nomes(`$search=${encodeURIComponent("d'avila")}`)).toContain("Padaria D'Ávila Ltda");
  });

  it('municípios: "sao joao del" acha São João del Rei (lookup de cidade)', async () => {
    const r = await odata(`/OData/Cidade?$filter=${encodeURIComponent("contains(Nome,'sao joao del')")}&$select=Nome,Uf`);
    expect(r.value.map((c: { nome: string }) => c.nome)).toContain('São João del Rei');
  });

  it('pesquisa de NCM: "0810" lista 0810.xx antes de 0208.10.00 (prefixo primeiro), descrições em texto puro', async () => {
    const r = await odata(`/OData/Ncm?$search=0810&$orderby=Codigo&$top=8&$count=true`);
    const codigos = r.value.map((n: { codigo: string }) => n.codigo);
    expect(r['@odata.count']).toBeGreaterThan(codigos.filter((c: string) => c.startsWith('0810')).length); // há outras, como 02081000
    const prefixados = codigos.filter((c: string) => c.startsWith('0810'));
    expect(prefixados.length).toBeGreaterThan(0);
    expect(codigos.slice(0, prefixados.length)).toEqual(prefixados);
    expect([...prefixados].sort()).toEqual(prefixados);
    const cafe = await odata(`/OData/Produto?$search=cafe&$orderby=Descricao desc&$top=50`);
    const descricoes: string[] = cafe.value.map((p: { descricao: string }) => p.descricao);
    const primeiroSemPrefixo = descricoes.findIndex((d) => !/^caf[eé]/i.test(d));
    if (primeiroSemPrefixo >= 0) expect(descricoes.slice(primeiroSemPrefixo).some((d) => /^caf[eé]/i.test(d))).toBe(false);
  });

  it('o índice trigram da expressão serve à busca (o plano pode usá-lo)', async () => {
    const c = await s.db.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SET LOCAL enable_seqscan = off');
      const { rows } = await c.query(`EXPLAIN SELECT id FROM cliente WHERE erp_sem_acento(nome) LIKE '%silva%'`);
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('cliente_nome_sem_acento');
    } finally {
      await c.query('ROLLBACK');
      c.release();
    }
  });
});
