import { assinarXml } from '../assinatura/index.ts';
import type { CertificadoA1 } from '../certificado/index.ts';
import { isValidChaveAcesso, parseChaveAcesso } from '../../domain/chave-acesso.ts';
import { CODIGOS_UF, urlServico, type Ambiente, type ModeloDocumento, type ServicoSefaz, type TabelaWebservices } from './tabela.ts';
import { enviarSoap, SefazError, type OpcoesTransporte } from './transporte.ts';
import { atributoDe, comNamespaceNfe, conteudo, elemento, elementos, esc, NS_NFE, semDeclaracao, texto } from './xml.ts';

/** Texto fixo de condições de uso da CC-e (enumeração do `e110110_v1.00.xsd`, versão sem acentos). */
export const XCONDUSO_CCE =
  'A Carta de Correcao e disciplinada pelo paragrafo 1o-A do art. 7o do Convenio S/N, de 15 de dezembro de 1970 e pode ser utilizada para regularizacao de erro ocorrido na emissao de documento fiscal, desde que o erro nao esteja relacionado com: I - as variaveis que determinam o valor do imposto tais como: base de calculo, aliquota, diferenca de preco, quantidade, valor da operacao ou da prestacao; II - a correcao de dados cadastrais que implique mudanca do remetente ou do destinatario; III - a data de emissao ou de saida.';

export interface OpcoesClienteSefaz {
  tabela: TabelaWebservices;
  /** Certificado A1 do emitente (transmissor e assinante). */
  certificado: CertificadoA1;
  /** ACs confiáveis para os servidores (PEMs, ex.: cadeia ICP-Brasil importada). Obrigatório. */
  ca: string | string[];
  /** UF do emitente (define o autorizador). */
  uf: string;
  /** 1 produção, 2 homologação. */
  ambiente: Ambiente;
  modelo?: ModeloDocumento;
  /** Padrão 30 000 ms cada. */
  timeoutConexaoMs?: number;
  timeoutRespostaMs?: number;
  /** Tentativas em falha de rede (padrão 3). */
  tentativas?: number;
  /** Backoff inicial (padrão 500 ms; dobra). */
  backoffMs?: number;
  /** Relógio (testes). */
  relogio?: () => Date;
  /** Fuso para `dhEvento` (padrão `-03:00`). */
  fuso?: string;
  /** Versão do aplicativo em mensagens (não usada no 4.00; reservado). */
}

/** Campos comuns de todo resultado. */
export interface ResultadoBase {
  cStat: string;
  xMotivo: string;
  /** XML enviado (conteúdo de `nfeDadosMsg`, já assinado quando for o caso). */
  requestXml: string;
  /** XML de retorno (conteúdo de `nfeResultMsg`). */
  responseXml: string;
  /** Envelopes SOAP completos, para auditoria. */
  envelopeRequisicao: string;
  envelopeResposta: string;
  tentativas: number;
  dhRecbto?: string;
}

/** Um contribuinte devolvido pela consulta cadastro (`infCad`). */
export interface CadastroContribuinte {
  IE: string;
  CNPJ?: string;
  CPF?: string;
  UF: string;
  /** 0 não habilitado, 1 habilitado. */
  cSit: string;
  indCredNFe?: string;
  xNome: string;
  xFant?: string;
  xRegApur?: string;
  CNAE?: string;
  dIniAtiv?: string;
  dUltSit?: string;
  ender?: { xLgr?: string; nro?: string; xBairro?: string; cMun?: string; xMun?: string; CEP?: string };
}

export interface ResultadoConsultaCadastro extends ResultadoBase {
  cadastros: CadastroContribuinte[];
}

export interface Protocolo {
  cStat: string;
  xMotivo: string;
  chNFe: string;
  nProt?: string;
  dhRecbto?: string;
  digVal?: string;
  /** `protNFe` exatamente como recebido (com `xmlns` do portal garantido). */
  xml: string;
}

export interface ResultadoStatus extends ResultadoBase {
  tMed?: string;
  cUF?: string;
}

