import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { calcularTributosItem, totalizar, type ItemTributavel, type ItemCalculado } from '../../../src/domain/index.ts';

const base = (extra: Partial<ItemTributavel>): ItemTributavel => ({
  valorProduto: '1000.00',
  origem: 0,
  crt: 3,
  pis: { cst: '01', aliquota: '1.65' },
  cofins: { cst: '01', aliquota: '7.6' },
  ...extra,
});

describe('ICMS regime normal', () => {
  it('CST 00 com FCP: 1.000,00 + frete 50 − desc 50 = 1.000,00; 18% = 180,00; FCP 2% = 20,00', () => {
    const r = calcularTributosItem(base({ cst: '00', valorFrete: 50, valorDesconto: 50, icms: { aliquota: 18 }, fcp: 2 }));
    expect(r.ICMS).toEqual({
      grupo: 'ICMS00',
      orig: '0',
      CST: '00',
      modBC: '3',
      vBC: '1000.00',
      pICMS: '18.0000',
      vICMS: '180.00',
      pFCP: '2.0000',
      vFCP: '20.00',
    });
    // ICMS00 não tem vBCFCP no XSD
    expect(Object.keys(r.ICMS)).not.toContain('vBCFCP');
  });

  it('CST 10: 1.000,00, MVA 40%, ICMS 18%, ST 18% → BC ST 1.400,00; 252,00 − 180,00 = 72,00', () => {
    const r = calcularTributosItem(base({ cst: '10', icms: { aliquota: 18 }, st: { mva: 40, aliquotaInterna: 18 } }));
    expect(r.ICMS).toEqual({
      grupo: 'ICMS10',
      orig: '0',
      CST: '10',
      modBC: '3',
      vBC: '1000.00',
      pICMS: '18.0000',
      vICMS: '180.00',
      modBCST: '4',
      pMVAST: '40.0000',
      vBCST: '1400.00',
      pICMSST: '18.0000',
      vICMSST: '72.00',
    });
  });

  it('CST 10 com IPI 10%: BC ST = (1.000 + 100) × 1,40 = 1.540,00; 277,20 − 180,00 = 97,20; FCP-ST 2% = 30,80', () => {
    const r = calcularTributosItem(
      base({ cst: '10', icms: { aliquota: 18 }, st: { mva: 40, aliquotaInterna: 18, fcpSt: 2 }, ipi: { cst: '50', aliquota: 10 } }),
    );
    expect(r.IPI).toEqual({ cEnq: '999', IPITrib: { CST: '50', vBC: '1000.00', pIPI: '10.0000', vIPI: '100.00' } });
    expect(r.ICMS.vBC).toBe('1000.00'); // IPI fora da base própria (operação entre contribuintes)
    expect(r.ICMS.vBCST).toBe('1540.00');
    expect(r.ICMS.vICMSST).toBe('97.20');
    expect(r.ICMS).toMatchObject({ vBCFCPST: '1540.00', pFCPST: '2.0000', vFCPST: '30.80' });
  });

  it('IPI na base do ICMS para consumidor final (flag): 1.100,00 × 18% = 198,00', () => {
    const r = calcularTributosItem(base({ cst: '00', icms: { aliquota: 18 }, ipi: { cst: '50', aliquota: 10 } }), {
      ipiNaBaseIcms: true,
    });
    expect(r.ICMS).toMatchObject({ vBC: '1100.00', vICMS: '198.00' });
  });

  it('CST 20: redução 33,33% → BC 666,70; 18% = 120,006 → 120,01; desoneração 180,00 − 120,01 = 59,99', () => {
    const r = calcularTributosItem(base({ cst: '20', icms: { aliquota: 18, reducaoBase: '33.33', desoneracao: { motivo: '9' } }, fcp: 1 }));
    expect(r.ICMS).toEqual({
      grupo: 'ICMS20',
      orig: '0',
      CST: '20',
      modBC: '3',
      pRedBC: '33.3300',
      vBC: '666.70',
      pICMS: '18.0000',
      vICMS: '120.01',
      vBCFCP: '666.70',
      pFCP: '1.0000',
      vFCP: '6.67',
      vICMSDeson: '59.99',
      motDesICMS: '9',
      indDeduzDeson: '0',
    });
  });

  it('CST 40/41/50 → ICMS40 só com orig e CST', () => {
    for (const cst of ['40', '41', '50']) {
      expect(calcularTributosItem(base({ cst, origem: '2' })).ICMS).toEqual({ grupo: 'ICMS40', orig: '2', CST: cst });
    }
  });

  it('CST 51: diferimento total de 12% sobre 1.000,00 → vICMSOp 120,00, vICMSDif 120,00, vICMS 0,00', () => {
    const r = calcularTributosItem(base({ cst: '51', icms: { aliquota: 12 } }));
    expect(r.ICMS).toEqual({
      grupo: 'ICMS51',
      orig: '0',
      CST: '51',
      modBC: '3',
      vBC: '1000.00',
      pICMS: '12.0000',
      vICMSOp: '120.00',
      pDif: '100.0000',
      vICMSDif: '120.00',
      vICMS: '0.00',
    });
  });

  it('CST 51 parcial 33,33%: 120,00 × 33,33% = 40,00; vICMS 80,00', () => {
    const r = calcularTributosItem(base({ cst: '51', icms: { aliquota: 12, diferimento: '33.33' } }));
    expect(r.ICMS).toMatchObject({ vICMSOp: '120.00', vICMSDif: '40.00', vICMS: '80.00' });
  });

  it('CST 60: informativo, com ST retido opcional', () => {
    expect(calcularTributosItem(base({ cst: '60' })).ICMS).toEqual({ grupo: 'ICMS60', orig: '0', CST: '60' });
    const r = calcularTributosItem(base({ cst: '60', stRetido: { vBCSTRet: 1400, pST: 18, vICMSSubstituto: 180, vICMSSTRet: 72 } }));
    expect(r.ICMS).toEqual({
      grupo: 'ICMS60',
      orig: '0',
      CST: '60',
      vBCSTRet: '1400.00',
      pST: '18.0000',
      vICMSSubstituto: '180.00',
      vICMSSTRet: '72.00',
    });
  });

  it('CST 90 com ICMS próprio e ST', () => {
    const r = calcularTributosItem(base({ cst: '90', icms: { aliquota: 18 }, st: { mva: 40, aliquotaInterna: 18 } }));
    expect(r.ICMS).toEqual({
      grupo: 'ICMS90',
      orig: '0',
      CST: '90',
      modBC: '3',
      vBC: '1000.00',
      pICMS: '18.0000',
      vICMS: '180.00',
      modBCST: '4',
      pMVAST: '40.0000',
      vBCST: '1400.00',
      pICMSST: '18.0000',
      vICMSST: '72.00',
    });
    expect(calcularTributosItem(base({ cst: '90' })).ICMS).toEqual({ grupo: 'ICMS90', orig: '0', CST: '90' });
  });

  it('rejeita CST não suportado e CRT sem código', () => {
    expect(() => calcularTributosItem(base({ cst: '70' }))).toThrow(/não suportado/);
    expect(() => calcularTributosItem(base({ crt: 1, cst: '00' }))).toThrow(/csosn/);
    expect(() => calcularTributosItem(base({ cst: '00', icms: { aliquota: 18 }, valorDesconto: 2000 }))).toThrow(/Desconto/i);
  });
});

