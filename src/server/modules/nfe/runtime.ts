/**
 * Runtime fiscal do processo (arquitetura §7): o pacote de schemas da NF-e (carregado UMA vez,
 * compilado no primeiro uso), a tabela de webservices (a do simulador quando ele roda; senão a de
 * SEFAZ_WEBSERVICES_FILE..., senão a embutida em `sefaz/webservices/`), o pacote de ACs confiáveis
 * (a AC de teste do simulador em desenvolvimento/testes; com a SEFAZ real, as ACs ICP-Brasil
 * embutidas em `certs/icp-brasil/` mais as do administrador em SEFAZ_CA_DIR) e a fábrica de
 * `ClienteSefaz` por emitente/UF/ambiente com o certificado decifrado.
 *
 * Pacote de schemas ({@link diretorioSchemas}): NFE_SCHEMAS_DIR; sem ela, o último pacote importado
 * pelo administrador em `DATA_DIR/schemas/nfe/`, senão o embutido mais novo `sefaz/schemas/PL_*` do
 * projeto (PL_010d_v1.02, arquivos oficiais inalterados). Nada é lido fora do projeto e do DATA_DIR.
 *
 * Também aqui: a AC de teste persistida em `DATA_DIR/.sefaz-ca.json` (os certificados de
 * demonstração continuam válidos entre reinícios), o certificado TLS do simulador persistido em
 * `DATA_DIR/.sefaz-servidor.json` (sem gerar chave RSA a cada início) e `iniciarSimuladorDoServidor`,
 * que sobe o simulador da SEFAZ em 127.0.0.1 e aponta o runtime para ele.
 */
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config.ts';
import { ApiError } from '../../http/envelope.ts';
import { carregarPacoteSchemas, type PacoteSchemas } from '../../../fiscal/schema/index.ts';
import { ClienteSefaz, carregarTabelaDoAmbiente, tabelaDoSimulador, type TabelaWebservices } from '../../../fiscal/sefaz/index.ts';
import {
  criarAutoridadeTeste,
  emitirCertificadoServidorTeste,
  type AutoridadeTeste,
  type CertificadoA1,
  type CertificadoServidorTeste,
} from '../../../fiscal/certificado/index.ts';
import type { SimuladorSefaz } from '../../../sefaz-simulator/index.ts';
import { tabelaEmContingencia, type AutorizadorSvc } from '../../../fiscal/sefaz/contingencia.ts';
import { agora, deslocamentoUf } from '../../../domain/relogio.ts';

const RAIZ_PROJETO = fileURLToPath(new URL('../../../../', import.meta.url));

/** Pacotes de schemas embutidos no projeto (`sefaz/schemas/PL_*`, arquivos oficiais inalterados). */
export const DIR_SCHEMAS_EMBUTIDOS = resolve(RAIZ_PROJETO, 'sefaz', 'schemas');
/** ACs públicas da ICP-Brasil embutidas: o repositório de confiança padrão com a SEFAZ real. */
export const DIR_ACS_ICP_BRASIL = resolve(RAIZ_PROJETO, 'certs', 'icp-brasil');
/** Tabelas de webservices embutidas (sped-nfe `storage/`): a padrão sem SEFAZ_WEBSERVICES_FILE. */
export const DIR_WEBSERVICES = resolve(RAIZ_PROJETO, 'sefaz', 'webservices');

/** De onde vem o pacote de schemas em uso: embutido no projeto, importado pelo administrador ou NFE_SCHEMAS_DIR. */
export type OrigemPacote = 'embutido' | 'importado' | 'configurado';

/** Opções do cliente SEFAZ do servidor (tempo-limite e tentativas de rede). */
export interface OpcoesRede {
  timeoutConexaoMs?: number;
  timeoutRespostaMs?: number;
  tentativas?: number;
  backoffMs?: number;
}