export interface ResultadoAutorizacao extends ResultadoBase {
  /** Recibo do lote (assíncrono). */
  nRec?: string;
  /** Protocolo da primeira (ou única) NF-e do lote. */
  protocolo?: Protocolo;
  protocolos: Protocolo[];
  /** `nfeProc` da primeira NF-e, se autorizada (100/150) e se o XML da NF-e for conhecido. */
  nfeProc?: string;
  /** `nfeProc` por chave das NF-e autorizadas. */
  nfeProcs: Record<string, string>;
}

export interface EventoRetorno {
  cStat: string;
  xMotivo: string;
  chNFe?: string;
  tpEvento?: string;
  nSeqEvento?: string;
  nProt?: string;
  dhRegEvento?: string;
  /** `retEvento` bruto. */
  xml: string;
}

export interface ResultadoConsultaProtocolo extends ResultadoBase {
  chNFe: string;
  protocolo?: Protocolo;
  /** `true` quando a SEFAZ indica NF-e cancelada (cStat 101/151, ou evento 110111 vinculado). */
  cancelada: boolean;
  /** Eventos vinculados (`procEventoNFe`) devolvidos pela consulta. */
  eventos: EventoRetorno[];
  /** `procEventoNFe` brutos. */
  procEventos: string[];
}

export interface ResultadoEvento extends ResultadoBase {
  /** Retorno do evento (cStat 135/136 = registrado). */
  evento?: EventoRetorno;
  /** `procEventoNFe` (evento assinado + retEvento) quando registrado. */
  procEventoNFe?: string;
}

export interface ResultadoInutilizacao extends ResultadoBase {
  nProt?: string;
  /** `ProcInutNFe` (raiz do procInutNFe_v4.00.xsd) quando homologada. */
  procInutNFe?: string;
}

export interface DadosInutilizacao {
  /** Ano (2 ou 4 dígitos) da inutilização. */
  ano: number | string;
  /** CNPJ do emitente (padrão: o do certificado). */
  cnpj?: string;
  mod?: ModeloDocumento;
  serie: number | string;
  nNFIni: number | string;
  nNFFin: number | string;
  xJust: string;
}

export interface DadosEvento {
  chave: string;
  tpEvento: '110111' | '110110' | (string & {});
  nSeqEvento: number;
  /** Conteúdo de `detEvento` (sem a tag), já em XML. */
  detalheXml: string;
  /** Padrão: o CNPJ do certificado. */
  cnpj?: string;
  idLote?: string;
  /** Órgão de recepção (padrão: a UF da chave); `91` envia ao Ambiente Nacional (EPEC, epec.ts). */
  cOrgao?: string;
  /**
   * Serviço da tabela de webservices (padrão `RecepcaoEvento`); `RecepcaoEPEC` para o EPEC da
   * NFC-e de SP (fiscal/nfce/epec.ts), que tem ambiente próprio.
   */
  servico?: ServicoSefaz;
  /**
   * Autorizador que recebe o evento quando não é o do `cOrgao` (ex.: `'SVRS'` para os eventos com
   * `cOrgao` 92 da NT 2024.002/NT 2025.002).
   */
  autorizador?: string;
}

const MOTIVO_CANCELADA = new Set(['101', '151', '155']);

/** Erro de uso detectado antes do envio (mensagem em pt-BR). */
function invalido(msg: string): never {
  throw new SefazError('validacao', msg);
}

function pad(v: string | number, n: number): string {
  return String(v).padStart(n, '0');
}

function formatarDh(d: Date, fuso: string): string {
  const sinal = fuso.startsWith('-') ? -1 : 1;
  const [hh, mm] = fuso.slice(1).split(':').map(Number);
  const local = new Date(d.getTime() + sinal * (hh * 60 + mm) * 60_000);
  const p = (x: number) => String(x).padStart(2, '0');
  return `${local.getUTCFullYear()}-${p(local.getUTCMonth() + 1)}-${p(local.getUTCDate())}T${p(local.getUTCHours())}:${p(local.getUTCMinutes())}:${p(local.getUTCSeconds())}${fuso}`;
}

/** Lê um `protNFe` bruto. */
export function lerProtocolo(protXml: string): Protocolo {
  const inf = elemento(protXml, 'infProt') ?? protXml;
  return {
    cStat: texto(inf, 'cStat') ?? '',
    xMotivo: texto(inf, 'xMotivo') ?? '',
    chNFe: texto(inf, 'chNFe') ?? '',
    nProt: texto(inf, 'nProt'),
    dhRecbto: texto(inf, 'dhRecbto'),
    digVal: texto(inf, 'digVal'),
    xml: comNamespaceNfe(protXml),
  };
}