describe('ICMS Simples Nacional (CSOSN)', () => {
  const sn = (extra: Partial<ItemTributavel>) => base({ crt: 1, pis: { cst: '99', aliquota: 0 }, cofins: { cst: '99', aliquota: 0 }, ...extra });

  it('101: crédito 1.000,00 × 2,56% = 25,60 (LC 123/2006 art. 23)', () => {
    expect(calcularTributosItem(sn({ csosn: '101', creditoSimples: '2.56' })).ICMS).toEqual({
      grupo: 'ICMSSN101',
      orig: '0',
      CSOSN: '101',
      pCredSN: '2.5600',
      vCredICMSSN: '25.60',
    });
  });

  it('102 e 103 → ICMSSN102', () => {
    for (const csosn of ['102', '103']) {
      expect(calcularTributosItem(sn({ csosn })).ICMS).toEqual({ grupo: 'ICMSSN102', orig: '0', CSOSN: csosn });
    }
  });

  it('201: BC ST 1.400,00; 252,00 − ICMS "próprio" a 12% (120,00) = 132,00; crédito 1,25% = 12,50', () => {
    const r = calcularTributosItem(sn({ csosn: '201', icms: { aliquota: 12 }, st: { mva: 40, aliquotaInterna: 18 }, creditoSimples: '1.25' }));
    expect(r.ICMS).toEqual({
      grupo: 'ICMSSN201',
      orig: '0',
      CSOSN: '201',
      modBCST: '4',
      pMVAST: '40.0000',
      vBCST: '1400.00',
      pICMSST: '18.0000',
      vICMSST: '132.00',
      pCredSN: '1.2500',
      vCredICMSSN: '12.50',
    });
  });

  it('202: sem crédito', () => {
    const r = calcularTributosItem(sn({ csosn: '202', icms: { aliquota: 18 }, st: { mva: 40, aliquotaInterna: 18 } }));
    expect(r.ICMS).toEqual({
      grupo: 'ICMSSN202',
      orig: '0',
      CSOSN: '202',
      modBCST: '4',
      pMVAST: '40.0000',
      vBCST: '1400.00',
      pICMSST: '18.0000',
      vICMSST: '72.00',
    });
  });

  it('500: informativo', () => {
    expect(calcularTributosItem(sn({ csosn: '500' })).ICMS).toEqual({ grupo: 'ICMSSN500', orig: '0', CSOSN: '500' });
  });

  it('900 com ICMS, ST e crédito', () => {
    const r = calcularTributosItem(sn({ csosn: '900', icms: { aliquota: 18 }, st: { mva: 40, aliquotaInterna: 18 }, creditoSimples: 2 }));
    expect(r.ICMS).toEqual({
      grupo: 'ICMSSN900',
      orig: '0',
      CSOSN: '900',
      modBC: '3',
      vBC: '1000.00',
      pICMS: '18.0000',
      vICMS: '180.00',
      modBCST: '4',
      pMVAST: '40.0000',
      vBCST: '1400.00',
      pICMSST: '18.0000',
      vICMSST: '72.00',
      pCredSN: '2.0000',
      vCredICMSSN: '20.00',
    });
    expect(calcularTributosItem(sn({ csosn: '900' })).ICMS).toEqual({ grupo: 'ICMSSN900', orig: '0', CSOSN: '900' });
  });
});

