/**
 * EPEC da NFC-e (modelo 65) de São Paulo — Evento Prévio de Emissão em Contingência da NFC-e,
 * evento 110140 (NT 2014.003 "EPEC da NFC-e", v1.02; leiaute `e110140NFCe_v1.00.xsd` do PL_010d):
 *
 * - só SP implantou o EPEC da NFC-e (a NT deixa a implantação a critério de cada UF; a tabela
 *   oficial de webservices, sefaz/webservices/wsnfe_4.00_mod65.xml, só tem `RecepcaoEPEC` e
 *   `EPECStatusServico` para SP, num ambiente próprio: nfce.epec.fazenda.sp.gov.br);
 * - com o autorizador fora do ar, a NFC-e é gerada com `tpEmis` 4 (também na posição 35 da
 *   chave), `dhCont` e `xJust`, assinada e guardada; o resumo dela (UF do autor, `dhEmi`, `tpNF`,
 *   IE do emitente, destinatário, vNF e vICMS — sem vST, ao contrário do EPEC da NF-e) é registrado
 *   no ambiente EPEC da SEFAZ-SP (`cOrgao` 35, serviço `RecepcaoEPEC`), que responde 136;
 * - o DANFE NFC-e sai com {@link MARCA_DANFE_EPEC_NFCE} e o protocolo do EPEC;
 * - quando o autorizador volta, a MESMA NFC-e (mesma chave, `tpEmis` 4) é transmitida; o
 *   autorizador confere IE, `dhEmi`, destinatário, vNF e vICMS contra o EPEC (467 divergente,
 *   468 sem EPEC — NT 2014.003 item 05.1).
 *
 * O `dest` é obrigatório no `e110140NFCe_v1.00.xsd`; para o consumidor não identificado vai a UF
 * do emitente e `idEstrangeiro` vazio (o padrão do schema aceita 0 caracteres).
 *
 * O status do ambiente EPEC ({@link consultarStatusEpecNFCe}) usa o `consStatServ` 4.00 com o
 * serviço `EPECStatusServico` da tabela.
 */
import type { ClienteSefaz, ResultadoBase, ResultadoEvento } from '../sefaz/cliente.ts';
import { CODIGOS_UF } from '../sefaz/tabela.ts';
import { SefazError } from '../sefaz/transporte.ts';
import { atributoDe, elemento, esc, NS_NFE, texto } from '../sefaz/xml.ts';

/** UFs que oferecem o EPEC da NFC-e (tabela oficial de webservices do modelo 65). */
export const UFS_EPEC_NFCE: ReadonlySet<string> = new Set(['SP']);
/** `tpEmis` da NFC-e em contingência EPEC (MOC 7.0, B22; NT 2014.003). */
export const TPEMIS_EPEC_NFCE = '4';
/** Serviços do EPEC da NFC-e na tabela de webservices do modelo 65. */
export const SERVICO_EPEC_NFCE = 'RecepcaoEPEC';
export const SERVICO_STATUS_EPEC_NFCE = 'EPECStatusServico';
/** Expressão do DANFE NFC-e emitido em EPEC, ainda não autorizado. */
export const MARCA_DANFE_EPEC_NFCE = 'EMITIDA EM CONTINGÊNCIA EPEC';

/** A UF oferece o EPEC da NFC-e? */
export function ufTemEpecNFCe(uf: string): boolean {
  return UFS_EPEC_NFCE.has(uf.toUpperCase());
}

/** Conteúdo do `detEvento` do EPEC da NFC-e (nomes das tags do leiaute). */
export interface DadosEpecNFCe {
  cOrgaoAutor: string;
  verAplic: string;
  dhEmi: string;
  tpNF: '0' | '1';
  IE: string;
  dest: { UF: string; CNPJ?: string; CPF?: string; idEstrangeiro?: string; IE?: string };
  vNF: string;
  vICMS: string;
}

function invalido(msg: string): never {
  throw new SefazError('validacao', msg);
}

/**
 * Os dados do `detEvento` a partir da NFC-e assinada (`NFe` ou `nfeProc`).
 * @throws SefazError `validacao` quando não é modelo 65 com `tpEmis` 4, a UF não tem EPEC da
 *   NFC-e, ou a IE do emitente não tem de 2 a 14 dígitos.
 */
