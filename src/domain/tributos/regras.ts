/**
 * Regras de cálculo, uma função por regra, cada uma com a sua fonte legal/normativa.
 * Todas recebem e devolvem Decimal; percentuais em % (18 = 18%). Valores devolvidos já
 * arredondados em 2 casas (ver `numeros.ts`).
 */
import type { Decimal } from 'decimal.js';
import { Dec, aplicarPercentual, arred2, arred4, naoNegativo } from './numeros.ts';

/** Valores do item (tags de `prod`) já convertidos. */
export interface ValoresItem {
  vProd: Decimal;
  vFrete: Decimal;
  vSeg: Decimal;
  vOutro: Decimal;
  vDesc: Decimal;
}

/**
 * Valor da operação = vProd + vFrete + vSeg + vOutro − vDesc.
 *
 * Fonte: LC 87/96 art. 13, I e § 1º, II ("a": seguros, juros e demais importâncias;
 * descontos concedidos SOB CONDIÇÃO integram a base — logo o desconto incondicional, o `vDesc`
 * do item, não integra; "b": frete cobrado do adquirente). O mesmo valor é a base do IPI
 * (RIPI, Decreto 7.212/2010, art. 190, I, "b" e § 1º; STF RE 567.935, Tema 84: desconto
 * incondicional não integra a base do IPI).
 *
 * @throws Error se o desconto for maior que a soma dos demais valores.
 */
export function valorOperacao(v: ValoresItem): Decimal {
  const total = v.vProd.plus(v.vFrete).plus(v.vSeg).plus(v.vOutro).minus(v.vDesc);
  if (total.isNegative()) throw new Error('valorDesconto maior que o valor da operação');
  return arred2(total);
}

/**
 * Base do ICMS próprio: valor da operação, mais o IPI quando `ipiNaBase`, menos a redução pRedBC.
 *
 * Fontes: LC 87/96 art. 13, § 1º, II (frete, seguro, demais despesas) e § 2º (o IPI NÃO integra a
 * base só quando a operação é entre contribuintes, para industrialização ou comercialização, e
 * configura fato gerador dos dois impostos — por isso o IPI entra para consumidor final: flag
 * `ipiNaBase`). Redução de base (CST 20/51/90, CSOSN 900): vBC = base × (1 − pRedBC/100), conforme
 * o benefício concedido por convênio/legislação da UF (campo `pRedBC`, MOC 7.0 grupo N).
 */
export function baseIcmsPropria(valorOp: Decimal, vIPI: Decimal, ipiNaBase: boolean, pRedBC: Decimal): Decimal {
  const bruta = ipiNaBase ? valorOp.plus(vIPI) : valorOp;
  return arred2(bruta.times(new Dec(100).minus(pRedBC)).dividedBy(100));
}

/**
 * Base do IPI no desembaraço aduaneiro = valor aduaneiro (aqui o valor da operação do item:
 * vProd + vFrete + vSeg + vOutro − vDesc) + Imposto de Importação.
 *
 * Fontes: CTN art. 47, I ("o preço normal ... acrescido do montante do imposto sobre a importação,
 * das taxas exigidas para entrada do produto no País e dos encargos cambiais"); RIPI (Decreto
 * 7.212/2010) art. 190, I, "a".
 */
export function baseIpiImportacao(valorOp: Decimal, vII: Decimal): Decimal {
  return arred2(valorOp.plus(vII));
}

/**
 * Base do ICMS na importação, com o imposto "por dentro":
 * vBC = (valor da operação + vII + vIPI + vIOF + despesas aduaneiras) / (1 − pICMS/100) × (1 − pRedBC/100).
 *
 * Fontes: LC 87/96 art. 13, V — a base no desembaraço é a soma do valor da mercadoria constante dos
 * documentos de importação ("a"), do Imposto de Importação ("b"), do IPI ("c"), do IOF ("d") e de
 * quaisquer outros impostos, taxas, contribuições e despesas aduaneiras ("e": Siscomex,
 * PIS/COFINS-Importação, AFRMM — informados em `vDespAdu`); art. 13, § 1º, I (redação da LC
 * 114/2002): o montante do próprio ICMS integra a base, "inclusive na hipótese do inciso V". No
 * leiaute, esses valores vão no grupo II do item (P02 vBC, P03 vDespAdu, P04 vII, P05 vIOF; MOC
 * 7.0, Anexo I). Redução de base como em `baseIcmsPropria`.
 * @throws Error se pICMS ≥ 100.
 */