describe('PIS/COFINS e IPI', () => {
  it('base sem ICMS (RE 574.706): 1.000 − 180 = 820; PIS 1,65% = 13,53; COFINS 7,6% = 62,32', () => {
    const r = calcularTributosItem(base({ cst: '00', icms: { aliquota: 18 } }));
    expect(r.PIS).toEqual({ PISAliq: { CST: '01', vBC: '820.00', pPIS: '1.6500', vPIS: '13.53' } });
    expect(r.COFINS).toEqual({ COFINSAliq: { CST: '01', vBC: '820.00', pCOFINS: '7.6000', vCOFINS: '62.32' } });
  });

  it('flag desligada: base 1.000,00 → 16,50 / 76,00', () => {
    const r = calcularTributosItem(base({ cst: '00', icms: { aliquota: 18 } }), { excluirIcmsBasePisCofins: false });
    expect(r.PIS).toMatchObject({ PISAliq: { vPIS: '16.50' } });
    expect(r.COFINS).toMatchObject({ COFINSAliq: { vCOFINS: '76.00' } });
  });

  it('NT e Outr; IPINT', () => {
    const r = calcularTributosItem(base({ cst: '41', pis: { cst: '07' }, cofins: { cst: '49', aliquota: 0 }, ipi: { cst: '53', cEnq: '301' } }));
    expect(r.PIS).toEqual({ PISNT: { CST: '07' } });
    expect(r.COFINS).toEqual({ COFINSOutr: { CST: '49', vBC: '1000.00', pCOFINS: '0.0000', vCOFINS: '0.00' } });
    expect(r.IPI).toEqual({ cEnq: '301', IPINT: { CST: '53' } });
  });
});

