/**
 * Tabelas de referência fiscais: gênero do item do SPED (EFD Tabela 4.2.1: 00 serviço e
 * os capítulos da NCM), grupos e subitens da lista de serviços da LC 116/2003. Carregadas na
 * partida, somente leitura pela API, e o produto de serviço guarda o subitem (chave estrangeira:
 * código inexistente é recusado com 400 no campo). PGlite e, com TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const odata = async (consulta: string) => {
  const r = await s.call(loja, { method: 'GET', url: `/OData/${consulta}` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

describe('gênero SPED e lista de serviços', () => {
  it('gêneros: 00 serviço e um por capítulo da NCM que existe na tabela de NCM', async () => {
    const g = await odata('GeneroSped?$count=true&$orderby=codigo');
    expect(g['@odata.count']).toBe(97);
    expect(g.value[0]).toEqual({ codigo: '00', descricao: 'Serviço' });
    expect(g.value.find((x: { codigo: string }) => x.codigo === '22').descricao).toBe('Bebidas, líquidos alcoólicos e vinagres');
    // todo NCM carregado tem o seu gênero na tabela (os 2 primeiros dígitos)
    const { rows } = await s.db.pool.query('SELECT count(*)::int AS n FROM ncm WHERE left(codigo, 2) NOT IN (SELECT codigo FROM genero_sped)');
    expect(rows[0].n).toBe(0);
  });

  it('LC 116: 40 itens e o 99 da NFS-e, cada subitem no seu grupo', async () => {
    const grupos = await odata('ServicosCnaeGrupos?$count=true');
    expect(grupos['@odata.count']).toBe(41);
    const det = await odata('ServicosCnaeDet?$filter=grupo_id eq 14&$orderby=codigo');
    expect(det.value.length).toBeGreaterThan(5);
    expect(det.value.every((d: { codigo: string }) => d.codigo.startsWith('14.'))).toBe(true);
    expect((await odata("ServicosCnaeDet?$filter=codigo eq '1.01'")).value[0].descricao).toBe('Análise e desenvolvimento de sistemas');
  });

  it('somente leitura pela API', async () => {
    const r = await s.call(loja, { method: 'POST', url: '/v1/servicosCnaeDet/', payload: { codigo: '98.01', grupo_id: 1, descricao: 'x' } });
    expect([403, 404, 405]).toContain(r.statusCode);
    expect((await s.db.pool.query(`SELECT count(*)::int AS n FROM servicos_cnae_det WHERE codigo = '98.01'`)).rows[0].n).toBe(0);
  });

  it('serviço com o subitem da LC 116; subitem inexistente: 400 no campo, nada gravado', async () => {
    const ok = await s.call(loja, {
      method: 'POST',
      url: '/v1/produto/',
      payload: { codigo: 'SV-INST', descricao: 'Instalação de software', unidade: 'UN', tipo_item: '09', item_lista_servico: '1.07' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().Data.item_lista_servico).toBe('1.07');
    const ruim = await s.call(loja, {
      method: 'POST',
      url: '/v1/produto/',
      payload: { codigo: 'SV-X', descricao: 'Serviço qualquer', unidade: 'UN', tipo_item: '09', item_lista_servico: '98.99' },
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.body).toContain('item_lista_servico');
    expect((await s.db.pool.query(`SELECT count(*)::int AS n FROM produto WHERE codigo = 'SV-X'`)).rows[0].n).toBe(0);
  });
});