export function baseIcmsImportacao(
  valorOp: Decimal,
  v: { vII: Decimal; vIPI: Decimal; vIOF: Decimal; vDespAdu: Decimal },
  pICMS: Decimal,
  pRedBC: Decimal,
): Decimal {
  if (pICMS.greaterThanOrEqualTo(100)) throw new Error('icms.aliquota: 100% ou mais não permite a base por dentro');
  const soma = valorOp.plus(v.vII).plus(v.vIPI).plus(v.vIOF).plus(v.vDespAdu);
  const porDentro = soma.times(100).dividedBy(new Dec(100).minus(pICMS));
  return arred2(porDentro.times(new Dec(100).minus(pRedBC)).dividedBy(100));
}

/**
 * ICMS próprio = vBC × pICMS / 100 (LC 87/96 art. 13; alíquota da UF de origem ou interestadual,
 * Resolução do Senado 22/89 e 13/2012).
 */
export function valorIcms(vBC: Decimal, pICMS: Decimal): Decimal {
  return aplicarPercentual(vBC, pICMS);
}

/**
 * FCP (Fundo de Combate à Pobreza) próprio = vBCFCP × pFCP / 100, com vBCFCP = base do ICMS próprio.
 *
 * Fonte: ADCT art. 82, § 1º (adicional de até 2 p.p. na alíquota do ICMS, EC 31/2000 e 42/2003);
 * campos vBCFCP/pFCP/vFCP criados pela NT 2016.002.
 */
export function valorFcp(vBCFCP: Decimal, pFCP: Decimal): Decimal {
  return aplicarPercentual(vBCFCP, pFCP);
}

/**
 * Base do ICMS-ST por MVA (modBCST = 4):
 * vBCST = (valor da operação + IPI) × (1 + pMVAST/100) × (1 − pRedBCST/100).
 *
 * O valor da operação já contém frete, seguro e outras despesas (`valorOperacao`); o IPI entra
 * sempre. Fonte: LC 87/96 art. 8º, II, "a" a "c" (valor da operação própria + seguro, frete e
 * outros encargos transferíveis + margem de valor agregado) e Convênio ICMS 142/2018, cláusulas
 * décima primeira e décima segunda (base com MVA; redução de base prevista na legislação da UF).
 */
export function baseIcmsSt(valorOp: Decimal, vIPI: Decimal, pMVAST: Decimal, pRedBCST: Decimal): Decimal {
  return arred2(valorOp.plus(vIPI).times(new Dec(100).plus(pMVAST)).dividedBy(100).times(new Dec(100).minus(pRedBCST)).dividedBy(100));
}

/**
 * ICMS-ST = vBCST × pICMSST / 100 − ICMS da operação própria (nunca negativo).
 *
 * Fonte: LC 87/96 art. 8º § 5º e Convênio ICMS 142/2018, cláusula décima terceira (o imposto
 * retido é a diferença entre o calculado sobre a base ST pela alíquota interna do destino e o
 * devido pela operação própria). Para o optante do Simples Nacional (CSOSN 201/202/203/900), o
 * ICMS "próprio" a deduzir é calculado pela alíquota interna ou interestadual aplicável a um
 * contribuinte do regime normal sobre o valor da operação (LC 123/2006 art. 13, § 1º, XIII, "a":
 * o ICMS-ST fica fora do DAS; regra de dedução repetida nas legislações estaduais — conferir o RICMS
 * da UF). Exemplo: 1.000,00 × 1,40 = 1.400,00; 1.400,00 × 18% = 252,00; − 180,00 = 72,00.
 */
export function valorIcmsSt(vBCST: Decimal, pICMSST: Decimal, icmsProprio: Decimal): Decimal {
  return naoNegativo(aplicarPercentual(vBCST, pICMSST).minus(icmsProprio));
}

/**
 * FCP retido por ST = vBCFCPST × pFCPST / 100 − FCP próprio (nunca negativo), vBCFCPST = vBCST.
 *
 * Fonte: ADCT art. 82 § 1º e NT 2016.002 (campos vBCFCPST/pFCPST/vFCPST); mesma sistemática de
 * dedução do ICMS-ST (Conv. ICMS 142/2018, cl. 13ª). Em operação interestadual não há FCP próprio,
 * e o resultado é simplesmente vBCFCPST × pFCPST.
 */
export function valorFcpSt(vBCFCPST: Decimal, pFCPST: Decimal, fcpProprio: Decimal): Decimal {
  return naoNegativo(aplicarPercentual(vBCFCPST, pFCPST).minus(fcpProprio));
}

/**
 * Crédito de ICMS do Simples Nacional transferível ao adquirente (CSOSN 101, 201, 900):
 * vCredICMSSN = valor da operação × pCredSN / 100.
 *
 * Fonte: LC 123/2006 art. 23, § 1º (crédito correspondente ao ICMS devido no Simples, pela
 * alíquota do anexo aplicável à faixa de receita, informada no documento) e Resolução CGSN
 * 140/2018 (alíquota efetiva da faixa = pCredSN); base: o valor da operação (vProd + frete + seguro
 * + outras − desconto), sem IPI.
 */