export interface RuntimeFiscal {
  /** Pacote de schemas (carregado na primeira chamada e reutilizado). */
  pacote(): Promise<PacoteSchemas>;
  /** Tabela de webservices em uso. @throws ApiError 503 quando nenhuma está configurada. */
  tabela(): Promise<TabelaWebservices>;
  /** ACs confiáveis para o TLS dos servidores SEFAZ. */
  ca(): string[];
  /**
   * Cliente SOAP para o emitente (UF do emitente, ambiente da configuração fiscal); com `svc`, a
   * UF é atendida pela SEFAZ Virtual de Contingência (`tabelaEmContingencia`, NT 2013.007).
   */
  cliente(certificado: CertificadoA1, uf: string, ambiente: 1 | 2, svc?: AutorizadorSvc): Promise<ClienteSefaz>;
  /**
   * Aponta o runtime para um simulador (URL base e AC que emitiu o certificado dele); `instancia`
   * é o simulador deste processo, quando é ele (controles de treinamento, nfe/treinamento.ts).
   */
  usarSimulador(url: string, caPem: string, rede?: OpcoesRede, instancia?: SimuladorSefaz): void;
  /** URL do simulador em uso, ou null. */
  readonly simuladorUrl: string | null;
  /** O simulador deste processo em uso (iniciarSimuladorDoServidor), ou null. */
  readonly simuladorLocal: SimuladorSefaz | null;
  /** Passa a validar com o pacote deste diretório (importação de um ZIP novo, sem reiniciar). */
  usarPacote(dir: string): void;
  /** Diretório do pacote em uso (null antes de carregar). */
  readonly origemPacote: string | null;
}

/** Subpastas de `dir` (ordenadas pelo nome; `prefixo` filtra), [] quando `dir` não existe. */
function subpastas(dir: string, prefixo = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith(prefixo))
    .map((e) => e.name)
    .sort();
}

/**
 * Diretório do pacote de schemas conforme a configuração (ver cabeçalho): NFE_SCHEMAS_DIR, senão o
 * último importado em `DATA_DIR/schemas/nfe/`, senão o embutido mais novo; null só se o projeto
 * foi montado sem a pasta `sefaz/schemas/`.
 */
export function diretorioSchemas(config: Pick<Config, 'nfeSchemasDir' | 'dataDir'>): string | null {
  if (config.nfeSchemasDir) return config.nfeSchemasDir;
  // the newest pack an administrator imported (POST /v1/GerenciadorNFe/PacoteSchemas)
  const importados = join(config.dataDir, 'schemas', 'nfe');
  const pl = subpastas(importados);
  if (pl.length) return join(importados, pl[pl.length - 1]);
  const embutidos = subpastas(DIR_SCHEMAS_EMBUTIDOS, 'PL_');
  return embutidos.length ? join(DIR_SCHEMAS_EMBUTIDOS, embutidos[embutidos.length - 1]) : null;
}

/** Classifica o diretório de um pacote (ver {@link OrigemPacote}). */
export function origemDoPacote(dir: string, config: Pick<Config, 'nfeSchemasDir' | 'dataDir'>): OrigemPacote {
  const abs = resolve(dir);
  if (abs.startsWith(resolve(config.dataDir, 'schemas', 'nfe'))) return 'importado';
  if (config.nfeSchemasDir && abs === resolve(config.nfeSchemasDir)) return 'configurado';
  return abs.startsWith(DIR_SCHEMAS_EMBUTIDOS) ? 'embutido' : 'configurado';
}

/**
 * Certificados de um diretório (`*.pem`, `*.crt`, `*.cer`, em PEM — um ou vários por arquivo — ou
 * DER), cada um como um PEM separado. Arquivos que não são certificados são ignorados.
 */
export function lerCaDir(dir: string): string[] {
  const out: string[] = [];
  for (const nome of readdirSync(dir).sort()) {
    if (!/\.(pem|crt|cer)$/i.test(nome)) continue;
    const bytes = readFileSync(join(dir, nome));
    const texto = bytes.toString('latin1');
    const pems = [...texto.matchAll(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)];
    if (pems.length) {
      for (const m of pems) out.push(m[0] + '\n');
      continue;
    }
    try {
      out.push(new X509Certificate(bytes).toString()); // DER
    } catch {
      // not a certificate: skipped
    }
  }
  return out;
}

/** ACs confiáveis para a SEFAZ real: as ICP-Brasil embutidas mais as de SEFAZ_CA_DIR (sem repetir). */
export function acsSefazReal(config: Pick<Config, 'sefazCaDir'>): string[] {
  const todas = lerCaDir(DIR_ACS_ICP_BRASIL);
  if (config.sefazCaDir && existsSync(config.sefazCaDir)) todas.push(...lerCaDir(config.sefazCaDir));
  return [...new Set(todas)];
}

