/**
 * Pacote oficial de schemas (XSD) da NFS-e Padrão Nacional e validação da DPS, da NFS-e e dos
 * eventos com o mesmo validador da NF-e (libxml2-wasm, src/fiscal/schema).
 *
 * O pacote embutido é `sefaz/schemas/nfse/v1.01-20260209` (leiaute 1.01 com IBS/CBS, publicação
 * do gov.br/nfse de 09/02/2026; fonte no README da pasta). Outro pacote entra por diretório ou
 * pelo ZIP oficial inteiro (`nfse-esquemas_xsd-v*.zip`), sem reiniciar o processo.
 *
 * Única alteração, em memória: o `TSSerieDPS` oficial traz `^0{0,4}\d{1,5}$`, e em XML Schema `^`
 * e `$` são caracteres literais (o padrão já casa o valor inteiro); sem as âncoras, o libxml2
 * aceita as séries que a Sefin Nacional aceita. Os arquivos no disco ficam como publicados.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { carregarPacoteSchemas, type PacoteSchemas, type ResultadoValidacao } from '../schema/index.ts';
import { lerZip } from '../zip/index.ts';

/** Raiz dos pacotes embutidos da NFS-e (`sefaz/schemas/nfse`). */
export const DIR_SCHEMAS_NFSE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'sefaz', 'schemas', 'nfse');

/** Documentos da NFS-e Nacional validáveis e o prefixo do schema de entrada de cada um. */
export const ENTRADAS_NFSE = {
  /** Declaração de Prestação de Serviço (`DPS`), assinada ou não. */
  dps: 'DPS',
  /** NFS-e gerada pela Sefin Nacional (`NFSe`, com a DPS dentro e assinatura do fisco). */
  nfse: 'NFSe',
  /** Pedido de registro de evento (`pedRegEvento`: cancelamento, substituição...). */
  pedRegEvento: 'pedRegEvento',
  /** Evento registrado pelo Ambiente Nacional (`evento`). */
  evento: 'evento',
} as const;

/** Tipo de documento aceito por {@link PacoteNfse.validar}. */
export type DocumentoNfse = keyof typeof ENTRADAS_NFSE;

/** Pacote de schemas da NFS-e carregado. */
export interface PacoteNfse {
  /** Nome do pacote (ex.: `'v1.01-20260209'`). */
  readonly versao: string;
  /** Versão do leiaute dos schemas de entrada (`'1.01'`), a do atributo `versao` dos documentos. */
  readonly versaoLeiaute: string;
  /** Arquivos `.xsd` do pacote (caminhos relativos). */
  readonly arquivos: readonly string[];
  /**
   * Valida o documento no schema de entrada do tipo. Nunca lança por XML inválido ou mal formado
   * (vira `erros`, em pt-BR, com linha e caminho); lança se o pacote não tiver o schema.
   */
  validar(xml: string | Uint8Array, documento: DocumentoNfse): ResultadoValidacao;
  /** Libera a memória WASM dos schemas compilados. */
  dispose(): void;
}

