/**
 * A demonstração mostra uma loja completa, numa demonstração recém-semeada (a
 * mesma semeadura do `npm start`):
 * - a lista de pedidos da loja tem um pedido em cada situação alcançável sem nota autorizada
 *   (Orçamento, Aprovado, Em separação, Cancelado), gravados pela mesma regra da API: aprovado e em
 *   separação com reserva ativa, cancelado com a reserva liberada, pagamentos fechando o total;
 * - a indústria tem um produto com ICMS-ST retido (CST 10, regra de tributação com MVA e alíquota
 *   interna), NCM da Tabela NCM vigente com CEST; a NF-e dele para um contribuinte mineiro calcula
 *   vBCST e vICMSST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { withTenant, type TenantContext } from '../../src/server/db/tenant.ts';
import { montarNFeDoFaturamento } from '../../src/server/modules/fiscal/index.ts';
import { montarXmlNFe } from '../../src/fiscal/nfe/index.ts';
import { CODIGO_PRODUTO_ST } from '../../src/server/seed/demo-st.ts';

let s: TestServer;
let loja = '';
let industria = '';

beforeAll(async () => {
  s = await startTestServer({ demoSize: 12 });
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('demonstração: pedidos', () => {
  it('a lista de pedidos da loja mostra um pedido em cada situação, com reserva e pagamentos coerentes', async () => {
    const r = await s.call(loja, { method: 'GET', url: '/OData/Pedido?$orderby=numero&$top=50' });
    expect(r.statusCode, r.body).toBe(200);
    const pedidos = r.json().value as Array<{ id: number; numero: number; situacao_pedido_id: number; total_pedido: number }>;
    const { rows: sits } = await s.db.pool.query(
      `SELECT s.id, s.etapa FROM situacao_pedido s JOIN usuario u ON u.emitente_id = s.emitente_id WHERE u.login = 'loja'`,
    );
    const etapa = new Map(sits.map((x) => [x.id, x.etapa]));
    expect(pedidos.map((p) => etapa.get(p.situacao_pedido_id))).toEqual(['orcamento', 'aprovado', 'separacao', 'cancelado']);
    expect(pedidos.map((p) => p.numero)).toEqual([1, 2, 3, 4]);
    for (const p of pedidos) {
      const d = (await s.call(loja, { method: 'GET', url: `/v1/pedido/${p.id}` })).json().Data;
      expect(d.Item.length).toBeGreaterThan(0);
      expect(d.Cliente[0].nome).toBeTruthy();
      const pago = d.Pagamento.reduce((a: number, x: { valor: number }) => a + Math.round(Number(x.valor) * 100), 0);
      expect(pago).toBe(Math.round(Number(d.total_pedido) * 100));
      const res = (await s.call(loja, { method: 'GET', url: `/v1/pedido/Reservas/${p.id}` })).json().Data.reservas as Array<{ situacao: string }>;
      const e = etapa.get(p.situacao_pedido_id);
      if (e === 'orcamento') expect(res).toEqual([]);
      else if (e === 'cancelado') expect(new Set(res.map((x) => x.situacao))).toEqual(new Set(['liberada']));
      else expect(new Set(res.map((x) => x.situacao))).toEqual(new Set(['ativa']));
    }
    // gravados com o usuário da loja, como pela API: a auditoria registra inclusão e mudanças de situação
    const { rows: aud } = await s.db.pool.query(`SELECT acao, usuario_login FROM auditoria WHERE entidade = 'pedido' ORDER BY id`);
    expect(aud.filter((a) => a.acao === 'incluir')).toHaveLength(4);
  });
});

describe('demonstração: produto com ICMS-ST retido (indústria)', () => {
  it('NCM na Tabela NCM com CEST; a NF-e para contribuinte de MG calcula vBCST e vICMSST (CST 10)', async () => {
    const { rows: ps } = await s.db.pool.query(
      `SELECT p.id, p.ncm, p.cest, p.cst_icms, p.emitente_id, (SELECT count(*)::int FROM ncm n WHERE n.codigo = p.ncm) AS na_tabela,
              (SELECT count(*)::int FROM cest c WHERE c.codigo = p.cest) AS cest_existe
         FROM produto p JOIN usuario u ON u.emitente_id = p.emitente_id WHERE u.login = 'industria' AND p.codigo = $1`,
      [CODIGO_PRODUTO_ST],
    );
    expect(ps).toHaveLength(1);
    const p = ps[0];
    expect(p).toMatchObject({ ncm: '73181500', cest: '1005800', cst_icms: '010', na_tabela: 1, cest_existe: 1 });
    const { rows: cl } = await s.db.pool.query(
      `SELECT c.id FROM cliente c WHERE c.emitente_id = $1 AND c.uf = 'MG' AND c.ind_ie_dest = 1 AND NOT c.consumidor_final ORDER BY c.id LIMIT 1`,
      [p.emitente_id],
    );
    expect(cl, 'cliente contribuinte de MG na demonstração').toHaveLength(1);
    const r = await s.call(industria, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        natureza_operacao: 'Venda de produção',
        cliente_id: cl[0].id,
        consumidor_final: 0,
        Item: [{ produto_id: p.id, quantidade: 100, valor_unitario: 1.15 }],
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    const f = r.json().Data;
    expect(f.total_st).toBeGreaterThan(0);
    const { rows: it } = await s.db.pool.query('SELECT tributos, regra_tributacao FROM faturamento_item WHERE emitente_id = $1 AND faturamento_id = $2', [
      p.emitente_id,
      f.id,
    ]);
    const icms = JSON.parse(it[0].tributos).ICMS;
    // vProd 115,00; IPI 5 % = 5,75; ICMS próprio 18 % = 20,70; base ST (115,00 + 5,75) × 1,37 = 165,43; × 18 % = 29,78 − 20,70 = 9,08
    expect(icms).toMatchObject({
      grupo: 'ICMS10',
      CST: '10',
      vBC: '115.00',
      vICMS: '20.70',
      pMVAST: '37.0000',
      vBCST: '165.43',
      pICMSST: '18.0000',
      vICMSST: '9.08',
    });
    expect(f.total_st).toBe(9.08);
    expect(it[0].regra_tributacao).toContain('UF MG, venda, contribuinte');
    const ctx: TenantContext = { usuarioId: 0, nivel: 'emitente', masterId: null, distribuidorId: null, revendaId: null, emitenteId: p.emitente_id };
    const nfe = await withTenant(s.db, ctx, (c) => montarNFeDoFaturamento(c, ctx, f.id, 990, 1));
    const xml = montarXmlNFe(nfe);
    expect(xml).toContain('<CEST>1005800</CEST>');
    expect(xml).toContain('<vBCST>165.43</vBCST>');
    expect(xml).toContain('<vICMSST>9.08</vICMSST>');
    expect(xml).toContain('<vST>9.08</vST>');
  });
});
