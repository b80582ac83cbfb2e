/**
 * Pacotes de schemas XSD da NF-e/NFC-e (PL_xxx publicados pela SEFAZ/ENCAT) e validação de
 * documentos com libxml2-wasm (arquitetura §7, SPEC §5).
 *
 * ## Uso
 * ```ts
 * const pacote = await carregarPacoteSchemas({ diretorio: 'sefaz/schemas/PL_010d_v1.02' });
 * // ou: await carregarPacoteSchemas({ zip: bufferDoUpload })
 * const r = pacote.validar(xmlAssinado, 'nfe');
 * if (!r.valido) console.log(r.erros.map((e) => `${e.linha}: ${e.mensagem}`));
 * pacote.dispose(); // ao trocar de pacote
 * ```
 *
 * ## Resolução de xs:include / xs:import
 * Todos os arquivos do pacote ficam em memória (um `Map` caminho -> bytes), tanto para a origem
 * diretório quanto ZIP. Cada pacote recebe um prefixo virtual exclusivo `/__erp_xsd__/{id}/`, e o
 * schema de entrada é analisado com `url` = prefixo + nome do arquivo. O libxml2 resolve o
 * `schemaLocation` relativo contra essa URL base (ex.: `leiauteNFe_v4.00.xsd` vira
 * `/__erp_xsd__/3/leiauteNFe_v4.00.xsd`) e pede o arquivo aos "input providers" (IO virtual do
 * libxml2-wasm, `xmlRegisterInputProvider`). Um único provider global é registrado uma vez por
 * processo: ele só aceita URLs com o prefixo e entrega os bytes do `Map` do pacote
 * correspondente. Nada é lido do disco durante a compilação e nenhum outro caminho é servido
 * (um schema malicioso não consegue ler arquivos do servidor nem acessar a rede).
 *
 * ## Desempenho (medido com um script avulso, Node 20.20, PL_010d_v1.02, amostra 06 com 10 KB)
 * - Carregar o diretório (244 .xsd em memória): ~20-45 ms.
 * - Compilação: cada schema de entrada é compilado UMA vez por pacote, na primeira validação
 *   daquele tipo de documento (ou em {@link PacoteSchemas.precompilar} / `opcoes.precompilar`):
 *   `nfe_v4.00.xsd` 22-120 ms (a primeira compilação do processo é a mais lenta: aquecimento do
 *   WASM), `enviNFe` 12-66 ms, `procNFe` 12-32 ms, eventos e consultas 1-13 ms. A STACK cita
 *   60-320 ms por schema; não há cache entre pacotes (trocar de pacote recompila).
 * - Validação: ~0,19 ms por NF-e válida, ~0,25-0,38 ms com erros (XPath do elemento para achar
 *   pai/valor/caminho), ~0,1 ms por envEvento (genérico + schema específico do detEvento).
 * - Memória: cada documento analisado é liberado (`dispose`) no `finally`; validadores e os
 *   documentos XSD ficam vivos enquanto o pacote existir e são liberados em `dispose()`.
 *   120.000 validações: RSS e heap estáveis (~185 MiB / 22 MiB no script). Armadilha: o
 *   libxml2-wasm guarda um `WeakRef` por objeto, e o V8 mantém vivo o alvo de um WeakRef até o
 *   fim do "job" atual; num laço síncrono enorme o heap JS cresce ~100 B/doc até o event loop
 *   girar (o RSS não cresce). Em servidor, cada requisição é um job: sem efeito.
 *
 * Tudo é síncrono depois do carregamento (o WASM do libxml2 é síncrono); a validação bloqueia o
 * event loop pelo tempo acima, o que é aceitável para documentos de NF-e.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorDetail, XmlDocument, XmlElement, XmlInputProvider, XsdValidator } from 'libxml2-wasm';

// libxml2-wasm (WASM) é importado no primeiro carregamento de um pacote, não na partida do servidor
// (bench/startup); tudo abaixo que usa lx() só roda depois de carregarPacoteSchemas.
type Libxml2 = typeof import('libxml2-wasm');
let libxml2: Libxml2 | null = null;
function lx(): Libxml2 {
  if (!libxml2) throw new Error('libxml2-wasm ainda não carregado: use carregarPacoteSchemas.');
  return libxml2;
}
import { lerZip } from '../zip/ler.ts';
import { traduzirErroSchema } from './traducao.ts';

/**
 * Documentos validáveis e o schema de entrada de cada um no leiaute 4.00 / eventos 1.00.
 *
 * Fora da lista de propósito: `envConfRecebto_v1.00.xsd` (manifestação), `envEPEC`, `procEPEC`,
 * `envRemIndus`, `envSuframa*` e `procEventoNFe_v99.99` do PL_010d não compilam no libxml2
 * (definem `TCOrgaoIBGE` e outros tipos duas vezes por includes cruzados de `tiposBasico_v1.03`).
 * Manifestação e demais eventos são validados por `envEvento` + o `e{tpEvento}_v1.00.xsd`
 * específico do `detEvento` (todos os `e*.xsd` do pacote compilam).
 */