export function dadosEpecDaNFCe(nfeXml: string, verAplic: string): DadosEpecNFCe {
  const inf = elemento(nfeXml, 'infNFe');
  const ide = elemento(inf, 'ide');
  const emit = elemento(inf, 'emit');
  const tot = elemento(elemento(inf, 'total'), 'ICMSTot');
  if (!inf || !ide || !emit || !tot) invalido('XML sem NFC-e (infNFe/ide/emit/total)');
  if (texto(ide, 'mod') !== '65') invalido('O EPEC da NFC-e só vale para o modelo 65.');
  if (texto(ide, 'tpEmis') !== TPEMIS_EPEC_NFCE) invalido('A NFC-e do EPEC deve ter tpEmis 4.');
  if (!texto(ide, 'dhCont') || !texto(ide, 'xJust')) invalido('A NFC-e do EPEC deve ter dhCont e xJust.');
  const ufEmit = texto(elemento(emit, 'enderEmit'), 'UF') ?? '';
  if (!ufTemEpecNFCe(ufEmit)) invalido(`A UF ${ufEmit} não oferece o EPEC da NFC-e (só SP).`);
  const ie = texto(emit, 'IE') ?? '';
  if (!/^[0-9]{2,14}$/.test(ie)) invalido('O EPEC exige a inscrição estadual do emitente (2 a 14 dígitos).');
  const ver = verAplic.trim().slice(0, 20);
  if (!ver) invalido('Informe a versão do aplicativo (verAplic).');
  const dest = elemento(inf, 'dest');
  const ieDest = texto(dest, 'IE');
  const idEstr = texto(dest, 'idEstrangeiro');
  const ufDest = texto(elemento(dest, 'enderDest'), 'UF');
  return {
    cOrgaoAutor: texto(ide, 'cUF') ?? '',
    verAplic: ver,
    dhEmi: texto(ide, 'dhEmi') ?? '',
    tpNF: texto(ide, 'tpNF') === '0' ? '0' : '1',
    IE: ie,
    dest: {
      UF: idEstr !== undefined ? 'EX' : (ufDest ?? ufEmit),
      ...(texto(dest, 'CNPJ') ? { CNPJ: texto(dest, 'CNPJ') } : texto(dest, 'CPF') ? { CPF: texto(dest, 'CPF') } : { idEstrangeiro: idEstr ?? '' }),
      ...(ieDest && /^[0-9]{2,14}$/.test(ieDest) ? { IE: ieDest } : {}),
    },
    vNF: texto(tot, 'vNF') ?? '0.00',
    vICMS: texto(tot, 'vICMS') ?? '0.00',
  };
}

/** XML do conteúdo de `detEvento` (sem a tag), na ordem do `e110140NFCe_v1.00.xsd`. */
export function detalheEpecNFCeXml(d: DadosEpecNFCe): string {
  const doc = d.dest.CNPJ
    ? `<CNPJ>${d.dest.CNPJ}</CNPJ>`
    : d.dest.CPF
      ? `<CPF>${d.dest.CPF}</CPF>`
      : `<idEstrangeiro>${esc(d.dest.idEstrangeiro ?? '')}</idEstrangeiro>`;
  return (
    `<descEvento>EPEC</descEvento><cOrgaoAutor>${d.cOrgaoAutor}</cOrgaoAutor><tpAutor>1</tpAutor><verAplic>${esc(d.verAplic)}</verAplic>` +
    `<dhEmi>${d.dhEmi}</dhEmi><tpNF>${d.tpNF}</tpNF><IE>${d.IE}</IE><dest><UF>${d.dest.UF}</UF>${doc}${d.dest.IE ? `<IE>${d.dest.IE}</IE>` : ''}</dest>` +
    `<vNF>${d.vNF}</vNF><vICMS>${d.vICMS}</vICMS>`
  );
}

