/**
 * Simulador de tributos: POST /v1/produtoSimulador/ mostra cada tributo com
 * base, alíquota, valor e a regra usada — o mesmo cálculo do faturamento (caso do DIFAL com FCP
 * conferido à mão em tributos-casos.test.ts); entrada inválida -> 400 com o campo; sem a regra
 * Permitir.Produto.Consultar -> 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let industria: string;
let produtoId = 0;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 2 });
  industria = (await s.login('industria')).Token;
  const post = async (rest: string, payload: Record<string, unknown>) => {
    const r = await s.call(industria, { method: 'POST', url: `/v1/${rest}/`, payload });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().Data;
  };
  await post('aliquota', {
    uf_origem: 'MG',
    uf_destino: 'BA',
    aliquota_icms: 7,
    aliquota_interna_destino: 20.5,
    fcp_destino: 2,
    fonte_legal: 'Res. SF 22/89; RICMS/BA',
  });
  const p = await post('produto', {
    codigo: 'SIM-1',
    descricao: 'Mesa de madeira',
    unidade: 'UN',
    ncm: '94036000',
    cfop: '5101',
    cst_icms: '000',
    aliquota_icms: 18,
    cst_ipi: '50',
    aliquota_ipi: 5,
    cst_pis: '01',
    aliquota_pis: 1.65,
    cst_cofins: '01',
    aliquota_cofins: 7.6,
  });
  produtoId = p.id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const simular = (token: string, payload: Record<string, unknown>) => s.call(token, { method: 'POST', url: '/v1/produtoSimulador/', payload });

describe('produtoSimulador', () => {
  it('venda interestadual a não contribuinte: cada tributo com base, alíquota, valor e regra', async () => {
    const r = await simular(industria, { produto_id: produtoId, quantidade: 1, valor_unitario: 1000, uf: 'BA', tipo_cliente: 'nao_contribuinte' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.idDest).toBe(2);
    expect(d.cfop).toBe('6101');
    const linha = (nome: string) => d.tributos.find((t: any) => t.tributo === nome);
    // IPI 1.000,00 × 5 % = 50,00; consumidor final: ICMS sobre 1.050,00 × 7 % = 73,50
    expect(linha('IPI')).toMatchObject({ codigo: '50', base: '1000.00', aliquota: '5.0000', valor: '50.00' });
    expect(linha('ICMS')).toMatchObject({ codigo: '00', base: '1050.00', aliquota: '7.0000', valor: '73.50' });
    expect(linha('ICMS').regra).toContain('ICMS MG→BA 7 % (tabela de alíquotas)');
    // DIFAL base dupla: (1.050,00 − 73,50) / 0,795 = 1.228,30; × 20,5 % = 251,80 − 73,50 = 178,30; FCP 2 % = 24,57
    expect(linha('ICMS DIFAL (UF de destino)')).toMatchObject({ base: '1228.30', aliquota: '20.5000', valor: '178.30' });
    expect(linha('ICMS DIFAL (UF de destino)').regra).toContain('base dupla');
    expect(linha('FCP (UF de destino)')).toMatchObject({ base: '1228.30', aliquota: '2.0000', valor: '24.57' });
    // PIS/COFINS sem o ICMS: 1.000,00 − 73,50 = 926,50
    expect(linha('PIS')).toMatchObject({ base: '926.50', valor: '15.29' });
    expect(linha('COFINS')).toMatchObject({ base: '926.50', valor: '70.41' });
    expect(d.totais.ICMSTot.vNF).toBe('1050.00');
    expect(d.regras.map((x: any) => x.tipo)).toContain('aliquota');
    expect(d.configuracao).toEqual({ pisCofinsBaseComIcms: false, ipiBaseIcmsConsumidorFinal: true, metodoDifal: 'base-dupla', fcpNoDivisorDifal: false });

    // o mesmo produto pelo faturamento dá os mesmos valores
    const cli = await s.call(industria, {
      method: 'POST',
      url: '/v1/cliente/',
      payload: { nome: 'Cliente BA', cpf_cnpj: '529.982.247-25', tipo_pessoa: 'F', ind_ie_dest: 9, cidade_id: 2927408, uf: 'BA', consumidor_final: true },
    });
    const calc = await s.call(industria, {
      method: 'POST',
      url: '/v1/faturamento/Calcular',
      payload: {
        cliente_id: cli.json().Data.id,
        natureza_operacao: 'Venda',
        consumidor_final: 1,
        Item: [{ produto_id: produtoId, quantidade: 1, valor_unitario: 1000 }],
      },
    });
    expect(calc.statusCode, calc.body).toBe(200);
    expect(calc.json().Data.Item[0].imposto).toEqual(d.imposto);
    expect(calc.json().Data.Item[0].regras).toEqual(d.regras);
  });

  it('entrada inválida: 400 com o campo; produto de outra empresa não é achado', async () => {
    const r = await simular(industria, { produto_id: produtoId, quantidade: 0, valor_unitario: 10, uf: 'XX' });
    expect(r.statusCode).toBe(400);
    expect(r.json().quantidade).toEqual(['Deve ser maior que zero']);
    expect(r.json().uf).toEqual(['UF inválida']);
    const { rows } = await s.db.pool.query(`SELECT p.id FROM produto p JOIN usuario u ON u.emitente_id = p.emitente_id WHERE u.login = 'loja' LIMIT 1`);
    const outro = await simular(industria, { produto_id: rows[0].id, quantidade: 1, valor_unitario: 10, uf: 'SP' });
    expect(outro.statusCode).toBe(400);
    expect(outro.json().produto_id).toEqual(['Produto não encontrado']);
  });

  it('sem Permitir.Produto.Consultar: 403', async () => {
    const caixa = (await s.login('caixa')).Token;
    const r = await simular(caixa, { produto_id: produtoId, quantidade: 1, valor_unitario: 10, uf: 'SP' });
    expect(r.statusCode).toBe(403);
  });
});
