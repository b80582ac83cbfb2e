/**
 * Boleto de cobrança do Itaú (banco 341), carteira 109 (cobrança simples sem registro de
 * emissão pelo beneficiário) — regras do "Layout de Cobrança Itaú" (campo livre) e da
 * Carta-Circular BACEN 2.926/2000 / layout FEBRABAN do código de barras (44 posições) e da
 * linha digitável (47 dígitos, 5 campos).
 *
 * Código de barras: banco(3) + moeda(1, "9" = real) + DV geral(1, módulo 11) + fator de
 * vencimento(4) + valor em centavos(10) + campo livre(25).
 * Campo livre Itaú carteira 109: carteira(3) + nosso número(8) + DAC[agência+conta+carteira+nosso
 * número](1, módulo 10) + agência(4) + conta(5) + DAC[agência+conta](1, módulo 10) + "000".
 * Fator de vencimento: dias desde 07/10/1997; a partir de 22/02/2025 recomeça em 1000 (FEBRABAN,
 * esgotamento do fator 9999).
 */

/** Módulo 10 (pesos 2,1 da direita para a esquerda, soma dos algarismos dos produtos). */
export function modulo10(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    let p = Number(numero[i]) * peso;
    if (p > 9) p = Math.floor(p / 10) + (p % 10);
    soma += p;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
}

/** Módulo 11 do DV geral do código de barras (pesos 2 a 9; resultado 0, 1, 10 ou 11 vira 1). */
export function modulo11Barras(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    soma += Number(numero[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 1 || dv === 10 || dv === 11 ? 1 : dv;
}

const DIA_MS = 86_400_000;

/**
 * Último vencimento que um boleto consegue representar hoje: fator 9999 do ciclo iniciado em
 * 22/02/2025 (FEBRABAN), ou seja 22/02/2025 + 8.999 dias = 2049-10-13 (AAAA-MM-DD). Datas
 * posteriores não cabem nos 4 dígitos do fator de vencimento.
 */
export const ULTIMO_VENCIMENTO_BOLETO = new Date(Date.parse('2025-02-22T00:00:00Z') + 8999 * DIA_MS).toISOString().slice(0, 10);

/**
 * Fator de vencimento (4 dígitos) de uma data ISO `AAAA-MM-DD`.
 * @throws Error para data inválida ou anterior a 03/07/2000 (fator 1000 do primeiro ciclo).
 */
export function fatorVencimento(iso: string): string {
  const t = Date.parse(`${iso}T00:00:00Z`);
  if (!Number.isFinite(t)) throw new Error('Vencimento inválido');
  const novoCiclo = Date.parse('2025-02-22T00:00:00Z');
  const fator = t >= novoCiclo ? 1000 + Math.round((t - novoCiclo) / DIA_MS) : Math.round((t - Date.parse('1997-10-07T00:00:00Z')) / DIA_MS);
  if (fator < 1000 || fator > 9999) throw new Error('Vencimento fora do intervalo do fator de vencimento');
  return String(fator);
}

export interface DadosBoletoItau {
  agencia: string; // 4 dígitos
  conta: string; // 5 dígitos, sem o DAC
  carteira: '109';
  nossoNumero: number; // 1..99999999
  vencimento: string; // AAAA-MM-DD
  valorCentavos: number; // inteiro > 0, até 99.999.999,99
}

export interface BoletoItau {
  nossoNumero: string; // 8 dígitos
  dacNossoNumero: number;
  dacAgenciaConta: number;
  campoLivre: string; // 25
  codigoBarras: string; // 44
  linhaDigitavel: string; // 47 dígitos, sem pontuação
}

/**
 * Monta campo livre, código de barras e linha digitável.
 * @throws Error para agência/conta com tamanho errado, nosso número fora de 1..99999999 ou valor inválido.
 */
export function montarBoletoItau(d: DadosBoletoItau): BoletoItau {
  if (!/^\d{4}$/.test(d.agencia)) throw new Error('Agência deve ter 4 dígitos');
  if (!/^\d{5}$/.test(d.conta)) throw new Error('Conta deve ter 5 dígitos');
  if (d.carteira !== '109') throw new Error('Carteira não suportada');
  if (!Number.isInteger(d.nossoNumero) || d.nossoNumero < 1 || d.nossoNumero > 99_999_999) throw new Error('Nosso número inválido');
  if (!Number.isInteger(d.valorCentavos) || d.valorCentavos <= 0 || d.valorCentavos > 9_999_999_999) throw new Error('Valor inválido');
  const nn = String(d.nossoNumero).padStart(8, '0');
  const dacNossoNumero = modulo10(d.agencia + d.conta + d.carteira + nn);
  const dacAgenciaConta = modulo10(d.agencia + d.conta);
  const campoLivre = `${d.carteira}${nn}${dacNossoNumero}${d.agencia}${d.conta}${dacAgenciaConta}000`;
  const fator = fatorVencimento(d.vencimento);
  const valor = String(d.valorCentavos).padStart(10, '0');
  const semDv = `3419${fator}${valor}${campoLivre}`;
  const dv = modulo11Barras(semDv);
  const codigoBarras = `${semDv.slice(0, 4)}${dv}${semDv.slice(4)}`;
  const c1 = `3419${campoLivre.slice(0, 5)}`;
  const c2 = campoLivre.slice(5, 15);
  const c3 = campoLivre.slice(15, 25);
  const linhaDigitavel = `${c1}${modulo10(c1)}${c2}${modulo10(c2)}${c3}${modulo10(c3)}${dv}${fator}${valor}`;
  return { nossoNumero: nn, dacNossoNumero, dacAgenciaConta, campoLivre, codigoBarras, linhaDigitavel };
}

/** Linha digitável com a pontuação usual: `34191.09008 00001.230057 12345.600003 1 10000000008990`. */
export function formatarLinhaDigitavel(l: string): string {
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`;
}
