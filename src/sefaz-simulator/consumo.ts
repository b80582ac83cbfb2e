/**
 * Consumo indevido (cStat 656) no simulador da SEFAZ (MOC 7.0 §3.6, "uso
 * indevido dos web services": a SEFAZ bloqueia por 1 hora a aplicação que reenvia a mesma NF-e
 * rejeitada pelo mesmo motivo, sem corrigir). Aqui: o mesmo número (CNPJ, modelo, série, nNF)
 * rejeitado `limite` vezes com o mesmo cStat em 1 hora faz o próximo envio desse número receber
 * 656 no lote (retEnviNFe, sem processar) até 1 hora depois da última rejeição. Uma resposta
 * diferente (autorização, outro motivo) zera a contagem do número.
 */
import { elemento, texto } from '../fiscal/sefaz/xml.ts';

/** Janela da contagem e do bloqueio (1 h). */
export const JANELA_CONSUMO_MS = 3_600_000;

/** Rejeições recentes por número de NF-e. */
export interface ControleConsumo {
  limite: number;
  /** `cnpj|mod|serie|nNF` -> cStat da última rejeição e os instantes (ms) das rejeições com ele. */
  porNumero: Map<string, { cStat: string; instantes: number[] }>;
}

/** Controle vazio; `limite` = rejeições iguais antes do 656. */
export function novoControleConsumo(limite: number): ControleConsumo {
  return { limite, porNumero: new Map() };
}

function numeroDaNFe(nfe: string): string {
  const inf = elemento(nfe, 'infNFe') ?? '';
  const ide = elemento(inf, 'ide') ?? '';
  const emit = elemento(inf, 'emit') ?? '';
  return `${texto(emit, 'CNPJ') ?? texto(emit, 'CPF') ?? ''}|${texto(ide, 'mod')}|${Number(texto(ide, 'serie'))}|${Number(texto(ide, 'nNF'))}`;
}

/** true quando o envio desta NF-e (agora, em ms) é consumo indevido (ver cabeçalho). */
export function consumoIndevido(c: ControleConsumo, nfe: string, agora: number): boolean {
  const r = c.porNumero.get(numeroDaNFe(nfe));
  if (!r) return false;
  const recentes = r.instantes.filter((t) => agora - t < JANELA_CONSUMO_MS);
  return recentes.length >= c.limite;
}

/** Registra a resposta (cStat do protNFe) dada a esta NF-e: rejeição conta, o resto zera. */
export function registrarRespostaNFe(c: ControleConsumo, nfe: string, cStat: string, agora: number): void {
  const chave = numeroDaNFe(nfe);
  const rejeicao = !['100', '150', '204', '205', '301', '302', '539'].includes(cStat);
  if (!rejeicao) {
    c.porNumero.delete(chave);
    return;
  }
  const r = c.porNumero.get(chave);
  if (r && r.cStat === cStat) r.instantes = [...r.instantes.filter((t) => agora - t < JANELA_CONSUMO_MS), agora];
  else c.porNumero.set(chave, { cStat, instantes: [agora] });
}
