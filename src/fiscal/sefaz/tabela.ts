import { XMLParser } from 'fast-xml-parser';

/**
 * Tabela de webservices da NF-e como DADO (arquitetura §7): autorizador de cada UF e, por
 * autorizador/ambiente/serviço, a URL, o método (operação SOAP) e a versão.
 *
 * O produto não distribui o arquivo oficial: o administrador importa o `wsnfe_4.00_mod55.xml`
 * (formato do sped-nfe; variável `SEFAZ_WEBSERVICES_FILE`) e, opcionalmente, o mapa
 * UF -> autorizador (`autorizadores.json`). O simulador monta a sua com {@link tabelaDoSimulador}.
 */

/** 1 = produção, 2 = homologação (tpAmb). */
export type Ambiente = 1 | 2;
export type ModeloDocumento = '55' | '65';

/** Serviços do leiaute 4.00 (nomes das tags do arquivo oficial). */
export type ServicoSefaz =
  | 'NfeStatusServico'
  | 'NfeAutorizacao'
  | 'NfeRetAutorizacao'
  | 'NfeConsultaProtocolo'
  | 'NfeInutilizacao'
  | 'RecepcaoEvento'
  | 'NfeConsultaCadastro'
  | 'NfeDistribuicaoDFe'
  | (string & {});

export interface EntradaServico {
  url: string;
  /** Operação do WSDL (ex.: `nfeAutorizacaoLote`), vira a `action` do SOAP 1.2. */
  metodo: string;
  /** Nome do serviço no WSDL (ex.: `NFeAutorizacao4`), vira o namespace de `nfeDadosMsg`. */
  operacao: string;
  /** Versão dos dados (ex.: `4.00`, `1.00` para eventos). */
  versao: string;
}

export type ServicosAmbiente = Partial<Record<ServicoSefaz, EntradaServico>>;

export interface TabelaWebservices {
  /** Modelo -> UF (ou sigla de autorizador) -> autorizador. */
  autorizadores: Record<string, Record<string, string>>;
  /** Modelo -> autorizador (`SP`, `SVRS`, `AN`...) -> ambiente -> serviços. */
  servicos: Record<string, Record<string, { 1: ServicosAmbiente; 2: ServicosAmbiente }>>;
}

/** Código IBGE (cUF) de cada UF (IBGE; usado em chaves, `cUF`, `cOrgao`). */
export const CODIGOS_UF: Readonly<Record<string, string>> = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
  AN: '91',
};

/** UF a partir do cUF. */
export function ufDoCodigo(cUF: string): string | undefined {
  return Object.entries(CODIGOS_UF).find(([, c]) => c === cUF)?.[0];
}

/**
 * Mapa padrão UF -> autorizador da NF-e (modelo 55) e NFC-e (65), conforme o Portal Nacional
 * (MOC 7.0, anexo de webservices). Substituível pelo `autorizadores.json` importado.
 */
export const AUTORIZADORES_PADRAO: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '55': {
    AC: 'SVRS',
    AL: 'SVRS',
    AM: 'AM',
    AN: 'AN',
    AP: 'SVRS',
    BA: 'BA',
    CE: 'SVRS',
    DF: 'SVRS',
    ES: 'SVRS',
    GO: 'GO',
    MA: 'SVAN',
    MG: 'MG',
    MS: 'MS',
    MT: 'MT',
    PA: 'SVRS',
    PB: 'SVRS',
    PE: 'PE',
    PI: 'SVRS',
    PR: 'PR',
    RJ: 'SVRS',
    RN: 'SVRS',
    RO: 'SVRS',
    RR: 'SVRS',
    RS: 'RS',
    SC: 'SVRS',
    SE: 'SVRS',
    SP: 'SP',
    TO: 'SVRS',
    SVAN: 'SVAN',
    SVRS: 'SVRS',
    SVCAN: 'SVCAN',
    SVCRS: 'SVCRS',
  },
  '65': {
    AC: 'SVRS',
    AL: 'SVRS',
    AM: 'AM',
    AP: 'SVRS',
    BA: 'SVRS',
    CE: 'SVRS',
    DF: 'SVRS',
    ES: 'SVRS',
    GO: 'GO',
    MA: 'SVRS',
    MG: 'MG',
    MS: 'MS',
    MT: 'MT',
    PA: 'SVRS',
    PB: 'SVRS',
    PE: 'SVRS',
    PI: 'SVRS',
    PR: 'PR',
    RJ: 'SVRS',
    RN: 'SVRS',
    RO: 'SVRS',
    RR: 'SVRS',
    RS: 'RS',
    SC: 'SVRS',
    SE: 'SVRS',
    SP: 'SP',
    TO: 'SVRS',
    SVRS: 'SVRS',
  },
};

