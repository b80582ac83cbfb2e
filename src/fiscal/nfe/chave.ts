/**
 * Chave de acesso da NF-e/NFC-e e datas no formato do leiaute.
 */
import { randomInt } from 'node:crypto';
import { buildChaveAcesso } from '../../domain/chave-acesso.ts';

/** Fuso padrão das datas da NF-e (horário de Brasília, sem horário de verão desde 2019). */
export const FUSO_PADRAO = '-03:00';

function minutosDoFuso(fuso: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(fuso);
  if (!m) throw new Error(`Fuso horário inválido: '${fuso}' (use ±hh:mm)`);
  const minutos = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutos : minutos;
}

function dois(n: number): string {
  return String(n).padStart(2, '0');
}

/** Data/hora "de parede" no fuso indicado (campos UTC do Date deslocado). */
function noFuso(data: Date, fuso: string): Date {
  if (Number.isNaN(data.getTime())) throw new Error('Data inválida');
  return new Date(data.getTime() + minutosDoFuso(fuso) * 60_000);
}

/**
 * Formata um instante como `TDateTimeUTC` do leiaute: `AAAA-MM-DDThh:mm:ss-03:00` (sem
 * milissegundos), no fuso indicado.
 *
 * @param data instante.
 * @param fuso `±hh:mm`; padrão `-03:00`.
 */
export function formatarDataHoraNFe(data: Date, fuso: string = FUSO_PADRAO): string {
  const d = noFuso(data, fuso);
  return (
    `${d.getUTCFullYear()}-${dois(d.getUTCMonth() + 1)}-${dois(d.getUTCDate())}` +
    `T${dois(d.getUTCHours())}:${dois(d.getUTCMinutes())}:${dois(d.getUTCSeconds())}${fuso}`
  );
}

/** Formata uma data como `TData` do leiaute (`AAAA-MM-DD`) no fuso indicado. */
export function formatarDataNFe(data: Date, fuso: string = FUSO_PADRAO): string {
  return formatarDataHoraNFe(data, fuso).slice(0, 10);
}

/**
 * Diz se um `cNF` é aceitável: 8 dígitos, diferente do `nNF` (MOC 7.0 / NT 2019.001: o código
 * numérico não pode repetir o número da nota) e não trivial (todos os dígitos iguais, ou as
 * sequências 12345678/87654321, 01234567/76543210).
 *
 * @param cNF código numérico (8 dígitos).
 * @param nNF número da nota (com ou sem zeros à esquerda).
 */
export function cNFValido(cNF: string, nNF: string | number): boolean {
  if (!/^\d{8}$/.test(cNF)) return false;
  if (/^(\d)\1{7}$/.test(cNF)) return false;
  if (['12345678', '87654321', '01234567', '76543210'].includes(cNF)) return false;
  const n = String(nNF).replace(/^0+/, '') || '0';
  if ((cNF.replace(/^0+/, '') || '0') === n) return false;
  return true;
}

/** Sorteia um `cNF` válido por {@link cNFValido} (gerador criptográfico). */
export function sortearCNF(nNF: string | number): string {
  for (;;) {
    const cNF = String(randomInt(0, 100_000_000)).padStart(8, '0');
    if (cNFValido(cNF, nNF)) return cNF;
  }
}

/** Entrada de {@link gerarChaveNFe}. */
export interface EntradaChaveNFe {
  /** Código IBGE da UF do emitente (ex.: `'35'`). */
  cUF: string | number;
  /** Data-hora de emissão; o AAMM da chave sai dela, no fuso `fuso`. */
  dhEmi: Date;
  /** CNPJ (14, pode ser alfanumérico) ou CPF do emitente; máscara tolerada. */
  cnpjCpf: string;
  mod: string | number;
  serie: string | number;
  nNF: string | number;
  /** Forma de emissão (1 normal, 9 contingência off-line NFC-e...). */
  tpEmis: string | number;
  /** Código numérico; se ausente é sorteado. Se informado, precisa passar em {@link cNFValido}. */
  cNF?: string;
  /** Fuso usado para o AAMM; padrão `-03:00` (o mesmo do `dhEmi` formatado). */
  fuso?: string;
}

/** Resultado de {@link gerarChaveNFe}. */
export interface ChaveNFeGerada {
  /** 44 caracteres. */
  chave: string;
  /** 8 dígitos, para `ide/cNF`. */
  cNF: string;
  /** 1 dígito, para `ide/cDV`. */
  cDV: string;
}

/**
 * Gera a chave de acesso (MOC 7.0 item 2.2.1; NT 2025.001 para CNPJ alfanumérico) com `cNF`
 * aleatório diferente do `nNF` e não trivial.
 *
 * @throws Error se o `cNF` informado for inválido ou se algum campo não couber na chave.
 */
export function gerarChaveNFe(e: EntradaChaveNFe): ChaveNFeGerada {
  let cNF: string;
  if (e.cNF !== undefined) {
    if (!cNFValido(e.cNF, e.nNF)) throw new Error(`cNF inválido: '${e.cNF}' (8 dígitos, diferente do nNF e não trivial)`);
    cNF = e.cNF;
  } else {
    cNF = sortearCNF(e.nNF);
  }
  const dh = formatarDataHoraNFe(e.dhEmi, e.fuso ?? FUSO_PADRAO);
  const aamm = dh.slice(2, 4) + dh.slice(5, 7);
  const chave = buildChaveAcesso({
    cUF: e.cUF,
    aamm,
    cnpjCpf: e.cnpjCpf,
    mod: e.mod,
    serie: e.serie,
    nNF: e.nNF,
    tpEmis: e.tpEmis,
    cNF,
  });
  return { chave, cNF, cDV: chave.slice(43) };
}
