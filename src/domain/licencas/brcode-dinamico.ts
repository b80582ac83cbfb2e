/**
 * BR Code DINÂMICO (cobrança imediata `cob` da API PIX do BACEN) — Manual de Padrões para Iniciação
 * do Pix, Anexo I: 00 "01" · 01 "12" (uso único) · 26 { 00 "br.gov.bcb.pix", 25 location do payload
 * sem "https://" } · 52 "0000" · 53 "986" · 54 valor (opcional) · 58 "BR" · 59 nome · 60 cidade ·
 * 62 { 05 "***" } · 63 CRC16-CCITT-FALSE (o mesmo `crc16` do BR Code estático do financeiro).
 */
import { crc16 } from '../financeiro/pix.ts';

const campo = (id: string, valor: string) => `${id}${String(valor.length).padStart(2, '0')}${valor}`;
const limpo = (s: string, max: number) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,-]/g, '')
    .trim()
    .slice(0, max);

/**
 * @param location URL do payload devolvida pelo PSP (`loc.location`), com ou sem "https://", até 77 caracteres
 * @param valor R$ com 2 casas (texto), opcional
 * @throws Error para location vazia ou longa demais.
 */
export function brCodeDinamico(d: { location: string; valor?: string; nome: string; cidade: string }): string {
  const loc = d.location.replace(/^https?:\/\//, '');
  if (!loc || loc.length > 77) throw new Error('Location do PIX inválida');
  const corpo =
    campo('00', '01') +
    campo('01', '12') +
    campo('26', campo('00', 'br.gov.bcb.pix') + campo('25', loc)) +
    campo('52', '0000') +
    campo('53', '986') +
    (d.valor ? campo('54', d.valor) : '') +
    campo('58', 'BR') +
    campo('59', limpo(d.nome, 25) || 'RECEBEDOR') +
    campo('60', limpo(d.cidade, 15) || 'BRASIL') +
    campo('62', campo('05', '***'));
  return `${corpo}6304${crc16(`${corpo}6304`)}`;
}
