/**
 * Regras do simulador para os "outros eventos" da NF-e (a tabela de tipos é a de
 * src/fiscal/nfe/eventos/descritores.ts): órgão de recepção, autor e evento anterior.
 *
 * - Recepção: ator interessado e comprovante de entrega (110150, 110130/110131) no Ambiente
 *   Nacional (cOrgao 91, autorizador AN); insucesso de entrega, conciliação financeira e eventos da
 *   reforma tributária (1101 92/93, 110750/110751, 112xxx, 211xxx) na SVRS nacional (cOrgao 92;
 *   NT 2024.002 comentário P08, NT 2025.002 §8.1); prorrogação de prazo (1115xx) na UF da chave.
 *   Outro órgão: 226.
 * - Autor (MOC 7.0 §5.6, códigos 574/575): evento do emitente (tpEvento 1xxxxx) com CNPJ-base ≠ o
 *   do emitente da NF-e: 574; evento do destinatário (2xxxxx) com CNPJ ≠ o do destinatário: 575.
 * - Cancelamento de evento (110131, 110193, 110751, 111502, 111503; NT 2022.001, NT 2024.002,
 *   NT 2025.002): sem evento do tipo cancelado registrado na NF-e: 459; protocolo (nProtEvento, ou
 *   nProt do pedido de prorrogação) diferente do registrado: 460; evento já cancelado: 573.
 * - 2º pedido de prorrogação (111501) sem o 1º (111500) registrado: 459 (evento de referência
 *   inexistente).
 */
import { elemento, elementos, texto } from '../fiscal/sefaz/xml.ts';

const NO_AN = new Set(['110150', '110130', '110131']);
const NA_SVRS = new Set(['110192', '110193', '110750', '110751', '112110', '112130', '112140', '112150', '211110', '211120', '211130', '211140', '211150']);
const NA_UF = new Set(['111500', '111501', '111502', '111503']);
/** Cancelamento -> evento cancelado. */
const CANCELA: Readonly<Record<string, string>> = { '110131': '110130', '110193': '110192', '110751': '110750', '111502': '111500', '111503': '111501' };

/** Os tipos tratados aqui. */
export function eOutroEventoNFe(tp: string): boolean {
  return NO_AN.has(tp) || NA_SVRS.has(tp) || NA_UF.has(tp);
}

/**
 * `true` se o órgão (cOrgao) e o autorizador acessado servem ao evento; `undefined` se o tipo não
 * é destes (vale a regra comum da UF).
 */
export function orgaoDoOutroEvento(tp: string, cOrgao: string, autorizador: string | undefined): boolean | undefined {
  if (NO_AN.has(tp)) return cOrgao === '91' && (!autorizador || autorizador === 'AN');
  if (NA_SVRS.has(tp)) return cOrgao === '92' && (!autorizador || autorizador === 'SVRS');
  return undefined;
}

/** Nota vista pela regra: CNPJ do emitente, XML da NF-e e os procEventoNFe registrados por `tp-seq`. */
export interface NotaOutroEvento {
  cnpj: string;
  nfeXml: string;
  eventos: Map<string, string>;
}

/** cStat da rejeição (ou `undefined` quando o evento passa). */
export function rejeicaoOutroEvento(tp: string, inf: string, nota: NotaOutroEvento): string | undefined {
  const autor = texto(inf, 'CNPJ') ?? texto(inf, 'CPF') ?? '';
  if (tp.startsWith('1') && autor.slice(0, 8) !== nota.cnpj.slice(0, 8)) return '574';
  if (tp.startsWith('2')) {
    const dest = elemento(nota.nfeXml, 'dest');
    if (autor !== (texto(dest, 'CNPJ') ?? texto(dest, 'CPF') ?? '')) return '575';
  }
  const det = elemento(inf, 'detEvento') ?? '';
  const registrados = (tipo: string) => [...nota.eventos.entries()].filter(([k]) => k.startsWith(`${tipo}-`)).map(([, proc]) => proc);
  const protocolo = (proc: string) => texto(elemento(proc, 'retEvento'), 'nProt');
  if (tp === '111501' && registrados('111500').length === 0) return '459';
  const cancelado = CANCELA[tp];
  if (cancelado) {
    const alvo = registrados(cancelado);
    if (alvo.length === 0) return '459';
    const prot = texto(det, 'nProtEvento') ?? texto(det, 'nProt');
    if (!alvo.some((p) => protocolo(p) === prot)) return '460';
    const jaCancelado = registrados(tp).some((p) => {
      const d = elementos(p, 'detEvento')[0] ?? '';
      return (texto(d, 'nProtEvento') ?? texto(d, 'nProt')) === prot;
    });
    if (jaCancelado) return '573';
  }
  return undefined;
}