export function creditoSimples(valorOp: Decimal, pCredSN: Decimal): Decimal {
  return aplicarPercentual(valorOp, pCredSN);
}

/**
 * Diferimento (CST 51): vICMSOp = vBC × pICMS; vICMSDif = vICMSOp × pDif; vICMS = vICMSOp − vICMSDif.
 *
 * Fonte: leiaute NF-e, grupo ICMS51 (NT 2016.002 / MOC 7.0, campos N16a-N16c); o diferimento em si
 * é concedido pela legislação de cada UF.
 */
export function diferimento(
  vBC: Decimal,
  pICMS: Decimal,
  pDif: Decimal,
): {
  vICMSOp: Decimal;
  vICMSDif: Decimal;
  vICMS: Decimal;
} {
  const vICMSOp = aplicarPercentual(vBC, pICMS);
  const vICMSDif = aplicarPercentual(vICMSOp, pDif);
  return { vICMSOp, vICMSDif, vICMS: vICMSOp.minus(vICMSDif) };
}

/**
 * ICMS desonerado (fórmula simples, "por fora"): (base sem redução × pICMS) − ICMS efetivamente
 * destacado. Para isenção (CST 40/41/50) o destacado é zero.
 *
 * Fonte: leiaute NF-e, campos vICMSDeson/motDesICMS (NT 2011.004) e indDeduzDeson (NT 2023.004).
 * Algumas UFs exigem o cálculo "por dentro" (Convênio ICMS 26/2021 e RICMS locais); nesses casos o
 * chamador informa o valor pronto (`icms.desoneracao.valor`).
 */
export function calcularDesoneracao(baseSemReducao: Decimal, pICMS: Decimal, icmsDestacado: Decimal): Decimal {
  return naoNegativo(aplicarPercentual(baseSemReducao, pICMS).minus(icmsDestacado));
}

/** Resultado do DIFAL. */
export interface ResultadoDifal {
  vBCUFDest: Decimal;
  vICMSUFDest: Decimal;
  vFCPUFDest: Decimal;
}

/**
 * DIFAL para consumidor final NÃO contribuinte em outra UF (partilha 100% para o destino).
 *
 * Fontes: CF art. 155, § 2º, VII e VIII (EC 87/2015); ADCT art. 99 (partilha gradual, 100% ao
 * destino desde 2019 — por isso pICMSInterPart = 100 e vICMSUFRemet = 0); LC 87/96 com a redação
 * da LC 190/2022 (art. 4º § 2º, II; art. 11, V, "b"; art. 13, X, e § 1º, I: o imposto integra a sua
 * própria base); Convênio ICMS 236/2021, cláusula segunda (fórmulas).
 *
 * - `'base-unica'` (algumas UFs mantêm): vBCUFDest = vBC;
 *   vICMSUFDest = vBC × pICMSUFDest − vBC × pICMSInter.
 * - `'base-dupla'` (LC 190/2022, imposto "por dentro" do destino):
 *   ICMS origem = vBC × pICMSInter; vBCUFDest = (vBC − ICMS origem) / (1 − pICMSUFDest);
 *   vICMSUFDest = vBCUFDest × pICMSUFDest − ICMS origem. Com `fcpNoDivisor`, o divisor é
 *   (1 − pICMSUFDest − pFCPUFDest) (UFs que incluem o FCP no "por dentro").
 *
 * Em ambos: vBCFCPUFDest = vBCUFDest e vFCPUFDest = vBCFCPUFDest × pFCPUFDest (ADCT art. 82).
 * Exemplo (base dupla): vBC 1.000,00, inter 12%, destino 18%: origem 120,00;
 * vBCUFDest = 880 / 0,82 = 1.073,17; DIFAL = 193,17 − 120,00 = 73,17.
 */
export function calcularDifal(
  vBC: Decimal,
  pICMSUFDest: Decimal,
  pICMSInter: Decimal,
  pFCPUFDest: Decimal,
  metodo: 'base-unica' | 'base-dupla',
  fcpNoDivisor = false,
): ResultadoDifal {
  const icmsOrigem = aplicarPercentual(vBC, pICMSInter);
  let vBCUFDest: Decimal;
  if (metodo === 'base-unica') {
    vBCUFDest = vBC;
  } else {
    const aliquotaDivisor = fcpNoDivisor ? pICMSUFDest.plus(pFCPUFDest) : pICMSUFDest;
    const divisor = new Dec(100).minus(aliquotaDivisor).dividedBy(100);
    if (!divisor.isPositive() || divisor.isZero()) throw new Error('DIFAL: alíquota de destino deve ser menor que 100%');
    vBCUFDest = arred2(vBC.minus(icmsOrigem).dividedBy(divisor));
  }
  const vICMSUFDest = naoNegativo(aplicarPercentual(vBCUFDest, pICMSUFDest).minus(icmsOrigem));
  return { vBCUFDest, vICMSUFDest, vFCPUFDest: aplicarPercentual(vBCUFDest, pFCPUFDest) };
}

