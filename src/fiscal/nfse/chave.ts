/**
 * Identificadores da NFS-e Padrão Nacional (leiaute 1.01, `tiposSimples_v1.01.xsd` e Anexo I do
 * Sistema Nacional NFS-e): Id da DPS (45 posições), chave de acesso da NFS-e (50 dígitos, `Id` =
 * `"NFS"` + chave) e Id do pedido de registro de evento (`"PRE"` + chave + tipo + número).
 */
import { randomInt } from 'node:crypto';
import { mod11CheckDigit } from '../../domain/modulo11.ts';

/** Tamanho da chave de acesso da NFS-e. */
export const CHAVE_NFSE_TAMANHO = 50;

/** Inscrição federal de quem emite: CNPJ (14 dígitos) ou CPF (11 dígitos). */
export interface InscricaoFederal {
  CNPJ?: string;
  CPF?: string;
}

function inscricao(i: InscricaoFederal): { tipo: '1' | '2'; numero: string } {
  if (i.CNPJ && /^\d{14}$/.test(i.CNPJ)) return { tipo: '2', numero: i.CNPJ };
  if (i.CPF && /^\d{11}$/.test(i.CPF)) return { tipo: '1', numero: i.CPF.padStart(14, '0') };
  throw new RangeError('Inscrição federal: informe CNPJ (14 dígitos) ou CPF (11 dígitos), sem máscara');
}

/**
 * Id da DPS (`TSIdDPS`, 45 posições): `"DPS"` + código IBGE do município emissor (7) + tipo de
 * inscrição federal (1: 1 = CPF, 2 = CNPJ) + inscrição federal (14; CPF com zeros à esquerda) +
 * série (5, zeros à esquerda) + número da DPS (15, zeros à esquerda).
 *
 * @param e.cLocEmi código IBGE de 7 dígitos do município emissor.
 * @param e.serie série da DPS, 1 a 5 dígitos (ex.: `'1'`, `'00001'`).
 * @param e.nDPS número da DPS, inteiro de 1 a 999999999999999.
 * @throws RangeError com a mensagem do campo inválido.
 */
export function montarIdDps(e: InscricaoFederal & { cLocEmi: string; serie: string; nDPS: string | number }): string {
  if (!/^\d{7}$/.test(e.cLocEmi)) throw new RangeError('cLocEmi: código IBGE do município com 7 dígitos');
  if (!/^\d{1,5}$/.test(e.serie)) throw new RangeError('serie: de 1 a 5 dígitos');
  const n = String(e.nDPS);
  if (!/^[1-9]\d{0,14}$/.test(n)) throw new RangeError('nDPS: número de 1 a 15 dígitos, sem zeros à esquerda');
  const { tipo, numero } = inscricao(e);
  return `DPS${e.cLocEmi}${tipo}${numero}${e.serie.padStart(5, '0')}${n.padStart(15, '0')}`;
}

/** Partes da chave de acesso da NFS-e (ver {@link montarChaveNfse}). */
export interface PartesChaveNfse {
  /** Código IBGE (7) do município emissor. */
  cMun: string;
  /** Ambiente gerador: 1 = Prefeitura, 2 = Sistema Nacional NFS-e. */
  ambGer: '1' | '2';
  /** Tipo de inscrição federal: 1 = CPF, 2 = CNPJ. */
  tpInsc: '1' | '2';
  /** CNPJ, ou CPF com zeros à esquerda (14). */
  inscricao: string;
  /** Número da NFS-e (13, zeros à esquerda). */
  nNFSe: string;
  /** Ano e mês da emissão `AAMM`. */
  AAMM: string;
  /** Código numérico (9). */
  cNum: string;
  /** Dígito verificador (módulo 11). */
  DV: string;
}

/**
 * Chave de acesso da NFS-e (50 dígitos; `TSIdNFSe` = `"NFS"` + chave): município emissor (7) +
 * ambiente gerador (1) + tipo de inscrição (1) + inscrição federal (14) + número da NFS-e (13) +
 * AAMM da emissão (4) + código numérico (9) + DV (1). DV por módulo 11 com pesos 2 a 9 da direita
 * para a esquerda (resto < 2 → 0), como na chave da NF-e.
 *
 * A chave é gerada pela Sefin Nacional (ou pelo simulador); o ERP só a lê e confere.
 *
 * @param e.cNum código numérico; sorteado (9 dígitos) quando ausente.
 * @throws RangeError com o campo inválido.
 */
