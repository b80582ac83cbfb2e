/**
 * ISS e retenções de uma NFS-e (domínio puro, sem banco): o que a DPS do Padrão Nacional leva em
 * `valores` (vBC, pAliq, vISSQN, tpRetISSQN, retenções federais, vLiq) e o que o editor mostra.
 *
 * Todos os valores em R$ como Decimal, arredondados a 2 casas meia-para-cima (numeros.ts) no momento
 * em que viram campo; cada imposto é calculado sobre a base já arredondada. Alíquotas em % (2 casas
 * para o ISS, 4 para as federais). Cada regra aplicada volta em `regras` com a sua fonte legal.
 *
 * Regras (fonte):
 * - Base do ISS = preço do serviço − desconto incondicionado − deduções (LC 116/2003 art. 7º, caput e
 *   §2º I: materiais fornecidos pelo prestador nos subitens 7.02 e 7.05). Desconto condicionado não
 *   reduz a base (é despesa financeira, depende de evento posterior).
 * - ISS = base × alíquota (LC 116/2003 art. 7º e 8º); alíquota máxima 5% (art. 8º II) e mínima 2%
 *   (art. 8º-A, LC 157/2016), salvo os subitens 7.02, 7.05 e 16.01/16.02 (art. 8º-A §1º).
 * - ISS retido: o tomador é o responsável e desconta o imposto do pagamento (LC 116/2003 art. 6º).
 * - Simples Nacional (ME/EPP): o ISS vai no DAS (LC 123/2006 art. 13 VIII); sem retenção não há ISS
 *   destacado. Com retenção, o tomador retém pela alíquota efetiva de ISS da faixa do prestador,
 *   informada na nota (LC 123/2006 art. 21 §4º), que pode ficar abaixo de 2%.
 * - MEI: ISS em valor fixo no DAS-MEI (LC 123/2006 art. 18-A §3º V c); sem ISS na nota.
 * - Retenções federais sobre o valor bruto do serviço (preço − desconto incondicionado): PIS, COFINS
 *   e CSLL (Lei 10.833/2003 art. 30), IRRF (Decreto 9.580/2018, RIR, art. 714 e 716) e INSS (Lei
 *   8.212/1991 art. 31), nas alíquotas informadas. Prestador do Simples Nacional: sem retenção de
 *   PIS/COFINS/CSLL (Lei 10.833/2003 art. 32 II) nem de IRRF (IN RFB 765/2007 art. 1º).
 * - Valor líquido = preço − descontos incondicionado e condicionado − ISS retido − retenções federais
 *   (leiaute da DPS, campo vLiq).
 */
import type { Decimal } from 'decimal.js';
import { Dec, arred2, decimalNaoNegativo, type Numero } from './numeros.ts';

/** Regime do prestador para o ISS. */
export type RegimeIss = 'normal' | 'simples' | 'mei';

export interface EntradaIss {
  valorServico: Numero;
  descontoIncondicionado?: Numero | null;
  descontoCondicionado?: Numero | null;
  deducoes?: Numero | null;
  /** % (ex.: 5 ou '2.5') */
  aliquotaIss?: Numero | null;
  issRetido?: boolean;
  regime: RegimeIss;
  /** subitem da LC 116/2003 ("7.02"), para as exceções da alíquota mínima */
  itemListaServico?: string | null;
  /** % de cada retenção federal */
  aliquotaPis?: Numero | null;
  aliquotaCofins?: Numero | null;
  aliquotaCsll?: Numero | null;
  aliquotaIrrf?: Numero | null;
  aliquotaInss?: Numero | null;
}

export interface ResultadoIss {
  baseCalculo: Decimal;
  aliquotaIss: Decimal;
  valorIss: Decimal;
  valorIssRetido: Decimal;
  valorPis: Decimal;
  valorCofins: Decimal;
  valorCsll: Decimal;
  valorIrrf: Decimal;
  valorInss: Decimal;
  totalRetencoes: Decimal;
  valorLiquido: Decimal;
  /** regras aplicadas, cada uma com a fonte legal */
  regras: string[];
}

/** Erro de entrada do cálculo, com o campo (nome de coluna de nota_servico). */
export class ErroCalculoIss extends Error {
  constructor(
    readonly campo: string,
    mensagem: string,
  ) {
    super(mensagem);
  }
}

/** Subitens sem a alíquota mínima de 2% (LC 116/2003 art. 8º-A §1º). */
const SEM_ALIQUOTA_MINIMA = new Set(['7.02', '7.05', '16.01', '16.02']);

const pct = (base: Decimal, aliquota: Decimal) => arred2(base.mul(aliquota).div(100));

/**
 * Calcula ISS, retenções e valor líquido de uma NFS-e.
 * @throws ErroCalculoIss com o campo quando descontos/deduções passam do preço ou a alíquota do ISS
 *   está fora dos limites da LC 116/2003.
 */
