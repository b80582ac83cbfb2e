/**
 * CFOP da nota que desfaz uma saída ou compra (cfop-devolucao.ts) e a regra 327/328 do simulador
 * para esses CFOPs: toda devolução (finNFe 4) gerada tem CFOP da lista de devolução do leiaute e
 * todo retorno (finNFe 1) tem CFOP fora dela.
 */
import { describe, expect, it } from 'vitest';
import { cfopDevolucaoDeCompra, cfopDevolucaoDeVenda, retornoDeSaida } from '../../../src/server/modules/fiscal/cfop-devolucao.ts';
import { cfopDeDevolucao } from '../../../src/sefaz-simulator/finalidade.ts';

describe('retornoDeSaida', () => {
  it.each([
    ['5101', '1201', 4],
    ['6101', '1201', 4],
    ['5102', '1202', 4],
    ['6102', '1202', 4],
    ['5117', '1202', 4],
    ['5116', '1201', 4],
    ['5120', '1202', 4],
    ['5401', '1410', 4],
    ['5403', '1411', 4],
    ['5405', '1411', 4],
    ['6404', '1411', 4],
    ['5151', '1208', 4],
    ['5152', '1209', 4],
    ['5915', '1916', 1],
    ['6912', '1913', 1],
    ['5910', '1949', 1],
  ])('saída %s -> %s (finNFe %i)', (saida, cfop, fin) => {
    const r = retornoDeSaida(saida);
    expect(r.cfop).toBe(cfop);
    expect(r.finalidade).toBe(fin);
    expect(r.natureza.length).toBeGreaterThan(5);
    // finNFe 4 exige CFOP de devolução (327); finNFe 1 não pode tê-lo (328)
    expect(cfopDeDevolucao(r.cfop)).toBe(fin === 4);
  });

  it('simples faturamento (5922) e remessa por conta e ordem (5923) não têm devolução: erro que diz o que fazer', () => {
    expect(() => retornoDeSaida('5922')).toThrow(/5922.*entrega futura.*remessa/);
    expect(() => retornoDeSaida('6923')).toThrow(/6923.*venda à ordem/);
    expect(() => retornoDeSaida('5949')).toThrow(/5949.*sem devolução automática/);
    expect(() => retornoDeSaida('1102')).toThrow(/não é de saída/);
    expect(() => cfopDevolucaoDeVenda('')).toThrow(/vazio/);
  });

  it('cfopDevolucaoDeVenda devolve só o CFOP', () => {
    expect(cfopDevolucaoDeVenda('5405')).toBe('1411');
  });
});

describe('cfopDevolucaoDeCompra', () => {
  it('5202 sem ST; 5411 com ST destacado ou CFOP de ST do fornecedor', () => {
    expect(cfopDevolucaoDeCompra('5102', false)).toBe('5202');
    expect(cfopDevolucaoDeCompra(null, false)).toBe('5202');
    expect(cfopDevolucaoDeCompra('5102', true)).toBe('5411');
    expect(cfopDevolucaoDeCompra('6403', false)).toBe('5411');
    for (const c of ['5202', '5411']) expect(cfopDeDevolucao(c)).toBe(true);
  });
});