export const ENTRADAS_SCHEMA = {
  /** NF-e/NFC-e assinada (elemento `NFe`). */
  nfe: 'nfe_v4.00.xsd',
  /** Lote de envio (`enviNFe`). */
  enviNFe: 'enviNFe_v4.00.xsd',
  /** NF-e com protocolo (`nfeProc`). */
  nfeProc: 'procNFe_v4.00.xsd',
  /** Lote de eventos genérico (`envEvento`); o `detEvento` é conferido pelo schema específico. */
  envEvento: 'envEvento_v1.00.xsd',
  /** Lote de evento Carta de Correção (110110). */
  envCCe: 'envCCe_v1.00.xsd',
  /** Lote de evento Cancelamento (110111). */
  envEventoCancNFe: 'envEventoCancNFe_v1.00.xsd',
  /** Lote de evento Cancelamento por substituição (110112). */
  envEventoCancSubst: 'envEventoCancSubst_v1.00.xsd',
  /** Evento de cancelamento isolado (`evento`, 110111). */
  eventoCancNFe: 'eventoCancNFe_v1.00.xsd',
  /** Evento com o registro (`procEventoNFe`, leiaute genérico dos eventos). */
  procEventoNFe: 'procEventoNFe_v1.00.xsd',
  /** Inutilização homologada (`ProcInutNFe`, raiz com P maiúsculo no XSD). */
  procInutNFe: 'procInutNFe_v4.00.xsd',
  /** Inutilização de numeração (`inutNFe`). */
  inutNFe: 'inutNFe_v4.00.xsd',
  /** Consulta situação (`consSitNFe`). */
  consSitNFe: 'consSitNFe_v4.00.xsd',
  /** Consulta status do serviço (`consStatServ`). */
  consStatServ: 'consStatServ_v4.00.xsd',
  /** Consulta recibo (`consReciNFe`). */
  consReciNFe: 'consReciNFe_v4.00.xsd',
  /** Distribuição DF-e (`distDFeInt`). */
  distDFeInt: 'distDFeInt_v1.01.xsd',
  /** Consulta cadastro de contribuintes (`ConsCad`, NfeConsultaCadastro). */
  consCad: 'consCad_v2.00.xsd',
} as const;

/** Tipo de documento aceito por {@link PacoteSchemas.validar}. */
export type DocumentoSchema = keyof typeof ENTRADAS_SCHEMA;

/** Um erro de schema (ou de XML mal formado), já traduzido (SPEC §5). */
export interface ErroSchema {
  /** Frase em pt-BR (SPEC §5). */
  mensagem: string;
  /** Texto original do libxml2 (inglês), sem o `\n` final. */
  original: string;
  /** Linha (1..n) no documento validado; 0 se desconhecida. */
  linha: number;
  /** Coluna informada pelo libxml2 (0 nos erros de schema: ele não informa coluna). */
  coluna: number;
  /** Nome local da tag (ou atributo) envolvido. */
  tag?: string;
  /** Valor rejeitado, quando conhecido. */
  valor?: string;
  /** Caminho do elemento com nomes locais, ex. `/NFe/infNFe/det[2]/prod/CFOP`. */
  caminho?: string;
}