/** Erro de configuração da tabela de webservices (mensagem em pt-BR). */
export class TabelaWebservicesError extends Error {
  constructor(mensagem: string) {
    super(mensagem);
    this.name = 'TabelaWebservicesError';
  }
}

type NoXml = Record<string, unknown>;

function lerAmbiente(no: unknown): ServicosAmbiente {
  const saida: ServicosAmbiente = {};
  if (!no || typeof no !== 'object') return saida;
  for (const [servico, valor] of Object.entries(no as NoXml)) {
    if (!valor || typeof valor !== 'object') continue;
    const v = valor as NoXml;
    const url = String(v['#text'] ?? '').trim();
    if (!url) continue; // serviço sem URL (ex.: consulta cadastro inexistente no autorizador)
    saida[servico] = {
      url,
      metodo: String(v['@_method'] ?? ''),
      operacao: String(v['@_operation'] ?? ''),
      versao: String(v['@_version'] ?? ''),
    };
  }
  return saida;
}

/**
 * Lê a tabela oficial de webservices (formato `wsnfe_4.00_mod55.xml`: `<WS><UF><sigla>` com
 * `<homologacao>`/`<producao>` e um elemento por serviço com `method`, `operation`, `version`
 * e a URL como texto).
 *
 * @param xmlText conteúdo do arquivo importado.
 * @param opcoes `modelo` (padrão `'55'`), `autorizadoresJson` (conteúdo do `autorizadores.json`,
 *   padrão {@link AUTORIZADORES_PADRAO}), `base` (tabela a completar, ex.: a do modelo 65).
 * @throws TabelaWebservicesError se o XML não tiver a forma esperada.
 */
export function carregarTabelaWebservices(
  xmlText: string,
  opcoes: { modelo?: ModeloDocumento; autorizadoresJson?: string; base?: TabelaWebservices } = {},
): TabelaWebservices {
  const modelo = opcoes.modelo ?? '55';
  let doc: NoXml;
  try {
    doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (n) => n === 'UF', parseTagValue: false }).parse(xmlText) as NoXml;
  } catch (e) {
    throw new TabelaWebservicesError(`Arquivo de webservices ilegível: ${e instanceof Error ? e.message : String(e)}`);
  }
  const ws = doc.WS as NoXml | undefined;
  const ufs = (ws?.UF as NoXml[] | undefined) ?? [];
  if (!ws || ufs.length === 0) {
    throw new TabelaWebservicesError('Arquivo de webservices sem a forma esperada (<WS><UF><sigla>...)');
  }
  const tabela: TabelaWebservices = opcoes.base ? structuredClone(opcoes.base) : { autorizadores: {}, servicos: {} };
  const servicos: Record<string, { 1: ServicosAmbiente; 2: ServicosAmbiente }> = (tabela.servicos[modelo] ??= {});
  for (const uf of ufs) {
    const sigla = String(uf.sigla ?? '').trim();
    if (!sigla) throw new TabelaWebservicesError('Entrada <UF> sem <sigla> no arquivo de webservices');
    servicos[sigla] = { 1: lerAmbiente(uf.producao), 2: lerAmbiente(uf.homologacao) };
  }
  let mapa: Record<string, string> = { ...(AUTORIZADORES_PADRAO[modelo] ?? {}) };
  if (opcoes.autorizadoresJson) {
    let json: unknown;
    try {
      json = JSON.parse(opcoes.autorizadoresJson);
    } catch {
      throw new TabelaWebservicesError('autorizadores.json inválido (JSON malformado)');
    }
    const m = (json as Record<string, Record<string, string>>)[modelo];
    if (!m || typeof m !== 'object') throw new TabelaWebservicesError(`autorizadores.json sem o modelo ${modelo}`);
    mapa = { ...m };
  }
  tabela.autorizadores[modelo] = mapa;
  return tabela;
}

