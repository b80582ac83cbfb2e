/**
 * Regras de finalidade e referências do simulador da SEFAZ (src/sefaz-simulator/finalidade.ts):
 * cada rejeição com o cStat e o texto do MOC, sobre NF-e mínimas montadas aqui (só as tags que as
 * regras leem), e o caso que passa.
 */
import { describe, expect, it } from 'vitest';
import { conferirFinalidade } from '../../../src/sefaz-simulator/finalidade.ts';
import { chaveCheckDigit } from '../../../src/domain/chave-acesso.ts';
import type { EstadoSimulador } from '../../../src/sefaz-simulator/index.ts';

const CNPJ = '11222333000181';
/** chave com o CNPJ nas posições 7-20 (o simulador confere a 269 por elas). */
const chaveDe = (cnpj: string, nNF: number) => {
  const base = `432511${cnpj}55001${String(nNF).padStart(9, '0')}100000001`;
  return `${base}${chaveCheckDigit(base)}`;
};

function nfe(o: { ch: string; fin: string; refs?: string[]; cfops: string[]; indIEDest?: string }): string {
  const refs = (o.refs ?? []).map((r) => `<NFref><refNFe>${r}</refNFe></NFref>`).join('');
  const det = o.cfops.map((c, i) => `<det nItem="${i + 1}"><prod><CFOP>${c}</CFOP></prod></det>`).join('');
  return `<NFe><infNFe Id="NFe${o.ch}" versao="4.00"><ide><finNFe>${o.fin}</finNFe>${refs}</ide><emit><CNPJ>${CNPJ}</CNPJ></emit><dest><indIEDest>${o.indIEDest ?? '1'}</indIEDest></dest>${det}</infNFe></NFe>`;
}

const atual = chaveDe(CNPJ, 100);
const original = chaveDe(CNPJ, 1);
const complementar = chaveDe(CNPJ, 2);
const cancelada = chaveDe(CNPJ, 3);
const deOutro = chaveDe('99888777000166', 4);
const estado = {
  autorizadas: new Map<string, unknown>([
    [original, { nfeXml: nfe({ ch: original, fin: '1', cfops: ['5102'] }), cancelada: false }],
    [complementar, { nfeXml: nfe({ ch: complementar, fin: '2', refs: [original], cfops: ['5102'] }), cancelada: false }],
    [cancelada, { nfeXml: nfe({ ch: cancelada, fin: '1', cfops: ['5102'] }), cancelada: true }],
  ]),
} as unknown as EstadoSimulador;
const cStat = (x: Parameters<typeof nfe>[0]) => conferirFinalidade(nfe(x), estado)?.cStat;

describe('conferirFinalidade (simulador)', () => {
  it('547: dígito verificador da chave referenciada inválido', () => {
    const ruim = `${original.slice(0, 43)}${(Number(original[43]) + 1) % 10}`;
    const r = conferirFinalidade(nfe({ ch: atual, fin: '4', refs: [ruim], cfops: ['1202'] }), estado);
    expect(r).toEqual({ cStat: '547', xMotivo: 'Rejeição: Dígito Verificador da Chave de Acesso da NF-e Referenciada inválido' });
  });
  it('680: a mesma chave referenciada duas vezes; 316: referência à própria chave', () => {
    expect(cStat({ ch: atual, fin: '4', refs: [original, original], cfops: ['1202'] })).toBe('680');
    expect(cStat({ ch: atual, fin: '4', refs: [atual], cfops: ['1202'] })).toBe('316');
  });
  it('devolução (finNFe 4): 321 sem referência; 327 CFOP que não é de devolução (retorno 1916 incluso); 1949 só de não contribuinte', () => {
    expect(cStat({ ch: atual, fin: '4', cfops: ['1202'] })).toBe('321');
    expect(cStat({ ch: atual, fin: '4', refs: [original], cfops: ['1202', '5102'] })).toBe('327');
    expect(cStat({ ch: atual, fin: '4', refs: [original], cfops: ['1916'] })).toBe('327');
    expect(cStat({ ch: atual, fin: '4', refs: [original], cfops: ['1949'] })).toBe('327');
    expect(cStat({ ch: atual, fin: '4', refs: [original], cfops: ['1949'], indIEDest: '9' })).toBeUndefined();
    expect(cStat({ ch: atual, fin: '4', refs: [original], cfops: ['1202', '2411', '5202', '1209'] })).toBeUndefined();
  });
  it('normal (finNFe 1): 328 com CFOP de devolução; retorno 1916 com NFref passa', () => {
    expect(cStat({ ch: atual, fin: '1', cfops: ['5102', '1202'] })).toBe('328');
    expect(cStat({ ch: atual, fin: '1', refs: [original], cfops: ['1916'] })).toBeUndefined();
  });
  it('complementar (finNFe 2): 254 sem referência, 269 outro CNPJ, 267 inexistente, 686 cancelada, 268 complementar', () => {
    expect(cStat({ ch: atual, fin: '2', cfops: ['5102'] })).toBe('254');
    expect(cStat({ ch: atual, fin: '2', refs: [deOutro], cfops: ['5102'] })).toBe('269');
    expect(cStat({ ch: atual, fin: '2', refs: [chaveDe(CNPJ, 50)], cfops: ['5102'] })).toBe('267');
    expect(cStat({ ch: atual, fin: '2', refs: [cancelada], cfops: ['5102'] })).toBe('686');
    const r = conferirFinalidade(nfe({ ch: atual, fin: '2', refs: [complementar], cfops: ['5102'] }), estado);
    expect(r).toEqual({ cStat: '268', xMotivo: 'Rejeição: NF Complementar referencia outra NF-e Complementar' });
    expect(cStat({ ch: atual, fin: '2', refs: [original], cfops: ['5102'] })).toBeUndefined();
  });
});
