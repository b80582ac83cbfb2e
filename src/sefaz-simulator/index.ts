import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import forge from 'node-forge';
import { verificarAssinatura } from '../fiscal/assinatura/index.ts';
import { documentoDoTitular, lerOtherNames, type AutoridadeTeste, type CertificadoServidorTeste } from '../fiscal/certificado/index.ts';
import type { DocumentoSchema, PacoteSchemas } from '../fiscal/schema/index.ts';
import { chaveCheckDigit, isValidChaveAcesso } from '../domain/chave-acesso.ts';
import { isValidCnpj } from '../domain/documentos.ts';
import { AUTORIZADORES_PADRAO, CODIGOS_UF, SERVICOS_SIMULADOR, ufDoCodigo } from '../fiscal/sefaz/tabela.ts';
import { atributoDe, comNamespaceNfe, conteudo, elemento, elementos, esc, NS_NFE, NS_SOAP12, texto } from '../fiscal/sefaz/xml.ts';
import { motivo } from './mensagens.ts';
import { conferirFinalidade } from './finalidade.ts';
import { conferirNFCe } from './nfce.ts';
import { eOutroEventoNFe, orgaoDoOutroEvento, rejeicaoOutroEvento } from './outros-eventos.ts';
import { criarDistribuicaoDFe, type DistribuicaoDFe } from './dfe.ts';
import { publicarNFeAutorizada } from './dfe-publicacao.ts';
import { autorizadorForaDoAr, conferirContingencia, novoEstadoContingencia, svcAtendeUf, type EstadoContingencia } from './contingencia.ts';
import { criarRecepcaoEpec } from './epec.ts';
import { CAMINHOS_EPEC_NFCE, criarEpecNFCe, SIGLA_EPEC_NFCE_SP } from './epec-nfce.ts';
import { criarAdmCsc } from './csc.ts';
import { conferirRegrasNFe } from './regras-nfe.ts';
import { cStatPrazoCancelamento, MOTIVOS_CANCELAMENTO } from '../fiscal/nfe/prazo-cancelamento.ts';
import { novoControleConsumo, consumoIndevido, registrarRespostaNFe, type ControleConsumo } from './consumo.ts';

/**
 * Simulador da SEFAZ (homologação, NF-e 4.00): servidor HTTPS SOAP 1.2 com autenticação por
 * certificado de cliente (AC de teste), validação de schema e de assinatura e as regras de
 * negócio comuns, respondendo com os cStat reais (arquitetura §7). Estado em memória.
 */

export const VERSAO_APLICATIVO = 'SIMULADOR_ERP_4.00';

export interface OpcoesSimuladorSefaz {
  /** Porta (padrão 0: escolhida pelo sistema). */
  porta?: number;
  /** Arquivo JSON onde a distribuição DF-e do AN guarda o que publicou, entre um início e outro (dfe.ts); sem ele, só em memória. */
  arquivoDistribuicao?: string;
  /** Host (padrão `127.0.0.1`). */
  host?: string;
  /**
   * Pacote de schemas com que valida o que recebe; uma função: chamada na primeira requisição, que
   * espera por ele (a partida do servidor não lê os XSD nem compila o libxml2).
   */
  pacoteSchemas: PacoteSchemas | (() => Promise<PacoteSchemas>);
  /** AC que emite os certificados de cliente aceitos (e de servidor). */
  ca: AutoridadeTeste | string | string[];
  certificadoServidor: CertificadoServidorTeste;
  /** Relógio injetável (testes determinísticos). */
  relogio?: () => Date;
  /** Quantas consultas de recibo respondem 105 antes do 104 (padrão 0). */
  consultasEmProcessamento?: number;
  /** Consultas de status por minuto por certificado antes do 656 (padrão 20). */
  limiteStatusPorMinuto?: number;
  /** Tolerância para dhEmi/dhEvento no futuro (padrão 5 min). */
  toleranciaFuturoMs?: number;
  /** Idade máxima de dhEmi em dias (padrão 30; cStat 228). */
  diasAtrasoMaximo?: number;
  /** Ambiente deste simulador (padrão 2, homologação). */
  ambiente?: 1 | 2;
  /** Rejeições iguais do mesmo número, em 1 h, antes do 656 por consumo indevido (padrão 3; consumo.ts). */
  rejeicoesAntesDoConsumoIndevido?: number;
}

export interface NotaAutorizada {
  chave: string;
  nfeXml: string;
  protXml: string;
  nProt: string;
  dhRecbto: string;
  cnpj: string;
  mod: string;
  serie: number;
  nNF: number;
  nRec: string;
  cancelada: boolean;
  /** cStat da denegação (301/302) quando o uso foi denegado: o número fica usado, a nota não vale. */
  denegada?: string;
  /** Instante da autorização (ms desde a época), para os prazos de cancelamento. */
  autorizadaEm: number;
  /** Eventos por `tpEvento-nSeqEvento` -> procEventoNFe. */
  eventos: Map<string, string>;
}

export interface Inutilizacao {
  cnpj: string;
  mod: string;
  serie: number;
  ano: string;
  ini: number;
  fim: number;
  nProt: string;
}

export interface EstadoSimulador {
  autorizadas: Map<string, NotaAutorizada>;
  /** `cnpj|mod|serie|nNF` -> chave autorizada. */
  numeros: Map<string, string>;
  inutilizacoes: Inutilizacao[];
  recibos: Map<string, { protocolos: string[]; consultas: number; cUF: string; dhRecbto: string }>;
  /** Requisições recebidas por serviço (contagem, inclusive as derrubadas). */
  requisicoes: Record<string, number>;
  /**
   * Chave de "falha de rede": derruba as próximas `restantes` conexões depois de ler a requisição;
   * com `processar: true` a requisição é processada (e o estado alterado) antes de derrubar.
   * `servico` restringe a um serviço (ex.: `'NfeAutorizacao'`).
   */
  falhaDeRede: { restantes: number; processar: boolean; servico?: string };
  /**
   * Indisponibilidade simulada (controle dos testes; `null` = no ar). Vale para as próximas
   * `restantes` requisições (sem `restantes`: até voltar a `null`) e, com `servico`, só para ele:
   * - `'http503'`: HTTP 503 sem processar (IIS de uma SEFAZ parada);
   * - `'tls'`: a conexão recebe bytes que não são TLS e é fechada no handshake (vale para toda
   *   conexão, o serviço só se conhece depois do TLS);
   * - `'demora'`: segura a resposta por `demoraMs` (padrão 30 s) e derruba a conexão sem
   *   processar; com `processar: true` é uma SEFAZ lenta: processa e responde depois da espera;
   * - `'paralisado'`: retorno SOAP com cStat `cStat` (padrão 108, "Serviço Paralisado
   *   Momentaneamente"; 109 "sem Previsão") sem processar o pedido.
   */
  indisponivel: Indisponibilidade | null;
  /** Ambiente atendido (mude para testar 252). */
  ambiente: 1 | 2;
  /**
   * Cadastro de contribuintes (NfeConsultaCadastro) por `UF|documento` (CNPJ, CPF ou IE):
   * `null` = não cadastrado (259). Sem registro, um CNPJ válido responde habilitado (cSit 1) com
   * IE de teste; CPF e IE sem registro respondem 259.
   */
  cadastros: Map<string, CadastroSimulado | null>;
  /** Autorizadores fora do ar e SVC ativada por UF (contingencia.ts). */
  contingencia: EstadoContingencia;
  /** Rejeições por número de NF-e e bloqueios por consumo indevido (consumo.ts). */
  consumo: ControleConsumo;
}

