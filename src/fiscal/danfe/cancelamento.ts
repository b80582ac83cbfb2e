/**
 * Reconhece o cancelamento de uma NF-e nos XML que a acompanham, para o DANFE sair com a marca
 * "NF-E CANCELADA" (issue 17, escopo 5).
 *
 * Fontes aceitas, em qualquer combinação e em qualquer profundidade do XML:
 * - o evento de cancelamento registrado: `procEventoNFe` (ou `evento` + `retEvento`/`retEnvEvento`)
 *   com `tpEvento` 110111 (cancelamento) ou 110112 (cancelamento por substituição, NT 2018.005),
 *   cujo `retEvento/infEvento/cStat` é 135 (evento registrado e vinculado), 136 (registrado sem
 *   vínculo) ou 155 (cancelamento homologado fora de prazo) e cujo `chNFe` é o da nota;
 * - um `protNFe` da própria nota com cStat 101 (cancelamento homologado) ou 151 (cancelamento
 *   homologado fora de prazo), como devolvem as consultas de situação (NFeConsultaProtocolo) e
 *   alguns emissores ao redistribuir o `nfeProc` de uma nota cancelada.
 * Fontes: MOC 7.0 (tabela de códigos de situação) e leiaute do evento de cancelamento (e110111).
 */
import { XMLParser } from 'fast-xml-parser';
import { normalizeChaveAcesso } from '../../domain/chave-acesso.ts';

/** O cancelamento encontrado: protocolo e data/hora do registro (texto do XML, com fuso). */
export interface CancelamentoNFe {
  nProt?: string;
  dhRegEvento?: string;
  /** 110111 ou 110112 (evento), ou o cStat do protocolo (101/151). */
  origem: string;
  xJust?: string;
}

type Obj = Record<string, unknown>;

const EVENTOS_CANCELAMENTO = new Set(['110111', '110112']);
const CSTAT_EVENTO_OK = new Set(['135', '136', '155']);
const CSTAT_PROTOCOLO_CANCELADA = new Set(['101', '151']);

function parse(xml: string): Obj {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: true,
  }).parse(xml) as Obj;
}

/** Todos os nós com o nome dado, em qualquer profundidade (listas incluídas). */
function buscar(o: unknown, nome: string, achados: Obj[] = []): Obj[] {
  if (Array.isArray(o)) for (const v of o) buscar(v, nome, achados);
  else if (o && typeof o === 'object') {
    for (const [k, v] of Object.entries(o as Obj)) {
      if (k === nome) for (const x of Array.isArray(v) ? v : [v]) if (x && typeof x === 'object') achados.push(x as Obj);
      buscar(v, nome, achados);
    }
  }
  return achados;
}

function t(o: Obj | undefined, campo: string): string | undefined {
  const v = o?.[campo];
  if (v === undefined || v === null || typeof v === 'object') return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
}

/**
 * Procura o cancelamento da NF-e `chave` nos XML dados (ver cabeçalho).
 * @param chave chave de acesso (44 dígitos, com ou sem espaços).
 * @param xmls `nfeProc`, `procEventoNFe`, `retEnvEvento`, `retConsSitNFe`... XML malformado é ignorado.
 * @returns o cancelamento, ou `null` se nenhum XML prova que a nota foi cancelada.
 */
export function cancelamentoDaNFe(chave: string, ...xmls: Array<string | undefined | null>): CancelamentoNFe | null {
  const alvo = normalizeChaveAcesso(chave);
  for (const xml of xmls) {
    if (!xml) continue;
    let raiz: Obj;
    try {
      raiz = parse(xml);
    } catch {
      continue;
    }
    // eventos pedidos (evento/infEvento) e seus retornos (retEvento/infEvento), casados pela chave
    const pedidos = buscar(raiz, 'evento').map((e) => e.infEvento as Obj | undefined).filter((x): x is Obj => !!x);
    for (const ret of buscar(raiz, 'retEvento').map((r) => r.infEvento as Obj | undefined).filter((x): x is Obj => !!x)) {
      if (normalizeChaveAcesso(t(ret, 'chNFe') ?? '') !== alvo) continue;
      if (!CSTAT_EVENTO_OK.has(t(ret, 'cStat') ?? '')) continue;
      const pedido = pedidos.find((p) => normalizeChaveAcesso(t(p, 'chNFe') ?? '') === alvo && (!t(ret, 'tpEvento') || t(p, 'tpEvento') === t(ret, 'tpEvento')));
      const tpEvento = t(ret, 'tpEvento') ?? t(pedido, 'tpEvento');
      if (!tpEvento || !EVENTOS_CANCELAMENTO.has(tpEvento)) continue;
      const det = pedido?.detEvento as Obj | undefined;
      return { nProt: t(ret, 'nProt'), dhRegEvento: t(ret, 'dhRegEvento'), origem: tpEvento, xJust: t(det, 'xJust') };
    }
    for (const prot of buscar(raiz, 'protNFe').map((p) => p.infProt as Obj | undefined).filter((x): x is Obj => !!x)) {
      const cStat = t(prot, 'cStat') ?? '';
      if (normalizeChaveAcesso(t(prot, 'chNFe') ?? '') === alvo && CSTAT_PROTOCOLO_CANCELADA.has(cStat)) {
        return { nProt: t(prot, 'nProt'), dhRegEvento: t(prot, 'dhRecbto'), origem: cStat };
      }
    }
  }
  return null;
}
