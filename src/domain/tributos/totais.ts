/**
 * Totalização da NF-e: grupo `ICMSTot` (W02) e `IBSCBSTot` (NT 2025.002), somando os valores
 * JÁ ARREDONDADOS de cada item (o leiaute valida o total contra a soma dos itens).
 */
import type { Decimal } from 'decimal.js';
import { Dec, fmt2, lerValor } from './numeros.ts';
import type { IbsCbsTot, IcmsTot, ItemCalculado, TotaisNfe } from './tipos.ts';

function soma(itens: readonly ItemCalculado[], ler: (i: ItemCalculado) => string | undefined): Decimal {
  return itens.reduce((acc, i) => acc.plus(lerValor(ler(i))), new Dec(0));
}

function valorTributo(grupo: object, campo: 'vPIS' | 'vCOFINS'): string | undefined {
  const interno = Object.values(grupo)[0] as Record<string, string | undefined>;
  return interno[campo];
}

/**
 * Valor total da NF-e (vNF):
 * vNF = vProd − vDesc − vICMSDeson(deduzível) + vST + vFCPST + vFrete + vSeg + vOutro + vII + vIPI + vIPIDevol.
 *
 * Fonte: MOC 7.0 (Anexo I), campo W16 `vNF` e sua regra de validação (rejeição 610 "Total da NF
 * difere do somatório dos Valores compõe o valor Total da NF"; não há ISSQN nem serviços aqui).
 * Desde a NT 2023.004, o vICMSDeson só é deduzido dos itens com indDeduzDeson = 1; o
 * `vICMSDeson` do total continua somando todos os itens.
 */
export function calcularVNF(t: {
  vProd: Decimal;
  vDesc: Decimal;
  vICMSDesonDeduzir: Decimal;
  vST: Decimal;
  vFCPST: Decimal;
  vFrete: Decimal;
  vSeg: Decimal;
  vOutro: Decimal;
  vII: Decimal;
  vIPI: Decimal;
  vIPIDevol: Decimal;
}): Decimal {
  return t.vProd
    .minus(t.vDesc)
    .minus(t.vICMSDesonDeduzir)
    .plus(t.vST)
    .plus(t.vFCPST)
    .plus(t.vFrete)
    .plus(t.vSeg)
    .plus(t.vOutro)
    .plus(t.vII)
    .plus(t.vIPI)
    .plus(t.vIPIDevol);
}

/**
 * Totaliza os itens calculados por `calcularTributosItem`.
 *
 * `ICMSTot` (leiaute W02..W16, na ordem do XSD): cada campo é a soma do campo homônimo dos itens
 * (vST = Σ vICMSST; vFCPSTRet = Σ vFCPSTRet de CST 60/CSOSN 500; vFCPUFDest/vICMSUFDest/vICMSUFRemet
 * de ICMSUFDest); vII = Σ II.vII (importação); vIPIDevol é zero (a devolução soma o seu à parte); vNF por
 * `calcularVNF`. `IBSCBSTot` (tipo `TIBSCBSMonoTot` do DFeTiposBasicos) só quando algum item tem
 * IBSCBS: vBCIBSCBS = Σ vBC, vIBSUF/vIBSMun/vIBS/vCBS = somas; diferimento, devolução e créditos
 * presumidos não são tratados (zero).
 *
 * @param itens resultados por item.
 * @returns totais com valores em texto, 2 casas.
 */