function lerRetEvento(ret: string): EventoRetorno {
  const inf = elemento(ret, 'infEvento') ?? ret;
  return {
    cStat: texto(inf, 'cStat') ?? '',
    xMotivo: texto(inf, 'xMotivo') ?? '',
    chNFe: texto(inf, 'chNFe'),
    tpEvento: texto(inf, 'tpEvento'),
    nSeqEvento: texto(inf, 'nSeqEvento'),
    nProt: texto(inf, 'nProt'),
    dhRegEvento: texto(inf, 'dhRegEvento'),
    xml: comNamespaceNfe(ret),
  };
}

/** Chave (44) a partir do `Id` de `infNFe` de uma NF-e. */
export function chaveDaNFe(nfeXml: string): string {
  const inf = elemento(nfeXml, 'infNFe');
  const id = atributoDe(inf, 'Id') ?? '';
  if (!/^NFe[0-9A-Z]{44}$/.test(id)) invalido('NF-e sem atributo Id "NFe" + chave de 44 caracteres em infNFe');
  return id.slice(3);
}

/**
 * XML de distribuição: `<nfeProc versao="4.00"><NFe>..</NFe><protNFe>..</protNFe></nfeProc>`,
 * com a NF-e e o protocolo exatamente como assinados/recebidos.
 */
export function montarNfeProc(nfeXml: string, protNFeXml: string): string {
  const nfe = elemento(semDeclaracao(nfeXml), 'NFe');
  const prot = elemento(protNFeXml, 'protNFe');
  if (!nfe || !prot) invalido('montarNfeProc: NFe e protNFe são obrigatórios');
  const limpar = (el: string) => el.replace(/^(<[\w.:-]+)\s+xmlns="http:\/\/www\.portalfiscal\.inf\.br\/nfe"/, '$1');
  return `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="${NS_NFE}" versao="4.00">${limpar(nfe)}${limpar(prot)}</nfeProc>`;
}

/**
 * Cliente SOAP da SEFAZ (NF-e 4.00). O mesmo código atende a SEFAZ real e o simulador: muda
 * só a tabela de webservices e o pacote de ACs.
 */
export class ClienteSefaz {
  private readonly o: Required<Omit<OpcoesClienteSefaz, 'ca' | 'modelo'>> & { modelo: ModeloDocumento };
  private readonly transporte: OpcoesTransporte;
  /** NF-e enviadas por este cliente (por chave), para montar `nfeProc` na consulta de recibo. */
  private readonly nfesEnviadas = new Map<string, string>();

  constructor(opcoes: OpcoesClienteSefaz) {
    const ca = (Array.isArray(opcoes.ca) ? opcoes.ca : [opcoes.ca]).filter((p) => p?.includes('BEGIN CERTIFICATE'));
    if (ca.length === 0) {
      throw new SefazError(
        'configuracao',
        'Nenhuma AC confiável configurada para o cliente SEFAZ: importe as ACs ICP-Brasil (a verificação do servidor nunca é desligada)',
      );
    }
    if (!opcoes.certificado?.chavePrivadaPem) throw new SefazError('configuracao', 'Certificado A1 sem chave privada: não é possível o TLS mútuo');
    if (!CODIGOS_UF[opcoes.uf?.toUpperCase()]) throw new SefazError('configuracao', `UF inválida: ${opcoes.uf}`);
    this.o = {
      tabela: opcoes.tabela,
      certificado: opcoes.certificado,
      uf: opcoes.uf.toUpperCase(),
      ambiente: opcoes.ambiente,
      modelo: opcoes.modelo ?? '55',
      timeoutConexaoMs: opcoes.timeoutConexaoMs ?? 30_000,
      timeoutRespostaMs: opcoes.timeoutRespostaMs ?? 30_000,
      tentativas: opcoes.tentativas ?? 3,
      backoffMs: opcoes.backoffMs ?? 500,
      relogio: opcoes.relogio ?? (() => new Date()),
      fuso: opcoes.fuso ?? '-03:00',
    };
    const cert = opcoes.certificado;
    this.transporte = {
      certificadoPem: [cert.certificadoPem, ...cert.cadeiaPem].join(''),
      chavePrivadaPem: cert.chavePrivadaPem,
      ca,
      timeoutConexaoMs: this.o.timeoutConexaoMs,
      timeoutRespostaMs: this.o.timeoutRespostaMs,
      tentativas: this.o.tentativas,
      backoffMs: this.o.backoffMs,
    };
  }

