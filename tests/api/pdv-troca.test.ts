/**
 * PDV (troca, vale-troca, transformação), contra o simulador da SEFAZ (HTTPS, TLS mútuo): limite de desconto
 * do operador (próprio do usuário, senão do perfil) e liberação por supervisor, também na correção
 * de item (PUT /v1/vendasCupomItem/Edicao/); variação (grade) e adicionais escolhidos no
 * balcão (preço, infAdProd no XML autorizado, baixa do estoque da combinação); troca no balcão
 * (estoque de volta pelo razão, vale-troca impresso, usado como pagamento numa nova venda e
 * recusado no segundo uso).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';
import { criarAutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import type { SimuladorDoServidor } from '../../src/server/modules/nfe/runtime.ts';
import { registrarCscSimulador } from '../../src/sefaz-simulator/nfce.ts';

const CSC = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6';
const REDE = { tentativas: 1, backoffMs: 20, timeoutRespostaMs: 15_000 };
const SENHA = 'Demo@2026';

let s: TestServer;
let sim: SimuladorDoServidor;
let xmlDir = '';
let caixa = '';
let emit = 0;
let produtos: Array<Record<string, any>> = [];

beforeAll(async () => {
  xmlDir = mkdtempSync(join(tmpdir(), 'erp-pdv-troca-'));
  s = await startTestServer({ demoSize: 12, xmlArchiveDir: xmlDir, sefazSimulador: true });
  const u = await s.db.pool.query(`SELECT u.emitente_id, e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'caixa'`);
  emit = u.rows[0].emitente_id;
  sim = await iniciarSimuladorDoServidor(s.config, { ca: criarAutoridadeTeste(), porta: 0, rede: REDE });
  registrarCscSimulador(sim.simulador.estado, u.rows[0].cnpj, 1, CSC);
  await prepararCertificadosDemo(s.db, sim.ca, s.config);
  caixa = (await s.login('caixa')).Token;
  const loja = (await s.login('loja')).Token;
  const r = await s.call(loja, { method: 'PUT', url: '/v1/GerenciadorNFCe/CSC', payload: { ambiente: 2, id_token: 1, csc: CSC } });
  expect(r.statusCode, r.body).toBe(200);
  ({ rows: produtos } = await s.db.pool.query(
    `SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 3`,
    [emit],
  ));
  const ab = await s.call(caixa, { method: 'POST', url: '/v1/pdv/Caixa/Abrir', payload: { valor_abertura: '100.00' } });
  expect(ab.statusCode, ab.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await s?.close();
  await sim?.parar();
  if (xmlDir) rmSync(xmlDir, { recursive: true, force: true });
});

const get = (url: string) => s.call(caixa, { method: 'GET', url });
const post = (url: string, payload: unknown) => s.call(caixa, { method: 'POST', url, payload: payload as Record<string, unknown> });
const contar = async (tabela: string) => (await s.db.pool.query(`SELECT count(*)::int AS n FROM ${tabela}`)).rows[0].n as number;
const saldo = async (produtoId: number) =>
  Number(
    (await s.db.pool.query('SELECT coalesce(sum(quantidade), 0) AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produtoId])).rows[0].q,
  );

describe('limite de desconto do operador', () => {
  beforeAll(async () => {
    // perfil do caixa com limite de 5%; o modelo de venda padrão fica com 0% (só o perfil conta)
    await s.db.pool.query(
      `UPDATE emitente_tipo_usuario SET desconto_maximo = 5 WHERE id = (SELECT emitente_tipo_usuario_id FROM usuario WHERE login = 'caixa')`,
    );
  });
  const p = () => produtos[0];
  const item = (desconto: string) => ({ produto_id: p().id, quantidade: 1, valor_desconto: desconto });
  const dezPorCento = () => (Math.round(Number(p().preco_venda) * 10) / 100).toFixed(2);

  it('desconto do item acima do limite do perfil: 400 com o campo do item, nada gravado', async () => {
    const antes = await contar('venda_cupom');
    const r = await post('/v1/pdv/Venda', { itens: [item(dezPorCento())], pagamentos: [{ t_pag: '01', valor: 1000 }] });
    expect(r.statusCode).toBe(400);
    expect(r.json()['itens[0].valor_desconto'][0]).toMatch(/acima do seu limite \(5,00%\).*supervisor/);
    expect(await contar('venda_cupom')).toBe(antes);
  });

  it('a tela do caixa recebe o limite do operador', async () => {
    const r = await get('/v1/pdv/Caixa');
    expect(r.json().Data.limite_desconto).toBe(5);
  });

  it('dentro do limite do perfil a venda passa sem supervisor', async () => {
    const quatro = (Math.floor(Number(p().preco_venda) * 4) / 100).toFixed(2);
    const r = await post('/v1/pdv/Venda', { itens: [item(quatro)], pagamentos: [{ t_pag: '01', valor: 1000 }], emitir: false });
    expect(r.statusCode, r.body).toBe(201);
  });

  it('supervisor com senha errada ou o próprio operador: 403; o gerente libera e fica registrado', async () => {
    const antes = await contar('venda_cupom');
    const corpo = { itens: [item(dezPorCento())], pagamentos: [{ t_pag: '01', valor: 1000 }], emitir: false };
    const errada = await post('/v1/pdv/Venda', { ...corpo, supervisor: { login: 'loja', senha: 'errada' } });
    expect(errada.statusCode).toBe(403);
    expect(errada.json().Message).toMatch(/senha do supervisor inválidos/);
    const proprio = await post('/v1/pdv/Venda', { ...corpo, supervisor: { login: 'caixa', senha: SENHA } });
    expect(proprio.statusCode).toBe(403);
    expect(await contar('venda_cupom')).toBe(antes);
    const ok = await post('/v1/pdv/Venda', { ...corpo, supervisor: { login: 'loja', senha: SENHA } });
    expect(ok.statusCode, ok.body).toBe(201);
    const v = (
      await s.db.pool.query('SELECT v.desconto_liberado_por, u.login FROM venda_cupom v JOIN usuario u ON u.id = v.desconto_liberado_por WHERE v.id = $1', [
        ok.json().Data.id,
      ])
    ).rows[0];
    expect(v.login).toBe('loja');
  });

  it('desconto da venda inteira também conta (itens + venda)', async () => {
    const r = await post('/v1/pdv/Venda', {
      itens: [{ produto_id: p().id, quantidade: 1 }],
      valor_desconto: dezPorCento(),
      pagamentos: [{ t_pag: '01', valor: 1000 }],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().valor_desconto[0]).toMatch(/acima do seu limite/);
  });

  it('o limite próprio do usuário vale antes do perfil: 2% recusa o que os 5% do perfil deixam', async () => {
    const loja = (await s.login('loja')).Token;
    const id = (await s.db.pool.query(`SELECT id FROM usuario WHERE login = 'caixa'`)).rows[0].id;
    const gravar = async (v: number | null) => {
      const r = await s.call(loja, { method: 'PUT', url: '/v1/usuario/', payload: { id, desconto_maximo: v } });
      expect(r.statusCode, r.body).toBe(200);
    };
    const invalido = await s.call(loja, { method: 'PUT', url: '/v1/usuario/', payload: { id, desconto_maximo: 150 } });
    expect(invalido.statusCode).toBe(400);
    await gravar(2);
    try {
      expect((await get('/v1/pdv/Caixa')).json().Data.limite_desconto).toBe(2);
      const quatro = (Math.floor(Number(p().preco_venda) * 4) / 100).toFixed(2);
      const corpo = { itens: [item(quatro)], pagamentos: [{ t_pag: '01', valor: 1000 }], emitir: false };
      const antes = await contar('venda_cupom');
      const r = await post('/v1/pdv/Venda', corpo);
      expect(r.statusCode).toBe(400);
      expect(r.json()['itens[0].valor_desconto'][0]).toMatch(/acima do seu limite \(2,00%\)/);
      expect(await contar('venda_cupom')).toBe(antes);
      await gravar(null);
      expect((await get('/v1/pdv/Caixa')).json().Data.limite_desconto).toBe(5);
      expect((await post('/v1/pdv/Venda', corpo)).statusCode).toBe(201);
    } finally {
      await s.db.pool.query('UPDATE usuario SET desconto_maximo = NULL WHERE id = $1', [id]);
    }
  });
});

describe('correção de item (PUT /v1/vendasCupomItem/Edicao/) e o limite de desconto', () => {
  const p = () => produtos[0];
  const put = (payload: Record<string, unknown>) => s.call(caixa, { method: 'PUT', url: '/v1/vendasCupomItem/Edicao/', payload });
  let venda = 0;
  let item = 0;
  const estado = async () =>
    (
      await s.db.pool.query(
        `SELECT i.valor_unitario::text, i.valor_desconto::text, v.valor_total::text, v.valor_troco::text, v.desconto_liberado_por
           FROM venda_cupom_item i JOIN venda_cupom v ON v.id = i.venda_cupom_id WHERE i.id = $1`,
        [item],
      )
    ).rows[0];

  beforeAll(async () => {
    // o perfil do caixa segue com 5% (bloco anterior); venda sem desconto, gravada sem emitir
    const r = await post('/v1/pdv/Venda', { itens: [{ produto_id: p().id, quantidade: 1 }], pagamentos: [{ t_pag: '01', valor: 1000 }], emitir: false });
    expect(r.statusCode, r.body).toBe(201);
    venda = r.json().Data.id;
    item = (await s.db.pool.query('SELECT id FROM venda_cupom_item WHERE venda_cupom_id = $1', [venda])).rows[0].id;
  });

  it('desconto acima do limite ou preço reduzido além dele: 400 com o campo, nada gravado', async () => {
    const antes = await estado();
    const preco = Number(p().preco_venda);
    const desconto = await put({ id: item, valor_desconto: (Math.round(preco * 10) / 100).toFixed(2) });
    expect(desconto.statusCode).toBe(400);
    expect(desconto.json().valor_desconto[0]).toMatch(/acima do seu limite \(5,00%\).*supervisor/);
    expect(await estado()).toEqual(antes);
    const preco90 = await put({ id: item, valor_unitario: (Math.round(preco * 90) / 100).toFixed(2) });
    expect(preco90.statusCode).toBe(400);
    expect(preco90.json().valor_unitario[0]).toMatch(/acima do seu limite/);
    expect(await estado()).toEqual(antes);
  });

  it('supervisor inválido: 403; dentro do limite passa; o gerente libera acima e fica registrado', async () => {
    const preco = Number(p().preco_venda);
    const dez = (Math.round(preco * 10) / 100).toFixed(2);
    const antes = await estado();
    const errada = await put({ id: item, valor_desconto: dez, supervisor: { login: 'loja', senha: 'errada' } });
    expect(errada.statusCode).toBe(403);
    expect(await estado()).toEqual(antes);
    const quatro = (Math.floor(preco * 4) / 100).toFixed(2);
    const dentro = await put({ id: item, valor_desconto: quatro });
    expect(dentro.statusCode, dentro.body).toBe(200);
    expect(Number((await estado()).valor_desconto)).toBeCloseTo(Number(quatro), 2);
    const liberado = await put({ id: item, valor_desconto: dez, supervisor: { login: 'loja', senha: SENHA } });
    expect(liberado.statusCode, liberado.body).toBe(200);
    const depois = await estado();
    expect(Number(depois.valor_desconto)).toBeCloseTo(Number(dez), 2);
    expect(Number(depois.valor_total)).toBeCloseTo(preco - Number(dez), 2);
    const quem = (await s.db.pool.query('SELECT login FROM usuario WHERE id = $1', [depois.desconto_liberado_por])).rows[0];
    expect(quem.login).toBe('loja');
    // o percentual já aprovado não é conferido de novo (a quantidade sobe com o mesmo desconto)
    expect((await put({ id: item, quantidade: 2 })).statusCode).toBe(200);
  });
});

describe('variação e adicionais no balcão', () => {
  let pai: Record<string, any>;
  let combinacao: Record<string, any>;
  let lanche: Record<string, any>;
  let grupos: Array<Record<string, any>>;

  it('a leitura marca o produto com opções e lista as combinações da grade e os grupos de adicionais', async () => {
    const r = await get('/v1/pdv/Produto?entrada=CAM-BAS');
    expect(r.statusCode, r.body).toBe(200);
    pai = r.json().Data.produtos[0];
    expect(pai.tem_opcoes).toBe(true);
    const o = (await get(`/v1/pdv/Produto/${pai.id}/Opcoes`)).json().Data;
    expect(o.variacoes.length).toBe(12);
    expect(o.variacoes[0].rotulo).toBe('Branco / P');
    combinacao = o.variacoes[1];
    const l = (await get('/v1/pdv/Produto?entrada=LANCHE-XB')).json().Data.produtos[0];
    expect(l.tem_opcoes).toBe(true);
    const ol = (await get(`/v1/pdv/Produto/${l.id}/Opcoes`)).json().Data;
    lanche = ol.produto;
    grupos = ol.grupos;
    expect(grupos.map((g) => [g.descricao, g.minimo, g.maximo])).toEqual([
      ['Ponto da carne', 1, 1],
      ['Turbine seu lanche', 0, 3],
    ]);
  });

  it('o pai da grade e adicionais fora do mínimo/máximo são recusados', async () => {
    const antes = await contar('venda_cupom');
    const r1 = await post('/v1/pdv/Venda', { itens: [{ produto_id: pai.id, quantidade: 1 }], pagamentos: [{ t_pag: '01', valor: 1000 }] });
    expect(r1.statusCode).toBe(400);
    expect(r1.json()['itens[0].produto_id'][0]).toMatch(/Escolha a variação/);
    const r2 = await post('/v1/pdv/Venda', { itens: [{ produto_id: lanche.id, quantidade: 1 }], pagamentos: [{ t_pag: '01', valor: 1000 }] });
    expect(r2.statusCode).toBe(400);
    expect(r2.json()['itens[0].adicionais'][0]).toBe('Escolha ao menos 1 em "Ponto da carne"');
    const extras = grupos[1].itens.map((i: any) => ({ adicional_id: i.adicional_id }));
    const r3 = await post('/v1/pdv/Venda', {
      itens: [{ produto_id: lanche.id, quantidade: 1, adicionais: [{ adicional_id: grupos[0].itens[1].adicional_id }, ...extras] }],
      pagamentos: [{ t_pag: '01', valor: 1000 }],
    });
    expect(r3.statusCode).toBe(400);
    expect(r3.json()['itens[0].adicionais'][0]).toBe('Escolha no máximo 3 em "Turbine seu lanche"');
    expect(await contar('venda_cupom')).toBe(antes);
  });

  it('vende a combinação e o lanche com adicionais: preço somado, infAdProd no XML, estoque da combinação', async () => {
    const antesCombinacao = await saldo(combinacao.produto_id);
    const antesPai = await saldo(pai.id);
    const ponto = grupos[0].itens.find((i: any) => i.descricao === 'Ao ponto');
    const bacon = grupos[1].itens.find((i: any) => i.descricao === 'Bacon extra');
    const cheddar = grupos[1].itens.find((i: any) => i.descricao === 'Cheddar cremoso');
    const r = await post('/v1/pdv/Venda', {
      itens: [
        { produto_id: combinacao.produto_id, quantidade: 1, codigo_barras: combinacao.gtin },
        {
          produto_id: lanche.id,
          quantidade: 2,
          adicionais: [{ adicional_id: ponto.adicional_id }, { adicional_id: bacon.adicional_id }, { adicional_id: cheddar.adicional_id, quantidade: 2 }],
        },
      ],
      pagamentos: [{ t_pag: '01', valor: 1000 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const v = r.json().Data;
    expect(v.situacao).toBe('autorizada');
    // 32,90 + 0 + 4,00 + 2 × 3,50 = 43,90 por lanche
    const itens = (await s.db.pool.query('SELECT * FROM venda_cupom_item WHERE venda_cupom_id = $1 ORDER BY id', [v.id])).rows;
    expect(Number(itens[1].valor_unitario)).toBe(43.9);
    expect(Number(itens[1].valor_total)).toBe(87.8);
    expect(itens[1].informacao_adicional).toBe('Adicionais: Ao ponto, Bacon extra, Cheddar cremoso x2');
    const xml = (await get(`/v1/GerenciadorNFCe/DownloadXMLNFCe/${v.id}`)).body;
    expect(xml).toContain('<vUnCom>43.9000000000</vUnCom>');
    expect(xml).toContain('<infAdProd>Adicionais: Ao ponto, Bacon extra, Cheddar cremoso x2</infAdProd>');
    expect(xml).toContain(`<xProd>${lanche.descricao}</xProd>`);
    expect(await saldo(combinacao.produto_id)).toBe(antesCombinacao - 1);
    expect(await saldo(pai.id)).toBe(antesPai);
  });
});

describe('troca no balcão e vale-troca', () => {
  let venda: Record<string, any>;
  let itens: Array<Record<string, any>>;
  let vale: { codigo: string; valor: string };
  let trocaId = 0;

  it('localiza a venda pelo QR Code da NFC-e e mostra o disponível para troca', async () => {
    const [a, b] = produtos;
    const r = await post('/v1/pdv/Venda', {
      itens: [
        { produto_id: a.id, quantidade: 2 },
        { produto_id: b.id, quantidade: 1 },
      ],
      pagamentos: [{ t_pag: '01', valor: 1000 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const v = (await s.db.pool.query('SELECT id, chave, qrcode, numero FROM venda_cupom WHERE id = $1', [r.json().Data.id])).rows[0];
    expect(v.qrcode).toContain('?p=');
    const l = await get(`/v1/pdv/Troca/Venda?entrada=${encodeURIComponent(v.qrcode)}`);
    expect(l.statusCode, l.body).toBe(200);
    venda = l.json().Data.venda;
    itens = l.json().Data.itens;
    expect(venda.chave).toBe(v.chave);
    expect(itens.map((i) => Number(i.disponivel))).toEqual([2, 1]);
    expect(l.json().Data.cancelavel).toBe(true);
    const porNumero = await get(`/v1/pdv/Troca/Venda?entrada=${v.numero}`);
    expect(porNumero.json().Data.venda.id).toBe(venda.id);
  });

  it('quantidade acima do vendido é recusada; a troca devolve o estoque e emite o vale', async () => {
    const a = produtos[0];
    const antes = await saldo(a.id);
    const vales = await contar('vale_troca');
    const demais = await post('/v1/pdv/Troca', { venda_cupom_id: venda.id, itens: [{ venda_cupom_item_id: itens[0].id, quantidade: 3 }] });
    expect(demais.statusCode).toBe(400);
    expect(demais.json()['itens[0].quantidade'][0]).toMatch(/só 2 disponível/);
    expect(await contar('vale_troca')).toBe(vales);
    const r = await post('/v1/pdv/Troca', { venda_cupom_id: venda.id, itens: [{ venda_cupom_item_id: itens[0].id, quantidade: 1 }], motivo: 'Tamanho errado' });
    expect(r.statusCode, r.body).toBe(201);
    vale = r.json().Data.vale;
    trocaId = r.json().Data.troca_id;
    expect(vale.codigo).toMatch(/^VT\d{10}$/);
    expect(vale.valor).toBe(Number(itens[0].valor_unitario_liquido).toFixed(2));
    expect(r.json().Data.chave_nfce).toBe(venda.chave);
    expect(await saldo(a.id)).toBe(antes + 1);
    const mov = await s.db.pool.query(`SELECT quantidade FROM estoque_movimentacao WHERE emitente_id = $1 AND documento_tipo = 'troca' AND documento_id = $2`, [
      emit,
      r.json().Data.troca_id,
    ]);
    expect(mov.rows.map((m) => Number(m.quantidade))).toEqual([1]);
    // o que resta: 1 unidade do primeiro item; a venda com troca não é mais cancelável
    const l = (await get(`/v1/pdv/Troca/Venda?entrada=${venda.chave}`)).json().Data;
    expect(l.itens.map((i: any) => Number(i.disponivel))).toEqual([1, 1]);
    expect(l.cancelavel).toBe(false);
    const de_novo = await post('/v1/pdv/Troca', { venda_cupom_id: venda.id, itens: [{ venda_cupom_item_id: itens[0].id, quantidade: 2 }] });
    expect(de_novo.statusCode).toBe(400);
    const cancelar = await get(
      `/v1/GerenciadorNFCe/CancelarVenda?cupom=${venda.id}&justificativa=${encodeURIComponent('Cliente desistiu da compra no caixa')}`,
    );
    expect(cancelar.statusCode).toBe(400);
    expect(cancelar.json().Message).toMatch(/troca registrada/);
  });

  it('a troca gera a NF-e de entrada (finNFe 4, NFref = chave da NFC-e), autorizada sem lançar o estoque de novo', async () => {
    const loja = (await s.login('loja')).Token;
    const gerar = (payload: Record<string, unknown>) => s.call(loja, { method: 'POST', url: '/v1/faturamento/GerarDevolucao', payload });
    // a venda não identificou o consumidor: a nota de entrada pede o cliente, nada gravado
    const antes = await contar('faturamento');
    const sem = await gerar({ troca_id: trocaId });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().cliente_id[0]).toMatch(/não identifica o consumidor/);
    expect(await contar('faturamento')).toBe(antes);
    const cliente = (
      await s.db.pool.query(
        `SELECT id FROM cliente WHERE emitente_id = $1 AND tipo_pessoa = 'F' AND cidade_id IS NOT NULL AND logradouro IS NOT NULL ORDER BY id LIMIT 1`,
        [emit],
      )
    ).rows[0].id;
    const r = await gerar({ troca_id: trocaId, cliente_id: cliente });
    expect(r.statusCode, r.body).toBe(200);
    const nota = r.json().Data;
    expect(nota).toMatchObject({ tipo_operacao: 0, finalidade: 4, cliente_id: cliente });
    expect(nota.NFref.map((x: any) => x.ref_nfe)).toEqual([venda.chave]);
    expect(nota.Item).toHaveLength(1);
    expect(nota.Item[0].cfop).toMatch(/^1(202|411)$/);
    expect(Number(nota.Item[0].quantidade)).toBe(1);
    expect((await s.db.pool.query('SELECT faturamento_id FROM troca WHERE id = $1', [trocaId])).rows[0].faturamento_id).toBe(nota.id);
    // uma nota por troca
    const outra = await gerar({ troca_id: trocaId, cliente_id: cliente });
    expect(outra.statusCode).toBe(400);
    expect(outra.json().troca_id[0]).toMatch(/já tem a nota de entrada/);
    // autorizada pelo simulador; a mercadoria já voltou ao estoque na troca: a nota não lança de novo
    const p = produtos[0];
    const estoqueAntes = await saldo(p.id);
    const t = (await s.call(loja, { method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${nota.id}` })).json();
    expect(t.Data?.situacao, JSON.stringify(t)).toBe('autorizada');
    const xml = (
      await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`, [emit, nota.id])
    ).rows[0].xml as string;
    expect(xml).toContain('<tpNF>0</tpNF>');
    expect(xml).toContain('<finNFe>4</finNFe>');
    expect(xml).toContain(`<NFref><refNFe>${venda.chave}</refNFe></NFref>`);
    expect(await saldo(p.id)).toBe(estoqueAntes);
  });

  it('imprime o vale (PDF de bobina e texto) com o código', async () => {
    const pdf = await get(`/v1/pdv/ValeTroca/${vale.codigo}/Imprimir`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const txt = await get(`/v1/pdv/ValeTroca/${vale.codigo}/Imprimir?formato=texto`);
    expect(txt.body).toContain(vale.codigo);
    expect(txt.body).toContain('VALE-TROCA');
  });

  it('o vale paga uma nova venda (tPag 05, sem título a receber) e o segundo uso é recusado', async () => {
    const b = produtos[1];
    const titulos = await contar('receber');
    const r = await post('/v1/pdv/Venda', {
      itens: [{ produto_id: produtos[0].id, quantidade: 2 }],
      pagamentos: [
        { t_pag: '05', valor: vale.valor, vale_troca: vale.codigo },
        { t_pag: '01', valor: 1000 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.situacao).toBe('autorizada');
    const xml = (await get(`/v1/GerenciadorNFCe/DownloadXMLNFCe/${r.json().Data.id}`)).body;
    expect(xml).toContain(`<tPag>05</tPag><vPag>${vale.valor}</vPag>`);
    expect(await contar('receber')).toBe(titulos);
    const dados = (await get(`/v1/pdv/ValeTroca/${vale.codigo}`)).json().Data;
    expect(dados.saldo).toBe('0.00');
    expect(dados.situacao).toBe('utilizado');
    const antes = await contar('venda_cupom');
    const segundo = await post('/v1/pdv/Venda', {
      itens: [{ produto_id: b.id, quantidade: 1 }],
      pagamentos: [
        { t_pag: '05', valor: '0.01', vale_troca: vale.codigo },
        { t_pag: '01', valor: 1000 },
      ],
    });
    expect(segundo.statusCode).toBe(400);
    expect(segundo.json().Message).toMatch(/já foi utilizado/);
    expect(await contar('venda_cupom')).toBe(antes);
  });

  it('fechamento: o crédito loja (vale-troca) não se conta — total informativo, sem falta na conferência', async () => {
    const aberto = (await get('/v1/pdv/Caixa')).json().Data.caixa;
    expect(aberto.nao_contaveis).toEqual([{ t_pag: '05', especie: 'Crédito loja', total: vale.valor }]);
    const esperadoDinheiro = aberto.esperado['01'];
    // um "contado" de crédito loja é ignorado: não há o que contar na gaveta
    const f = await post('/v1/pdv/Caixa/Fechar', { contado: { '01': esperadoDinheiro, '05': '0' } });
    expect(f.statusCode, f.body).toBe(200);
    const conf = f.json().Data.conferencia as Array<Record<string, unknown>>;
    expect(conf.find((x) => x.t_pag === '05')).toEqual({
      t_pag: '05',
      especie: 'Crédito loja',
      esperado: vale.valor,
      contado: vale.valor,
      diferenca: '0.00',
      informativo: true,
    });
    expect(conf.find((x) => x.t_pag === '01')).toMatchObject({ diferenca: '0.00' });
  });
});