/** Lê o `detEvento` do EPEC da NFC-e (já validado no schema). */
export function lerDetalheEpecNFCe(det: string): DadosEpecNFCe {
  const dest = elemento(det, 'dest') ?? '';
  const semDest = det.replace(dest, '');
  return {
    cOrgaoAutor: texto(det, 'cOrgaoAutor') ?? '',
    verAplic: texto(det, 'verAplic') ?? '',
    dhEmi: texto(det, 'dhEmi') ?? '',
    tpNF: texto(det, 'tpNF') === '0' ? '0' : '1',
    IE: texto(semDest, 'IE') ?? '',
    dest: {
      UF: texto(dest, 'UF') ?? '',
      CNPJ: texto(dest, 'CNPJ'),
      CPF: texto(dest, 'CPF'),
      idEstrangeiro: texto(dest, 'idEstrangeiro'),
      IE: texto(dest, 'IE'),
    },
    vNF: texto(semDest, 'vNF') ?? '',
    vICMS: texto(semDest, 'vICMS') ?? '',
  };
}

/**
 * Campos em que a NFC-e difere do EPEC registrado (NT 2014.003 item 05.1: IE do emitente, data de
 * emissão, destinatário, vNF e vICMS); lista vazia quando conferem.
 */
export function divergenciasEpecNFCe(nfce: DadosEpecNFCe, epec: DadosEpecNFCe): string[] {
  const valor = (a: string, b: string) => Number(a) === Number(b);
  const docDe = (d: DadosEpecNFCe['dest']) => d.CNPJ ?? d.CPF ?? d.idEstrangeiro ?? '';
  return [
    nfce.IE !== epec.IE && 'IE do emitente',
    Date.parse(nfce.dhEmi) !== Date.parse(epec.dhEmi) && 'dhEmi',
    nfce.tpNF !== epec.tpNF && 'tpNF',
    docDe(nfce.dest) !== docDe(epec.dest) && 'documento do destinatário',
    (nfce.dest.IE ?? '') !== (epec.dest.IE ?? '') && 'IE do destinatário',
    !valor(nfce.vNF, epec.vNF) && 'vNF',
    !valor(nfce.vICMS, epec.vICMS) && 'vICMS',
  ].filter((x): x is string => Boolean(x));
}

/**
 * Registra o EPEC da NFC-e assinada no ambiente EPEC da SEFAZ-SP (`envEvento` com `cOrgao` 35,
 * `tpEvento` 110140, `nSeqEvento` 1, serviço {@link SERVICO_EPEC_NFCE} do modelo 65).
 * Registrado: `evento.cStat` 136 e `procEventoNFe` preenchido.
 * @throws SefazError (rede, TLS, HTTP; `validacao` de {@link dadosEpecDaNFCe}).
 */
export async function enviarEpecNFCe(cliente: ClienteSefaz, nfeXml: string, verAplic: string): Promise<ResultadoEvento> {
  const d = dadosEpecDaNFCe(nfeXml, verAplic);
  const id = atributoDe(elemento(nfeXml, 'infNFe'), 'Id') ?? '';
  if (!/^NFe[0-9A-Z]{44}$/.test(id)) invalido('NFC-e sem Id "NFe" + chave em infNFe');
  if (d.cOrgaoAutor !== CODIGOS_UF.SP) invalido('cUF da NFC-e diferente de SP (35) no EPEC da NFC-e');
  return cliente.enviarEvento({
    chave: id.slice(3),
    tpEvento: '110140',
    nSeqEvento: 1,
    detalheXml: detalheEpecNFCeXml(d),
    cOrgao: d.cOrgaoAutor,
    servico: SERVICO_EPEC_NFCE,
  });
}

/**
 * Status do ambiente EPEC da NFC-e (consStatServ 4.00 ao serviço {@link SERVICO_STATUS_EPEC_NFCE}
 * da UF; 107 = em operação).
 * @throws SefazError (rede, TLS, HTTP); TabelaWebservicesError se a UF não tiver o serviço.
 */
export async function consultarStatusEpecNFCe(cliente: ClienteSefaz, uf: string, ambiente: 1 | 2): Promise<ResultadoBase> {
  const cUF = CODIGOS_UF[uf.toUpperCase()];
  if (!cUF || !ufTemEpecNFCe(uf)) invalido(`A UF ${uf} não oferece o EPEC da NFC-e (só SP).`);
  const xml = `<consStatServ xmlns="${NS_NFE}" versao="4.00"><tpAmb>${ambiente}</tpAmb><cUF>${cUF}</cUF><xServ>STATUS</xServ></consStatServ>`;
  return cliente.enviarMensagem(SERVICO_STATUS_EPEC_NFCE, xml, true);
}