/** Resultado de {@link PacoteSchemas.validar}. */
export interface ResultadoValidacao {
  valido: boolean;
  erros: ErroSchema[];
}

/** Um pacote de schemas carregado. */
export interface PacoteSchemas {
  /** Nome do pacote, ex. `'PL_010d_v1.02'`. */
  readonly versao: string;
  /** Caminhos (relativos à raiz do pacote) de todos os arquivos `.xsd` carregados. */
  readonly arquivos: readonly string[];
  /** Documentos cujo schema de entrada existe neste pacote. */
  documentos(): DocumentoSchema[];
  /**
   * Valida um documento. Nunca lança por documento inválido ou mal formado (vira `erros`);
   * lança se o tipo de documento não tiver schema no pacote ou se o pacote já foi liberado.
   */
  validar(xml: string | Uint8Array, documento: DocumentoSchema): ResultadoValidacao;
  /**
   * Valida contra um schema de entrada qualquer do pacote, pelo caminho do arquivo (ex.:
   * `'DPS_v1.01.xsd'` num pacote da NFS-e Nacional). Mesmas regras de {@link validar}; lança se o
   * arquivo não estiver no pacote.
   */
  validarEntrada(xml: string | Uint8Array, arquivo: string): ResultadoValidacao;
  /** Compila já (em vez de na primeira validação) os schemas indicados (padrão: todos). */
  precompilar(documentos?: DocumentoSchema[]): void;
  /** Libera validadores e documentos XSD (memória WASM) e o registro no IO virtual. */
  dispose(): void;
}

/** Opções de {@link carregarPacoteSchemas}. */
export interface OpcoesPacote {
  /** Nome do pacote, quando não der para deduzir pelo diretório/ZIP. */
  versao?: string;
  /** Compilar todos os schemas de entrada já no carregamento (padrão: sob demanda). */
  precompilar?: boolean;
}

// ---------------------------------------------------------------------------------------------
// IO virtual: um provider global, registrado uma vez, que atende a todos os pacotes.
// ---------------------------------------------------------------------------------------------

const PREFIXO = '/__erp_xsd__/';
const pacotesRegistrados = new Map<number, Map<string, Uint8Array>>();
const abertos = new Map<number, { dados: Uint8Array; pos: number }>();
let proximoFd = 1;
let proximoPacote = 1;
let providerRegistrado = false;

/** `/__erp_xsd__/{id}/{caminho}` (ou `file://` + isso) -> `[id, caminho]`. */
function separarUrl(url: string): [number, string] | null {
  const u = url.startsWith('file://') ? url.slice('file://'.length) : url;
  if (!u.startsWith(PREFIXO)) return null;
  const resto = u.slice(PREFIXO.length);
  const barra = resto.indexOf('/');
  if (barra <= 0) return null;
  const id = Number(resto.slice(0, barra));
  let caminho: string;
  try {
    caminho = path.posix.normalize(decodeURIComponent(resto.slice(barra + 1)));
  } catch {
    return null;
  }
  if (!Number.isInteger(id) || caminho.startsWith('..')) return null;
  return [id, caminho];
}

const provider: XmlInputProvider = {
  match: (url) => separarUrl(url) !== null,
  open: (url) => {
    const partes = separarUrl(url);
    const dados = partes && pacotesRegistrados.get(partes[0])?.get(partes[1]);
    if (!dados) return undefined;
    const fd = proximoFd++;
    abertos.set(fd, { dados, pos: 0 });
    return fd;
  },
  read: (fd, buf) => {
    const f = abertos.get(fd);
    if (!f) return -1;
    const n = Math.min(buf.byteLength, f.dados.byteLength - f.pos);
    buf.set(f.dados.subarray(f.pos, f.pos + n));
    f.pos += n;
    return n;
  },
  close: (fd) => abertos.delete(fd),
};

function garantirProvider(): void {
  if (providerRegistrado) return;
  if (!lx().xmlRegisterInputProvider(provider)) throw new Error('Falha ao registrar o IO virtual do libxml2');
  providerRegistrado = true;
}