describe('DIFAL (ICMSUFDest)', () => {
  const item = base({
    cst: '00',
    icms: { aliquota: 12 },
    difal: { ufDestino: 'BA', aliquotaInternaDestino: 18, aliquotaInterestadual: 12, fcpDestino: 2 },
  });

  it('base dupla: origem 120,00; BC = 880 / 0,82 = 1.073,17; 193,17 − 120,00 = 73,17; FCP 2% = 21,46', () => {
    expect(calcularTributosItem(item).ICMSUFDest).toEqual({
      vBCUFDest: '1073.17',
      vBCFCPUFDest: '1073.17',
      pFCPUFDest: '2.0000',
      pICMSUFDest: '18.0000',
      pICMSInter: '12.00',
      pICMSInterPart: '100.00',
      vFCPUFDest: '21.46',
      vICMSUFDest: '73.17',
      vICMSUFRemet: '0.00',
    });
  });

  it('base única: 1.000 × 18% − 1.000 × 12% = 60,00; FCP 20,00', () => {
    expect(calcularTributosItem(item, { metodoDifal: 'base-unica' }).ICMSUFDest).toMatchObject({
      vBCUFDest: '1000.00',
      vICMSUFDest: '60.00',
      vFCPUFDest: '20.00',
    });
  });

  it('base dupla com FCP no divisor: 880 / 0,80 = 1.100,00; 198,00 − 120,00 = 78,00; FCP 22,00', () => {
    expect(calcularTributosItem(item, { fcpNoDivisorDifal: true }).ICMSUFDest).toMatchObject({
      vBCUFDest: '1100.00',
      vICMSUFDest: '78.00',
      vFCPUFDest: '22.00',
    });
  });
});

describe('IBS/CBS (NT 2025.002)', () => {
  it('2026: base 1.000 − ICMS 180 − PIS 13,53 − COFINS 62,32 = 744,15; IBS UF 0,1% = 0,74; CBS 0,9% = 6,70', () => {
    const r = calcularTributosItem(
      base({
        cst: '00',
        icms: { aliquota: 18 },
        ibsCbs: { cst: '000', classificacaoTributaria: '000001', aliquotaIbsUf: '0.1', aliquotaIbsMun: 0, aliquotaCbs: '0.9' },
      }),
    );
    expect(r.IBSCBS).toEqual({
      CST: '000',
      cClassTrib: '000001',
      gIBSCBS: {
        vBC: '744.15',
        gIBSUF: { pIBSUF: '0.1000', vIBSUF: '0.74' },
        gIBSMun: { pIBSMun: '0.0000', vIBSMun: '0.00' },
        vIBS: '0.74',
        gCBS: { pCBS: '0.9000', vCBS: '6.70' },
      },
    });
    expect(Object.keys(r)).toEqual(['ICMS', 'PIS', 'COFINS', 'IBSCBS', 'prod']);
  });

  it('redução de 60%: alíquota efetiva CBS 0,36%; base 1.000,00 sem exclusões → 3,60', () => {
    const r = calcularTributosItem(
      base({
        cst: '40',
        pis: { cst: '06' },
        cofins: { cst: '06' },
        ibsCbs: { cst: '200', classificacaoTributaria: '200003', aliquotaIbsUf: '0.1', aliquotaIbsMun: 0, aliquotaCbs: '0.9', reducao: 60 },
      }),
    );
    expect(r.IBSCBS?.gIBSCBS?.gCBS).toEqual({ pCBS: '0.9000', gRed: { pRedAliq: '60.0000', pAliqEfet: '0.3600' }, vCBS: '3.60' });
    expect(r.IBSCBS?.gIBSCBS?.gIBSUF).toEqual({ pIBSUF: '0.1000', gRed: { pRedAliq: '60.0000', pAliqEfet: '0.0400' }, vIBSUF: '0.40' });
  });

  it('CST 410 (imunidade/não incidência) sem gIBSCBS', () => {
    const r = calcularTributosItem(
      base({ cst: '41', ibsCbs: { cst: '410', classificacaoTributaria: '410001', aliquotaIbsUf: 0, aliquotaIbsMun: 0, aliquotaCbs: 0 } }),
    );
    expect(r.IBSCBS).toEqual({ CST: '410', cClassTrib: '410001' });
  });
});