const ANCORAS_SERIE = /(<xs:simpleType\s+name="TSSerieDPS"[\s\S]*?<xs:pattern\s+value=")\^([^"]*)\$(")/;

/**
 * Tira `^`/`$` literais do padrão do `TSSerieDPS` (ver o cabeçalho do módulo). Devolve os mesmos
 * bytes quando o arquivo não declara o tipo ou já está sem as âncoras.
 */
export function ajustarSerieDps(bytes: Uint8Array): Uint8Array {
  const texto = Buffer.from(bytes).toString('utf8');
  if (!ANCORAS_SERIE.test(texto)) return bytes;
  return new Uint8Array(Buffer.from(texto.replace(ANCORAS_SERIE, '$1$2$3'), 'utf8'));
}

/** Versão (`1.01`) do maior `DPS_v*.xsd` entre os caminhos, e a pasta dele. */
function localizarEntrada(caminhos: Iterable<string>): { pasta: string; versao: string } | null {
  let melhor: { pasta: string; versao: string } | null = null;
  for (const c of caminhos) {
    const m = /(?:^|\/)DPS_v(\d+\.\d+)\.xsd$/i.exec(c);
    if (!m) continue;
    if (!melhor || Number(m[1]) > Number(melhor.versao)) melhor = { pasta: path.posix.dirname(c), versao: m[1] };
  }
  return melhor;
}

async function lerDiretorio(raiz: string): Promise<Map<string, Uint8Array>> {
  const arquivos = new Map<string, Uint8Array>();
  async function percorrer(dir: string, rel: string): Promise<void> {
    for (const ent of await readdir(dir, { withFileTypes: true })) {
      const relFilho = rel ? `${rel}/${ent.name}` : ent.name;
      if (ent.isDirectory()) await percorrer(path.join(dir, ent.name), relFilho);
      else if (ent.isFile() && /\.xsd$/i.test(ent.name)) arquivos.set(relFilho, new Uint8Array(await readFile(path.join(dir, ent.name))));
    }
  }
  await percorrer(raiz, '');
  return arquivos;
}

/**
 * Pasta do pacote embutido mais novo (`sefaz/schemas/nfse/v*`, pelo nome), ou `null`.
 */
export async function diretorioPacoteNfseEmbutido(raiz: string = DIR_SCHEMAS_NFSE): Promise<string | null> {
  try {
    const nomes = (await readdir(raiz, { withFileTypes: true })).filter((e) => e.isDirectory() && /^v\d/.test(e.name)).map((e) => e.name);
    nomes.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    return nomes.length ? path.join(raiz, nomes[nomes.length - 1]) : null;
  } catch {
    return null;
  }
}

/**
 * Carrega um pacote de schemas da NFS-e Nacional: de um diretório (padrão: o embutido mais novo)
 * ou do ZIP oficial em memória (a pasta do `DPS_v*.xsd` de maior versão vira a raiz; no ZIP de
 * 09/02/2026, `Schemas/1.01`). Os schemas compilam na primeira validação de cada tipo.
 *
 * @throws Error `'Nenhum pacote de schemas da NFS-e em ...'`, `'O pacote não contém DPS_v*.xsd'`,
 *   erros de leitura do diretório ou do ZIP.
 */
export async function carregarPacoteNfse(origem: { diretorio?: string } | { zip: Uint8Array; nome?: string } = {}): Promise<PacoteNfse> {
  let arquivos: Map<string, Uint8Array>;
  let nome: string;
  if ('zip' in origem) {
    const todos = lerZip(origem.zip).filter((a) => /\.xsd$/i.test(a.caminho) && !a.caminho.startsWith('__MACOSX/'));
    const entrada = localizarEntrada(todos.map((a) => a.caminho));
    if (!entrada) throw new Error('O pacote não contém DPS_v*.xsd');
    arquivos = new Map();
    for (const a of todos) {
      if (entrada.pasta === '.' ? !a.caminho.includes('/') : a.caminho.startsWith(`${entrada.pasta}/`)) {
        arquivos.set(entrada.pasta === '.' ? a.caminho : a.caminho.slice(entrada.pasta.length + 1), a.dados);
      }
    }
    nome = origem.nome ?? `v${entrada.versao}`;
  } else {
    const dir = origem.diretorio ?? (await diretorioPacoteNfseEmbutido());
    if (!dir) throw new Error(`Nenhum pacote de schemas da NFS-e em ${DIR_SCHEMAS_NFSE}`);
    if (!(await stat(dir)).isDirectory()) throw new Error(`'${dir}' não é um diretório`);
    arquivos = await lerDiretorio(dir);
    nome = path.basename(path.resolve(dir));
  }
  const entrada = localizarEntrada(arquivos.keys());
  if (entrada?.pasta !== '.') throw new Error('O pacote não contém DPS_v*.xsd');
  for (const [caminho, bytes] of arquivos) arquivos.set(caminho, ajustarSerieDps(bytes));
  const pacote = await carregarPacoteSchemas({ arquivos }, { versao: nome });
  return new Pacote(pacote, entrada.versao);
}

class Pacote implements PacoteNfse {
  readonly versao: string;
  readonly arquivos: readonly string[];
  constructor(
    private readonly base: PacoteSchemas,
    readonly versaoLeiaute: string,
  ) {
    this.versao = base.versao;
    this.arquivos = base.arquivos;
  }

  validar(xml: string | Uint8Array, documento: DocumentoNfse): ResultadoValidacao {
    const prefixo = ENTRADAS_NFSE[documento];
    if (!prefixo) throw new Error(`Tipo de documento da NFS-e desconhecido: ${String(documento)}`);
    return this.base.validarEntrada(xml, `${prefixo}_v${this.versaoLeiaute}.xsd`);
  }

  dispose(): void {
    this.base.dispose();
  }
}
