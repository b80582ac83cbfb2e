/**
 * NF-e autorizada -> contas a receber (pelo ciclo da NF-e, src/server/modules/nfe/ciclo.ts):
 * as duplicatas viram títulos (uma vez só), o cancelamento com duplicata recebida é recusado antes
 * de ir à SEFAZ, e depois do estorno o cancelamento cancela os títulos em aberto.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { lancarDuplicatasDoFaturamento } from '../../src/server/modules/financeiro/titulos.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let emit = 0;

beforeAll(async () => {
  n = await iniciarServidorNFe(5);
  s = n.s;
  loja = (await s.login('loja')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
}, 120_000);
afterAll(async () => {
  await n?.close();
});

const get = (url: string) => s.call(loja, { method: 'GET', url });
const post = (url: string, payload: object) => s.call(loja, { method: 'POST', url, payload });

/** Faturamento com 3 duplicatas que somam o total da nota. */
async function faturamentoComDuplicatas(): Promise<{ id: number; valores: string[] }> {
  const { rows: ps } = await s.db.pool.query('SELECT * FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emit]);
  const { rows: cl } = await s.db.pool.query(
    `SELECT c.* FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`,
    [emit],
  );
  const base = {
    cliente_id: cl[0].id,
    natureza_operacao: 'Venda a prazo',
    consumidor_final: 1,
    Item: ps.map((p) => ({ produto_id: p.id, quantidade: 3, valor_unitario: Number(p.preco_venda) })),
  };
  const calc = await post('/v1/faturamento/Calcular', base);
  expect(calc.statusCode, calc.body).toBe(200);
  const total = Math.round(Number(calc.json().Data.total_nota) * 100);
  const terco = Math.floor(total / 3);
  const cent = [total - 2 * terco, terco, terco];
  const valores = cent.map((c) => (c / 100).toFixed(2));
  const hoje = new Date();
  const venc = (k: number) => new Date(hoje.getTime() + k * 30 * 86_400_000).toISOString().slice(0, 10);
  const r = await post('/v1/faturamento/', {
    ...base,
    Pagamento: [{ t_pag: '15', valor: total / 100 }],
    Duplicata: valores.map((v, i) => ({ numero: String(i + 1).padStart(3, '0'), vencimento: venc(i + 1), valor: Number(v) })),
  });
  expect(r.statusCode, r.body).toBe(201);
  return { id: r.json().Data.id, valores };
}

describe('NF-e autorizada -> contas a receber', () => {
  it('3 duplicatas viram 3 títulos; cancelamento recusado com recebimento; após o estorno cancela os títulos', async () => {
    const { id, valores } = await faturamentoComDuplicatas();
    const t = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(t.statusCode, t.body).toBe(200);
    expect(t.json().Data.situacao).toBe('autorizada');
    const titulos = async () =>
      (
        await s.db.pool.query(
          `SELECT id, documento, parcela, total_parcelas, valor::text AS valor, situacao, origem FROM receber WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY parcela`,
          [emit, id],
        )
      ).rows;
    const lista = await titulos();
    // o documento nomeia a nota, como as contas a pagar das compras ("NF 664350/1-001"), e não só o
    // nDup "001"
    const nota = (await s.db.pool.query('SELECT numero, serie FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, id])).rows[0];
    expect(nota.numero).toBeGreaterThan(0);
    expect(lista.map((x) => [x.documento, x.parcela, x.total_parcelas, x.valor, x.situacao, x.origem])).toEqual(
      valores.map((v, i) => [`NF ${nota.numero}/${nota.serie}-${String(i + 1).padStart(3, '0')}`, i + 1, 3, v, 'aberto', 'faturamento']),
    );
    // a lista (OData, como a tela) acha as parcelas pelo número da nota
    const od = await get(`/OData/Receber?$filter=${encodeURIComponent(`contains(documento,'NF ${nota.numero}/')`)}&$orderby=parcela`);
    expect(od.statusCode, od.body).toBe(200);
    expect(od.json().value.map((x: { id: number }) => x.id)).toEqual(lista.map((x) => x.id));
    // idempotente: o ouvinte chamado de novo (reconciliação) não duplica
    const c = await s.db.pool.connect();
    try {
      await c.query('BEGIN');
      expect(await lancarDuplicatasDoFaturamento(c, emit, id)).toEqual([]);
      await c.query('COMMIT');
    } finally {
      c.release();
    }
    expect(await titulos()).toHaveLength(3);

    const b = await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id: lista[0].id, valor: 1 }] });
    expect(b.statusCode, b.body).toBe(200);
    const recusa = await get(`/v1/GerenciadorNFe/CancelarNota?nota=${id}&justificativa=${encodeURIComponent('Cliente desistiu da compra inteira')}`);
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().Message).toMatch(/Estorne antes/);
    expect((await s.db.pool.query('SELECT situacao FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, id])).rows[0].situacao).toBe('autorizada');

    expect((await get(`/v1/Receber/Estornar?guid_transacao=${b.json().Data.guid_transacao}`)).statusCode).toBe(200);
    const canc = await get(`/v1/GerenciadorNFe/CancelarNota?nota=${id}&justificativa=${encodeURIComponent('Cliente desistiu da compra inteira')}`);
    expect(canc.statusCode, canc.body).toBe(200);
    expect(canc.json().Data.situacao).toBe('cancelada');
    expect((await titulos()).map((x) => x.situacao)).toEqual(['cancelado', 'cancelado', 'cancelado']);
  });
});

describe('migração 1763700004370: títulos antigos de nota ganham o nome da nota', () => {
  it('renomeia "001" -> "NF n/s-001" só nos títulos de duplicata ainda com o nDup puro', async () => {
    const { id } = await faturamentoComDuplicatas();
    const t = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(t.statusCode, t.body).toBe(200);
    const { rows } = await s.db.pool.query(
      `SELECT r.id, d.numero AS ndup FROM receber r JOIN faturamento_duplicata d ON d.emitente_id = r.emitente_id AND d.id = r.origem_id
        WHERE r.emitente_id = $1 AND r.faturamento_id = $2 ORDER BY r.parcela`,
      [emit, id],
    );
    // como estavam antes desta versão: o nDup puro; o terceiro editado à mão fica como está
    await s.db.pool.query(`UPDATE receber SET documento = 'Combinado por telefone' WHERE emitente_id = $1 AND id = $2`, [emit, rows[2].id]);
    await s.db.pool.query(
      `UPDATE receber r SET documento = d.numero FROM faturamento_duplicata d WHERE r.emitente_id = $1 AND r.faturamento_id = $2 AND r.id <> $3
          AND d.emitente_id = r.emitente_id AND d.id = r.origem_id`,
      [emit, id, rows[2].id],
    );
    const sql = readFileSync('migrations/1763700004370_receber-documento-da-nota.sql', 'utf8');
    const up = sql.slice(0, sql.indexOf('-- Down Migration'));
    await s.db.pool.query(up);
    const nota = (await s.db.pool.query('SELECT numero, serie FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, id])).rows[0];
    const depois = (await s.db.pool.query('SELECT documento FROM receber WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY parcela', [emit, id])).rows;
    expect(depois.map((x) => x.documento)).toEqual([
      `NF ${nota.numero}/${nota.serie}-${rows[0].ndup}`,
      `NF ${nota.numero}/${nota.serie}-${rows[1].ndup}`,
      'Combinado por telefone',
    ]);
  });
});
