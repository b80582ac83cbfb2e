/**
 * PIX "copia e cola" estático (BR Code) com valor — Manual de Padrões para Iniciação do Pix,
 * Banco Central do Brasil (Anexo I, BR Code; EMV® QRCPS-MPM): campos ID(2) + tamanho(2) + valor.
 *
 * 00 = "01" (formato) · 26 = conta do recebedor (00 "br.gov.bcb.pix", 01 chave, 02 descrição) ·
 * 52 = "0000" · 53 = "986" (BRL) · 54 = valor (até 13 caracteres, ponto decimal) · 58 = "BR" ·
 * 59 = nome do recebedor (até 25) · 60 = cidade (até 15) · 62/05 = txid (até 25 alfanuméricos,
 * "***" sem identificador) · 63 = CRC16-CCITT-FALSE (polinômio 0x1021, inicial 0xFFFF) de todo o
 * texto anterior incluindo "6304", 4 dígitos hexadecimais maiúsculos.
 */
import { Decimal } from 'decimal.js';

/** CRC16-CCITT-FALSE (`crc16('123456789') === '29B1'`). */
export function crc16(texto: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(texto)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Sem acentos e só caracteres aceitos pelo BR Code (nome e cidade). */
function limpo(s: string, max: number): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,-]/g, '')
    .trim()
    .slice(0, max);
}

const campo = (id: string, valor: string) => `${id}${String(valor.length).padStart(2, '0')}${valor}`;

export interface DadosPix {
  /** chave PIX: CPF/CNPJ (só dígitos), e-mail, +55DDDNUMERO ou chave aleatória (EVP) */
  chave: string;
  /** R$ > 0; sem valor, o pagador digita (BR Code estático sem o campo 54) */
  valor?: Decimal.Value | null;
  nome: string;
  cidade: string;
  /** identificador da cobrança (até 25 alfanuméricos) */
  txid?: string;
  descricao?: string;
}

/**
 * Monta o BR Code estático.
 * @throws Error para chave vazia/longa (> 77), valor <= 0 ou com mais de 2 casas.
 */
export function brCodePix(d: DadosPix): string {
  const chave = d.chave.trim();
  if (!chave || chave.length > 77) throw new Error('Chave PIX inválida');
  const v = d.valor === undefined || d.valor === null ? null : new Decimal(d.valor);
  if (v && (!v.isFinite() || v.lte(0) || v.decimalPlaces() > 2)) throw new Error('Valor PIX inválido');
  const txid = (d.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const descricao = d.descricao ? limpo(d.descricao, Math.max(0, 99 - 4 - 18 - 4 - chave.length - 4)) : '';
  const conta = campo('00', 'br.gov.bcb.pix') + campo('01', chave) + (descricao ? campo('02', descricao) : '');
  const corpo =
    campo('00', '01') +
    campo('26', conta) +
    campo('52', '0000') +
    campo('53', '986') +
    (v ? campo('54', v.toFixed(2)) : '') +
    campo('58', 'BR') +
    campo('59', limpo(d.nome, 25) || 'RECEBEDOR') +
    campo('60', limpo(d.cidade, 15) || 'BRASIL') +
    campo('62', campo('05', txid));
  const semCrc = `${corpo}6304`;
  return semCrc + crc16(semCrc);
}