export function calcularIss(e: EntradaIss): ResultadoIss {
  const num = (v: Numero | null | undefined, campo: string) => {
    try {
      return decimalNaoNegativo(v, campo);
    } catch (err) {
      throw new ErroCalculoIss(campo, (err as Error).message);
    }
  };
  const valor = num(e.valorServico, 'valor_servico');
  if (valor.isZero()) throw new ErroCalculoIss('valor_servico', 'Informe o valor do serviço');
  const descInc = num(e.descontoIncondicionado, 'desconto_incondicionado');
  const descCond = num(e.descontoCondicionado, 'desconto_condicionado');
  const deducoes = num(e.deducoes, 'deducoes');
  const regras: string[] = [];
  if (descInc.plus(deducoes).greaterThan(valor))
    throw new ErroCalculoIss('deducoes', 'Desconto incondicionado e deduções somados não podem passar do valor do serviço');
  if (descInc.plus(descCond).greaterThan(valor)) throw new ErroCalculoIss('desconto_condicionado', 'Os descontos somados não podem passar do valor do serviço');

  const base = arred2(valor.minus(descInc).minus(deducoes));
  regras.push('Base do ISS = serviço − desconto incondicionado − deduções (LC 116/2003 art. 7º)');
  let aliquota = num(e.aliquotaIss, 'aliquota_iss');
  if (aliquota.greaterThan(5) && e.regime !== 'mei') throw new ErroCalculoIss('aliquota_iss', 'A alíquota máxima do ISS é 5% (LC 116/2003 art. 8º II)');
  const retido = e.issRetido === true;
  let valorIss = new Dec(0);
  if (e.regime === 'mei') {
    aliquota = new Dec(0);
    regras.push('MEI: ISS em valor fixo no DAS-MEI, sem destaque na nota (LC 123/2006 art. 18-A §3º V)');
  } else if (e.regime === 'simples' && !retido) {
    aliquota = new Dec(0);
    regras.push('Simples Nacional: ISS recolhido no DAS, sem destaque na nota (LC 123/2006 art. 13 VIII)');
  } else {
    if (e.regime === 'normal' && aliquota.greaterThan(0) && aliquota.lessThan(2) && !SEM_ALIQUOTA_MINIMA.has(String(e.itemListaServico ?? '')))
      throw new ErroCalculoIss('aliquota_iss', 'A alíquota mínima do ISS é 2% (LC 116/2003 art. 8º-A)');
    if (retido && aliquota.isZero()) throw new ErroCalculoIss('aliquota_iss', 'Informe a alíquota do ISS a reter');
    valorIss = pct(base, aliquota);
    regras.push(`ISS = base × ${aliquota.toFixed(2)}% (LC 116/2003 art. 7º e 8º)`);
    if (e.regime === 'simples') regras.push('Simples Nacional com retenção: alíquota efetiva de ISS da faixa do prestador (LC 123/2006 art. 21 §4º)');
  }
  const valorIssRetido = retido ? valorIss : new Dec(0);
  if (retido) regras.push('ISS retido pelo tomador, descontado do pagamento (LC 116/2003 art. 6º)');

  const bruto = valor.minus(descInc);
  const semFederais = e.regime !== 'normal';
  const federal = (v: Numero | null | undefined, campo: string, fonte: string, isentaNoSimples: boolean) => {
    const a = num(v, campo);
    if (a.isZero()) return new Dec(0);
    if (a.greaterThan(100)) throw new ErroCalculoIss(campo, 'Alíquota acima de 100%');
    if (semFederais && isentaNoSimples) return new Dec(0);
    regras.push(`${fonte}`);
    return pct(bruto, a);
  };
  const valorPis = federal(e.aliquotaPis, 'aliquota_pis', 'PIS retido (Lei 10.833/2003 art. 30)', true);
  const valorCofins = federal(e.aliquotaCofins, 'aliquota_cofins', 'COFINS retida (Lei 10.833/2003 art. 30)', true);
  const valorCsll = federal(e.aliquotaCsll, 'aliquota_csll', 'CSLL retida (Lei 10.833/2003 art. 30)', true);
  const valorIrrf = federal(e.aliquotaIrrf, 'aliquota_irrf', 'IRRF (Decreto 9.580/2018 art. 714)', true);
  const valorInss = federal(e.aliquotaInss, 'aliquota_inss', 'INSS retido (Lei 8.212/1991 art. 31)', false);
  if (semFederais && [e.aliquotaPis, e.aliquotaCofins, e.aliquotaCsll, e.aliquotaIrrf].some((a) => a && !new Dec(a).isZero()))
    regras.push('Prestador do Simples Nacional: sem retenção de PIS/COFINS/CSLL (Lei 10.833/2003 art. 32 II) nem de IRRF (IN RFB 765/2007 art. 1º)');
  const totalRetencoes = valorIssRetido.plus(valorPis).plus(valorCofins).plus(valorCsll).plus(valorIrrf).plus(valorInss);
  const valorLiquido = valor.minus(descInc).minus(descCond).minus(totalRetencoes);
  if (valorLiquido.isNegative()) throw new ErroCalculoIss('valor_servico', 'As retenções passam do valor a receber');
  return {
    baseCalculo: base,
    aliquotaIss: aliquota,
    valorIss,
    valorIssRetido,
    valorPis,
    valorCofins,
    valorCsll,
    valorIrrf,
    valorInss,
    totalRetencoes,
    valorLiquido,
    regras,
  };
}

/** Regime do ISS a partir do CRT do emitente (1/2 Simples Nacional, 4 MEI, 3 regime normal). */
export function regimeIssDoCrt(crt: number | string | null | undefined): RegimeIss {
  const n = Number(crt);
  if (n === 4) return 'mei';
  if (n === 1 || n === 2) return 'simples';
  return 'normal';
}
