/**
 * Reconhece o cancelamento de uma NF-e nos XML que a acompanham, para o DANFE sair com a marca
 * "NF-E CANCELADA".
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
import { buscarNos, campoTexto, lerXmlEventos, type Obj } from './xml-eventos.ts';
import { normalizeChaveAcesso } from '../../domain/chave-acesso.ts';

/** O cancelamento encontrado: protocolo e data/hora do registro (texto do XML, com fuso). */
export interface CancelamentoNFe {
  nProt?: string;
  dhRegEvento?: string;
  /** 110111 ou 110112 (evento), ou o cStat do protocolo (101/151). */
  origem: string;
  xJust?: string;
}

const EVENTOS_CANCELAMENTO = new Set(['110111', '110112']);
const CSTAT_EVENTO_OK = new Set(['135', '136', '155']);
const CSTAT_PROTOCOLO_CANCELADA = new Set(['101', '151']);

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
      raiz = lerXmlEventos(xml);
    } catch {
      continue;
    }
    // eventos pedidos (evento/infEvento) e seus retornos (retEvento/infEvento), casados pela chave
    const pedidos = buscarNos(raiz, 'evento')
      .map((e) => e.infEvento as Obj | undefined)
      .filter((x): x is Obj => !!x);
    for (const ret of buscarNos(raiz, 'retEvento')
      .map((r) => r.infEvento as Obj | undefined)
      .filter((x): x is Obj => !!x)) {
      if (normalizeChaveAcesso(campoTexto(ret, 'chNFe') ?? '') !== alvo) continue;
      if (!CSTAT_EVENTO_OK.has(campoTexto(ret, 'cStat') ?? '')) continue;
      const pedido = pedidos.find(
        (p) =>
          normalizeChaveAcesso(campoTexto(p, 'chNFe') ?? '') === alvo &&
          (!campoTexto(ret, 'tpEvento') || campoTexto(p, 'tpEvento') === campoTexto(ret, 'tpEvento')),
      );
      const tpEvento = campoTexto(ret, 'tpEvento') ?? campoTexto(pedido, 'tpEvento');
      if (!tpEvento || !EVENTOS_CANCELAMENTO.has(tpEvento)) continue;
      const det = pedido?.detEvento as Obj | undefined;
      return { nProt: campoTexto(ret, 'nProt'), dhRegEvento: campoTexto(ret, 'dhRegEvento'), origem: tpEvento, xJust: campoTexto(det, 'xJust') };
    }
    for (const prot of buscarNos(raiz, 'protNFe')
      .map((p) => p.infProt as Obj | undefined)
      .filter((x): x is Obj => !!x)) {
      const cStat = campoTexto(prot, 'cStat') ?? '';
      if (normalizeChaveAcesso(campoTexto(prot, 'chNFe') ?? '') === alvo && CSTAT_PROTOCOLO_CANCELADA.has(cStat)) {
        return { nProt: campoTexto(prot, 'nProt'), dhRegEvento: campoTexto(prot, 'dhRecbto'), origem: cStat };
      }
    }
  }
  return null;
}
