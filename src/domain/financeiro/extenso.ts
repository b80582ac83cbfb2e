/**
 * Valor em reais por extenso (pt-BR), para recibos e duplicatas.
 *
 * Regras (gramática normativa; Manual de Redação da Presidência da República, 3ª ed., 5.3 "Números"):
 * - grupos de três algarismos ligados por "e" dentro do grupo ("duzentos e trinta e quatro");
 * - entre grupos usa-se "e" quando o grupo seguinte é menor que cem ou é centena redonda
 *   ("mil e cinquenta", "mil e duzentos") e é o último grupo não nulo; nos demais casos, vírgula — a forma do exemplo do recibo:
 *   R$ 1.234,56 = "mil, duzentos e trinta e quatro reais e cinquenta e seis centavos";
 * - "um milhão de reais" (de antes de "reais" quando o valor termina em milhão/bilhão redondo);
 * - só centavos: "cinquenta centavos de real"... usamos "cinquenta centavos" (forma usual em recibos).
 */
import { Decimal } from 'decimal.js';

const UNIDADES = [
  '',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'quatorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const DEZENAS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const CENTENAS = ['', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos'];
const ESCALAS: Array<[string, string]> = [
  ['', ''],
  ['mil', 'mil'],
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
  ['trilhão', 'trilhões'],
];

/** 0..999 por extenso ('' para zero). */
function grupo(n: number): string {
  if (n === 0) return '';
  if (n === 100) return 'cem';
  const c = Math.floor(n / 100);
  const r = n % 100;
  const partes: string[] = [];
  if (c) partes.push(CENTENAS[c]);
  if (r) {
    if (r < 20) partes.push(UNIDADES[r]);
    else {
      const d = Math.floor(r / 10);
      const u = r % 10;
      partes.push(u ? `${DEZENAS[d]} e ${UNIDADES[u]}` : DEZENAS[d]);
    }
  }
  return partes.join(' e ');
}

/** Inteiro não negativo (até 999 trilhões) por extenso; `0` -> 'zero'. */
export function inteiroPorExtenso(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Número fora do intervalo: ${n}`);
  if (n === 0) return 'zero';
  const grupos: number[] = [];
  for (let x = n; x > 0; x = Math.floor(x / 1000)) grupos.push(x % 1000);
  if (grupos.length > ESCALAS.length) throw new Error(`Número grande demais: ${n}`);
  let texto = '';
  for (let i = grupos.length - 1; i >= 0; i--) {
    const g = grupos[i];
    if (!g) continue;
    const nome = i === 1 && g === 1 ? 'mil' : [grupo(g), i ? ESCALAS[i][g === 1 ? 0 : 1] : ''].filter(Boolean).join(' ');
    if (!texto) texto = nome;
    else {
      const ultimo = grupos.slice(0, i).every((x) => x === 0);
      texto += ultimo && (g < 100 || g % 100 === 0) ? ` e ${nome}` : `, ${nome}`;
    }
  }
  return texto;
}

/**
 * Valor monetário por extenso: `valorPorExtenso('1234.56')` ->
 * 'mil, duzentos e trinta e quatro reais e cinquenta e seis centavos'.
 * @param valor R$ (texto decimal, number ou Decimal), arredondado a centavos (meia para cima).
 * @throws Error para valor negativo ou não numérico.
 */
export function valorPorExtenso(valor: string | number | Decimal): string {
  const d = new Decimal(valor).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (!d.isFinite() || d.isNegative()) throw new Error(`Valor inválido: ${String(valor)}`);
  const reais = d.floor().toNumber();
  const centavos = d.minus(d.floor()).times(100).toNumber();
  const partes: string[] = [];
  if (reais) {
    const redondo = reais >= 1_000_000 && reais % 1_000_000 === 0;
    partes.push(`${inteiroPorExtenso(reais)}${redondo ? ' de' : ''} ${reais === 1 ? 'real' : 'reais'}`);
  }
  if (centavos) partes.push(`${inteiroPorExtenso(centavos)} ${centavos === 1 ? 'centavo' : 'centavos'}`);
  if (!partes.length) return 'zero real';
  return partes.join(' e ');
}