// ---------------------------------------------------------------------------------------------
// Carregamento
// ---------------------------------------------------------------------------------------------

const RE_VERSAO = /PL_[A-Za-z0-9]+(?:_v?[0-9]+(?:\.[0-9]+)*)?/;

async function lerDiretorio(raiz: string): Promise<Map<string, Uint8Array>> {
  const arquivos = new Map<string, Uint8Array>();
  async function percorrer(dir: string, rel: string): Promise<void> {
    for (const ent of await readdir(dir, { withFileTypes: true })) {
      const relFilho = rel ? `${rel}/${ent.name}` : ent.name;
      if (ent.isDirectory()) await percorrer(path.join(dir, ent.name), relFilho);
      else if (ent.isFile() && /\.xsd$/i.test(ent.name)) {
        arquivos.set(relFilho, new Uint8Array(await readFile(path.join(dir, ent.name))));
      }
    }
  }
  await percorrer(raiz, '');
  return arquivos;
}

/** Do ZIP: raiz = pasta que contém `nfe_v4.00.xsd` (ou a pasta comum a todos os arquivos). */
function arquivosDoZip(zip: Uint8Array): { arquivos: Map<string, Uint8Array>; raiz: string; nomes: string[] } {
  const todos = lerZip(zip).filter((a) => /\.xsd$/i.test(a.caminho) && !a.caminho.startsWith('__MACOSX/'));
  if (todos.length === 0) throw new Error('O ZIP não contém arquivos .xsd');
  const ancora =
    todos.find((a) => path.posix.basename(a.caminho) === ENTRADAS_SCHEMA.nfe) ??
    todos.find((a) => Object.values(ENTRADAS_SCHEMA).includes(path.posix.basename(a.caminho) as never));
  let raiz = ancora ? path.posix.dirname(ancora.caminho) : '.';
  if (!ancora) {
    const primeiros = new Set(todos.map((a) => (a.caminho.includes('/') ? a.caminho.split('/')[0] : '')));
    raiz = primeiros.size === 1 && !primeiros.has('') ? [...primeiros][0] : '.';
  }
  const arquivos = new Map<string, Uint8Array>();
  for (const a of todos) {
    const rel = raiz === '.' ? a.caminho : a.caminho.startsWith(`${raiz}/`) ? a.caminho.slice(raiz.length + 1) : null;
    if (rel) arquivos.set(rel, a.dados);
  }
  return { arquivos, raiz, nomes: todos.map((a) => a.caminho) };
}

/**
 * Carrega um pacote oficial de schemas (ex.: PL_010d_v1.02) de um diretório, de um ZIP em
 * memória ou de arquivos já lidos (`arquivos`: caminho relativo -> bytes, com `opcoes.versao`;
 * usado por pacotes de outros documentos, como a NFS-e Nacional em src/fiscal/nfse). Os schemas são compilados sob demanda (uma vez cada) ou já aqui com
 * `opcoes.precompilar`.
 *
 * A versão vem de `opcoes.versao`, senão do nome do diretório / da pasta raiz do ZIP, senão do
 * primeiro nome `PL_...` encontrado nos caminhos do ZIP.
 *
 * @throws Error se a origem não existir, o ZIP for inválido ou não houver nenhum `.xsd`.
 */
