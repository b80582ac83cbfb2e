/**
 * Pedidos pela API, com o simulador da SEFAZ real: orçamento -> aprovado (reserva) ->
 * impresso -> NF-e -> autorizada -> faturado com a chave, reserva consumida e uma única saída no
 * razão; cancelamento libera a reserva; transições recusadas; totais e pagamentos validados sem
 * gravar; contas a receber do pedido; pacote 1 recebe 403 (SPEC §6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { dataDeHoje, somarDias } from '../../src/domain/relogio.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let emit = 0;
let cliente = 0;
let produtos: number[] = [];
const sit: Record<string, number> = {};

beforeAll(async () => {
  n = await iniciarServidorNFe(5);
  s = n.s;
  loja = (await s.login('loja')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  const { rows: cl } = await s.db.pool.query(
    `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf AND c.logradouro IS NOT NULL ORDER BY c.id LIMIT 1`,
    [emit],
  );
  cliente = cl[0].id;
  const { rows: ps } = await s.db.pool.query(
    `SELECT p.id FROM produto p WHERE p.emitente_id = $1 AND p.movimenta_estoque AND p.ativo AND p.preco_venda > 0
        AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND v.produto_id = p.id)
      ORDER BY p.id LIMIT 2`,
    [emit],
  );
  produtos = ps.map((p) => p.id);
  const { rows: ss } = await s.db.pool.query('SELECT id, etapa FROM situacao_pedido WHERE emitente_id = $1 ORDER BY ordem', [emit]);
  for (const x of ss) sit[x.etapa] ??= x.id;
}, 120_000);
afterAll(async () => {
  await n?.close();
});

const get = (url: string, token = loja) => s.call(token, { method: 'GET', url });
const post = (url: string, payload: object, token = loja) => s.call(token, { method: 'POST', url, payload });
const put = (url: string, payload: object) => s.call(loja, { method: 'PUT', url, payload });
const hoje = dataDeHoje(); // dia do negócio (Brasília), não o dia UTC
const emDias = (d: number) => somarDias(hoje, d);

async function reservas(pedido: number) {
  const r = await get(`/v1/pedido/Reservas/${pedido}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().Data as { reservas: Array<{ produto_id: number; quantidade: string; situacao: string }>; disponibilidade: Array<Record<string, string>> };
}

async function novoPedido(extra: object = {}) {
  const r = await post('/v1/pedido/', {
    cliente_id: cliente,
    valor_frete: 10,
    Item: [
      { produto_id: produtos[0], quantidade: 2, valor_unitario: 50, valor_desconto: 5, metragem: 1.5, tipo_embalagem: 'CX', tolerancia: 2 },
      { produto_id: produtos[1], quantidade: 1, valor_unitario: 20 },
    ],
    SubItem: [{ item: 1, descricao: 'Embalagem para presente', quantidade: 1, valor_unitario: 5 }],
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().Data;
}

describe('pacote 1 não alcança pedidos (SPEC §6)', () => {
  it('403 no CRUD, no OData, nas ações e no compartilhamento', async () => {
    const ind = (await s.login('industria')).Token;
    for (const [m, url] of [
      ['GET', '/OData/Pedido'],
      ['GET', '/v1/pedido/1'],
      ['POST', '/v1/pedido/'],
      ['GET', '/v1/pedido/Imprimir/1'],
      ['GET', '/v1/pedido/ImprimirSeparacao/1'],
      ['POST', '/v1/pedido/AlterarSituacao'],
      ['POST', '/v1/pedido/ConverterNFe'],
      ['POST', '/v1/compartilhamento/whatsapp/pedido'],
      ['GET', '/OData/SituacaoPedido'],
    ] as const) {
      const r = await s.call(ind, { method: m, url, ...(m === 'POST' ? { payload: { id: 1, situacao_pedido_id: 1, cliente_id: 1 } } : {}) });
      expect(r.statusCode, `${m} ${url}`).toBe(403);
      expect(r.json().Message ?? r.json().error?.message).toContain('pacote 2');
    }
  });
});

describe('permissão', () => {
  it('sem Permitir.Pedido.Alterar o quadro não muda a situação (403), mesmo com pacote 2', async () => {
    const caixa = (await s.login('caixa')).Token;
    const r = await post('/v1/pedido/AlterarSituacao', { id: 1, situacao_pedido_id: 1 }, caixa);
    expect(r.statusCode).toBe(403);
    expect(r.json().Message).toContain('Permitir.Pedido.Alterar');
  });
});

describe('gravação do pedido', () => {
  it('número sequencial, totais do servidor, cliente e endereço copiados do cadastro; rascunho que não fecha não aprova', async () => {
    const a = await novoPedido();
    const b = await novoPedido();
    expect(b.numero).toBe(a.numero + 1);
    // 2×50−5 + 20 + adicional 5 = 120 de itens; + frete 10 = 130
    expect(Number(a.total_produtos)).toBe(120);
    expect(Number(a.total_pedido)).toBe(130);
    expect(a.Item.map((i: { valor_total: string }) => Number(i.valor_total))).toEqual([95, 20]);
    expect(a.situacao_pedido_id).toBe(sit.orcamento);
    const { rows: cl } = await s.db.pool.query('SELECT nome FROM cliente WHERE emitente_id = $1 AND id = $2', [emit, cliente]);
    expect(a.Cliente[0].nome).toBe(cl[0].nome);
    expect(a.Endereco).toHaveLength(1);
    // sem valor unitário, vale o preço de venda do produto
    const { rows: pv } = await s.db.pool.query('SELECT preco_venda::text AS p FROM produto WHERE emitente_id = $1 AND id = $2', [emit, produtos[1]]);
    const sp = await post('/v1/pedido/', { cliente_id: cliente, Item: [{ produto_id: produtos[1], quantidade: 2 }] });
    expect(sp.statusCode, sp.body).toBe(201);
    expect(Number(sp.json().Data.Item[0].valor_unitario)).toBe(Number(pv[0].p));
    expect(Number(sp.json().Data.total_pedido)).toBeCloseTo(2 * Number(pv[0].p), 2);

    // o orçamento é rascunho: grava com pagamento que não fecha e adicional de item inexistente;
    // aprovar recusa (400 por campo) e nada muda: sem reserva, ainda orçamento
    const r = await post('/v1/pedido/', {
      cliente_id: cliente,
      Item: [{ produto_id: produtos[0], quantidade: 1, valor_unitario: 10 }],
      Pagamento: [{ t_pag: '01', vencimento: hoje, valor: 9 }],
      SubItem: [{ item: 3, descricao: 'X' }],
    });
    expect(r.statusCode, r.body).toBe(201);
    const rid = r.json().Data.id;
    const ap = await post('/v1/pedido/AlterarSituacao', { id: rid, situacao_pedido_id: sit.aprovado });
    expect(ap.statusCode).toBe(400);
    // money in pt-BR in the message
    expect(ap.json().Pagamento[0]).toBe('A soma dos pagamentos (R$ 9,00) difere do total do pedido (R$ 10,00)');
    expect(ap.json()['SubItem[0].item'][0]).toContain('1 a 1');
    expect((await get(`/v1/pedido/${rid}`)).json().Data.situacao_pedido_id).toBe(sit.orcamento);
    expect((await reservas(rid)).reservas).toEqual([]);
  });
});

describe('fluxo por situação', () => {
  it('aprovar reserva, cancelar libera; transições proibidas dão 400; pedido cancelado não se altera', async () => {
    const p = await novoPedido();
    const disp0 = (await reservas(p.id)).disponibilidade.find((d) => d.produto_id === (produtos[0] as never))!;
    expect(Number(disp0.reservado) >= 0).toBe(true);
    const fat = await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.faturado });
    expect(fat.statusCode).toBe(400);
    expect(fat.json().Message).toContain('NF-e');
    const ap = await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.aprovado });
    expect(ap.statusCode, ap.body).toBe(200);
    const r1 = await reservas(p.id);
    expect(r1.reservas.map((x) => [x.produto_id, Number(x.quantidade), x.situacao])).toEqual([
      [produtos[0], 2, 'ativa'],
      [produtos[1], 1, 'ativa'],
    ]);
    const d1 = r1.disponibilidade.find((d) => d.produto_id === (produtos[0] as never))!;
    expect(Number(d1.reservado) - Number(disp0.reservado)).toBe(2);
    expect(Number(d1.disponivel)).toBeCloseTo(Number(d1.saldo) - Number(d1.reservado), 4);
    // o razão não muda com a reserva
    const { rows: mov } = await s.db.pool.query(`SELECT count(*)::int AS n FROM estoque_movimentacao WHERE emitente_id = $1 AND documento_tipo = 'pedido'`, [
      emit,
    ]);
    expect(mov[0].n).toBe(0);
    const ca = await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.cancelado });
    expect(ca.statusCode, ca.body).toBe(200);
    expect((await reservas(p.id)).reservas.every((x) => x.situacao === 'liberada')).toBe(true);
    const volta = await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.aprovado });
    expect(volta.statusCode).toBe(400);
    expect(volta.json().situacao_pedido_id[0]).toContain('cancelado');
    const alt = await put('/v1/pedido/', { id: p.id, observacao: 'mudança' });
    expect(alt.statusCode).toBe(400);
    expect(alt.json().situacao).toBeDefined();
  });
});

describe('pedido -> NF-e autorizada -> faturado', () => {
  it('impressos, NF-e com duplicatas e o modelo de faturamento, chave no pedido, reserva consumida, uma saída no razão, títulos ligados', async () => {
    const modelo = await post('/v1/modelosFaturamento/', {
      descricao: 'Venda a prazo (pedidos)',
      natureza_operacao: 'Venda de mercadoria a prazo',
      serie: 1,
      t_pag: '15',
      informacoes_complementares: 'Mercadoria conferida na entrega.',
    });
    expect(modelo.statusCode, modelo.body).toBe(201);
    const vendedor = await post('/v1/vendedor/', { nome: 'Vendedora do Pedido', percentual_comissao: 3 });
    expect(vendedor.statusCode, vendedor.body).toBe(201);
    const p = await novoPedido({
      vendedor_id: vendedor.json().Data.id,
      modelo_faturamento_id: modelo.json().Data.id,
      Pagamento: [
        { parcela: 1, t_pag: '15', vencimento: emDias(30), valor: 65 },
        { parcela: 2, t_pag: '15', vencimento: emDias(60), valor: 65 },
      ],
      EnderecoEntrega: [{ recebedor: 'Portaria', logradouro: 'Rua das Flores', numero: '100', referencia: 'Portão azul' }],
    });
    const sem = await post('/v1/pedido/ConverterNFe', { id: p.id });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().Message).toContain('Aprove');
    expect((await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.aprovado })).statusCode).toBe(200);

    const pdf = await get(`/v1/pedido/Imprimir/${p.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(pdf.headers['content-disposition'])).toContain(`Pedido-${p.numero}.pdf`);
    const sep = await get(`/v1/pedido/ImprimirSeparacao/${p.id}`);
    expect(sep.statusCode).toBe(200);
    expect(sep.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sep.rawPayload.length).toBeLessThan(pdf.rawPayload.length);

    const saldoAntes = await s.db.pool.query(
      'SELECT produto_id, sum(quantidade)::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = ANY($2) GROUP BY produto_id ORDER BY produto_id',
      [emit, produtos],
    );
    const conv = await post('/v1/pedido/ConverterNFe', { id: p.id });
    expect(conv.statusCode, conv.body).toBe(200);
    const fid = conv.json().Data.faturamento_id;
    const de2 = await post('/v1/pedido/ConverterNFe', { id: p.id });
    expect(de2.statusCode).toBe(400);
    const nota = (await get(`/v1/faturamento/${fid}`)).json().Data;
    expect(nota.cliente_id).toBe(cliente);
    expect(nota.vendedor_id).toBe(vendedor.json().Data.id); // o vendedor do pedido vai para a NF-e
    expect(nota.Item).toHaveLength(2);
    expect(Number(nota.valor_outros)).toBe(5); // o adicional
    expect(Number(nota.valor_frete)).toBe(10);
    expect(nota.Duplicata.map((d: { numero: string }) => d.numero)).toEqual(['001', '002']);
    expect(nota.informacoes_complementares).toContain(`Pedido nº ${p.numero}`);
    expect(nota.informacoes_complementares).toContain('Mercadoria conferida na entrega.');
    expect(nota.natureza_operacao).toBe('Venda de mercadoria a prazo');
    // enquanto a NF-e não sai, o pedido não muda de situação à mão
    const preso = await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.separacao });
    expect(preso.statusCode).toBe(400);

    const t = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${fid}`);
    expect(t.statusCode, t.body).toBe(200);
    expect(t.json().Data.situacao).toBe('autorizada');
    const ped = (await get(`/v1/pedido/${p.id}`)).json().Data;
    expect(ped.situacao_pedido_id).toBe(sit.faturado);
    expect(ped.chave_nfe).toMatch(/^\d{44}$/);
    expect(ped.chave_nfe).toBe((await get(`/v1/faturamento/${fid}`)).json().Data.chave);
    expect(ped.faturamento_id).toBe(fid);
    expect((await reservas(p.id)).reservas.map((x) => x.situacao)).toEqual(['consumida', 'consumida']);
    // uma saída por produto, pela NF-e; nenhuma pela reserva
    const { rows: mov } = await s.db.pool.query(
      `SELECT documento_tipo, produto_id, quantidade::numeric::float8 AS q FROM estoque_movimentacao WHERE emitente_id = $1
        AND ((documento_tipo = 'faturamento' AND documento_id = $2) OR documento_tipo = 'pedido') ORDER BY produto_id`,
      [emit, fid],
    );
    expect(mov.map((m) => [m.documento_tipo, m.produto_id, m.q])).toEqual([
      ['faturamento', produtos[0], -2],
      ['faturamento', produtos[1], -1],
    ]);
    const saldoDepois = await s.db.pool.query(
      'SELECT produto_id, sum(quantidade)::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = ANY($2) GROUP BY produto_id ORDER BY produto_id',
      [emit, produtos],
    );
    expect(saldoDepois.rows.map((r, i) => Number(saldoAntes.rows[i].q) - Number(r.q))).toEqual([2, 1]);
    // duplicatas viraram títulos ligados ao pedido
    const { rows: rec } = await s.db.pool.query(
      `SELECT r.valor::text AS valor, r.origem FROM pedido_receber pr JOIN receber r ON r.emitente_id = pr.emitente_id AND r.id = pr.receber_id
        WHERE pr.emitente_id = $1 AND pr.pedido_id = $2 ORDER BY r.parcela`,
      [emit, p.id],
    );
    expect(rec.map((r) => [r.valor, r.origem])).toEqual([
      ['65.00', 'faturamento'],
      ['65.00', 'faturamento'],
    ]);
    // faturado -> entregue pelo quadro; faturado não volta a orçamento
    expect((await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.orcamento })).statusCode).toBe(400);
    expect((await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.entregue })).statusCode).toBe(200);
    // impresso do pedido faturado continua saindo
    expect((await get(`/v1/pedido/Imprimir/${p.id}`)).statusCode).toBe(200);
  });
});

describe('NF-e do pedido cancelada', () => {
  it('o pedido volta a aprovado, sem NF-e, com a reserva refeita e o estoque devolvido pelo estorno', async () => {
    const p = await novoPedido();
    expect((await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.aprovado })).statusCode).toBe(200);
    const saldo = async () =>
      Number(
        (await s.db.pool.query('SELECT coalesce(sum(quantidade), 0)::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produtos[0]]))
          .rows[0].q,
      );
    const antes = await saldo();
    const fid = (await post('/v1/pedido/ConverterNFe', { id: p.id })).json().Data.faturamento_id;
    expect((await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${fid}`)).json().Data.situacao).toBe('autorizada');
    expect(await saldo()).toBe(antes - 2);
    const canc = await get(`/v1/GerenciadorNFe/CancelarNota?nota=${fid}&justificativa=${encodeURIComponent('Cliente desistiu do pedido inteiro')}`);
    expect(canc.statusCode, canc.body).toBe(200);
    const ped = (await get(`/v1/pedido/${p.id}`)).json().Data;
    expect(ped.situacao_pedido_id).toBe(sit.aprovado);
    expect(ped.faturamento_id).toBeNull();
    expect(ped.chave_nfe).toBeNull();
    expect(ped.observacao_interna).toContain('cancelada');
    expect(await saldo()).toBe(antes);
    expect((await reservas(p.id)).reservas.map((x) => x.situacao)).toEqual(['consumida', 'consumida', 'ativa', 'ativa']);
  });
});

describe('contas a receber do pedido', () => {
  it('GerarReceber lança uma conta por parcela (idempotente); cancelar o pedido cancela as contas em aberto', async () => {
    const p = await novoPedido({
      Pagamento: [
        { parcela: 1, t_pag: '01', vencimento: hoje, valor: 30 },
        { parcela: 2, t_pag: '15', vencimento: emDias(30), valor: 100 },
      ],
    });
    const cedo = await post('/v1/pedido/GerarReceber', { id: p.id });
    expect(cedo.statusCode).toBe(400);
    expect((await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.aprovado })).statusCode).toBe(200);
    const g = await post('/v1/pedido/GerarReceber', { id: p.id });
    expect(g.statusCode, g.body).toBe(200);
    const ids = g.json().Data.receber;
    expect(ids).toHaveLength(2);
    expect((await post('/v1/pedido/GerarReceber', { id: p.id })).json().Data.receber).toEqual(ids);
    const { rows } = await s.db.pool.query(
      'SELECT documento, parcela, valor::text AS valor, cliente_id, origem, situacao FROM receber WHERE emitente_id = $1 AND id = ANY($2) ORDER BY parcela',
      [emit, ids],
    );
    expect(rows.map((r) => [r.documento, r.parcela, r.valor, r.cliente_id, r.origem, r.situacao])).toEqual([
      [`PED ${p.numero}`, 1, '30.00', cliente, 'pedido', 'aberto'],
      [`PED ${p.numero}`, 2, '100.00', cliente, 'pedido', 'aberto'],
    ]);
    expect((await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.cancelado })).statusCode).toBe(200);
    const { rows: depois } = await s.db.pool.query('SELECT situacao FROM receber WHERE emitente_id = $1 AND id = ANY($2)', [emit, ids]);
    expect(depois.every((r) => r.situacao === 'cancelado')).toBe(true);
  });
});

describe('compartilhar por WhatsApp', () => {
  it('link wa.me com o telefone e o link público do PDF; token alterado: 404', async () => {
    const p = await novoPedido();
    const r = await post('/v1/compartilhamento/whatsapp/pedido', { id: p.id, telefone: '(11) 98765-4321' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.url.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    expect(decodeURIComponent(d.url.split('text=')[1])).toContain(`pedido nº ${p.numero}`);
    const caminho = new URL(d.link).pathname;
    const pub = await s.app.inject({ method: 'GET', url: caminho });
    expect(pub.statusCode).toBe(200);
    expect(pub.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ruim = await s.app.inject({ method: 'GET', url: caminho.replace(`.${p.id}.`, `.${p.id + 1}.`) });
    expect(ruim.statusCode).toBe(404);
    const inval = await post('/v1/compartilhamento/whatsapp/pedido', { id: p.id, telefone: '123' });
    expect(inval.statusCode).toBe(400);
    expect(inval.json().telefone).toBeDefined();
  });
});

describe('pedido -> venda do PDV com NFC-e', () => {
  it('com frete é recusado; sem frete vira venda autorizada, o pedido fica faturado com a chave da NFC-e, a reserva é consumida e o estoque sai uma vez', async () => {
    const saldo = async (id: number) =>
      Number((await s.db.pool.query('SELECT coalesce(sum(quantidade), 0) AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, id])).rows[0].q);
    const comFrete = await novoPedido({ SubItem: [], Pagamento: [{ parcela: 1, t_pag: '01', vencimento: hoje, valor: 125 }] });
    expect((await post('/v1/pedido/AlterarSituacao', { id: comFrete.id, situacao_pedido_id: sit.aprovado })).statusCode).toBe(200);
    const recusa = await post('/v1/pedido/ConverterVenda', { id: comFrete.id });
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().Message).toContain('frete');
    expect(
      (await s.db.pool.query('SELECT venda_cupom_id FROM pedido WHERE emitente_id = $1 AND id = $2', [emit, comFrete.id])).rows[0].venda_cupom_id,
    ).toBeNull();

    const antes = [await saldo(produtos[0]), await saldo(produtos[1])];
    const vendedor = (await post('/v1/vendedor/', { nome: 'Vendedor do Balcão', percentual_comissao: 2 })).json().Data.id;
    const p = await novoPedido({ vendedor_id: vendedor, valor_frete: 0, SubItem: [], Pagamento: [{ parcela: 1, t_pag: '17', vencimento: hoje, valor: 115 }] });
    expect(Number(p.total_pedido)).toBe(115);
    expect((await post('/v1/pedido/AlterarSituacao', { id: p.id, situacao_pedido_id: sit.aprovado })).statusCode).toBe(200);
    expect((await reservas(p.id)).reservas.every((r) => r.situacao === 'ativa')).toBe(true);
    const r = await post('/v1/pedido/ConverterVenda', { id: p.id });
    expect(r.statusCode, r.body).toBeLessThan(300);
    const venda = r.json().Data;
    expect(venda.situacao).toBe('autorizada');
    expect(venda.chave).toMatch(/^\d{20}65\d{22}$/);
    const { rows } = await s.db.pool.query(
      `SELECT p.venda_cupom_id, p.chave_nfe, s.etapa FROM pedido p JOIN situacao_pedido s ON s.emitente_id = p.emitente_id AND s.id = p.situacao_pedido_id
        WHERE p.emitente_id = $1 AND p.id = $2`,
      [emit, p.id],
    );
    expect(rows[0]).toEqual({ venda_cupom_id: venda.id, chave_nfe: venda.chave, etapa: 'faturado' });
    expect((await reservas(p.id)).reservas.every((x) => x.situacao === 'consumida')).toBe(true);
    expect([await saldo(produtos[0]), await saldo(produtos[1])]).toEqual([antes[0] - 2, antes[1] - 1]);
    const total = (await s.db.pool.query('SELECT valor_total::text AS v, vendedor_id FROM venda_cupom WHERE emitente_id = $1 AND id = $2', [emit, venda.id]))
      .rows[0];
    expect(total?.v ?? null).toBe('115.00');
    expect(total.vendedor_id).toBe(vendedor); // o vendedor do pedido vai para a venda
    // de novo: recusado, nada muda
    const deNovo = await post('/v1/pedido/ConverterVenda', { id: p.id });
    expect(deNovo.statusCode).toBe(400);
  });
});