/**
 * Variáveis da tabela de webservices: as do ambiente quando SEFAZ_WEBSERVICES_FILE está definida,
 * senão os arquivos embutidos em `sefaz/webservices/` (modelos 55 e 65 e UF -> autorizador).
 */
export function ambienteWebservices(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (env.SEFAZ_WEBSERVICES_FILE) return env;
  return {
    SEFAZ_WEBSERVICES_FILE: join(DIR_WEBSERVICES, 'wsnfe_4.00_mod55.xml'),
    SEFAZ_WEBSERVICES_65_FILE: join(DIR_WEBSERVICES, 'wsnfe_4.00_mod65.xml'),
    SEFAZ_AUTORIZADORES_FILE: join(DIR_WEBSERVICES, 'autorizadores.json'),
  };
}

let unico: RuntimeFiscal | null = null;
let configDoUnico: Config | null = null;

/** O runtime do processo (um só; a primeira configuração vence). */
export function obterRuntimeFiscal(config: Config): RuntimeFiscal {
  if (unico) return unico;
  configDoUnico = config;
  let pacoteP: Promise<PacoteSchemas> | null = null;
  let pacoteDir: string | null = null;
  let tabelaP: Promise<TabelaWebservices | undefined> | null = null;
  let simulador: { url: string; ca: string[]; tabela: TabelaWebservices; rede: OpcoesRede; instancia: SimuladorSefaz | null } | null = null;
  let caProducao: string[] | null = null;

  const rt: RuntimeFiscal = {
    get simuladorUrl() {
      return simulador?.url ?? null;
    },
    get simuladorLocal() {
      return simulador?.instancia ?? null;
    },
    get origemPacote() {
      return pacoteDir;
    },
    usarPacote(dir) {
      const anterior = pacoteP;
      pacoteDir = dir;
      pacoteP = carregarPacoteSchemas({ diretorio: dir });
      pacoteP.catch(() => {
        pacoteP = null;
      });
      anterior?.then((p) => p.dispose()).catch(() => undefined);
    },
    pacote() {
      if (!pacoteP) {
        const dir = diretorioSchemas(config);
        pacoteDir = dir;
        if (!dir) {
          return Promise.reject(
            new ApiError(
              503,
              'Pacote de schemas da NF-e não encontrado: a pasta sefaz/schemas do sistema falta e nenhum pacote foi importado (NFE_SCHEMAS_DIR).',
            ),
          );
        }
        pacoteP = carregarPacoteSchemas({ diretorio: dir });
        pacoteP.catch(() => {
          pacoteP = null;
        });
      }
      return pacoteP;
    },
    async tabela() {
      if (simulador) return simulador.tabela;
      if (!tabelaP) tabelaP = carregarTabelaDoAmbiente(ambienteWebservices(process.env));
      const t = await tabelaP;
      if (!t) throw new ApiError(503, 'Tabela de webservices da SEFAZ não configurada (SEFAZ_WEBSERVICES_FILE).');
      return t;
    },
    ca() {
      if (simulador) return simulador.ca;
      if (!caProducao) caProducao = acsSefazReal(config);
      return caProducao;
    },
    async cliente(certificado, uf, ambiente, svc) {
      const ca = rt.ca();
      if (!ca.length) throw new ApiError(503, 'Nenhuma AC confiável importada para a comunicação com a SEFAZ (SEFAZ_CA_DIR).');
      const tabela = svc ? tabelaEmContingencia(await rt.tabela(), uf, svc) : await rt.tabela();
      // dhEvento/idLote pelo relógio do negócio, na hora local da UF do emitente
      return new ClienteSefaz({ tabela, certificado, ca, uf, ambiente, relogio: agora, fuso: deslocamentoUf(uf), ...(simulador?.rede ?? {}) });
    },
    usarSimulador(url, caPem, rede = {}, instancia) {
      simulador = {
        url,
        ca: [caPem],
        tabela: tabelaDoSimulador(url),
        rede,
        instancia: instancia ?? (simulador?.instancia?.url === url ? simulador.instancia : null),
      };
    },
  };
  unico = rt;
  return rt;
}

/** A configuração com que o runtime do processo foi criado (null antes da primeira chamada). */
export function configDoRuntime(): Config | null {
  return configDoUnico;
}