/** Caminhos do simulador por serviço (`/ws/NFeAutorizacao4.asmx` etc.). */
export const SERVICOS_SIMULADOR: Readonly<Record<string, EntradaServico & { caminho: string }>> = {
  NfeStatusServico: { caminho: '/ws/NFeStatusServico4.asmx', url: '', metodo: 'nfeStatusServicoNF', operacao: 'NFeStatusServico4', versao: '4.00' },
  NfeAutorizacao: { caminho: '/ws/NFeAutorizacao4.asmx', url: '', metodo: 'nfeAutorizacaoLote', operacao: 'NFeAutorizacao4', versao: '4.00' },
  NfeRetAutorizacao: { caminho: '/ws/NFeRetAutorizacao4.asmx', url: '', metodo: 'nfeRetAutorizacaoLote', operacao: 'NFeRetAutorizacao4', versao: '4.00' },
  NfeConsultaProtocolo: { caminho: '/ws/NFeConsultaProtocolo4.asmx', url: '', metodo: 'nfeConsultaNF', operacao: 'NFeConsultaProtocolo4', versao: '4.00' },
  NfeInutilizacao: { caminho: '/ws/NFeInutilizacao4.asmx', url: '', metodo: 'nfeInutilizacaoNF', operacao: 'NFeInutilizacao4', versao: '4.00' },
  RecepcaoEvento: { caminho: '/ws/NFeRecepcaoEvento4.asmx', url: '', metodo: 'nfeRecepcaoEvento', operacao: 'NFeRecepcaoEvento4', versao: '1.00' },
  NfeConsultaCadastro: { caminho: '/ws/CadConsultaCadastro4.asmx', url: '', metodo: 'consultaCadastro', operacao: 'CadConsultaCadastro4', versao: '2.00' },
};

/**
 * Autorizadores sem o serviço de consulta cadastro (CCC) na tabela oficial (wsnfe_4.00_mod55.xml,
 * nos dois ambientes): AM e SVAN (MA). O simulador também não o oferece para eles, para a mensagem
 * "a UF não oferece a consulta" ser a mesma contra o simulador e contra a SEFAZ.
 */
const SEM_CONSULTA_CADASTRO = new Set(['AM', 'SVAN']);

/**
 * Tabela que aponta todo UF/autorizador, ambiente e serviço para o simulador (menos o CCC onde a
 * tabela oficial não o tem, `SEM_CONSULTA_CADASTRO`); no modelo 65, também `CscNFCe` (todo
 * autorizador) e o EPEC da NFC-e de SP (`RecepcaoEPEC`, `EPECStatusServico`, em `/SP-EPEC/`). A URL leva o autorizador como prefixo
 * (`{baseUrl}/{AUTORIZADOR}/ws/NFeAutorizacao4.asmx`) para o simulador conferir a UF do documento
 * contra o autorizador (cStat 226).
 */
export function tabelaDoSimulador(baseUrl: string): TabelaWebservices {
  const base = baseUrl.replace(/\/+$/, '');
  const tabela: TabelaWebservices = { autorizadores: {}, servicos: {} };
  for (const modelo of ['55', '65'] as const) {
    const mapa = { ...AUTORIZADORES_PADRAO[modelo] };
    tabela.autorizadores[modelo] = mapa;
    const servicos: Record<string, { 1: ServicosAmbiente; 2: ServicosAmbiente }> = {};
    for (const aut of new Set(Object.values(mapa))) {
      const amb = (): ServicosAmbiente =>
        Object.fromEntries(
          Object.entries(SERVICOS_SIMULADOR)
            .filter(([s]) => s !== 'NfeConsultaCadastro' || !SEM_CONSULTA_CADASTRO.has(aut))
            .map(([s, e]) => [s, { url: `${base}/${aut}${e.caminho}`, metodo: e.metodo, operacao: e.operacao, versao: e.versao }]),
        );
      servicos[aut] = { 1: amb(), 2: amb() };
      if (modelo === '65') {
        // NFC-e: administração do CSC em todo autorizador e o ambiente EPEC próprio de SP
        // (src/sefaz-simulator/csc.ts e epec-nfce.ts; na tabela oficial, wsnfe_4.00_mod65.xml)
        for (const a of [1, 2] as const) {
          const extra: ServicosAmbiente = {
            CscNFCe: { url: `${base}/${aut}/ws/CscNFCe.asmx`, metodo: 'admCscNFCe', operacao: 'CscNFCe', versao: '1.00' },
            ...(aut === 'SP'
              ? {
                  RecepcaoEPEC: { url: `${base}/SP-EPEC/EPECws/RecepcaoEPEC.asmx`, metodo: 'nfeRecepcaoEvento', operacao: 'RecepcaoEvento', versao: '1.00' },
                  EPECStatusServico: {
                    url: `${base}/SP-EPEC/EPECws/EPECStatusServico.asmx`,
                    metodo: 'nfeStatusServicoNF2',
                    operacao: 'NfeStatusServico2',
                    versao: '4.00',
                  },
                }
              : {}),
          };
          Object.assign(servicos[aut][a], extra);
        }
      }
    }
    tabela.servicos[modelo] = servicos;
  }
  return tabela;
}

