/**
 * Runtime fiscal do processo (issue 4; DESIGN §7): o pacote de schemas da NF-e (carregado UMA vez),
 * a tabela de webservices (a do simulador quando ele roda; senão a importada pelo administrador,
 * `carregarTabelaDoAmbiente`: SEFAZ_WEBSERVICES_FILE...), o pacote de ACs confiáveis (a AC de teste
 * do simulador em desenvolvimento/testes; os PEMs de SEFAZ_CA_DIR — a cadeia ICP-Brasil importada —
 * em produção) e a fábrica de `ClienteSefaz` por emitente/UF/ambiente com o certificado decifrado.
 *
 * Pacote de schemas: NFE_SCHEMAS_DIR; sem ela, o primeiro `./schemas/nfe/PL_*` do projeto, senão
 * `../shared/data/nfe/schemas/PL_010d_v1.02` se existir. Em produção o administrador importa o
 * pacote oficial publicado pela SEFAZ (Portal da NF-e) e aponta NFE_SCHEMAS_DIR para ele.
 *
 * Também aqui: a AC de teste persistida em `DATA_DIR/.sefaz-ca.json` (os certificados de
 * demonstração continuam válidos entre reinícios) e `iniciarSimuladorDoServidor`, que sobe o
 * simulador da SEFAZ em 127.0.0.1 e aponta o runtime para ele.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config.ts';
import { ApiError } from '../../http/envelope.ts';
import { carregarPacoteSchemas, type PacoteSchemas } from '../../../fiscal/schema/index.ts';
import { ClienteSefaz, carregarTabelaDoAmbiente, tabelaDoSimulador, type TabelaWebservices } from '../../../fiscal/sefaz/index.ts';
import {
  criarAutoridadeTeste, emitirCertificadoServidorTeste, type AutoridadeTeste, type CertificadoA1,
} from '../../../fiscal/certificado/index.ts';
import { iniciarSimuladorSefaz, type SimuladorSefaz } from '../../../sefaz-simulator/index.ts';

const RAIZ_PROJETO = fileURLToPath(new URL('../../../../', import.meta.url));

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
  /** Cliente SOAP para o emitente (UF do emitente, ambiente da configuração fiscal). */
  cliente(certificado: CertificadoA1, uf: string, ambiente: 1 | 2): Promise<ClienteSefaz>;
  /** Aponta o runtime para um simulador (URL base e AC que emitiu o certificado dele). */
  usarSimulador(url: string, caPem: string, rede?: OpcoesRede): void;
  /** URL do simulador em uso, ou null. */
  readonly simuladorUrl: string | null;
  /** Passa a validar com o pacote deste diretório (importação de um ZIP novo, sem reiniciar). */
  usarPacote(dir: string): void;
  /** Diretório do pacote em uso (null antes de carregar). */
  readonly origemPacote: string | null;
}

/** Diretório do pacote de schemas conforme a configuração (ver cabeçalho). */
export function diretorioSchemas(config: Pick<Config, 'nfeSchemasDir' | 'dataDir'>): string | null {
  if (config.nfeSchemasDir) return config.nfeSchemasDir;
  // the newest pack an administrator imported (POST /v1/GerenciadorNFe/PacoteSchemas)
  const importados = join(config.dataDir, 'schemas', 'nfe');
  if (existsSync(importados)) {
    const pl = readdirSync(importados).filter((n) => statSync(join(importados, n)).isDirectory()).sort();
    if (pl.length) return join(importados, pl[pl.length - 1]);
  }
  const local = join(RAIZ_PROJETO, 'schemas', 'nfe');
  if (existsSync(local)) {
    const pl = readdirSync(local).filter((n) => n.startsWith('PL_') && statSync(join(local, n)).isDirectory()).sort();
    if (pl.length) return join(local, pl[0]);
  }
  const compartilhado = resolve(RAIZ_PROJETO, '..', 'shared', 'data', 'nfe', 'schemas', 'PL_010d_v1.02');
  return existsSync(compartilhado) ? compartilhado : null;
}