/** Modo de indisponibilidade do simulador (ver {@link EstadoSimulador.indisponivel}). */
export interface Indisponibilidade {
  modo: 'http503' | 'tls' | 'demora' | 'paralisado';
  servico?: string;
  restantes?: number;
  demoraMs?: number;
  processar?: boolean;
  cStat?: '108' | '109';
}

/** Elemento de retorno de cada serviço (resposta "serviço paralisado"). */
const RETORNO_DO_SERVICO: Readonly<Record<string, string>> = {
  NfeStatusServico: 'retConsStatServ',
  NfeAutorizacao: 'retEnviNFe',
  NfeRetAutorizacao: 'retConsReciNFe',
  NfeConsultaProtocolo: 'retConsSitNFe',
  RecepcaoEvento: 'retEnvEvento',
  NfeInutilizacao: 'retInutNFe',
  NfeConsultaCadastro: 'retConsCad',
};

/** Um contribuinte no cadastro do simulador (campos de `infCad`, retConsCad 2.00). */
export interface CadastroSimulado {
  IE: string;
  /** 0 não habilitado, 1 habilitado. */
  cSit: '0' | '1';
  xNome: string;
  xRegApur?: string;
  CNAE?: string;
  /** 0 não credenciado, 1 credenciado, 2 credenciado com obrigatoriedade total, 3 parcial, 4 obrigatoriedade pela SEFAZ. */
  indCredNFe?: string;
}

export interface SimuladorSefaz {
  /** URL base (`https://127.0.0.1:porta`); use com `tabelaDoSimulador(url)`. */
  url: string;
  porta: number;
  estado: EstadoSimulador;
  /** Distribuição DF-e do Ambiente Nacional (dfe.ts). */
  dfe: DistribuicaoDFe;
  parar(): Promise<void>;
}

interface Contexto {
  autorizador?: string;
  certificadoCliente?: string;
  /** Certificado de cliente da conexão TLS (DER), para o CNPJ na administração do CSC (csc.ts). */
  certificadoRaw?: Buffer;
}

interface Resposta {
  operacao: string;
  corpo: string;
}

const AGORA_PADRAO = () => new Date();

function formatarDh(d: Date): string {
  const local = new Date(d.getTime() - 3 * 3_600_000);
  return local.toISOString().slice(0, 19) + '-03:00';
}

function cnpjDoCertificado(pem: string | undefined): string | undefined {
  if (!pem) return undefined;
  try {
    const c = forge.pki.certificateFromPem(pem);
    const cn = String(c.subject.getField('CN')?.value ?? '');
    return documentoDoTitular(lerOtherNames(c), cn).cnpj;
  } catch {
    return undefined;
  }
}

/** CNPJ do titular de um certificado DER (o da conexão TLS). */
function cnpjDoDer(der: Buffer | undefined): string | undefined {
  if (!der?.length) return undefined;
  const b64 =
    der
      .toString('base64')
      .match(/.{1,64}/g)
      ?.join('\n') ?? '';
  return cnpjDoCertificado(`-----BEGIN CERTIFICATE-----\n${b64}\n-----END CERTIFICATE-----\n`);
}

function soap(operacao: string, corpo: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${NS_SOAP12}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><nfeResultMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/${operacao}">` +
    `${corpo}</nfeResultMsg></soap:Body></soap:Envelope>`
  );
}

function fault(mensagem: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${NS_SOAP12}"><soap:Body><soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code>` +
    `<soap:Reason><soap:Text xml:lang="pt-BR">${esc(mensagem)}</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>`
  );
}

