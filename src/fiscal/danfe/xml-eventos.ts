/**
 * Leitura tolerante dos XML de eventos da NF-e (`procEventoNFe`, `retEnvEvento`, `nfeProc` com
 * eventos junto), compartilhada pela impressão da CC-e e pela marca de nota cancelada do DANFE:
 * o parser (sem namespaces, valores como texto, `evento`/`retEvento` sempre em lista), a busca de
 * um nó em qualquer profundidade e a leitura de um campo de texto.
 */
import { XMLParser } from 'fast-xml-parser';

export type Obj = Record<string, unknown>;

/** O XML como objeto. @throws Error do fast-xml-parser se o XML não for bem formado. */
export function lerXmlEventos(xml: string): Obj {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    trimValues: true,
    htmlEntities: true,
    isArray: (nome) => nome === 'retEvento' || nome === 'evento',
  }).parse(xml) as Obj;
}

/** Todos os nós com o nome dado, em qualquer profundidade (listas incluídas). */
export function buscarNos(o: unknown, nome: string, achados: Obj[] = []): Obj[] {
  if (Array.isArray(o)) for (const v of o) buscarNos(v, nome, achados);
  else if (o && typeof o === 'object') {
    for (const [k, v] of Object.entries(o as Obj)) {
      if (k === nome) for (const x of Array.isArray(v) ? v : [v]) if (x && typeof x === 'object') achados.push(x as Obj);
      buscarNos(v, nome, achados);
    }
  }
  return achados;
}

/** O texto de um campo simples (`undefined` se ausente, vazio ou um grupo). */
export function campoTexto(o: Obj | undefined, campo: string): string | undefined {
  const v = o?.[campo];
  if (v === undefined || v === null || typeof v === 'object') return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
}