export function totalizar(itens: readonly ItemCalculado[]): TotaisNfe {
  const v = {
    vBC: soma(itens, (i) => i.ICMS.vBC),
    vICMS: soma(itens, (i) => i.ICMS.vICMS),
    vICMSDeson: soma(itens, (i) => i.ICMS.vICMSDeson),
    vICMSDesonDeduzir: soma(itens, (i) => (i.ICMS.indDeduzDeson === '1' ? i.ICMS.vICMSDeson : undefined)),
    vFCPUFDest: soma(itens, (i) => i.ICMSUFDest?.vFCPUFDest),
    vICMSUFDest: soma(itens, (i) => i.ICMSUFDest?.vICMSUFDest),
    vICMSUFRemet: soma(itens, (i) => i.ICMSUFDest?.vICMSUFRemet),
    vFCP: soma(itens, (i) => i.ICMS.vFCP),
    vBCST: soma(itens, (i) => i.ICMS.vBCST),
    vST: soma(itens, (i) => i.ICMS.vICMSST),
    vFCPST: soma(itens, (i) => i.ICMS.vFCPST),
    vFCPSTRet: soma(itens, (i) => i.ICMS.vFCPSTRet),
    vProd: soma(itens, (i) => i.prod.vProd),
    vFrete: soma(itens, (i) => i.prod.vFrete),
    vSeg: soma(itens, (i) => i.prod.vSeg),
    vDesc: soma(itens, (i) => i.prod.vDesc),
    vII: soma(itens, (i) => i.II?.vII),
    vIPI: soma(itens, (i) => (i.IPI && 'IPITrib' in i.IPI ? i.IPI.IPITrib.vIPI : undefined)),
    vIPIDevol: new Dec(0),
    vPIS: soma(itens, (i) => valorTributo(i.PIS, 'vPIS')),
    vCOFINS: soma(itens, (i) => valorTributo(i.COFINS, 'vCOFINS')),
    vOutro: soma(itens, (i) => i.prod.vOutro),
  };
  const ICMSTot: IcmsTot = {
    vBC: fmt2(v.vBC),
    vICMS: fmt2(v.vICMS),
    vICMSDeson: fmt2(v.vICMSDeson),
    vFCPUFDest: fmt2(v.vFCPUFDest),
    vICMSUFDest: fmt2(v.vICMSUFDest),
    vICMSUFRemet: fmt2(v.vICMSUFRemet),
    vFCP: fmt2(v.vFCP),
    vBCST: fmt2(v.vBCST),
    vST: fmt2(v.vST),
    vFCPST: fmt2(v.vFCPST),
    vFCPSTRet: fmt2(v.vFCPSTRet),
    vProd: fmt2(v.vProd),
    vFrete: fmt2(v.vFrete),
    vSeg: fmt2(v.vSeg),
    vDesc: fmt2(v.vDesc),
    vII: fmt2(v.vII),
    vIPI: fmt2(v.vIPI),
    vIPIDevol: fmt2(v.vIPIDevol),
    vPIS: fmt2(v.vPIS),
    vCOFINS: fmt2(v.vCOFINS),
    vOutro: fmt2(v.vOutro),
    vNF: fmt2(calcularVNF(v)),
  };
  const comIbs = itens.filter((i) => i.IBSCBS);
  if (comIbs.length === 0) return { ICMSTot };
  const g = (i: ItemCalculado) => i.IBSCBS?.gIBSCBS;
  const vIBSUF = soma(comIbs, (i) => g(i)?.gIBSUF.vIBSUF);
  const vIBSMun = soma(comIbs, (i) => g(i)?.gIBSMun.vIBSMun);
  const IBSCBSTot: IbsCbsTot = {
    vBCIBSCBS: fmt2(soma(comIbs, (i) => g(i)?.vBC)),
    gIBS: {
      gIBSUF: { vDif: '0.00', vDevTrib: '0.00', vIBSUF: fmt2(vIBSUF) },
      gIBSMun: { vDif: '0.00', vDevTrib: '0.00', vIBSMun: fmt2(vIBSMun) },
      vIBS: fmt2(soma(comIbs, (i) => g(i)?.vIBS)),
      vCredPres: '0.00',
      vCredPresCondSus: '0.00',
    },
    gCBS: {
      vDif: '0.00',
      vDevTrib: '0.00',
      vCBS: fmt2(soma(comIbs, (i) => g(i)?.gCBS.vCBS)),
      vCredPres: '0.00',
      vCredPresCondSus: '0.00',
    },
  };
  return { ICMSTot, IBSCBSTot };
}
