/**
 * Distribuição DF-e na demonstração, contra o simulador da SEFAZ sobre HTTPS:
 * numa demonstração nova, a preparação do início do servidor (main.ts -> prepararDistribuicaoDemo)
 * faz a indústria e a loja venderem uma à outra pela API; o simulador distribui ao destinatário
 * toda NF-e que autoriza; `ObterNotas` da loja traz a nota emitida pela indústria (e os resumos de
 * fornecedores de fora); a ciência libera a nota completa, que a loja recebe; a indústria recebe
 * a da loja; a preparação não emite de novo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { prepararDistribuicaoDemo } from '../../src/server/modules/compras/dfe-demo.ts';
import { faturarPedidosDemo } from '../../src/server/modules/pedidos/demo-faturados.ts';
import { obterRuntimeFiscal } from '../../src/server/modules/nfe/index.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let industria: string;
const empresa: Record<string, { id: number; cnpj: string; nome: string }> = {};

beforeAll(async () => {
  n = await iniciarServidorNFe(3);
  s = n.s;
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
  const { rows } = await s.db.pool.query(
    `SELECT u.login, e.id, e.cnpj, e.nome FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login IN ('loja','industria')`,
  );
  for (const r of rows) empresa[r.login] = { id: r.id, cnpj: r.cnpj, nome: r.nome };
}, 120_000);
afterAll(async () => {
  await n?.close();
});

const recebidos = async (login: string) =>
  (
    await s.db.pool.query(
      `SELECT id, chave, tipo, cpf_cnpj, nome, valor::float8 AS valor, xml_completo FROM compra_dfe_manifesto WHERE emitente_id = $1 AND tipo IN ('resNFe','procNFe') ORDER BY nsu`,
      [empresa[login].id],
    )
  ).rows;

describe('distribuição DF-e numa demonstração nova', () => {
  let notas: Array<{ de: string; para: string; chave: string }> = [];

  it('a preparação emite uma NF-e de cada empresa para a outra (autorizadas) e publica resumos de fornecedores', async () => {
    const r = await prepararDistribuicaoDemo(s.app, s.db, n.sefaz);
    notas = r.notas;
    expect(notas.map((x) => `${x.de}->${x.para}`)).toEqual(['industria->loja', 'loja->industria']);
    expect(r.fornecedores).toBe(6);
    for (const x of notas) expect(n.sefaz.estado.autorizadas.get(x.chave)?.cnpj).toBe(empresa[x.de].cnpj);
  });

  it('ObterNotas da loja devolve a nota emitida pela indústria e os resumos de fornecedores', async () => {
    const r = await s.call(loja, { method: 'GET', url: '/v1/compraDFeManifesto/ObterNotas' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ cStat: '138', recebidos: 4 });
    const docs = await recebidos('loja');
    const daIndustria = docs.find((d) => d.cpf_cnpj === empresa.industria.cnpj);
    expect(daIndustria).toMatchObject({ chave: notas[0].chave, tipo: 'resNFe', nome: empresa.industria.nome, xml_completo: false });
    expect(daIndustria!.valor).toBeGreaterThan(0);
    expect(docs.filter((d) => d.cpf_cnpj !== empresa.industria.cnpj)).toHaveLength(3);
  });

  it('a ciência libera a nota completa da indústria (procNFe válido) para a loja', async () => {
    const doc = (await recebidos('loja')).find((d) => d.chave === notas[0].chave)!;
    const m = await s.call(loja, { method: 'GET', url: `/v1/compraDFeManifesto/ManifestarDocumento?ids=${doc.id}&evento=210210` });
    expect(m.statusCode, m.body).toBe(200);
    expect(m.json().Data[0].cStat).toBe('135');
    const depois = (await recebidos('loja')).find((d) => d.chave === notas[0].chave)!;
    expect(depois).toMatchObject({ tipo: 'procNFe', xml_completo: true });
    const x = await s.call(loja, { method: 'GET', url: `/v1/compraDFeManifesto/DownloadXML?id=${doc.id}` });
    expect(x.statusCode).toBe(200);
    expect(x.body).toContain(`<CNPJ>${empresa.industria.cnpj}</CNPJ>`);
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(x.body, 'nfeProc').erros).toEqual([]);
  });

  it('a indústria recebe a nota emitida pela loja; a preparação de novo não emite outra', async () => {
    const r = await s.call(industria, { method: 'GET', url: '/v1/compraDFeManifesto/ObterNotas' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await recebidos('industria')).find((d) => d.cpf_cnpj === empresa.loja.cnpj)).toMatchObject({ chave: notas[1].chave, nome: empresa.loja.nome });
    const antes = n.sefaz.estado.requisicoes.NfeAutorizacao ?? 0;
    const again = await prepararDistribuicaoDemo(s.app, s.db, n.sefaz);
    expect(again.notas).toEqual([]);
    expect(n.sefaz.estado.requisicoes.NfeAutorizacao ?? 0).toBe(antes);
  });
});

describe('pedidos faturado e entregue na demonstração (início do servidor com o simulador)', () => {
  const etapaDe = async (id: number) =>
    (
      await s.db.pool.query(
        'SELECT s.etapa, p.faturamento_id FROM pedido p JOIN situacao_pedido s ON s.emitente_id = p.emitente_id AND s.id = p.situacao_pedido_id WHERE p.id = $1',
        [id],
      )
    ).rows[0];

  it('a loja grava, aprova e fatura dois pedidos com NF-e autorizada; o segundo fica entregue; de novo não grava outros', async () => {
    const ids = await faturarPedidosDemo(s.app, s.db);
    expect(ids.faturado).toBeGreaterThan(0);
    expect(ids.entregue).toBeGreaterThan(0);
    expect(await etapaDe(ids.faturado!)).toMatchObject({ etapa: 'faturado' });
    expect(await etapaDe(ids.entregue!)).toMatchObject({ etapa: 'entregue' });
    // the order list the user opens shows both, each with its authorised NF-e
    const lista = await s.call(loja, { method: 'GET', url: `/OData/Pedido?$filter=id eq ${ids.entregue}` });
    expect(lista.statusCode, lista.body).toBe(200);
    const notas = await s.db.pool.query(
      `SELECT f.situacao FROM pedido p JOIN faturamento f ON f.emitente_id = p.emitente_id AND f.id = p.faturamento_id WHERE p.id = ANY($1::int[])`,
      [[ids.faturado, ids.entregue]],
    );
    expect(notas.rows.map((r) => r.situacao)).toEqual(['autorizada', 'autorizada']);
    expect(await faturarPedidosDemo(s.app, s.db)).toEqual({});
  });
});