/** AC de teste do simulador, persistida em `DATA_DIR/.sefaz-ca.json` (criada na primeira vez). */
export function carregarOuCriarAcTeste(dataDir: string): AutoridadeTeste {
  const arquivo = join(dataDir, '.sefaz-ca.json');
  if (existsSync(arquivo)) {
    const j = JSON.parse(readFileSync(arquivo, 'utf8')) as AutoridadeTeste;
    if (j.certificadoPem && j.chavePrivadaPem) return j;
  }
  const ca = criarAutoridadeTeste('AC Raiz de Teste ERP (simulador SEFAZ)');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(arquivo, JSON.stringify(ca), { mode: 0o600 });
  return ca;
}

/**
 * Certificado TLS do simulador (hosts 127.0.0.1 e localhost), emitido pela AC `ca` e persistido em
 * `DATA_DIR/.sefaz-servidor.json`: reaproveitado enquanto for da mesma AC e faltarem mais de 30 dias
 * para vencer (gerar o par RSA custa ~0,2 s a cada início).
 */
export function carregarOuEmitirCertificadoSimulador(dataDir: string, ca: AutoridadeTeste): CertificadoServidorTeste {
  const arquivo = join(dataDir, '.sefaz-servidor.json');
  if (existsSync(arquivo)) {
    try {
      const j = JSON.parse(readFileSync(arquivo, 'utf8')) as CertificadoServidorTeste;
      const x = new X509Certificate(j.certPem);
      if (j.keyPem && x.checkIssued(new X509Certificate(ca.certificadoPem)) && Date.parse(x.validTo) - Date.now() > 30 * 86_400_000) return j;
    } catch {
      // unreadable or from another CA: issue a new one below
    }
  }
  const cert = emitirCertificadoServidorTeste(ca, { hosts: ['127.0.0.1', 'localhost'] });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(arquivo, JSON.stringify(cert), { mode: 0o600 });
  return cert;
}

export interface SimuladorDoServidor {
  simulador: SimuladorSefaz;
  ca: AutoridadeTeste;
  parar(): Promise<void>;
}

/**
 * Sobe o simulador da SEFAZ (homologação) em 127.0.0.1 com o pacote de schemas do runtime e uma
 * AC de teste (a de `ca`, ou a persistida em DATA_DIR), e aponta o runtime para ele.
 * `pacoteEmSegundoPlano`: resolve sem ler o pacote (a partida do servidor, partida.ts); a primeira
 * requisição ao simulador o lê, se a emissão (que usa o mesmo pacote do runtime) ou o aquecimento
 * depois da partida não o leram antes. Sem ela, resolve com o pacote lido.
 */
export async function iniciarSimuladorDoServidor(
  config: Config,
  opcoes: { ca?: AutoridadeTeste; porta?: number; rede?: OpcoesRede; pacoteEmSegundoPlano?: boolean } = {},
): Promise<SimuladorDoServidor> {
  const rt = obterRuntimeFiscal(config);
  const ca = opcoes.ca ?? carregarOuCriarAcTeste(config.dataDir);
  // carregado só quando sobe (fora de produção): o servidor de produção não leva o simulador
  const { iniciarSimuladorSefaz } = await import('../../../sefaz-simulator/index.ts');
  const simulador = await iniciarSimuladorSefaz({
    host: '127.0.0.1',
    porta: opcoes.porta ?? config.sefazSimuladorPorta,
    pacoteSchemas: opcoes.pacoteEmSegundoPlano ? () => rt.pacote() : await rt.pacote(),
    ca,
    // what the AN distributed survives a restart of npm start (the company's ultNSU stays valid); a CA
    // passed in (tests) means a simulator of its own, in memory
    ...(opcoes.ca ? {} : { arquivoDistribuicao: join(config.dataDir, '.sefaz-distribuicao-dfe.json') }),
    // a CA passed in (tests) gets a fresh certificate; the persisted one is reused between starts
    certificadoServidor: opcoes.ca
      ? emitirCertificadoServidorTeste(ca, { hosts: ['127.0.0.1', 'localhost'] })
      : carregarOuEmitirCertificadoSimulador(config.dataDir, ca),
  });
  rt.usarSimulador(simulador.url, ca.certificadoPem, opcoes.rede, simulador);
  return { simulador, ca, parar: () => simulador.parar() };
}