describe('totalizar', () => {
  it('soma os itens e aplica a fórmula do vNF', () => {
    // item 1: CST 10, 1.000,00 → vICMS 180, vST 72
    // item 2: CST 00, 500 + frete 10 − desc 20 = 490; IPI 10% = 49; ICMS 18% = 88,20
    // vNF = 1.500 − 20 + 72 + 10 + 49 = 1.611,00
    const i1 = calcularTributosItem(base({ cst: '10', icms: { aliquota: 18 }, st: { mva: 40, aliquotaInterna: 18 } }));
    const i2 = calcularTributosItem(
      base({ valorProduto: 500, valorFrete: 10, valorDesconto: 20, cst: '00', icms: { aliquota: 18 }, ipi: { cst: '50', aliquota: 10 } }),
    );
    const { ICMSTot, IBSCBSTot } = totalizar([i1, i2]);
    expect(IBSCBSTot).toBeUndefined();
    expect(ICMSTot).toMatchObject({
      vBC: '1490.00',
      vICMS: '268.20',
      vICMSDeson: '0.00',
      vBCST: '1400.00',
      vST: '72.00',
      vProd: '1500.00',
      vFrete: '10.00',
      vDesc: '20.00',
      vIPI: '49.00',
      vOutro: '0.00',
      vNF: '1611.00',
    });
    // PIS: (1000 − 180) × 1,65% = 13,53; (490 − 88,20) × 1,65% = 6,63
    expect(ICMSTot.vPIS).toBe('20.16');
    expect(Object.keys(ICMSTot)).toEqual([
      'vBC',
      'vICMS',
      'vICMSDeson',
      'vFCPUFDest',
      'vICMSUFDest',
      'vICMSUFRemet',
      'vFCP',
      'vBCST',
      'vST',
      'vFCPST',
      'vFCPSTRet',
      'vProd',
      'vFrete',
      'vSeg',
      'vDesc',
      'vII',
      'vIPI',
      'vIPIDevol',
      'vPIS',
      'vCOFINS',
      'vOutro',
      'vNF',
    ]);
  });

  it('vICMSDeson só sai do vNF com indDeduzDeson = 1 (NT 2023.004)', () => {
    const des = (deduzir: boolean) => calcularTributosItem(base({ cst: '40', icms: { aliquota: 18, desoneracao: { motivo: '7', deduzirDoTotal: deduzir } } }));
    expect(totalizar([des(false)]).ICMSTot).toMatchObject({ vICMSDeson: '180.00', vNF: '1000.00' });
    expect(totalizar([des(true)]).ICMSTot).toMatchObject({ vICMSDeson: '180.00', vNF: '820.00' });
  });

  it('IBSCBSTot e DIFAL nos totais', () => {
    const i = calcularTributosItem(
      base({
        cst: '00',
        icms: { aliquota: 12 },
        difal: { ufDestino: 'BA', aliquotaInternaDestino: 18, aliquotaInterestadual: 12, fcpDestino: 2 },
        ibsCbs: { cst: '000', classificacaoTributaria: '000001', aliquotaIbsUf: '0.1', aliquotaIbsMun: 0, aliquotaCbs: '0.9' },
      }),
    );
    const t = totalizar([i, i]);
    expect(t.ICMSTot).toMatchObject({ vICMSUFDest: '146.34', vFCPUFDest: '42.92', vICMSUFRemet: '0.00' });
    const g = i.IBSCBS!.gIBSCBS!;
    expect(t.IBSCBSTot).toEqual({
      vBCIBSCBS: new Decimal(g.vBC).times(2).toFixed(2),
      gIBS: {
        gIBSUF: { vDif: '0.00', vDevTrib: '0.00', vIBSUF: new Decimal(g.gIBSUF.vIBSUF).times(2).toFixed(2) },
        gIBSMun: { vDif: '0.00', vDevTrib: '0.00', vIBSMun: '0.00' },
        vIBS: new Decimal(g.vIBS).times(2).toFixed(2),
        vCredPres: '0.00',
        vCredPresCondSus: '0.00',
      },
      gCBS: { vDif: '0.00', vDevTrib: '0.00', vCBS: new Decimal(g.gCBS.vCBS).times(2).toFixed(2), vCredPres: '0.00', vCredPresCondSus: '0.00' },
    });
  });
});