/**
 * IPI = vBC × pIPI / 100 (alíquota ad valorem da TIPI), base = valor da operação.
 *
 * Fonte: CTN art. 47, II, "a"; RIPI (Decreto 7.212/2010) art. 190, I, "b" e § 1º (frete e
 * despesas acessórias integram); STF RE 567.935 (desconto incondicional não integra).
 */
export function valorIpi(vBC: Decimal, pIPI: Decimal): Decimal {
  return aplicarPercentual(vBC, pIPI);
}

/**
 * Base de PIS/COFINS (CST 01, 02 e os de "outras operações"): receita da venda = valor da
 * operação (vProd + frete + seguro + outras − descontos incondicionais), SEM o IPI e sem o ICMS-ST
 * (Lei 9.718/98 art. 3º, § 2º, I; Leis 10.637/2002 e 10.833/2003, art. 1º, § 3º), menos o ICMS
 * destacado quando `excluirIcms` (STF RE 574.706, Tema 69, e embargos de 13/05/2021: exclui-se o
 * ICMS destacado na nota; Lei 14.592/2023 positivou a exclusão nas Leis 10.637 e 10.833).
 */
export function basePisCofins(valorOp: Decimal, vICMS: Decimal, excluirIcms: boolean): Decimal {
  return arred2(naoNegativo(excluirIcms ? valorOp.minus(vICMS) : valorOp));
}

/**
 * Base de PIS/COFINS na entrada de importação (CFOP 3xxx, com DI): o valor aduaneiro, o mesmo da
 * base do Imposto de Importação (`II/vBC`), sem somar o ICMS nem as próprias contribuições e sem
 * excluir o ICMS destacado. Fonte: Lei 10.865/2004, art. 7º, I, na redação da Lei 12.865/2013
 * ("valor aduaneiro"), após o STF (RE 559.937, Tema 1) declarar inconstitucional o acréscimo do
 * ICMS e das contribuições à base. A nota de entrada repete essa base no crédito (art. 15, § 3º).
 */
export function basePisCofinsImportacao(valorAduaneiro: Decimal): Decimal {
  return arred2(naoNegativo(valorAduaneiro));
}

/**
 * PIS ou COFINS = vBC × alíquota / 100 (alíquota básica cumulativa 0,65%/3%, Lei 9.715/98 e
 * 9.718/98; não cumulativa 1,65%/7,6%, Lei 10.637/2002 art. 2º e Lei 10.833/2003 art. 2º).
 */
export function valorPisCofins(vBC: Decimal, aliquota: Decimal): Decimal {
  return aplicarPercentual(vBC, aliquota);
}

/**
 * Base do IBS e da CBS de um item, com vProd + vFrete + vSeg + vOutro − vDesc (valor da operação)
 * e, se `excluirTributos`, menos ICMS + FCP + ICMS DIFAL + FCP DIFAL + PIS + COFINS do item.
 *
 * Fonte: LC 214/2025 art. 12, caput e § 1º (valor da operação, incluindo frete, seguro, juros,
 * demais importâncias cobradas e descontos condicionais) e § 2º (NÃO integram: o próprio IBS/CBS,
 * o IPI e os descontos incondicionais). Exclusão do ICMS, PIS e COFINS: regra de transição
 * espelhada na regra de validação de vBC do grupo IBSCBS da NT 2025.002-RTC (base = vProd + vServ +
 * vFrete + vSeg + vOutro + vII − vDesc − vPIS − vCOFINS − vICMS − vICMSUFDest − vFCP − vFCPUFDest −
 * vICMSMono − vISSQN). Itens sem ISSQN, importação (vII) nem monofásico: esses termos são zero aqui.
 * O IPI nunca entra (art. 12 § 2º); o ICMS-ST também não (não é receita do remetente).
 */
export function baseIbsCbs(valorOp: Decimal, tributosExcluidos: Decimal, excluirTributos: boolean): Decimal {
  return arred2(naoNegativo(excluirTributos ? valorOp.minus(tributosExcluidos) : valorOp));
}

/**
 * Alíquota efetiva com redução: pAliqEfet = pAliq × (1 − pRedAliq/100), 4 casas.
 *
 * Fonte: LC 214/2025, Título IV (regimes diferenciados com redução de 30%, 60% ou 100% das
 * alíquotas, ex.: arts. 128 e 137) e grupo gRed (`TRed`) da NT 2025.002.
 */
export function aliquotaEfetiva(aliquota: Decimal, pRedAliq: Decimal): Decimal {
  return arred4(aliquota.times(new Dec(100).minus(pRedAliq)).dividedBy(100));
}