export async function carregarPacoteSchemas(
  origem: { diretorio: string } | { zip: Uint8Array } | { arquivos: ReadonlyMap<string, Uint8Array> },
  opcoes: OpcoesPacote = {},
): Promise<PacoteSchemas> {
  libxml2 ??= await import('libxml2-wasm');
  let arquivos: Map<string, Uint8Array>;
  let versao: string | undefined = opcoes.versao;
  if ('arquivos' in origem) {
    if (origem.arquivos.size === 0) throw new Error('Nenhum arquivo .xsd no pacote');
    arquivos = new Map(origem.arquivos);
    versao ??= 'desconhecida';
  } else if ('diretorio' in origem) {
    const info = await stat(origem.diretorio);
    if (!info.isDirectory()) throw new Error(`'${origem.diretorio}' não é um diretório`);
    arquivos = await lerDiretorio(origem.diretorio);
    if (arquivos.size === 0) throw new Error(`Nenhum arquivo .xsd em '${origem.diretorio}'`);
    versao ??= path.basename(path.resolve(origem.diretorio));
  } else {
    const z = arquivosDoZip(origem.zip);
    arquivos = z.arquivos;
    if (!versao) {
      const candidatos = [z.raiz, ...z.nomes];
      for (const c of candidatos) {
        const m = RE_VERSAO.exec(c);
        if (m) {
          versao = m[0];
          break;
        }
      }
    }
    versao ??= z.raiz !== '.' ? path.posix.basename(z.raiz) : 'desconhecida';
  }
  garantirProvider();
  const pacote = new Pacote(versao, arquivos);
  if (opcoes.precompilar) pacote.precompilar();
  return pacote;
}

// ---------------------------------------------------------------------------------------------
// Pacote
// ---------------------------------------------------------------------------------------------

interface Compilado {
  xsd: XmlDocument;
  validador: XsdValidator;
}

const NS_NFE = 'http://www.portalfiscal.inf.br/nfe';
/** Documentos cujo `detEvento` é conferido também pelo schema específico `e{tpEvento}_v{versao}.xsd`. */
const COM_DET_EVENTO: ReadonlySet<DocumentoSchema> = new Set(['envEvento', 'procEventoNFe']);
/** NONET: nunca acessar rede; sem NOENT/DTDLOAD: entidades externas não são carregadas. */
/** XML_PARSE_NONET (libxml2): nenhum acesso à rede ao ler documentos ou schemas. */
const OPCOES_PARSE = () => lx().ParseOption.XML_PARSE_NONET;

class Pacote implements PacoteSchemas {
  readonly versao: string;
  readonly arquivos: readonly string[];
  private readonly id: number;
  private readonly compilados = new Map<string, Compilado>();
  private liberado = false;

  constructor(versao: string, arquivos: Map<string, Uint8Array>) {
    this.versao = versao;
    this.arquivos = [...arquivos.keys()].sort();
    this.id = proximoPacote++;
    pacotesRegistrados.set(this.id, arquivos);
  }

  documentos(): DocumentoSchema[] {
    const existentes = new Set(this.arquivos);
    return (Object.keys(ENTRADAS_SCHEMA) as DocumentoSchema[]).filter((d) => existentes.has(ENTRADAS_SCHEMA[d]));
  }

  precompilar(documentos: DocumentoSchema[] = this.documentos()): void {
    for (const d of documentos) this.validador(ENTRADAS_SCHEMA[d]);
  }

  /** Compila (uma vez) e devolve o validador do arquivo de entrada. */
  private validador(arquivo: string): XsdValidator {
    if (this.liberado) throw new Error(`O pacote de schemas ${this.versao} já foi liberado`);
    const pronto = this.compilados.get(arquivo);
    if (pronto) return pronto.validador;
    const bytes = pacotesRegistrados.get(this.id)?.get(arquivo);
    if (!bytes) throw new Error(`O pacote ${this.versao} não contém o schema ${arquivo}`);
    const xsd = lx().XmlDocument.fromBuffer(bytes, { url: `${PREFIXO}${this.id}/${arquivo}`, option: OPCOES_PARSE() });
    try {
      const validador = lx().XsdValidator.fromDoc(xsd);
      // o documento XSD fica vivo junto com o validador (o schema compilado pode referenciá-lo)
      this.compilados.set(arquivo, { xsd, validador });
      return validador;
    } catch (e) {
      xsd.dispose();
      const det = e instanceof lx().XmlLibError ? e.details.map((d) => `${d.file ?? ''}:${d.line} ${d.message.trim()}`).join('; ') : '';
      throw new Error(`Falha ao compilar ${arquivo} do pacote ${this.versao}: ${(e as Error).message.trim()} ${det}`.trim());
    }
  }