/** PEMs (`*.pem`, `*.crt`, `*.cer` em PEM) de um diretório, cada certificado separado. */
export function lerCaDir(dir: string): string[] {
  const out: string[] = [];
  for (const nome of readdirSync(dir).sort()) {
    if (!/\.(pem|crt|cer)$/i.test(nome)) continue;
    const texto = readFileSync(join(dir, nome), 'utf8');
    for (const m of texto.matchAll(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)) out.push(m[0] + '\n');
  }
  return out;
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
  let simulador: { url: string; ca: string[]; tabela: TabelaWebservices; rede: OpcoesRede } | null = null;
  let caProducao: string[] | null = null;

  const rt: RuntimeFiscal = {
    get simuladorUrl() { return simulador?.url ?? null; },
    get origemPacote() { return pacoteDir; },
    usarPacote(dir) {
      const anterior = pacoteP;
      pacoteDir = dir;
      pacoteP = carregarPacoteSchemas({ diretorio: dir });
      pacoteP.catch(() => { pacoteP = null; });
      anterior?.then((p) => p.dispose()).catch(() => undefined);
    },
    pacote() {
      if (!pacoteP) {
        const dir = diretorioSchemas(config);
        pacoteDir = dir;
        if (!dir) {
          return Promise.reject(new ApiError(503, 'Pacote de schemas da NF-e não configurado (NFE_SCHEMAS_DIR). Importe o pacote oficial da SEFAZ.'));
        }
        pacoteP = carregarPacoteSchemas({ diretorio: dir });
        pacoteP.catch(() => { pacoteP = null; });
      }
      return pacoteP;
    },
    async tabela() {
      if (simulador) return simulador.tabela;
      if (!tabelaP) tabelaP = carregarTabelaDoAmbiente(process.env);
      const t = await tabelaP;
      if (!t) throw new ApiError(503, 'Tabela de webservices da SEFAZ não configurada (SEFAZ_WEBSERVICES_FILE).');
      return t;
    },
    ca() {
      if (simulador) return simulador.ca;
      if (!caProducao) caProducao = config.sefazCaDir && existsSync(config.sefazCaDir) ? lerCaDir(config.sefazCaDir) : [];
      return caProducao;
    },
    async cliente(certificado, uf, ambiente) {
      const ca = rt.ca();
      if (!ca.length) throw new ApiError(503, 'Nenhuma AC confiável importada para a comunicação com a SEFAZ (SEFAZ_CA_DIR).');
      return new ClienteSefaz({ tabela: await rt.tabela(), certificado, ca, uf, ambiente, ...(simulador?.rede ?? {}) });
    },
    usarSimulador(url, caPem, rede = {}) {
      simulador = { url, ca: [caPem], tabela: tabelaDoSimulador(url), rede };
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

export interface SimuladorDoServidor {
  simulador: SimuladorSefaz;
  ca: AutoridadeTeste;
  parar(): Promise<void>;
}

/**
 * Sobe o simulador da SEFAZ (homologação) em 127.0.0.1 com o pacote de schemas do runtime e uma
 * AC de teste (a de `ca`, ou a persistida em DATA_DIR), e aponta o runtime para ele.
 */
export async function iniciarSimuladorDoServidor(
  config: Config,
  opcoes: { ca?: AutoridadeTeste; porta?: number; rede?: OpcoesRede } = {},
): Promise<SimuladorDoServidor> {
  const rt = obterRuntimeFiscal(config);
  const ca = opcoes.ca ?? carregarOuCriarAcTeste(config.dataDir);
  const simulador = await iniciarSimuladorSefaz({
    host: '127.0.0.1',
    porta: opcoes.porta ?? config.sefazSimuladorPorta,
    pacoteSchemas: await rt.pacote(),
    ca,
    certificadoServidor: emitirCertificadoServidorTeste(ca, { hosts: ['127.0.0.1', 'localhost'] }),
  });
  rt.usarSimulador(simulador.url, ca.certificadoPem, opcoes.rede);
  return { simulador, ca, parar: () => simulador.parar() };
}