/** Inicia o simulador. Resolve quando o servidor está ouvindo. */
export async function iniciarSimuladorSefaz(opcoes: OpcoesSimuladorSefaz): Promise<SimuladorSefaz> {
  const relogio = opcoes.relogio ?? AGORA_PADRAO;
  let pacote: PacoteSchemas | null = typeof opcoes.pacoteSchemas === 'function' ? null : opcoes.pacoteSchemas;
  let carregando: Promise<PacoteSchemas> | null = null;
  /** Espera o pacote (lido na primeira requisição, quando veio como função) e só então trata `req`. */
  const comPacote =
    (tratar: (req: IncomingMessage, res: ServerResponse) => void) =>
    (req: IncomingMessage, res: ServerResponse): void => {
      if (pacote || typeof opcoes.pacoteSchemas !== 'function') {
        tratar(req, res);
        return;
      }
      req.pause();
      carregando ??= opcoes.pacoteSchemas();
      carregando.then(
        (p) => {
          pacote = p;
          tratar(req, res);
          req.resume(); // pausado acima: os ouvintes de tratar() recebem o corpo a partir daqui
        },
        (e: unknown) => {
          carregando = null;
          res.writeHead(500, { 'Content-Type': 'application/soap+xml; charset=utf-8' });
          res.end(fault(`Pacote de schemas indisponível no simulador: ${e instanceof Error ? e.message : String(e)}`));
        },
      );
    };
  /** O pacote carregado (toda requisição passa por {@link comPacote} antes). */
  const pacoteCarregado = (): PacoteSchemas => {
    if (!pacote) throw new Error('pacote de schemas ainda não carregado');
    return pacote;
  };
  const limiteStatus = opcoes.limiteStatusPorMinuto ?? 20;
  const tolerancia = opcoes.toleranciaFuturoMs ?? 5 * 60_000;
  const diasAtraso = opcoes.diasAtrasoMaximo ?? 30;
  const emProcessamento = opcoes.consultasEmProcessamento ?? 0;
  const caPems = typeof opcoes.ca === 'string' ? [opcoes.ca] : Array.isArray(opcoes.ca) ? opcoes.ca : [opcoes.ca.certificadoPem];

  const estado: EstadoSimulador = {
    autorizadas: new Map(),
    numeros: new Map(),
    inutilizacoes: [],
    recibos: new Map(),
    requisicoes: {},
    falhaDeRede: { restantes: 0, processar: true },
    indisponivel: null,
    ambiente: opcoes.ambiente ?? 2,
    cadastros: new Map(),
    contingencia: novoEstadoContingencia(),
    consumo: novoControleConsumo(opcoes.rejeicoesAntesDoConsumoIndevido ?? 3),
  };
  const consultasStatus = new Map<string, number[]>();
  let sequencia = 0;

  const numeroProtocolo = (cUF: string, tipo = '1'): string => {
    sequencia++;
    const aa = String(relogio().getUTCFullYear()).slice(-2);
    return `${tipo}${cUF.padStart(2, '0')}${aa}${String(sequencia).padStart(10, '0')}`;
  };

  const validar = (xml: string, doc: DocumentoSchema): string | undefined => {
    const r = pacoteCarregado().validar(xml, doc);
    if (r.valido) return undefined;
    return r.erros[0]?.mensagem ?? 'erro de schema';
  };
  const comDetalhe = (cStat: string, detalhe: string) => {
    const m = `${motivo(cStat)}: ${detalhe}`;
    return m.length > 255 ? m.slice(0, 252) + '...' : m;
  };

  /** 297/298 ou undefined, e o CNPJ do certificado da assinatura. */
  const conferirAssinatura = (xml: string): { cStat?: string; cnpj?: string } => {
    const estrita = verificarAssinatura(xml);
    if (estrita.valida) return { cnpj: cnpjDoCertificado(estrita.certificadoPem) };
    const livre = verificarAssinatura(xml, { exigirPadraoNFe: false });
    return { cStat: livre.valida ? '298' : '297' };
  };

  const autorizadorConfere = (ctx: Contexto, cUF: string, modelo = '55'): boolean => {
    if (!ctx.autorizador) return true;
    const svc = svcAtendeUf(ctx.autorizador, cUF);
    if (svc !== undefined) return svc;
    const uf = ufDoCodigo(cUF);
    if (!uf) return false;
    return AUTORIZADORES_PADRAO[modelo]?.[uf] === ctx.autorizador || ctx.autorizador === uf;
  };

  // ---------------------------------------------------------------- status
  const status = (dados: string, ctx: Contexto): string => {
    const doc = elemento(dados, 'consStatServ');
    const cUF = texto(doc, 'cUF') ?? '';
    const ret = (cStat: string, xMotivo = motivo(cStat)) =>
      `<retConsStatServ xmlns="${NS_NFE}" versao="4.00"><tpAmb>${estado.ambiente}</tpAmb><verAplic>${VERSAO_APLICATIVO}</verAplic>` +
      `<cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo><cUF>${/^\d{2}$/.test(cUF) ? cUF : '35'}</cUF><dhRecbto>${formatarDh(relogio())}</dhRecbto>` +
      (cStat === '107' ? '<tMed>1</tMed>' : '') +
      `</retConsStatServ>`;
    const erro = doc ? validar(doc, 'consStatServ') : 'consStatServ ausente';
    if (erro) return ret('215', comDetalhe('215', erro));
    if (texto(doc, 'tpAmb') !== String(estado.ambiente)) return ret('252');
    if (!autorizadorConfere(ctx, cUF)) return ret('226');
    const agora = relogio().getTime();
    const chave = ctx.certificadoCliente ?? '-';
    const lista = (consultasStatus.get(chave) ?? []).filter((t) => agora - t < 60_000);
    lista.push(agora);
    consultasStatus.set(chave, lista);
    if (lista.length > limiteStatus) return ret('656');
    return ret('107');
  };

  // ---------------------------------------------------------------- autorização
  const protRejeicao = (chave: string, cStat: string, xMotivo: string, digVal?: string) =>
    `<protNFe versao="4.00"><infProt><tpAmb>${estado.ambiente}</tpAmb><verAplic>${VERSAO_APLICATIVO}</verAplic><chNFe>${chave}</chNFe>` +
    `<dhRecbto>${formatarDh(relogio())}</dhRecbto>${digVal ? `<digVal>${digVal}</digVal>` : ''}<cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo></infProt></protNFe>`;

  const processarNFe = (nfe: string, nRec: string, ctx: Contexto): string => {
    const inf = elemento(nfe, 'infNFe') ?? '';
    const id = atributoDe(inf, 'Id') ?? '';
    const chave = id.replace(/^NFe/, '');
    const ide = elemento(inf, 'ide') ?? '';
    const emit = elemento(inf, 'emit') ?? '';
    const digVal = texto(elemento(nfe, 'Signature'), 'DigestValue');
    const rej = (cStat: string, xMotivo = motivo(cStat)) => protRejeicao(chave, cStat, xMotivo, digVal);
    const cUF = texto(ide, 'cUF') ?? '';
    const mod = texto(ide, 'mod') ?? '';
    const serie = Number(texto(ide, 'serie'));
    const nNF = Number(texto(ide, 'nNF'));
    const cnpj = texto(emit, 'CNPJ') ?? texto(emit, 'CPF') ?? '';
    const dhEmi = texto(ide, 'dhEmi') ?? '';
    if (texto(ide, 'tpAmb') !== String(estado.ambiente)) return rej('252');
    const ass = conferirAssinatura(nfe);
    if (ass.cStat) return rej(ass.cStat);
    if (!ass.cnpj || ass.cnpj.slice(0, 8) !== cnpj.slice(0, 8)) return rej('213');
    // chave: DV e concatenação dos campos
    if (!/^\d{6}[0-9A-Z]{12}\d{26}$/.test(chave) || !isValidChaveAcesso(chave)) {
      if (/^\d{6}[0-9A-Z]{12}\d{26}$/.test(chave) && String(chaveCheckDigit(chave.slice(0, 43))) !== chave[43]) return rej('236');
      return rej('502');
    }
    const aamm = dhEmi.slice(2, 4) + dhEmi.slice(5, 7);
    const esperado =
      cUF.padStart(2, '0') +
      aamm +
      cnpj.padStart(14, '0') +
      mod +
      String(serie).padStart(3, '0') +
      String(nNF).padStart(9, '0') +
      (texto(ide, 'tpEmis') ?? '') +
      (texto(ide, 'cNF') ?? '') +
      (texto(ide, 'cDV') ?? '');
    if (esperado !== chave) return rej('502');
    if (!autorizadorConfere(ctx, cUF, mod)) return rej('226');
    const cont = conferirContingencia(estado.contingencia, ctx.autorizador, ide, relogio(), tolerancia, nfe);
    if (cont) return rej(cont.cStat, cont.xMotivo);
    const nfce = mod === '65' ? conferirNFCe(nfe, estado, relogio()) : undefined;
    if (nfce) return rej(nfce.cStat, nfce.xMotivo);
    const fin = mod === '55' ? conferirFinalidade(nfe, estado) : undefined;
    if (fin) return rej(fin.cStat, fin.xMotivo);
    const conteudoNFe = conferirRegrasNFe(nfe);
    if (conteudoNFe) return rej(conteudoNFe.cStat, conteudoNFe.xMotivo);
    const emissao = Date.parse(dhEmi);
    const agora = relogio().getTime();
    if (!Number.isFinite(emissao) || emissao > agora + tolerancia) return rej('703');
    if (emissao < agora - diasAtraso * 86_400_000) return rej('228');
    const existente = estado.autorizadas.get(chave);
    if (existente?.denegada) return rej('205', motivo('205', { '999999999999999': existente.nRec }));
    if (existente) return rej('204', motivo('204', { '999999999999999': existente.nRec }));
    const chaveNumero = `${cnpj}|${mod}|${serie}|${nNF}`;
    const outra = estado.numeros.get(chaveNumero);
    if (outra) {
      const o = estado.autorizadas.get(outra)!;
      return rej('539', motivo('539', { '99999999999999999999999999999999999999999999': outra, '999999999999999': o.nRec }));
    }
    if (estado.inutilizacoes.some((i) => i.cnpj === cnpj && i.mod === mod && i.serie === serie && nNF >= i.ini && nNF <= i.fim)) {
      return rej('206');
    }
    // Denegação (MOC 7.0 §3.4; FONTES 301/302): IE do emitente ou do destinatário contribuinte
    // irregular no cadastro (CCC) do simulador -> protocolo de uso denegado, número usado.
    const irregular = (uf: string | undefined, doc: string | undefined) => !!uf && !!doc && estado.cadastros.get(`${uf}|${doc}`)?.cSit === '0';
    const dest = elemento(inf, 'dest');
    const ufEmit = texto(elemento(emit, 'enderEmit'), 'UF');
    const denegacao = irregular(ufEmit, cnpj)
      ? '301'
      : texto(dest, 'indIEDest') === '1' && irregular(texto(elemento(dest, 'enderDest'), 'UF'), texto(dest, 'CNPJ') ?? texto(dest, 'CPF'))
        ? '302'
        : undefined;
    const cStatProt = denegacao ?? '100';
    const nProt = numeroProtocolo(cUF);
    const dhRecbto = formatarDh(relogio());
    const protXml =
      `<protNFe versao="4.00"><infProt Id="ID${nProt}"><tpAmb>${estado.ambiente}</tpAmb><verAplic>${VERSAO_APLICATIVO}</verAplic><chNFe>${chave}</chNFe>` +
      `<dhRecbto>${dhRecbto}</dhRecbto><nProt>${nProt}</nProt><digVal>${digVal}</digVal><cStat>${cStatProt}</cStat>` +
      `<xMotivo>${esc(motivo(cStatProt))}</xMotivo></infProt></protNFe>`;
    estado.autorizadas.set(chave, {
      chave,
      nfeXml: comNamespaceNfe(nfe),
      protXml,
      nProt,
      dhRecbto,
      cnpj,
      mod,
      serie,
      nNF,
      nRec,
      cancelada: false,
      ...(denegacao ? { denegada: denegacao } : {}),
      autorizadaEm: relogio().getTime(),
      eventos: new Map(),
    });
    estado.numeros.set(chaveNumero, chave);
    // distribuição DF-e: o destinatário (CNPJ/CPF) recebe o resumo pelo NSU dele (dfe-publicacao.ts)
    if (!denegacao) publicarNFeAutorizada(dfe, comNamespaceNfe(nfe), protXml);
    return protXml;
  };

  const autorizacao = (dados: string, ctx: Contexto): string => {
    const lote = elemento(dados, 'enviNFe') ?? '';
    const primeiraUF = texto(elemento(lote, 'ide'), 'cUF') ?? '35';
    const dh = formatarDh(relogio());
    const ret = (cStat: string, xMotivo: string, resto = '') =>
      `<retEnviNFe xmlns="${NS_NFE}" versao="4.00"><tpAmb>${estado.ambiente}</tpAmb><verAplic>${VERSAO_APLICATIVO}</verAplic>` +
      `<cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo><cUF>${primeiraUF}</cUF><dhRecbto>${dh}</dhRecbto>${resto}</retEnviNFe>`;
    if (!lote) return ret('215', comDetalhe('215', 'enviNFe ausente'));
    const r = pacoteCarregado().validar(lote, 'enviNFe');
    if (!r.valido) {
      const e = r.erros[0];
      const naNFe = (e?.caminho ?? '').includes('/NFe');
      const cStat = naNFe ? '225' : '215';
      return ret(cStat, comDetalhe(cStat, e?.mensagem ?? 'erro de schema'));
    }
    const nfes = elementos(lote, 'NFe');
    const sincrono = texto(lote, 'indSinc') === '1';
    // MOC 7.0 regra AP02-10 (FONTES 764): resposta síncrona só para lote com uma NF-e
    if (sincrono && nfes.length > 1) return ret('764', motivo('764'));
    // consumo indevido (consumo.ts): número rejeitado repetidas vezes pela mesma causa
    if (nfes.some((n) => consumoIndevido(estado.consumo, n, relogio().getTime()))) return ret('656', motivo('656'));
    const nRec = numeroProtocolo(primeiraUF.padStart(2, '0'), '1');
    const protocolos = nfes.map((n) => {
      const p = processarNFe(n, nRec, ctx);
      registrarRespostaNFe(estado.consumo, n, texto(p, 'cStat') ?? '', relogio().getTime());
      return p;
    });
    if (sincrono) return ret('104', motivo('104'), protocolos.join(''));
    estado.recibos.set(nRec, { protocolos, consultas: 0, cUF: primeiraUF, dhRecbto: dh });
    return ret('103', motivo('103'), `<infRec><nRec>${nRec}</nRec><tMed>1</tMed></infRec>`);
  };

  const retAutorizacao = (dados: string): string => {
    const doc = elemento(dados, 'consReciNFe') ?? '';
    const nRec = texto(doc, 'nRec') ?? '';
    const rec = estado.recibos.get(nRec);
    const ret = (cStat: string, xMotivo: string, resto = '') =>
      `<retConsReciNFe xmlns="${NS_NFE}" versao="4.00"><tpAmb>${estado.ambiente}</tpAmb><verAplic>${VERSAO_APLICATIVO}</verAplic>` +
      `<nRec>${/^\d{15}$/.test(nRec) ? nRec : '000000000000000'}</nRec><cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo>` +
      `<cUF>${rec?.cUF ?? '35'}</cUF><dhRecbto>${formatarDh(relogio())}</dhRecbto>${resto}</retConsReciNFe>`;
    const erro = doc ? validar(doc, 'consReciNFe') : 'consReciNFe ausente';
    if (erro) return ret('215', comDetalhe('215', erro));
    if (texto(doc, 'tpAmb') !== String(estado.ambiente)) return ret('252', motivo('252'));
    if (!rec) return ret('106', motivo('106'));
    rec.consultas++;
    if (rec.consultas <= emProcessamento) return ret('105', motivo('105'));
    return ret('104', motivo('104'), rec.protocolos.join(''));
  };

  // ---------------------------------------------------------------- consulta protocolo
  const consulta = (dados: string, ctx: Contexto): string => {
    const doc = elemento(dados, 'consSitNFe') ?? '';
    const chave = texto(doc, 'chNFe') ?? '';
    const cUF = chave.slice(0, 2);
    const ret = (cStat: string, xMotivo = motivo(cStat), resto = '') =>
      `<retConsSitNFe xmlns="${NS_NFE}" versao="4.00"><tpAmb>${estado.ambiente}</tpAmb><verAplic>${VERSAO_APLICATIVO}</verAplic>` +
      `<cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo><cUF>${/^\d{2}$/.test(cUF) ? cUF : '35'}</cUF><dhRecbto>${formatarDh(relogio())}</dhRecbto>` +
      `<chNFe>${/^\d{6}[0-9A-Z]{12}\d{26}$/.test(chave) ? chave : '0'.repeat(44)}</chNFe>${resto}</retConsSitNFe>`;
    const erro = doc ? validar(doc, 'consSitNFe') : 'consSitNFe ausente';
    if (erro) return ret('215', comDetalhe('215', erro));
    if (texto(doc, 'tpAmb') !== String(estado.ambiente)) return ret('252');
    if (!isValidChaveAcesso(chave)) return ret('236');
    if (!autorizadorConfere(ctx, cUF, chave.slice(20, 22))) return ret('226');
    const nota = estado.autorizadas.get(chave);
    if (!nota) return ret('217');
    const eventos = [...nota.eventos.values()].join('');
    return ret(nota.denegada ?? (nota.cancelada ? '101' : '100'), undefined, nota.protXml + eventos);
  };

  // ---------------------------------------------------------------- eventos
  const epec = criarRecepcaoEpec({ estado, relogio, toleranciaMs: tolerancia, verAplic: VERSAO_APLICATIVO, conferirAssinatura, numeroProtocolo, formatarDh });
  const evento = (dados: string, ctx: Contexto): string => {
    const lote = elemento(dados, 'envEvento') ?? '';
    const evs = elementos(lote, 'evento');
    const cOrgaoLote = texto(elemento(evs[0], 'infEvento'), 'cOrgao') ?? '35';
    const ret = (cStat: string, xMotivo: string, resto = '') =>
      `<retEnvEvento xmlns="${NS_NFE}" versao="1.00"><idLote>${texto(lote, 'idLote') ?? '0'}</idLote><tpAmb>${estado.ambiente}</tpAmb>` +
      `<verAplic>${VERSAO_APLICATIVO}</verAplic><cOrgao>${cOrgaoLote}</cOrgao><cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo>${resto}</retEnvEvento>`;
    if (!lote) return ret('215', comDetalhe('215', 'envEvento ausente'));
    let erro = validar(lote, 'envEvento');
    if (!erro) {
      const tipos = new Set(evs.map((e) => texto(e, 'tpEvento')));
      if (tipos.has('110111')) erro = validar(lote, 'envEventoCancNFe');
      else if (tipos.has('110110')) erro = validar(lote, 'envCCe');
      else if (tipos.has('110112')) erro = validar(lote, 'envEventoCancSubst');
    }
    if (erro) return ret('215', comDetalhe('215', erro));
    if (evs.some((e) => texto(e, 'tpEvento') === '110140')) return epec(lote, ctx.autorizador);
    const retornos = evs.map((ev) => {
      const inf = elemento(ev, 'infEvento') ?? '';
      const chave = texto(inf, 'chNFe') ?? '';
      const tp = texto(inf, 'tpEvento') ?? '';
      const seq = texto(inf, 'nSeqEvento') ?? '';
      const cOrgao = texto(inf, 'cOrgao') ?? '';
      const outro = eOutroEventoNFe(tp);
      const xEvento =
        tp === '110111' || tp === '110112'
          ? 'Cancelamento registrado'
          : tp === '110110'
            ? 'Carta de Correção registrada'
            : outro
              ? (texto(elemento(inf, 'detEvento'), 'descEvento') ?? 'Evento registrado').slice(0, 60)
              : 'Evento registrado';
      const cancelamento = tp === '110111' || tp === '110112';
      const retEv = (cStat: string, xMotivo = MOTIVOS_CANCELAMENTO[cStat] ?? motivo(cStat), nProt?: string) =>
        `<retEvento versao="1.00"><infEvento${nProt ? ` Id="ID${nProt}"` : ''}><tpAmb>${estado.ambiente}</tpAmb><verAplic>${VERSAO_APLICATIVO}</verAplic>` +
        `<cOrgao>${cOrgao}</cOrgao><cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo><chNFe>${chave}</chNFe>` +
        (nProt
          ? `<tpEvento>${tp}</tpEvento><xEvento>${xEvento}</xEvento><nSeqEvento>${seq}</nSeqEvento><dhRegEvento>${formatarDh(relogio())}</dhRegEvento><nProt>${nProt}</nProt>`
          : '') +
        `</infEvento></retEvento>`;
      if (texto(inf, 'tpAmb') !== String(estado.ambiente)) return retEv('252');
      const ass = conferirAssinatura(comNamespaceNfe(ev));
      if (ass.cStat) return retEv(ass.cStat);
      const cnpj = texto(inf, 'CNPJ') ?? '';
      if (!ass.cnpj || ass.cnpj.slice(0, 8) !== cnpj.slice(0, 8)) return retEv('213');
      if (!isValidChaveAcesso(chave)) return retEv('236');
      const orgaoNacional = orgaoDoOutroEvento(tp, cOrgao, ctx.autorizador);
      if (orgaoNacional === false || (orgaoNacional === undefined && !autorizadorConfere(ctx, cOrgao, chave.slice(20, 22)))) return retEv('226');
      if (Date.parse(texto(inf, 'dhEvento') ?? '') > relogio().getTime() + tolerancia) return retEv('578');
      const nota = estado.autorizadas.get(chave);
      if (!nota) return retEv('217');
      if (nota.eventos.has(`${tp}-${Number(seq)}`)) return retEv('573');
      if (nota.cancelada || nota.denegada) return retEv('580');
      // MOC 7.0 evento 110110 / NT 2012.004 (FONTES 784): a NFC-e não tem CC-e
      if (tp === '110110' && nota.mod === '65') return retEv('784');
      if (cancelamento && texto(inf, 'nProt') !== nota.nProt) return retEv('222');
      // outros eventos (outros-eventos.ts): autor 574/575, cancelamento de evento 459/460/573
      const rejeicao = outro ? rejeicaoOutroEvento(tp, inf, nota) : undefined;
      if (rejeicao) return retEv(rejeicao);
      // prazos do cancelamento (prazo-cancelamento.ts): 135 no prazo, 155 fora do prazo aceito, 501/220 recusado
      const prazo = cancelamento ? cStatPrazoCancelamento(nota.mod, nota.autorizadaEm, relogio().getTime()) : '135';
      if (prazo === '501' || prazo === '220') return retEv(prazo);
      const nProt = numeroProtocolo(cOrgao);
      const r = retEv(prazo, undefined, nProt);
      nota.eventos.set(`${tp}-${Number(seq)}`, `<procEventoNFe versao="1.00">${ev}${r}</procEventoNFe>`);
      if (cancelamento) nota.cancelada = true;
      return r;
    });
    return ret('128', motivo('128'), retornos.join(''));
  };

  // ---------------------------------------------------------------- inutilização
  const inutilizacao = (dados: string, ctx: Contexto): string => {
    const doc = elemento(dados, 'inutNFe') ?? '';
    const inf = elemento(doc, 'infInut') ?? '';
    const cUF = texto(inf, 'cUF') ?? '35';
    const campos = ['ano', 'CNPJ', 'mod', 'serie', 'nNFIni', 'nNFFin'].map((c) => `<${c}>${esc(texto(inf, c) ?? '')}</${c}>`).join('');
    const ret = (cStat: string, xMotivo = motivo(cStat), nProt?: string) =>
      `<retInutNFe xmlns="${NS_NFE}" versao="4.00"><infInut${nProt ? ` Id="ID${nProt}"` : ''}><tpAmb>${estado.ambiente}</tpAmb><verAplic>${VERSAO_APLICATIVO}</verAplic>` +
      `<cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo><cUF>${/^\d{2}$/.test(cUF) ? cUF : '35'}</cUF>` +
      (nProt ? `${campos}<dhRecbto>${formatarDh(relogio())}</dhRecbto><nProt>${nProt}</nProt>` : '') +
      `</infInut></retInutNFe>`;
    const erro = doc ? validar(doc, 'inutNFe') : 'inutNFe ausente';
    if (erro) return ret('215', comDetalhe('215', erro));
    if (texto(inf, 'tpAmb') !== String(estado.ambiente)) return ret('252');
    const ass = conferirAssinatura(doc);
    if (ass.cStat) return ret(ass.cStat);
    const cnpj = texto(inf, 'CNPJ') ?? '';
    if (!ass.cnpj || ass.cnpj.slice(0, 8) !== cnpj.slice(0, 8)) return ret('213');
    if (!autorizadorConfere(ctx, cUF, texto(inf, 'mod'))) return ret('226');
    const mod = texto(inf, 'mod') ?? '';
    const serie = Number(texto(inf, 'serie'));
    const ini = Number(texto(inf, 'nNFIni'));
    const fim = Number(texto(inf, 'nNFFin'));
    const ano = texto(inf, 'ano') ?? '';
    const id = atributoDe(inf, 'Id');
    const idEsperado = `ID${cUF}${ano}${cnpj}${mod}${String(serie).padStart(3, '0')}${String(ini).padStart(9, '0')}${String(fim).padStart(9, '0')}`;
    if (id !== idEsperado) return ret('215', comDetalhe('215', `Id de infInut deveria ser ${idEsperado}`));
    const mesmas = estado.inutilizacoes.filter((i) => i.cnpj === cnpj && i.mod === mod && i.serie === serie);
    if (mesmas.some((i) => i.ini === ini && i.fim === fim)) return ret('563');
    if (mesmas.some((i) => i.ini <= fim && ini <= i.fim)) return ret('256');
    for (const n of estado.autorizadas.values()) {
      if (n.cnpj === cnpj && n.mod === mod && n.serie === serie && n.nNF >= ini && n.nNF <= fim) return ret('241');
    }
    const nProt = numeroProtocolo(cUF);
    estado.inutilizacoes.push({ cnpj, mod, serie, ano, ini, fim, nProt });
    return ret('102', motivo('102'), nProt);
  };

  // ---------------------------------------------------------------- consulta cadastro (CCC)
  const consultaCadastro = (dados: string): string => {
    const doc = elemento(dados, 'ConsCad') ?? '';
    const inf = elemento(doc, 'infCons') ?? '';
    const uf = (texto(inf, 'UF') ?? '').toUpperCase();
    const cnpj = texto(inf, 'CNPJ');
    const cpf = texto(inf, 'CPF');
    const ie = texto(inf, 'IE');
    const consulta = cnpj ? `<CNPJ>${cnpj}</CNPJ>` : cpf ? `<CPF>${cpf}</CPF>` : `<IE>${esc(ie ?? '')}</IE>`;
    const cUF = CODIGOS_UF[uf] ?? '35';
    const ret = (cStat: string, cad = '') =>
      `<retConsCad xmlns="${NS_NFE}" versao="2.00"><infCons><verAplic>${VERSAO_APLICATIVO}</verAplic><cStat>${cStat}</cStat>` +
      `<xMotivo>${esc(motivo(cStat))}</xMotivo><UF>${/^[A-Z]{2}$/.test(uf) ? uf : 'SP'}</UF>${consulta}<dhCons>${formatarDh(relogio())}</dhCons><cUF>${cUF}</cUF>${cad}</infCons></retConsCad>`;
    const erro = doc ? validar(doc, 'consCad') : 'ConsCad ausente';
    if (erro) return ret('215');
    const docConsulta = cnpj ?? cpf ?? ie ?? '';
    const chave = `${uf}|${docConsulta}`;
    let c = estado.cadastros.get(chave);
    if (c === undefined && cnpj && isValidCnpj(cnpj))
      c = { IE: `${cUF}${cnpj.slice(0, 10)}`, cSit: '1', xNome: `CONTRIBUINTE ${cnpj} LTDA`, xRegApur: 'NORMAL', indCredNFe: '1' };
    if (!c) return ret('259');
    const docCad = cnpj ? `<CNPJ>${cnpj}</CNPJ>` : cpf ? `<CPF>${cpf}</CPF>` : '';
    const cad =
      `<infCad><IE>${esc(c.IE)}</IE>${docCad}<UF>${uf}</UF><cSit>${c.cSit}</cSit><indCredNFe>${c.indCredNFe ?? '1'}</indCredNFe><indCredCTe>4</indCredCTe>` +
      `<xNome>${esc(c.xNome)}</xNome>${c.xRegApur ? `<xRegApur>${esc(c.xRegApur)}</xRegApur>` : ''}${c.CNAE ? `<CNAE>${c.CNAE}</CNAE>` : ''}</infCad>`;
    return ret('111', cad);
  };

  /** A indisponibilidade em vigor para o serviço (descontando uma de `restantes`), ou null. */
  const consumirIndisponibilidade = (servico: string | undefined, modo?: Indisponibilidade['modo']): Indisponibilidade | null => {
    const ind = estado.indisponivel;
    if (!ind) return null;
    if (modo ? ind.modo !== modo : ind.modo === 'tls') return null;
    if (ind.servico && servico && ind.servico !== servico) return null;
    if (ind.restantes !== undefined) {
      if (ind.restantes <= 0) return null;
      ind.restantes--;
    }
    return ind;
  };

  const rotas: Record<string, { servico: string; tratar: (dados: string, ctx: Contexto) => string }> = {};
  const tratadores: Record<string, (dados: string, ctx: Contexto) => string> = {
    NfeStatusServico: status,
    NfeAutorizacao: autorizacao,
    NfeRetAutorizacao: retAutorizacao,
    NfeConsultaProtocolo: consulta,
    RecepcaoEvento: evento,
    NfeInutilizacao: inutilizacao,
    NfeConsultaCadastro: consultaCadastro,
  };
  for (const [servico, e] of Object.entries(SERVICOS_SIMULADOR)) {
    rotas[e.caminho.toLowerCase()] = { servico, tratar: tratadores[servico] };
  }

  const dfe = criarDistribuicaoDFe(relogio, () => estado.ambiente, validar, opcoes.arquivoDistribuicao);
  // NFC-e: ambiente EPEC de SP (epec-nfce.ts) e administração do CSC (csc.ts), cada um com a sua operação SOAP
  const epecNFCe = criarEpecNFCe({
    estado,
    relogio,
    toleranciaMs: tolerancia,
    verAplic: VERSAO_APLICATIVO,
    validar,
    conferirAssinatura,
    numeroProtocolo,
    formatarDh,
  });
  const admCsc = criarAdmCsc({ estado, verAplic: VERSAO_APLICATIVO });
  const servicosNFCe = (caminho: string, corpo: string, ctx: Contexto): { http: number; corpo: string; servico?: string } | undefined => {
    const c = caminho.toLowerCase();
    const alvo =
      c === CAMINHOS_EPEC_NFCE.RecepcaoEPEC.toLowerCase()
        ? { servico: 'RecepcaoEPEC', operacao: 'RecepcaoEvento', tratar: (d: string) => epecNFCe.recepcao(d) }
        : c === CAMINHOS_EPEC_NFCE.EPECStatusServico.toLowerCase()
          ? { servico: 'EPECStatusServico', operacao: 'NfeStatusServico2', tratar: (d: string) => epecNFCe.status(d) }
          : /^\/[a-z]{2,5}\/ws\/cscnfce\.asmx$/.test(c)
            ? { servico: 'CscNFCe', operacao: 'CscNFCe', tratar: (d: string) => admCsc(d, cnpjDoDer(ctx.certificadoRaw)) }
            : undefined;
    if (!alvo) return undefined;
    if (alvo.servico !== 'CscNFCe' && estado.contingencia.foraDoAr.has(SIGLA_EPEC_NFCE_SP))
      return { http: 503, corpo: 'Service Unavailable', servico: alvo.servico };
    const dados = conteudo(corpo, 'nfeDadosMsg');
    const ns = atributoDe(elemento(corpo, 'nfeDadosMsg'), 'xmlns');
    if (dados === undefined || ns !== `http://www.portalfiscal.inf.br/nfe/wsdl/${alvo.operacao}`) {
      return {
        http: 500,
        corpo: fault(`nfeDadosMsg ausente ou com namespace diferente de http://www.portalfiscal.inf.br/nfe/wsdl/${alvo.operacao}`),
        servico: alvo.servico,
      };
    }
    return { http: 200, corpo: soap(alvo.operacao, alvo.tratar(dados.trim())), servico: alvo.servico };
  };
  const processar = (caminho: string, corpo: string, ctx: Contexto): { http: number; corpo: string; servico?: string } => {
    const an = dfe.tratar(caminho, corpo);
    if (an) return an;
    const nfce = servicosNFCe(caminho, corpo, ctx);
    if (nfce) return nfce;
    // `/{AUTORIZADOR}/ws/Servico.asmx` ou `/ws/Servico.asmx`
    const m = /^(?:\/([A-Z]{2,5}))?(\/ws\/[^?]+)$/i.exec(caminho);
    const rota = m ? rotas[m[2].toLowerCase()] : undefined;
    if (!m || !rota) return { http: 404, corpo: fault(`Serviço não encontrado: ${caminho}`) };
    ctx.autorizador = m[1]?.toUpperCase();
    const operacao = SERVICOS_SIMULADOR[rota.servico].operacao;
    const dados = conteudo(corpo, 'nfeDadosMsg');
    if (dados === undefined) return { http: 500, corpo: fault('Elemento nfeDadosMsg ausente do envelope SOAP 1.2'), servico: rota.servico };
    const ns = atributoDe(elemento(corpo, 'nfeDadosMsg'), 'xmlns');
    if (ns !== `http://www.portalfiscal.inf.br/nfe/wsdl/${operacao}`) {
      return { http: 500, corpo: fault(`Namespace de nfeDadosMsg deveria ser http://www.portalfiscal.inf.br/nfe/wsdl/${operacao}`), servico: rota.servico };
    }
    const resposta: Resposta = { operacao, corpo: rota.tratar(dados.trim(), ctx) };
    return { http: 200, corpo: soap(resposta.operacao, resposta.corpo), servico: rota.servico };
  };

  const servidor = https.createServer(
    {
      key: opcoes.certificadoServidor.keyPem,
      cert: opcoes.certificadoServidor.certPem,
      ca: caPems,
      requestCert: true,
      rejectUnauthorized: true,
    },
    comPacote((req, res) => {
      const partes: Buffer[] = [];
      req.on('data', (c: Buffer) => partes.push(c));
      req.on('end', () => {
        const corpo = Buffer.concat(partes).toString('utf8');
        const socket = req.socket as TLSSocket;
        const peer = socket.getPeerCertificate?.();
        const ctx: Contexto = {
          certificadoCliente: peer?.fingerprint256,
          certificadoRaw: peer?.raw,
        };
        let saida: { http: number; corpo: string; servico?: string };
        const caminho = (req.url ?? '/').split('?')[0];
        const nomeServico = Object.entries(SERVICOS_SIMULADOR).find(([, e]) => caminho.toLowerCase().endsWith(e.caminho.toLowerCase()))?.[0] ?? 'desconhecido';
        estado.requisicoes[nomeServico] = (estado.requisicoes[nomeServico] ?? 0) + 1;
        const f = estado.falhaDeRede;
        const derrubar = f.restantes > 0 && (!f.servico || f.servico === nomeServico);
        const ind = consumirIndisponibilidade(nomeServico);
        if (ind?.modo === 'http503') {
          res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end('<html><body><h1>503 Service Unavailable</h1></body></html>');
          return;
        }
        if (ind?.modo === 'paralisado') {
          const cStat = ind.cStat ?? '108';
          const operacao = SERVICOS_SIMULADOR[nomeServico]?.operacao ?? 'NFeStatusServico4';
          const raiz = RETORNO_DO_SERVICO[nomeServico] ?? 'retConsStatServ';
          const corpoRet =
            `<${raiz} xmlns="${NS_NFE}" versao="4.00"><tpAmb>${estado.ambiente}</tpAmb><verAplic>${VERSAO_APLICATIVO}</verAplic>` +
            `<cStat>${cStat}</cStat><xMotivo>${esc(motivo(cStat))}</xMotivo><cUF>35</cUF><dhRecbto>${formatarDh(relogio())}</dhRecbto></${raiz}>`;
          res.writeHead(200, { 'Content-Type': 'application/soap+xml; charset=utf-8' });
          res.end(soap(operacao, corpoRet));
          return;
        }
        if (ind?.modo === 'demora') {
          const t = setTimeout(() => {
            if (!ind.processar) {
              socket.destroy();
              return;
            }
            // SEFAZ lenta: processa e responde atrasada (quem esperou menos já desistiu)
            let lenta: { http: number; corpo: string };
            try {
              lenta = processar(caminho, corpo, ctx);
            } catch (e) {
              lenta = { http: 500, corpo: fault(`Erro interno do simulador: ${e instanceof Error ? e.message : String(e)}`) };
            }
            if (socket.destroyed) return;
            res.writeHead(lenta.http, { 'Content-Type': 'application/soap+xml; charset=utf-8' });
            res.end(lenta.corpo);
          }, ind.demoraMs ?? 30_000);
          // a SEFAZ lenta processa mesmo se o cliente desistir (ou cair) antes
          if (!ind.processar) socket.once('close', () => clearTimeout(t));
          return;
        }
        if (req.method !== 'POST') {
          saida = { http: 405, corpo: fault('Use POST (SOAP 1.2)') };
        } else if (autorizadorForaDoAr(estado.contingencia, /^\/([A-Z]{2,5})\/ws\//i.exec(caminho)?.[1])) {
          saida = { http: 503, corpo: 'Service Unavailable' };
        } else if (derrubar && !f.processar) {
          f.restantes--;
          socket.destroy();
          return;
        } else {
          try {
            saida = processar(caminho, corpo, ctx);
          } catch (e) {
            saida = { http: 500, corpo: fault(`Erro interno do simulador: ${e instanceof Error ? e.message : String(e)}`) };
          }
        }
        if (derrubar) {
          f.restantes--;
          socket.destroy();
          return;
        }
        res.writeHead(saida.http, { 'Content-Type': 'application/soap+xml; charset=utf-8' });
        res.end(saida.corpo);
      });
    }),
  );
  // indisponibilidade 'tls': bytes que não são TLS e a conexão fechada antes do handshake
  servidor.prependListener('connection', (sock: import('node:net').Socket) => {
    if (!consumirIndisponibilidade(undefined, 'tls')) return;
    sock.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  servidor.on('tlsClientError', () => undefined);
  servidor.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(opcoes.porta ?? 0, opcoes.host ?? '127.0.0.1', () => resolve());
  });
  const porta = (servidor.address() as AddressInfo).port;
  const host = opcoes.host ?? '127.0.0.1';
  return {
    url: `https://${host}:${porta}`,
    porta,
    estado,
    dfe,
    parar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections?.();
        servidor.close(() => resolve());
      }),
  };
}

export { CODIGOS_UF };