  validar(xml: string | Uint8Array, documento: DocumentoSchema): ResultadoValidacao {
    const arquivo = ENTRADAS_SCHEMA[documento];
    if (!arquivo) throw new Error(`Tipo de documento desconhecido: ${String(documento)}`);
    return this.validarCom(xml, arquivo, COM_DET_EVENTO.has(documento));
  }

  validarEntrada(xml: string | Uint8Array, arquivo: string): ResultadoValidacao {
    return this.validarCom(xml, arquivo, false);
  }

  private validarCom(xml: string | Uint8Array, arquivo: string, comDetEvento: boolean): ResultadoValidacao {
    const validador = this.validador(arquivo);

    let doc: XmlDocument;
    try {
      doc =
        typeof xml === 'string'
          ? // string já é Unicode: ignorar `encoding="ISO-8859-1"` do prólogo (senão vira mojibake)
            lx().XmlDocument.fromString(xml, { option: OPCOES_PARSE() | lx().ParseOption.XML_PARSE_IGNORE_ENC })
          : lx().XmlDocument.fromBuffer(xml, { option: OPCOES_PARSE() });
    } catch (e) {
      if (e instanceof lx().XmlLibError) return { valido: false, erros: deduplicar(e.details.filter((d) => d.level >= 2).map((d) => montarErro(d, null))) };
      throw e;
    }
    try {
      const erros: ErroSchema[] = [];
      erros.push(...this.executar(validador, doc, null));
      if (comDetEvento) erros.push(...this.validarDetEventos(doc));
      const lista = deduplicar(erros);
      return { valido: lista.length === 0, erros: lista };
    } finally {
      doc.dispose();
    }
  }

  /** Roda um validador sobre o documento (ou um elemento) e converte os detalhes. */
  private executar(validador: XsdValidator, doc: XmlDocument, elemento: XmlElement | null): ErroSchema[] {
    try {
      if (elemento) validador.validate(elemento);
      else validador.validate(doc);
      return [];
    } catch (e) {
      if (!(e instanceof lx().XmlLibError)) throw e;
      const detalhes = e.details.filter((d) => d.level >= 2);
      if (detalhes.length === 0) {
        return [{ mensagem: `Erro interno na validação: ${e.message.trim()}`, original: e.message.trim(), linha: 0, coluna: 0 }];
      }
      return detalhes.map((d) => montarErro(d, doc, elemento));
    }
  }

  /**
   * O `envEvento` genérico aceita qualquer conteúdo em `detEvento` (`xs:any processContents="skip"`);
   * o leiaute de cada evento está em `e{tpEvento}_v{versao}.xsd`, que declara `detEvento` como
   * elemento global. Validamos cada `detEvento` contra o schema específico, quando o pacote o tem.
   */
  private validarDetEventos(doc: XmlDocument): ErroSchema[] {
    const erros: ErroSchema[] = [];
    const dets = doc.find('//n:detEvento', { n: NS_NFE });
    for (const no of dets) {
      if (!(no instanceof lx().XmlElement)) continue;
      const tp = no.parent?.get('n:tpEvento', { n: NS_NFE })?.content.trim();
      const versao = no.attr('versao')?.value.trim();
      if (!tp || !versao) continue;
      // a NFC-e tem leiaute próprio em alguns eventos (EPEC: e110140NFCe_v1.00.xsd, sem vST), recebidos
      // pela UF (EPEC NFC-e de SP, cOrgao 35); o Ambiente Nacional (cOrgao 91) só conhece o da NF-e e
      // rejeita a chave de modelo 65 pela regra (450), não pelo schema
      const modelo = no.parent?.get('n:chNFe', { n: NS_NFE })?.content.trim().slice(20, 22);
      const orgao = no.parent?.get('n:cOrgao', { n: NS_NFE })?.content.trim();
      const nfce = `e${tp}NFCe_v${versao}.xsd`;
      const arquivo = modelo === '65' && orgao !== '91' && this.arquivos.includes(nfce) ? nfce : `e${tp}_v${versao}.xsd`;
      if (!this.arquivos.includes(arquivo)) continue;
      erros.push(...this.executar(this.validador(arquivo), doc, no));
    }
    return erros;
  }