describe('importação (grupo II)', () => {
  it('IPI sobre valor aduaneiro + II; ICMS por dentro com II, IPI, IOF e despesas aduaneiras (LC 87/96 art. 13, V e § 1º, I); vII no vNF', () => {
    const i = calcularTributosItem(
      base({
        cst: '00',
        origem: 1,
        icms: { aliquota: 18 },
        ipi: { cst: '00', aliquota: 10 },
        importacao: { baseII: 1000, despesasAduaneiras: '85.40', valorII: 140, valorIOF: '3.80' },
      }),
    );
    expect(i.II).toEqual({ vBC: '1000.00', vDespAdu: '85.40', vII: '140.00', vIOF: '3.80' });
    expect(i.IPI).toMatchObject({ IPITrib: { vBC: '1140.00', vIPI: '114.00' } });
    // (1000 + 140 + 114 + 3,80 + 85,40) / 0,82 = 1638,05
    expect(i.ICMS).toMatchObject({ vBC: '1638.05', vICMS: '294.85' });
    // PIS/COFINS: base = valor aduaneiro (Lei 10.865/2004 art. 7º, I), não 1000 − 294,85 de ICMS
    expect(i.PIS).toEqual({ PISAliq: { CST: '01', vBC: '1000.00', pPIS: '1.6500', vPIS: '16.50' } });
    expect(i.COFINS).toEqual({ COFINSAliq: { CST: '01', vBC: '1000.00', pCOFINS: '7.6000', vCOFINS: '76.00' } });
    expect(totalizar([i, i]).ICMSTot).toMatchObject({ vII: '280.00', vIPI: '228.00', vNF: '2508.00' });
  });

  it('sem importação, nada muda (sem grupo II, vII zero)', () => {
    const i = calcularTributosItem(base({ cst: '00', icms: { aliquota: 18 } }));
    expect(i.II).toBeUndefined();
    expect(i.ICMS.vBC).toBe('1000.00');
    expect(totalizar([i]).ICMSTot.vII).toBe('0.00');
  });
});