export function montarChaveNfse(e: InscricaoFederal & { cMun: string; ambGer?: '1' | '2'; nNFSe: string | number; AAMM: string; cNum?: string }): string {
  if (!/^\d{7}$/.test(e.cMun)) throw new RangeError('cMun: código IBGE do município com 7 dígitos');
  const n = String(e.nNFSe);
  if (!/^[1-9]\d{0,12}$/.test(n)) throw new RangeError('nNFSe: número de 1 a 13 dígitos');
  if (!/^\d{2}(0[1-9]|1[0-2])$/.test(e.AAMM)) throw new RangeError('AAMM: ano e mês da emissão');
  const cNum = e.cNum ?? String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  if (!/^\d{9}$/.test(cNum)) throw new RangeError('cNum: 9 dígitos');
  const { tipo, numero } = inscricao(e);
  const base = `${e.cMun}${e.ambGer ?? '2'}${tipo}${numero}${n.padStart(13, '0')}${e.AAMM}${cNum}`;
  return base + String(mod11CheckDigit(base));
}

/** `true` se a chave tem 50 dígitos e o DV confere. */
export function chaveNfseValida(chave: string): boolean {
  return /^\d{50}$/.test(chave) && String(mod11CheckDigit(chave.slice(0, 49))) === chave[49];
}

/**
 * Partes de uma chave de acesso da NFS-e.
 * @throws RangeError `'Chave de acesso da NFS-e inválida'` (formato ou DV).
 */
export function lerChaveNfse(chave: string): PartesChaveNfse {
  if (!chaveNfseValida(chave)) throw new RangeError('Chave de acesso da NFS-e inválida');
  return {
    cMun: chave.slice(0, 7),
    ambGer: chave[7] as '1' | '2',
    tpInsc: chave[8] as '1' | '2',
    inscricao: chave.slice(9, 23),
    nNFSe: chave.slice(23, 36),
    AAMM: chave.slice(36, 40),
    cNum: chave.slice(40, 49),
    DV: chave[49],
  };
}

/**
 * Id do pedido de registro de evento (`TSIdPedRegEvt`, 59 posições, padrão `PRE[0-9]{56}`):
 * `"PRE"` + chave de acesso (50) + código do evento (6). O número do pedido não entra no Id do
 * pedido (o schema só tem 56 dígitos); entra no Id do evento registrado ({@link montarIdEvento}).
 * @throws RangeError se a chave ou o código do evento forem inválidos.
 */
export function montarIdPedidoEvento(chave: string, tipoEvento: string): string {
  if (!chaveNfseValida(chave)) throw new RangeError('Chave de acesso da NFS-e inválida');
  if (!/^\d{6}$/.test(tipoEvento)) throw new RangeError('Código do evento: 6 dígitos');
  return `PRE${chave}${tipoEvento}`;
}

/**
 * Id do evento registrado pelo Ambiente Nacional (`TSIdEvento`, 62 posições): `"EVT"` + chave (50)
 * + código do evento (6) + número sequencial do evento (3, zeros à esquerda; 1 no primeiro).
 * @throws RangeError se a chave, o código ou o número forem inválidos.
 */
export function montarIdEvento(chave: string, tipoEvento: string, nSeqEvento = 1): string {
  const pre = montarIdPedidoEvento(chave, tipoEvento);
  if (!Number.isInteger(nSeqEvento) || nSeqEvento < 1 || nSeqEvento > 999) throw new RangeError('Número do evento: de 1 a 999');
  return `EVT${pre.slice(3)}${String(nSeqEvento).padStart(3, '0')}`;
}

/** Chave de acesso da NFS-e em blocos de 4 dígitos separados por espaço (12 blocos e um de 2), para leitura no DANFSe. */
export function formatarChaveNfse(chave: string): string {
  return /^\d{50}$/.test(chave) ? (chave.match(/.{1,4}/g) ?? []).join(' ') : chave;
}