  private get cUF(): string {
    return CODIGOS_UF[this.o.uf];
  }

  private cnpjEmitente(cnpj?: string): string {
    const c = (cnpj ?? this.o.certificado.cnpj ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    if (c.length !== 14) invalido('CNPJ do emitente não informado e ausente do certificado');
    return c;
  }

  private async chamar(servico: ServicoSefaz, dados: string, idempotente: boolean, uf = this.o.uf) {
    const entrada = urlServico(this.o.tabela, uf, this.o.ambiente, servico, this.o.modelo);
    const r = await enviarSoap(entrada, dados, this.transporte, idempotente);
    const base: ResultadoBase = {
      cStat: texto(r.retornoXml, 'cStat') ?? '',
      xMotivo: texto(r.retornoXml, 'xMotivo') ?? '',
      requestXml: semDeclaracao(dados),
      responseXml: r.retornoXml,
      envelopeRequisicao: r.envelopeRequisicao,
      envelopeResposta: r.envelopeResposta,
      tentativas: r.tentativas,
      dhRecbto: texto(r.retornoXml, 'dhRecbto'),
    };
    return base;
  }

  /**
   * Envia uma mensagem pronta (`nfeDadosMsg`) a um serviço da tabela de webservices da UF do
   * emitente (ex.: `EPECStatusServico`, `CscNFCe` do modelo 65) e devolve o retorno bruto com
   * cStat/xMotivo. `idempotente`: pode ser repetida em falha de rede (consultas).
   * @throws TabelaWebservicesError se a UF não tiver o serviço; SefazError (rede, TLS, HTTP).
   */
  async enviarMensagem(servico: ServicoSefaz, dadosXml: string, idempotente: boolean): Promise<ResultadoBase> {
    return this.chamar(servico, dadosXml, idempotente);
  }

  /** Consulta status do serviço (107 = em operação). */
  async statusServico(uf: string = this.o.uf, ambiente: Ambiente = this.o.ambiente): Promise<ResultadoStatus> {
    const cUF = CODIGOS_UF[uf.toUpperCase()];
    if (!cUF) invalido(`UF inválida: ${uf}`);
    const xml = `<consStatServ xmlns="${NS_NFE}" versao="4.00"><tpAmb>${ambiente}</tpAmb><cUF>${cUF}</cUF><xServ>STATUS</xServ></consStatServ>`;
    const entrada = urlServico(this.o.tabela, uf, ambiente, 'NfeStatusServico', this.o.modelo);
    const r = await enviarSoap(entrada, xml, this.transporte, true);
    return {
      cStat: texto(r.retornoXml, 'cStat') ?? '',
      xMotivo: texto(r.retornoXml, 'xMotivo') ?? '',
      requestXml: xml,
      responseXml: r.retornoXml,
      envelopeRequisicao: r.envelopeRequisicao,
      envelopeResposta: r.envelopeResposta,
      tentativas: r.tentativas,
      dhRecbto: texto(r.retornoXml, 'dhRecbto'),
      tMed: texto(r.retornoXml, 'tMed'),
      cUF: texto(r.retornoXml, 'cUF'),
    };
  }

  private resultadoLote(base: ResultadoBase): ResultadoAutorizacao {
    const protocolos = elementos(base.responseXml, 'protNFe').map(lerProtocolo);
    const nfeProcs: Record<string, string> = {};
    for (const p of protocolos) {
      const nfe = this.nfesEnviadas.get(p.chNFe);
      if (nfe && (p.cStat === '100' || p.cStat === '150')) nfeProcs[p.chNFe] = montarNfeProc(nfe, p.xml);
    }
    const protocolo = protocolos[0];
    return {
      ...base,
      nRec: texto(elemento(base.responseXml, 'infRec'), 'nRec') ?? texto(base.responseXml, 'nRec'),
      protocolo,
      protocolos,
      nfeProc: protocolo ? nfeProcs[protocolo.chNFe] : undefined,
      nfeProcs,
    };
  }

  /**
   * Envia NF-e assinadas para autorização (`enviNFe`). Aceita um lote pronto (`<enviNFe>`),
   * uma NF-e ou uma lista. Síncrono (`indSinc=1`, uma NF-e): a resposta já traz o `protNFe`
   * (lote 104). Assíncrono: devolve o recibo (103); use {@link consultarRecibo}.
   * Não repete o envio se a requisição pode ter chegado: reconcilie com `consultarProtocolo`.
   */
  async autorizar(nfes: string | string[], opcoes: { sincrono: boolean; idLote?: string }): Promise<ResultadoAutorizacao> {
    let lote: string;
    const lista = Array.isArray(nfes) ? nfes : [nfes];
    if (lista.length === 1 && /^\s*(<\?xml[^>]*\?>\s*)?<(?:[\w.-]+:)?enviNFe\b/.test(lista[0])) {
      lote = semDeclaracao(lista[0]);
      for (const nfe of elementos(lote, 'NFe')) this.nfesEnviadas.set(chaveDaNFe(nfe), nfe);
    } else {
      if (lista.length === 0) invalido('Informe ao menos uma NF-e');
      if (lista.length > 50) invalido('Um lote aceita no máximo 50 NF-e');
      if (opcoes.sincrono && lista.length > 1) invalido('Envio síncrono aceita uma única NF-e por lote');
      const corpos = lista.map((x) => {
        const nfe = elemento(semDeclaracao(x), 'NFe');
        if (!nfe) invalido('XML sem elemento NFe');
        if (!elemento(nfe, 'Signature')) invalido('NF-e não assinada: assine antes de transmitir');
        this.nfesEnviadas.set(chaveDaNFe(nfe), nfe);
        return comNamespaceNfe(nfe);
      });
      const idLote = opcoes.idLote ?? String(this.o.relogio().getTime()).slice(-15);
      if (!/^[0-9]{1,15}$/.test(idLote)) invalido('idLote deve ter de 1 a 15 dígitos');
      lote = `<enviNFe xmlns="${NS_NFE}" versao="4.00"><idLote>${idLote}</idLote><indSinc>${opcoes.sincrono ? 1 : 0}</indSinc>${corpos.join('')}</enviNFe>`;
    }
    return this.resultadoLote(await this.chamar('NfeAutorizacao', lote, false));
  }

  /** Consulta o processamento de um lote assíncrono (`consReciNFe`): 104 com protocolos, ou 105. */
  async consultarRecibo(nRec: string): Promise<ResultadoAutorizacao> {
    if (!/^[0-9]{15}$/.test(nRec)) invalido('Número do recibo deve ter 15 dígitos');
    const xml = `<consReciNFe xmlns="${NS_NFE}" versao="4.00"><tpAmb>${this.o.ambiente}</tpAmb><nRec>${nRec}</nRec></consReciNFe>`;
    return this.resultadoLote(await this.chamar('NfeRetAutorizacao', xml, true));
  }

  /**
   * Consulta a situação da NF-e pela chave (`consSitNFe`): 100 autorizada, 101 cancelada,
   * 217 não consta. Idempotente: repete em falha de rede.
   */
  async consultarProtocolo(chave: string): Promise<ResultadoConsultaProtocolo> {
    if (!isValidChaveAcesso(chave)) invalido(`Chave de acesso inválida: ${chave}`);
    const uf = Object.entries(CODIGOS_UF).find(([, c]) => c === chave.slice(0, 2))?.[0] ?? this.o.uf;
    const xml = `<consSitNFe xmlns="${NS_NFE}" versao="4.00"><tpAmb>${this.o.ambiente}</tpAmb><xServ>CONSULTAR</xServ><chNFe>${chave}</chNFe></consSitNFe>`;
    const base = await this.chamar('NfeConsultaProtocolo', xml, true, uf);
    const prot = elemento(base.responseXml, 'protNFe');
    const procEventos = elementos(base.responseXml, 'procEventoNFe');
    const eventos = procEventos.map((p) => lerRetEvento(elemento(p, 'retEvento') ?? p));
    return {
      ...base,
      chNFe: chave,
      protocolo: prot ? lerProtocolo(prot) : undefined,
      procEventos: procEventos.map(comNamespaceNfe),
      eventos,
      cancelada: MOTIVO_CANCELADA.has(base.cStat) || eventos.some((e) => e.tpEvento === '110111' && (e.cStat === '135' || e.cStat === '155')),
    };
  }

  /**
   * Consulta cadastro de contribuintes do ICMS (CCC, `ConsCad` 2.00, serviço NfeConsultaCadastro
   * da UF consultada — MOC 7.0, Anexo I, "Consulta Cadastro"): por CNPJ, CPF ou IE. 111 = uma
   * ocorrência, 112 = várias (uma por IE), 259 = não cadastrado como contribuinte na UF. Idempotente.
   * @throws TabelaWebservicesError quando a UF não oferece o serviço na tabela de webservices.
   */
  async consultarCadastro(c: { uf: string; cnpj?: string; cpf?: string; ie?: string }): Promise<ResultadoConsultaCadastro> {
    const uf = c.uf.toUpperCase();
    if (!CODIGOS_UF[uf]) invalido(`UF inválida: ${c.uf}`);
    const doc = c.cnpj ? `<CNPJ>${c.cnpj}</CNPJ>` : c.cpf ? `<CPF>${c.cpf}</CPF>` : c.ie ? `<IE>${esc(c.ie)}</IE>` : invalido('Informe CNPJ, CPF ou IE');
    const xml = `<ConsCad xmlns="${NS_NFE}" versao="2.00"><infCons><xServ>CONS-CAD</xServ><UF>${uf}</UF>${doc}</infCons></ConsCad>`;
    const base = await this.chamar('NfeConsultaCadastro', xml, true, uf);
    const cadastros = elementos(base.responseXml, 'infCad').map((i) => {
      const ender = elemento(i, 'ender');
      return {
        IE: texto(i, 'IE') ?? '',
        CNPJ: texto(i, 'CNPJ'),
        CPF: texto(i, 'CPF'),
        UF: texto(i, 'UF') ?? uf,
        cSit: texto(i, 'cSit') ?? '',
        indCredNFe: texto(i, 'indCredNFe'),
        xNome: texto(i, 'xNome') ?? '',
        xFant: texto(i, 'xFant'),
        xRegApur: texto(i, 'xRegApur'),
        CNAE: texto(i, 'CNAE'),
        dIniAtiv: texto(i, 'dIniAtiv'),
        dUltSit: texto(i, 'dUltSit'),
        ender: ender
          ? {
              xLgr: texto(ender, 'xLgr'),
              nro: texto(ender, 'nro'),
              xBairro: texto(ender, 'xBairro'),
              cMun: texto(ender, 'cMun'),
              xMun: texto(ender, 'xMun'),
              CEP: texto(ender, 'CEP'),
            }
          : undefined,
      };
    });
    return { ...base, cadastros };
  }

  /**
   * Tratamento de duplicidade (204 / 539): consulta a chave e devolve o `protNFe` encontrado para
   * o chamador anexar à NF-e (e o `nfeProc`, se o XML da NF-e for informado ou conhecido).
   */
  async corrigirDuplicidade(chave: string, nfeXml?: string): Promise<{ protocolo?: Protocolo; nfeProc?: string; consulta: ResultadoConsultaProtocolo }> {
    const consulta = await this.consultarProtocolo(chave);
    const protocolo = consulta.protocolo;
    const nfe = nfeXml ?? this.nfesEnviadas.get(chave);
    const nfeProc = protocolo && nfe && protocolo.cStat === '100' ? montarNfeProc(nfe, protocolo.xml) : undefined;
    return { protocolo, nfeProc, consulta };
  }

  /** `true` se o cStat de autorização pede reconciliação por consulta (204, 539). */
  static exigeConsulta(cStat: string): boolean {
    return cStat === '204' || cStat === '539';
  }

  /**
   * Monta e assina o lote (`envEvento`) de um evento, sem enviar: para gravar o XML antes da
   * troca com a SEFAZ. Envie depois com {@link enviarEvento} passando o lote.
   * @throws SefazError('validacao') com chave ou sequência inválidas.
   */
  montarLoteEvento(d: DadosEvento): string {
    if (!isValidChaveAcesso(d.chave)) invalido(`Chave de acesso inválida: ${d.chave}`);
    if (!Number.isInteger(d.nSeqEvento) || d.nSeqEvento < 1 || d.nSeqEvento > 99) invalido('nSeqEvento deve estar entre 1 e 99');
    const partes = parseChaveAcesso(d.chave);
    const cnpj = this.cnpjEmitente(d.cnpj);
    const seq = pad(d.nSeqEvento, 2);
    const id = `ID${d.tpEvento}${d.chave}${seq}`;
    const dh = formatarDh(this.o.relogio(), this.o.fuso);
    const cOrgao = d.cOrgao ?? partes.cUF;
    const evento =
      `<evento xmlns="${NS_NFE}" versao="1.00"><infEvento Id="${id}"><cOrgao>${cOrgao}</cOrgao><tpAmb>${this.o.ambiente}</tpAmb>` +
      `<CNPJ>${cnpj}</CNPJ><chNFe>${d.chave}</chNFe><dhEvento>${dh}</dhEvento><tpEvento>${d.tpEvento}</tpEvento>` +
      `<nSeqEvento>${d.nSeqEvento}</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00">${d.detalheXml}</detEvento></infEvento></evento>`;
    const assinado = assinarXml(evento, 'infEvento', this.o.certificado);
    const idLote = d.idLote ?? String(this.o.relogio().getTime()).slice(-15);
    return `<envEvento xmlns="${NS_NFE}" versao="1.00"><idLote>${idLote}</idLote>${assinado.replace(` xmlns="${NS_NFE}"`, '')}</envEvento>`;
  }

  /** Envia um evento genérico assinado (`envEvento`); `loteMontado` é o de {@link montarLoteEvento}. */
  async enviarEvento(d: DadosEvento, loteMontado?: string): Promise<ResultadoEvento> {
    const lote = loteMontado ?? this.montarLoteEvento(d);
    const cOrgao = d.cOrgao ?? parseChaveAcesso(d.chave).cUF;
    const uf = d.autorizador ?? Object.entries(CODIGOS_UF).find(([, c]) => c === cOrgao)?.[0] ?? this.o.uf;
    const base = await this.chamar(d.servico ?? 'RecepcaoEvento', lote, false, uf);
    const ret = elemento(base.responseXml, 'retEvento');
    const ev = ret ? lerRetEvento(ret) : undefined;
    const registrado = ev && (ev.cStat === '135' || ev.cStat === '136' || ev.cStat === '155');
    return {
      ...base,
      evento: ev,
      procEventoNFe: registrado
        ? `<procEventoNFe xmlns="${NS_NFE}" versao="1.00">${elemento(lote, 'evento')}${ret!.replace(/^(<[\w.:-]+)\s+xmlns="http:\/\/www\.portalfiscal\.inf\.br\/nfe"/, '$1')}</procEventoNFe>`
        : undefined,
    };
  }

  /** Cancelamento (evento 110111): `xJust` de 15 a 255 caracteres. */
  async cancelar(d: { chave: string; nProt: string; xJust: string; nSeqEvento?: number }): Promise<ResultadoEvento> {
    const just = d.xJust.trim().replace(/\s+/g, ' ');
    if (just.length < 15 || just.length > 255) {
      invalido(`Justificativa do cancelamento deve ter de 15 a 255 caracteres (informados ${just.length})`);
    }
    if (!/^[0-9]{15}$/.test(d.nProt)) invalido('Protocolo de autorização (nProt) deve ter 15 dígitos');
    return this.enviarEvento({
      chave: d.chave,
      tpEvento: '110111',
      nSeqEvento: d.nSeqEvento ?? 1,
      detalheXml: `<descEvento>Cancelamento</descEvento><nProt>${d.nProt}</nProt><xJust>${esc(just)}</xJust>`,
    });
  }

  /** Carta de Correção (evento 110110): `nSeqEvento` 1 a 20, `xCorrecao` de 15 a 1000 caracteres. */
  async cartaCorrecao(d: { chave: string; nSeqEvento: number; xCorrecao: string }): Promise<ResultadoEvento> {
    const corr = d.xCorrecao.trim().replace(/\s+/g, ' ');
    if (corr.length < 15 || corr.length > 1000) invalido(`Texto da correção deve ter de 15 a 1000 caracteres (informados ${corr.length})`);
    if (!Number.isInteger(d.nSeqEvento) || d.nSeqEvento < 1 || d.nSeqEvento > 20) invalido('Sequência da Carta de Correção deve estar entre 1 e 20');
    return this.enviarEvento({
      chave: d.chave,
      tpEvento: '110110',
      nSeqEvento: d.nSeqEvento,
      detalheXml: `<descEvento>Carta de Correcao</descEvento><xCorrecao>${esc(corr)}</xCorrecao><xCondUso>${XCONDUSO_CCE}</xCondUso>`,
    });
  }

  /**
   * Inutilização de faixa (`inutNFe`), assinada em `infInut`; Id = "ID" + cUF + AA + CNPJ + mod +
   * série(3) + nNFIni(9) + nNFFin(9).
   */
  async inutilizar(d: DadosInutilizacao): Promise<ResultadoInutilizacao> {
    const ano = pad(String(d.ano).slice(-2), 2);
    const cnpj = this.cnpjEmitente(d.cnpj);
    const mod = d.mod ?? this.o.modelo;
    const serie = Number(d.serie);
    const ini = Number(d.nNFIni);
    const fim = Number(d.nNFFin);
    if (!Number.isInteger(serie) || serie < 0 || serie > 999) invalido('Série deve estar entre 0 e 999');
    if (!Number.isInteger(ini) || !Number.isInteger(fim) || ini < 1 || fim > 999_999_999 || ini > fim) {
      invalido('Faixa de numeração inválida (1 a 999999999, inicial <= final)');
    }
    const just = d.xJust.trim().replace(/\s+/g, ' ');
    if (just.length < 15 || just.length > 255) invalido(`Justificativa da inutilização deve ter de 15 a 255 caracteres (informados ${just.length})`);
    const id = `ID${this.cUF}${ano}${cnpj}${mod}${pad(serie, 3)}${pad(ini, 9)}${pad(fim, 9)}`;
    const xml =
      `<inutNFe xmlns="${NS_NFE}" versao="4.00"><infInut Id="${id}"><tpAmb>${this.o.ambiente}</tpAmb><xServ>INUTILIZAR</xServ>` +
      `<cUF>${this.cUF}</cUF><ano>${ano}</ano><CNPJ>${cnpj}</CNPJ><mod>${mod}</mod><serie>${serie}</serie>` +
      `<nNFIni>${ini}</nNFIni><nNFFin>${fim}</nNFFin><xJust>${esc(just)}</xJust></infInut></inutNFe>`;
    const assinado = assinarXml(xml, 'infInut', this.o.certificado);
    const base = await this.chamar('NfeInutilizacao', assinado, false);
    const inf = elemento(base.responseXml, 'infInut');
    const nProt = texto(inf, 'nProt');
    const ret = elemento(base.responseXml, 'retInutNFe');
    return {
      ...base,
      cStat: texto(inf, 'cStat') ?? base.cStat,
      xMotivo: texto(inf, 'xMotivo') ?? base.xMotivo,
      nProt,
      procInutNFe:
        base.cStat === '102' && ret
          ? // raiz `ProcInutNFe` (P maiúsculo), como declara procInutNFe_v4.00.xsd
            `<ProcInutNFe xmlns="${NS_NFE}" versao="4.00">${assinado.replace(` xmlns="${NS_NFE}"`, '')}${ret.replace(/^(<[\w.:-]+)\s+xmlns="http:\/\/www\.portalfiscal\.inf\.br\/nfe"/, '$1')}</ProcInutNFe>`
          : undefined,
    };
  }
}

/** Conteúdo bruto de `nfeDadosMsg` de um envelope (útil para o simulador e para auditoria). */
export function dadosDoEnvelope(envelope: string): string | undefined {
  return conteudo(envelope, 'nfeDadosMsg')?.trim();
}