  dispose(): void {
    if (this.liberado) return;
    this.liberado = true;
    for (const c of this.compilados.values()) {
      c.validador.dispose();
      c.xsd.dispose();
    }
    this.compilados.clear();
    pacotesRegistrados.delete(this.id);
  }
}

// ---------------------------------------------------------------------------------------------
// Erros: localizar o elemento (XPath do libxml2 ou linha), pai, valor e caminho legível.
// ---------------------------------------------------------------------------------------------

function montarErro(d: ErrorDetail, doc: XmlDocument | null, raizSubarvore: XmlElement | null = null): ErroSchema {
  const original = d.message.replace(/\s+$/, '');
  let pai: string | undefined;
  let valor: string | undefined;
  let caminho: string | undefined;
  const no = doc ? localizar(doc, d, original, raizSubarvore) : null;
  if (no) {
    pai = no.parent instanceof lx().XmlElement ? no.parent.name : undefined;
    caminho = caminhoLegivel(no);
    const atributo = /^Element '[^']+', attribute '([^']+)'/.exec(original)?.[1];
    valor = atributo ? no.attr(atributo.replace(/^\{[^}]*\}/, ''))?.value : no.firstChild === null || soTexto(no) ? no.content : undefined;
  }
  const t = traduzirErroSchema(original, { pai, valor });
  const erro: ErroSchema = { mensagem: t.mensagem, original, linha: d.line ?? 0, coluna: d.col ?? 0 };
  if (t.tag !== undefined) erro.tag = t.tag;
  if (t.valor !== undefined) erro.valor = t.valor;
  if (caminho !== undefined) erro.caminho = caminho;
  return erro;
}

function soTexto(el: XmlElement): boolean {
  for (let c = el.firstChild; c; c = c.next) if (c instanceof lx().XmlElement) return false;
  return true;
}

/**
 * Acha o elemento citado no erro: primeiro pelo XPath posicional que o libxml2 devolve
 * (`/*[1]/*[4]/*[1]/*[6]`); na falta dele, pelo nome local + número da linha (o libxml2 informa
 * a linha da tag de abertura do elemento).
 */
function localizar(doc: XmlDocument, d: ErrorDetail, original: string, raiz: XmlElement | null): XmlElement | null {
  const nome = /^Element '(?:\{[^}]*\})?([^']+)'/.exec(original)?.[1];
  if (d.xpath) {
    try {
      const no = doc.get(d.xpath);
      if (no instanceof lx().XmlElement && (!nome || no.name === nome)) return no;
    } catch {
      /* XPath inesperado: cai para a busca por linha */
    }
  }
  if (!nome || !d.line) return null;
  const base = raiz ?? doc.root;
  const candidatos = base.find(`descendant-or-self::*[local-name()='${nome.replace(/'/g, '')}']`);
  for (const c of candidatos) if (c instanceof lx().XmlElement && c.line === d.line) return c;
  return null;
}

/** `/NFe/infNFe/det[2]/prod/CFOP`: nomes locais; índice só quando há irmãos de mesmo nome. */
function caminhoLegivel(el: XmlElement): string {
  const partes: string[] = [];
  for (let no: XmlElement | null = el; no; no = no.parent instanceof lx().XmlElement ? no.parent : null) {
    let antes = 0;
    let depois = 0;
    for (let s = no.prev; s; s = s.prev) if (s instanceof lx().XmlElement && s.name === no.name) antes++;
    for (let s = no.next; s; s = s.next) if (s instanceof lx().XmlElement && s.name === no.name) depois++;
    partes.unshift(antes + depois > 0 ? `${no.name}[${antes + 1}]` : no.name);
  }
  return `/${partes.join('/')}`;
}

/** O libxml2 às vezes repete o mesmo problema (ex.: minLength e pattern do mesmo valor vazio). */
function deduplicar(erros: ErroSchema[]): ErroSchema[] {
  const vistos = new Set<string>();
  return erros.filter((e) => {
    const chave = `${e.linha}|${e.caminho ?? ''}|${e.mensagem}`;
    if (vistos.has(chave)) return false;
    vistos.add(chave);
    return true;
  });
}