/** Autorizador da UF no modelo (ex.: `urlServico` de `'AC'` usa `SVRS`). */
export function autorizadorDaUf(tabela: TabelaWebservices, uf: string, modelo: ModeloDocumento = '55'): string {
  const sigla = uf.toUpperCase();
  const aut = tabela.autorizadores[modelo]?.[sigla];
  if (!aut) throw new TabelaWebservicesError(`UF '${uf}' sem autorizador do modelo ${modelo} na tabela de webservices`);
  return aut;
}

/**
 * Endpoint de um serviço para a UF do emitente. Eventos de cancelamento/CC-e e a inutilização vão
 * ao autorizador da UF; o serviço pode ser pedido também direto a um autorizador (`'AN'`, `'SVRS'`).
 *
 * @throws TabelaWebservicesError se a UF, o ambiente ou o serviço não constarem da tabela.
 */
export function urlServico(tabela: TabelaWebservices, uf: string, ambiente: Ambiente, servico: ServicoSefaz, modelo: ModeloDocumento = '55'): EntradaServico {
  const aut = autorizadorDaUf(tabela, uf, modelo);
  const porAmbiente = tabela.servicos[modelo]?.[aut];
  if (!porAmbiente) throw new TabelaWebservicesError(`Autorizador '${aut}' (UF ${uf}) ausente da tabela de webservices do modelo ${modelo}`);
  const entrada = porAmbiente[ambiente]?.[servico];
  if (!entrada) {
    const nomeAmb = ambiente === 1 ? 'produção' : 'homologação';
    throw new TabelaWebservicesError(`Serviço ${servico} não disponível para ${aut} (UF ${uf}) em ${nomeAmb}`);
  }
  return entrada;
}

/**
 * Carrega a tabela do arquivo importado pelo administrador: `SEFAZ_WEBSERVICES_FILE` (XML no
 * formato oficial, modelo 55), opcionalmente `SEFAZ_WEBSERVICES_65_FILE` (modelo 65) e
 * `SEFAZ_AUTORIZADORES_FILE` (JSON UF -> autorizador).
 *
 * @returns a tabela, ou `undefined` se `SEFAZ_WEBSERVICES_FILE` não estiver definida.
 * @throws TabelaWebservicesError se um arquivo indicado não puder ser lido.
 */
export async function carregarTabelaDoAmbiente(env: NodeJS.ProcessEnv = process.env): Promise<TabelaWebservices | undefined> {
  const arquivo = env.SEFAZ_WEBSERVICES_FILE;
  if (!arquivo) return undefined;
  const { readFile } = await import('node:fs/promises');
  const ler = async (caminho: string) => {
    try {
      return await readFile(caminho, 'utf8');
    } catch (e) {
      throw new TabelaWebservicesError(`Não foi possível ler '${caminho}': ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const autorizadoresJson = env.SEFAZ_AUTORIZADORES_FILE ? await ler(env.SEFAZ_AUTORIZADORES_FILE) : undefined;
  let tabela = carregarTabelaWebservices(await ler(arquivo), { modelo: '55', autorizadoresJson });
  if (env.SEFAZ_WEBSERVICES_65_FILE) {
    tabela = carregarTabelaWebservices(await ler(env.SEFAZ_WEBSERVICES_65_FILE), { modelo: '65', autorizadoresJson, base: tabela });
  }
  return tabela;
}
