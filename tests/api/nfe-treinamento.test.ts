/**
 * Chave de treinamento "SEFAZ fora do ar" (nfe/treinamento.ts) contra o simulador
 * da SEFAZ sobre HTTPS: só o administrador liga; ligada, o autorizador da UF responde 503, a
 * transmissão falha até o sistema sugerir a contingência, a entrada aceita manda a NF-e nova à SVC
 * (tpEmis da SVC, autorizada); desligada, a saída da contingência concilia. Indisponível para uma
 * empresa em produção (tpAmb 1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { AUTORIZADORES_PADRAO } from '../../src/fiscal/sefaz/tabela.ts';
import { SVC_DA_UF, TPEMIS_SVC } from '../../src/fiscal/sefaz/contingencia.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let caixa: string;
let emit = 0;
let uf = '';

beforeAll(async () => {
  n = await iniciarServidorNFe(4);
  s = n.s;
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  const { rows } = await s.db.pool.query(`SELECT e.id, e.uf FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`);
  emit = rows[0].id;
  uf = rows[0].uf;
}, 120_000);
afterAll(async () => {
  await n?.close();
});

const get = (url: string) => s.call(loja, { method: 'GET', url });
const chave = (token: string, foraDoAr: unknown) =>
  s.call(token, { method: 'POST', url: '/v1/GerenciadorNFe/TreinamentoSefaz', payload: foraDoAr === undefined ? {} : { foraDoAr } });

async function novaNota(): Promise<number> {
  const cli = (await s.db.pool.query(`SELECT id FROM cliente WHERE emitente_id = $1 AND uf = $2 AND length(cpf_cnpj) = 14 ORDER BY id LIMIT 1`, [emit, uf]))
    .rows[0];
  const { rows: ps } = await s.db.pool.query('SELECT * FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emit]);
  const res = await s.call(loja, {
    method: 'POST',
    url: '/v1/faturamento/',
    payload: {
      cliente_id: cli.id,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: ps.map((p) => ({ produto_id: p.id, quantidade: 1, valor_unitario: Number(p.preco_venda) })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().Data.id;
}

describe('treinamento: autorizador da UF fora do ar no simulador', () => {
  it('estado inicial; sem permissão de administrador: 403; sem foraDoAr: 400 com o campo', async () => {
    const e = await get('/v1/GerenciadorNFe/TreinamentoSefaz');
    expect(e.statusCode, e.body).toBe(200);
    expect(e.json().Data).toEqual({ disponivel: true, motivo: null, uf, autorizadores: [AUTORIZADORES_PADRAO['55'][uf]], foraDoAr: false });
    expect((await chave(caixa, true)).statusCode).toBe(403);
    const sem = await chave(loja, undefined);
    expect(sem.statusCode).toBe(400);
    expect(sem.json().foraDoAr[0]).toContain('foraDoAr');
    expect(n.sefaz.estado.contingencia.foraDoAr.size).toBe(0);
  });

  it('a chave ligada manda uma NF-e nova à SVC quando a sugestão de contingência é aceita; desligada, a saída concilia', async () => {
    const liga = await chave(loja, true);
    expect(liga.statusCode, liga.body).toBe(200);
    expect(liga.json().Data).toMatchObject({ disponivel: true, foraDoAr: true });
    expect(liga.json().Message).toContain('fora do ar');
    expect(n.sefaz.estado.contingencia.foraDoAr.has(AUTORIZADORES_PADRAO['55'][uf])).toBe(true);
    const aud = await s.db.pool.query(`SELECT descricao FROM auditoria WHERE emitente_id = $1 AND entidade = 'nfe_contingencia' ORDER BY id DESC LIMIT 1`, [
      emit,
    ]);
    expect(aud.rows[0].descricao).toContain('fora do ar');

    const id = await novaNota();
    for (let i = 0; i < 3; i++) expect((await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`)).statusCode).toBe(502);
    expect((await get('/v1/GerenciadorNFe/Contingencia')).json().Data).toMatchObject({ ativa: false, sugerir: true });
    const entra = await get(`/v1/GerenciadorNFe/EntrarContingencia?justificativa=${encodeURIComponent('Treinamento: SEFAZ autorizadora fora do ar')}`);
    expect(entra.statusCode, entra.body).toBe(200);
    const nova = await novaNota();
    const r = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${nova}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ situacao: 'autorizada', cStat: '100' });
    const svc = SVC_DA_UF[uf];
    expect(r.json().Data.chave[34]).toBe(TPEMIS_SVC[svc]);
    expect(n.sefaz.estado.autorizadas.get(r.json().Data.chave)).toBeDefined();

    const desliga = await chave(loja, false);
    expect(desliga.json().Data).toMatchObject({ foraDoAr: false });
    expect(n.sefaz.estado.contingencia.foraDoAr.size).toBe(0);
    const sai = await get('/v1/GerenciadorNFe/SairContingencia');
    expect(sai.statusCode, sai.body).toBe(200);
    expect(sai.json().Data).toMatchObject({ ativa: false, pendentesConciliacao: 0 });
  });

  it('empresa em produção (tpAmb 1): indisponível, 409 e nada muda no simulador', async () => {
    await s.db.pool.query('UPDATE emitente_fiscal SET ambiente = 1 WHERE emitente_id = $1', [emit]);
    try {
      const e = await get('/v1/GerenciadorNFe/TreinamentoSefaz');
      expect(e.json().Data).toMatchObject({ disponivel: false, foraDoAr: false });
      expect(e.json().Data.motivo).toContain('produção');
      const r = await chave(loja, true);
      expect(r.statusCode).toBe(409);
      expect(r.json().Message).toContain('homologação');
      expect(n.sefaz.estado.contingencia.foraDoAr.size).toBe(0);
    } finally {
      await s.db.pool.query('UPDATE emitente_fiscal SET ambiente = 2 WHERE emitente_id = $1', [emit]);
    }
  });
});