describe('propriedades (fast-check)', () => {
  const centavos = (max: number) => fc.integer({ min: 0, max }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
  const aliq = fc.integer({ min: 0, max: 3000 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
  const itemArb: fc.Arbitrary<ItemTributavel> = fc
    .record({
      vProd: centavos(10_000_000),
      frete: centavos(100_000),
      seg: centavos(100_000),
      outros: centavos(100_000),
      descPct: fc.integer({ min: 0, max: 100 }),
      codigo: fc.constantFrom('00', '10', '20', '40', '41', '51', '60', '90', '101', '102', '103', '201', '202', '500', '900'),
      pICMS: aliq,
      pRed: fc.integer({ min: 0, max: 9999 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2)),
      mva: fc.integer({ min: 0, max: 20000 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2)),
      pST: aliq,
      fcp: fc.integer({ min: 0, max: 200 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2)),
      pIPI: aliq,
      difal: fc.boolean(),
      ibs: fc.boolean(),
    })
    .map((r) => {
      const bruto = new Decimal(r.vProd).plus(r.frete).plus(r.seg).plus(r.outros);
      const desc = bruto.times(r.descPct).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
      const simples = r.codigo.length === 3;
      return {
        valorProduto: r.vProd,
        valorFrete: r.frete,
        valorSeguro: r.seg,
        valorOutros: r.outros,
        valorDesconto: desc,
        origem: 0,
        crt: simples ? 1 : 3,
        cst: simples ? undefined : r.codigo,
        csosn: simples ? r.codigo : undefined,
        icms: { aliquota: r.pICMS, reducaoBase: r.pRed },
        st: { mva: r.mva, aliquotaInterna: r.pST, fcpSt: r.fcp },
        fcp: r.fcp,
        creditoSimples: r.fcp,
        ipi: { cst: '50', aliquota: r.pIPI },
        pis: { cst: '01', aliquota: '1.65' },
        cofins: { cst: '01', aliquota: '7.6' },
        difal: r.difal ? { ufDestino: 'BA', aliquotaInternaDestino: 20, aliquotaInterestadual: 7, fcpDestino: 2 } : undefined,
        ibsCbs: r.ibs ? { cst: '000', classificacaoTributaria: '000001', aliquotaIbsUf: '0.1', aliquotaIbsMun: 0, aliquotaCbs: '0.9' } : undefined,
      } satisfies ItemTributavel;
    });

  /** Todos os valores monetários (texto) do resultado, exceto alíquotas. */
  function valores(o: unknown, out: [string, string][] = [], chave = ''): [string, string][] {
    if (typeof o === 'string') out.push([chave, o]);
    else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) valores(v, out, k);
    return out;
  }
  const ehAliquota = (k: string) => /^p[A-Z]/.test(k);
  const naoNumericos = new Set(['grupo', 'orig', 'CST', 'CSOSN', 'modBC', 'modBCST', 'motDesICMS', 'indDeduzDeson', 'cEnq', 'cClassTrib']);

  it('valores monetários não negativos e com exatamente 2 casas; alíquotas com 2 ou 4', () => {
    fc.assert(
      fc.property(itemArb, (item) => {
        const r = calcularTributosItem(item);
        for (const [k, v] of valores(r)) {
          if (naoNumericos.has(k)) continue;
          if (ehAliquota(k)) expect(v, k).toMatch(/^\d{1,3}\.(\d{2}|\d{4})$/);
          else expect(v, k).toMatch(/^\d{1,13}\.\d{2}$/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('vNF = vProd − vDesc − vICMSDeson(deduz) + vST + vFCPST + vFrete + vSeg + vOutro + vII + vIPI + vIPIDevol', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { minLength: 1, maxLength: 8 }), (itens) => {
        const calc: ItemCalculado[] = itens.map((i) => calcularTributosItem(i));
        const t = totalizar(calc).ICMSTot;
        const d = (s: string) => new Decimal(s);
        const esperado = d(t.vProd)
          .minus(t.vDesc)
          .plus(t.vST)
          .plus(t.vFCPST)
          .plus(t.vFrete)
          .plus(t.vSeg)
          .plus(t.vOutro)
          .plus(t.vII)
          .plus(t.vIPI)
          .plus(t.vIPIDevol);
        expect(t.vNF).toBe(esperado.toFixed(2));
        const somaST = calc.reduce((a, c) => a.plus(c.ICMS.vICMSST ?? 0), new Decimal(0));
        expect(t.vST).toBe(somaST.toFixed(2));
        for (const v of Object.values(t)) expect(v).toMatch(/^\d+\.\d{2}$/);
      }),
      { numRuns: 200 },
    );
  });
});
