/**
 * Leitura de NF-e (`NFe`) e NF-e com protocolo (`nfeProc`) para o objeto tipado de `tipos.ts`
 * (ex.: DANFE de notas de terceiros). Valores ficam como texto (nenhuma conversão numérica:
 * `0010` continua `0010`); listas (`det`, `dup`, `detPag`, `vol`, ...) são sempre arrays.
 *
 * Não valida o schema nem a assinatura (use `src/fiscal/schema` e `src/fiscal/assinatura`);
 * grupos que o tipo ainda não descreve (ex.: `ICMS70`, `comb`, `DI`) são mantidos como vieram.
 */
import { XMLParser } from 'fast-xml-parser';
import type { GrupoIcms, GrupoIcmsNome } from '../../domain/tributos/index.ts';
import type { NFe, NFeProc, ProtNFe } from './tipos.ts';

/** Caminhos (sem namespace) que são listas no leiaute. */
const LISTAS = new Set([
  'NFe.infNFe.ide.NFref',
  'NFe.infNFe.autXML',
  'NFe.infNFe.det',
  'NFe.infNFe.det.prod.NVE',
  'NFe.infNFe.det.prod.gCred',
  'NFe.infNFe.det.prod.DI',
  'NFe.infNFe.det.prod.DI.adi',
  'NFe.infNFe.det.prod.detExport',
  'NFe.infNFe.det.prod.rastro',
  'NFe.infNFe.det.prod.comb.origComb',
  'NFe.infNFe.transp.reboque',
  'NFe.infNFe.transp.vol',
  'NFe.infNFe.transp.vol.lacres',
  'NFe.infNFe.cobr.dup',
  'NFe.infNFe.pag.detPag',
  'NFe.infNFe.infAdic.obsCont',
  'NFe.infNFe.infAdic.obsFisco',
  'NFe.infNFe.infAdic.procRef',
  'NFe.infNFe.cana.forDia',
  'NFe.infNFe.cana.deduc',
  'NFe.infNFe.agropecuario.defensivo',
]);

const PREFIXO_ATRIBUTO = '@_';

function criarParser(): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: PREFIXO_ATRIBUTO,
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: true,
    htmlEntities: false,
    isArray: (_nome, jpath) => {
      const caminho = String(jpath).replace(/^nfeProc\./, '');
      return LISTAS.has(caminho);
    },
  });
}

type Obj = Record<string, unknown>;

function objeto(v: unknown, oQue: string): Obj {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new Error(`XML sem o grupo ${oQue}`);
  return v as Obj;
}

/** Remove o prefixo dos atributos (`@_nItem` -> `nItem`) e descarta `xmlns`. */
function normalizar(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normalizar);
  if (v === null || typeof v !== 'object') return v;
  const saida: Obj = {};
  for (const [k, valor] of Object.entries(v as Obj)) {
    if (k.startsWith(PREFIXO_ATRIBUTO)) {
      const nome = k.slice(PREFIXO_ATRIBUTO.length);
      if (nome === 'xmlns' || nome.startsWith('xmlns:')) continue;
      saida[nome] = valor;
    } else {
      saida[k] = normalizar(valor);
    }
  }
  return saida;
}

/** `<ICMS><ICMS00>…</ICMS00></ICMS>` -> `{ grupo: 'ICMS00', … }`. */
function icmsDoXml(icms: unknown): GrupoIcms {
  const o = objeto(icms, 'ICMS');
  const [nome] = Object.keys(o);
  if (!nome) throw new Error('XML com grupo ICMS vazio');
  return { grupo: nome as GrupoIcmsNome, ...(o[nome] as Obj) } as GrupoIcms;
}

function nfeDoElemento(elementoNFe: unknown): NFe {
  const nfeXml = objeto(elementoNFe, 'NFe');
  const inf = objeto(normalizar(nfeXml.infNFe), 'infNFe');
  const { Id, versao, ...grupos } = inf;
  if (typeof Id !== 'string' || !Id.startsWith('NFe')) throw new Error('infNFe sem atributo Id "NFe{chave}"');
  const nfe = { chave: Id.slice(3), versao, ...grupos } as unknown as NFe;
  for (const det of nfe.det ?? []) {
    det.imposto.ICMS = icmsDoXml(det.imposto.ICMS);
  }
  if (nfeXml.infNFeSupl !== undefined) nfe.infNFeSupl = normalizar(nfeXml.infNFeSupl) as NFe['infNFeSupl'];
  return nfe;
}

function parsear(xml: string | Uint8Array): Obj {
  const texto = typeof xml === 'string' ? xml : new TextDecoder('utf-8').decode(xml);
  return criarParser().parse(texto) as Obj;
}

/**
 * Lê um XML cujo elemento raiz é `NFe` (assinado ou não).
 * @throws Error se não houver `NFe/infNFe` com `Id`.
 */
export function lerNFe(xml: string | Uint8Array): NFe {
  const raiz = parsear(xml);
  return nfeDoElemento(raiz.NFe);
}

/**
 * Lê um `nfeProc` (NF-e + `protNFe`), o XML de distribuição.
 * @returns `{ versao, nfe, protNFe }` com `protNFe` = campos de `infProt`.
 * @throws Error se faltar `nfeProc`, `NFe` ou `protNFe/infProt`.
 */
export function lerNFeProc(xml: string | Uint8Array): NFeProc {
  const raiz = parsear(xml);
  const proc = objeto(raiz.nfeProc, 'nfeProc');
  const nfe = nfeDoElemento(proc.NFe);
  const prot = objeto(objeto(proc.protNFe, 'protNFe').infProt, 'protNFe/infProt');
  const { Id: _id, ...infProt } = normalizar(prot) as Obj;
  return {
    versao: String(proc[`${PREFIXO_ATRIBUTO}versao`] ?? ''),
    nfe,
    protNFe: infProt as unknown as ProtNFe,
  };
}
