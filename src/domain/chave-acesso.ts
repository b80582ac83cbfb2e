import { MENSAGENS } from './mensagens.ts';
import { mod11CheckDigit } from './modulo11.ts';

/** Tipo `TChNFe` do leiaute PL_010 (NT 2025.001): CNPJ do emitente com base alfanumérica. */
const RE_CHAVE = /^\d{6}[0-9A-Z]{12}\d{26}$/;
const RE_CHAVE_BASE = /^\d{6}[0-9A-Z]{12}\d{25}$/;

/** Tamanho da chave de acesso da NF-e/NFC-e (SPEC §9). */
export const CHAVE_ACESSO_TAMANHO = 44;

/**
 * Partes da chave de acesso, todas como texto com zeros à esquerda (MOC 7.0, item 2.2.1
 * "Chave de Acesso"): `cUF`(2) `aamm`(4) `cnpjCpf`(14) `mod`(2) `serie`(3) `nNF`(9)
 * `tpEmis`(1) `cNF`(8) `cDV`(1) = 44 caracteres.
 */
export interface ChaveAcessoPartes {
  /** Código IBGE da UF do emitente (ex.: `'43'` = RS). */
  cUF: string;
  /** Ano e mês de emissão, `AAMM` (ex.: `'1809'`). */
  aamm: string;
  /** CNPJ do emitente (pode ser alfanumérico) ou CPF precedido de `000`. */
  cnpjCpf: string;
  /** Modelo do documento: `'55'` NF-e, `'65'` NFC-e. */
  mod: string;
  /** Série, 3 dígitos. */
  serie: string;
  /** Número do documento, 9 dígitos. */
  nNF: string;
  /** Forma de emissão (`tpEmis`), 1 dígito. */
  tpEmis: string;
  /** Código numérico aleatório (`cNF`), 8 dígitos. */
  cNF: string;
  /** Dígito verificador (`cDV`). */
  cDV: string;
}

/** Dados para montar uma chave: como {@link ChaveAcessoPartes}, sem o DV; números são aceitos. */
export interface ChaveAcessoEntrada {
  cUF: string | number;
  aamm: string;
  /** CNPJ (14, pode ser alfanumérico) ou CPF (11, completado com `000` à esquerda); máscara tolerada. */
  cnpjCpf: string;
  mod: string | number;
  serie: string | number;
  nNF: string | number;
  tpEmis: string | number;
  cNF: string | number;
}

/**
 * Calcula o dígito verificador (`cDV`) da chave de acesso.
 *
 * MOC 7.0 (módulo 11, pesos 2 a 9 da direita para a esquerda, resto 0 ou 1 -> 0, senão
 * 11 - resto) com a extensão da NT 2025.001: cada caractere vale `charCode - 48`, de modo
 * que dígitos mantêm seu valor e as letras do CNPJ alfanumérico também entram no cálculo.
 *
 * @param first43 os 43 primeiros caracteres da chave: dígitos, exceto as posições 7 a 18
 *   (base do CNPJ), que aceitam `[0-9A-Z]`.
 * @returns o DV, de 0 a 9.
 * @throws Error (`MENSAGENS.chaveBaseInvalida`) se `first43` não tiver essa forma.
 */
export function chaveCheckDigit(first43: string): number {
  if (!RE_CHAVE_BASE.test(first43)) throw new Error(MENSAGENS.chaveBaseInvalida);
  return mod11CheckDigit(first43, 9);
}

/**
 * Valida a chave de acesso da NF-e/NFC-e.
 *
 * Regra: exatamente 44 caracteres com a forma do tipo `TChNFe` do leiaute PL_010
 * (`[0-9]{6}[0-9A-Z]{12}[0-9]{26}`: só a base do CNPJ, posições 7 a 18, pode ter letras —
 * NT 2025.001) e DV conferido por {@link chaveCheckDigit}. A SPEC §5 fala em "44 dígitos com
 * DV módulo 11, pesos 2 a 9"; para chaves só numéricas as duas regras coincidem.
 * Não remove espaços nem prefixo `NFe` (use {@link normalizeChaveAcesso} antes) e não confere
 * a UF nem os DVs do CNPJ embutido.
 *
 * @param key a chave; qualquer valor não texto retorna `false`.
 * @returns `true` se válida. Não lança erros.
 */
export function isValidChaveAcesso(key: unknown): boolean {
  if (typeof key !== 'string' || !RE_CHAVE.test(key)) return false;
  return chaveCheckDigit(key.slice(0, 43)) === key.charCodeAt(43) - 48;
}

