/**
 * ISS e retenções da NFS-e (src/domain/tributos/iss.ts) contra contas feitas à mão, ao centavo:
 * ISS próprio, ISS retido pelo tomador com retenções federais, Simples Nacional com e sem retenção,
 * MEI, e os limites da LC 116/2003 (alíquota de 2% a 5%, descontos e deduções).
 */
import { describe, expect, it } from 'vitest';
import { ErroCalculoIss, calcularIss, regimeIssDoCrt } from '../../../src/domain/tributos/index.ts';

const txt = (r: ReturnType<typeof calcularIss>) => ({
  base: r.baseCalculo.toFixed(2),
  iss: r.valorIss.toFixed(2),
  retido: r.valorIssRetido.toFixed(2),
  pis: r.valorPis.toFixed(2),
  cofins: r.valorCofins.toFixed(2),
  csll: r.valorCsll.toFixed(2),
  irrf: r.valorIrrf.toFixed(2),
  inss: r.valorInss.toFixed(2),
  retencoes: r.totalRetencoes.toFixed(2),
  liquido: r.valorLiquido.toFixed(2),
});

describe('calcularIss', () => {
  it('ISS próprio, regime normal: base com desconto incondicionado, sem retenção', () => {
    // 1.234,56 − 34,56 = 1.200,00; 1.200,00 × 3% = 36,00; líquido = 1.234,56 − 34,56 − 10,00 (condicionado) = 1.190,00
    const r = calcularIss({ valorServico: '1234.56', descontoIncondicionado: '34.56', descontoCondicionado: '10', aliquotaIss: 3, regime: 'normal' });
    expect(txt(r)).toEqual({
      base: '1200.00',
      iss: '36.00',
      retido: '0.00',
      pis: '0.00',
      cofins: '0.00',
      csll: '0.00',
      irrf: '0.00',
      inss: '0.00',
      retencoes: '0.00',
      liquido: '1190.00',
    });
    expect(r.regras.join(' ')).toContain('LC 116/2003 art. 7º');
  });

  it('ISS retido pelo tomador com IRRF e PIS/COFINS/CSLL: meia para cima em cada valor', () => {
    // base 2.345,67 × 5% = 117,2835 -> 117,28; PIS 0,65% = 15,2468 -> 15,25; COFINS 3% = 70,3701 -> 70,37;
    // CSLL 1% = 23,4567 -> 23,46; IRRF 1,5% = 35,18505 -> 35,19; retenções = 117,28+15,25+70,37+23,46+35,19 = 261,55
    const r = calcularIss({
      valorServico: '2345.67',
      aliquotaIss: 5,
      issRetido: true,
      regime: 'normal',
      aliquotaPis: '0.65',
      aliquotaCofins: 3,
      aliquotaCsll: 1,
      aliquotaIrrf: '1.5',
    });
    expect(txt(r)).toMatchObject({
      base: '2345.67',
      iss: '117.28',
      retido: '117.28',
      pis: '15.25',
      cofins: '70.37',
      csll: '23.46',
      irrf: '35.19',
      retencoes: '261.55',
      liquido: '2084.12',
    });
    expect(r.regras.join(' ')).toContain('LC 116/2003 art. 6º');
  });

  it('deduções de materiais (7.02) reduzem a base e a alíquota abaixo de 2% é aceita no subitem', () => {
    // 10.000,00 − 4.000,00 = 6.000,00 × 1,5% = 90,00
    const r = calcularIss({ valorServico: 10000, deducoes: 4000, aliquotaIss: '1.5', regime: 'normal', itemListaServico: '7.02' });
    expect(txt(r)).toMatchObject({ base: '6000.00', iss: '90.00', liquido: '10000.00' });
  });

  it('Simples Nacional sem retenção: ISS no DAS, nada destacado; retenções federais não se aplicam', () => {
    const r = calcularIss({ valorServico: 500, aliquotaIss: '2.79', regime: 'simples', aliquotaIrrf: '1.5', aliquotaPis: '0.65' });
    expect(txt(r)).toMatchObject({ base: '500.00', iss: '0.00', retido: '0.00', irrf: '0.00', pis: '0.00', liquido: '500.00' });
    expect(r.regras.join(' ')).toContain('LC 123/2006 art. 13');
    expect(r.regras.join(' ')).toContain('Lei 10.833/2003 art. 32');
  });

  it('Simples Nacional com retenção: alíquota efetiva da faixa (abaixo de 2%)', () => {
    // 850,00 × 1,83% = 15,555 -> 15,56; líquido 834,44
    const r = calcularIss({ valorServico: 850, aliquotaIss: '1.83', issRetido: true, regime: 'simples' });
    expect(txt(r)).toMatchObject({ iss: '15.56', retido: '15.56', liquido: '834.44' });
    expect(r.regras.join(' ')).toContain('LC 123/2006 art. 21 §4º');
  });

  it('MEI: sem ISS na nota', () => {
    expect(txt(calcularIss({ valorServico: 300, aliquotaIss: 5, regime: 'mei' }))).toMatchObject({ iss: '0.00', liquido: '300.00' });
  });

  it('recusa alíquota fora de 2% a 5% e descontos maiores que o serviço, nomeando o campo', () => {
    const campo = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(ErroCalculoIss);
        return (e as ErroCalculoIss).campo;
      }
      return 'sem erro';
    };
    expect(campo(() => calcularIss({ valorServico: 100, aliquotaIss: 6, regime: 'normal' }))).toBe('aliquota_iss');
    expect(campo(() => calcularIss({ valorServico: 100, aliquotaIss: 1, regime: 'normal', itemListaServico: '14.01' }))).toBe('aliquota_iss');
    expect(campo(() => calcularIss({ valorServico: 100, deducoes: 80, descontoIncondicionado: 30, aliquotaIss: 2, regime: 'normal' }))).toBe('deducoes');
    expect(campo(() => calcularIss({ valorServico: 0, aliquotaIss: 2, regime: 'normal' }))).toBe('valor_servico');
    expect(campo(() => calcularIss({ valorServico: 100, issRetido: true, regime: 'normal' }))).toBe('aliquota_iss');
  });

  it('regime a partir do CRT', () => {
    expect([1, 2, 3, 4].map(regimeIssDoCrt)).toEqual(['simples', 'simples', 'normal', 'mei']);
  });
});