/**
 * Remove espaços, pontuação e o prefixo `NFe` do atributo `Id` de `infNFe`, e converte letras
 * para maiúsculas.
 *
 * @param value ex.: `'NFe4318 0906 ...'` ou a chave como impressa no DANFE (blocos de 4).
 * @returns apenas `[0-9A-Z]` (não valida). Não lança erros.
 */
export function normalizeChaveAcesso(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .replace(/^NFe/i, '')
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase();
}

/**
 * Formata a chave em 11 blocos de 4 caracteres separados por espaço, como no DANFE
 * (MOC 7.0, anexo II — leiaute do DANFE).
 *
 * @param key chave com ou sem espaços.
 * @returns a chave formatada, ou `key` sem alteração se não tiver 44 caracteres após normalizar.
 */
export function formatChaveAcesso(key: string): string {
  const chave = normalizeChaveAcesso(key);
  if (chave.length !== CHAVE_ACESSO_TAMANHO) return key;
  return chave.match(/.{4}/g)!.join(' ');
}

/**
 * Separa a chave de acesso em suas partes (MOC 7.0, item 2.2.1).
 *
 * @param key chave de 44 caracteres (sem espaços; use {@link normalizeChaveAcesso} antes).
 * @returns as partes como texto (ex.: `{ cUF: '43', aamm: '1809', cnpjCpf: '06929383000163',
 *   mod: '55', serie: '001', nNF: '000000026', tpEmis: '1', cNF: '00001030', cDV: '1' }`).
 * @throws Error (`MENSAGENS.chaveInvalida`) se a chave não for válida por {@link isValidChaveAcesso}.
 */
export function parseChaveAcesso(key: string): ChaveAcessoPartes {
  if (!isValidChaveAcesso(key)) throw new Error(MENSAGENS.chaveInvalida);
  return {
    cUF: key.slice(0, 2),
    aamm: key.slice(2, 6),
    cnpjCpf: key.slice(6, 20),
    mod: key.slice(20, 22),
    serie: key.slice(22, 25),
    nNF: key.slice(25, 34),
    tpEmis: key.slice(34, 35),
    cNF: key.slice(35, 43),
    cDV: key.slice(43, 44),
  };
}

/** Completa um campo numérico com zeros à esquerda, ou lança erro se não couber. */
function campoNumerico(nome: string, valor: string | number, tamanho: number): string {
  const texto = String(valor);
  if (!/^\d+$/.test(texto) || texto.length > tamanho) {
    throw new Error(`Campo ${nome} da chave de acesso inválido: '${texto}'`);
  }
  return texto.padStart(tamanho, '0');
}

/**
 * Monta a chave de acesso de 44 caracteres e calcula o DV (MOC 7.0, item 2.2.1; NT 2025.001).
 *
 * Campos numéricos recebem zeros à esquerda (`serie: 1` -> `'001'`). `cnpjCpf` aceita máscara:
 * CNPJ deve ter 14 caracteres `[0-9A-Z]{12}[0-9]{2}`; CPF (11 dígitos, emitente pessoa física)
 * é completado com `000` à esquerda. Os DVs do CNPJ/CPF não são conferidos aqui.
 *
 * @param parts as partes sem o DV.
 * @returns a chave completa (44 caracteres), válida por {@link isValidChaveAcesso}.
 * @throws Error (`"Campo {nome} da chave de acesso inválido: '{valor}'"`) quando um campo não é
 *   numérico, é negativo/fracionário ou não cabe no tamanho; idem para `cnpjCpf` fora da forma.
 */
export function buildChaveAcesso(parts: ChaveAcessoEntrada): string {
  const doc = String(parts.cnpjCpf)
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase();
  let cnpjCpf: string;
  if (/^\d{11}$/.test(doc)) cnpjCpf = `000${doc}`;
  else if (/^[0-9A-Z]{12}\d{2}$/.test(doc)) cnpjCpf = doc;
  else throw new Error(`Campo cnpjCpf da chave de acesso inválido: '${parts.cnpjCpf}'`);

  const aamm = campoNumerico('aamm', parts.aamm, 4);
  if (String(parts.aamm).length !== 4 || Number(aamm.slice(2)) < 1 || Number(aamm.slice(2)) > 12) {
    throw new Error(`Campo aamm da chave de acesso inválido: '${parts.aamm}'`);
  }
  const base =
    campoNumerico('cUF', parts.cUF, 2) +
    aamm +
    cnpjCpf +
    campoNumerico('mod', parts.mod, 2) +
    campoNumerico('serie', parts.serie, 3) +
    campoNumerico('nNF', parts.nNF, 9) +
    campoNumerico('tpEmis', parts.tpEmis, 1) +
    campoNumerico('cNF', parts.cNF, 8);
  return base + String(chaveCheckDigit(base));
}
