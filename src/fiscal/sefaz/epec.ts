/**
 * EPEC da NF-e modelo 55 (Evento Prévio de Emissão em Contingência, evento 110140; NT 2013.004 e
 * MOC 7.0, Anexo "EPEC"; leiaute `e110140_v1.00.xsd` / `leiauteEPEC_v1.00.xsd` do PL_010d):
 *
 * - a NF-e é gerada com `tpEmis` 4 (também na posição 35 da chave), `dhCont` e `xJust`, assinada e
 *   guardada; antes de entregar a mercadoria o emitente registra no Ambiente Nacional (AN,
 *   `cOrgao` 91, serviço RecepcaoEvento) o resumo dela: UF do autor, data de emissão, tipo da
 *   operação, IE do emitente e destinatário (UF, CNPJ/CPF/idEstrangeiro, IE), vNF, vICMS e vST;
 * - o AN responde 136 ("Evento registrado, mas não vinculado a NF-e") e o DANFE pode ser impresso
 *   com a expressão {@link MARCA_DANFE_EPEC};
 * - cessado o problema, a mesma NF-e (mesma chave, `tpEmis` 4) é transmitida ao autorizador normal,
 *   que confere os dados contra o EPEC (cStat 467 divergente, 468 sem EPEC).
 *
 * Aqui só o que não depende de banco nem de rede: os dados do `detEvento` tirados do XML da NF-e e
 * o XML do `detEvento`, mais {@link enviarEpec}, que usa o {@link ClienteSefaz} para o envio.
 */
import type { ClienteSefaz, ResultadoEvento } from './cliente.ts';
import { CODIGOS_UF } from './tabela.ts';
import { SefazError } from './transporte.ts';
import { atributoDe, elemento, esc, texto } from './xml.ts';

/** `tpEvento` do EPEC (MOC 7.0, tabela de eventos). */
export const TPEVENTO_EPEC = '110140';
/** `tpEmis` da NF-e emitida em contingência EPEC (MOC 7.0, B22). */
export const TPEMIS_EPEC = '4';
/** `cOrgao` do Ambiente Nacional, que recebe o EPEC da NF-e (`TCOrgaoIBGE` 91). */
export const CORGAO_AN = '91';
/** Expressão obrigatória no DANFE da NF-e em EPEC ainda não autorizada (NT 2013.004). */
export const MARCA_DANFE_EPEC = 'DANFE impresso em contingência - EPEC regularmente recebido pela Receita Federal do Brasil';

/** Conteúdo do `detEvento` do EPEC (nomes das tags do leiaute). */
export interface DadosEpec {
  /** Código IBGE da UF do emitente (`cOrgaoAutor`). */
  cOrgaoAutor: string;
  /** Versão do aplicativo do emitente (1 a 20 caracteres). */
  verAplic: string;
  /** `dhEmi` da NF-e (AAAA-MM-DDThh:mm:ssTZD). */
  dhEmi: string;
  /** 0 entrada, 1 saída. */
  tpNF: '0' | '1';
  /** IE do emitente (2 a 14 dígitos). */
  IE: string;
  dest: {
    /** UF do destinatário; `EX` na operação com o exterior. */
    UF: string;
    CNPJ?: string;
    CPF?: string;
    idEstrangeiro?: string;
    /** IE do destinatário, só quando ele tem uma. */
    IE?: string;
    /** Totais da NF-e com duas casas (`TDec_1302`). */
    vNF: string;
    vICMS: string;
    vST: string;
  };
}

/** Erro de dados do EPEC (mensagem em pt-BR; código `validacao` como os erros de uso do cliente). */
function invalido(msg: string): never {
  throw new SefazError('validacao', msg);
}

/**
 * Os dados do `detEvento` a partir da NF-e assinada (`NFe`, `nfeProc` ou o lote): `ide` (cUF,
 * dhEmi, tpNF, tpEmis), `emit/IE`, `dest` e `total/ICMSTot` — exatamente os valores da NF-e, que o
 * autorizador confere depois contra o EPEC (cStat 467).
 * @param verAplic versão do aplicativo emissor (1 a 20 caracteres).
 * @throws SefazError `validacao` quando a NF-e não é modelo 55, não tem `tpEmis` 4, não tem
 *   destinatário ou a IE do emitente não é numérica (o leiaute do EPEC exige 2 a 14 dígitos).
 */
export function dadosEpecDaNFe(nfeXml: string, verAplic: string): DadosEpec {
  const inf = elemento(nfeXml, 'infNFe');
  const ide = elemento(inf, 'ide');
  const emit = elemento(inf, 'emit');
  const dest = elemento(inf, 'dest');
  const tot = elemento(elemento(inf, 'total'), 'ICMSTot');
  if (!inf || !ide || !emit || !tot) invalido('XML sem NF-e (infNFe/ide/emit/total)');
  if (texto(ide, 'mod') !== '55') invalido('O EPEC da NF-e só vale para o modelo 55 (NFC-e não usa este EPEC).');
  if (texto(ide, 'tpEmis') !== TPEMIS_EPEC) invalido('A NF-e do EPEC deve ter tpEmis 4.');
  if (!dest) invalido('O EPEC exige o destinatário da NF-e.');
  const ie = texto(emit, 'IE') ?? '';
  if (!/^[0-9]{2,14}$/.test(ie)) invalido('O EPEC exige a inscrição estadual do emitente (2 a 14 dígitos).');
  const ufDest = texto(elemento(dest, 'enderDest'), 'UF') ?? '';
  const idEstrangeiro = texto(dest, 'idEstrangeiro');
  const ieDest = texto(dest, 'IE');
  const ver = verAplic.trim().slice(0, 20);
  if (!ver) invalido('Informe a versão do aplicativo (verAplic).');
  return {
    cOrgaoAutor: texto(ide, 'cUF') ?? '',
    verAplic: ver,
    dhEmi: texto(ide, 'dhEmi') ?? '',
    tpNF: texto(ide, 'tpNF') === '0' ? '0' : '1',
    IE: ie,
    dest: {
      UF: idEstrangeiro !== undefined || ufDest === '' ? 'EX' : ufDest,
      ...(texto(dest, 'CNPJ') ? { CNPJ: texto(dest, 'CNPJ') } : texto(dest, 'CPF') ? { CPF: texto(dest, 'CPF') } : { idEstrangeiro: idEstrangeiro ?? '' }),
      ...(ieDest && /^[0-9]{2,14}$/.test(ieDest) ? { IE: ieDest } : {}),
      vNF: texto(tot, 'vNF') ?? '0.00',
      vICMS: texto(tot, 'vICMS') ?? '0.00',
      vST: texto(tot, 'vST') ?? '0.00',
    },
  };
}

/** XML do conteúdo de `detEvento` do EPEC (sem a tag), na ordem do `e110140_v1.00.xsd`. */
export function detalheEpecXml(d: DadosEpec): string {
  const doc = d.dest.CNPJ
    ? `<CNPJ>${d.dest.CNPJ}</CNPJ>`
    : d.dest.CPF
      ? `<CPF>${d.dest.CPF}</CPF>`
      : `<idEstrangeiro>${esc(d.dest.idEstrangeiro ?? '')}</idEstrangeiro>`;
  return (
    `<descEvento>EPEC</descEvento><cOrgaoAutor>${d.cOrgaoAutor}</cOrgaoAutor><tpAutor>1</tpAutor><verAplic>${esc(d.verAplic)}</verAplic>` +
    `<dhEmi>${d.dhEmi}</dhEmi><tpNF>${d.tpNF}</tpNF><IE>${d.IE}</IE><dest><UF>${d.dest.UF}</UF>${doc}${d.dest.IE ? `<IE>${d.dest.IE}</IE>` : ''}` +
    `<vNF>${d.dest.vNF}</vNF><vICMS>${d.dest.vICMS}</vICMS><vST>${d.dest.vST}</vST></dest>`
  );
}

/** Chave de acesso da NF-e (atributo `Id` de `infNFe`). */
function chaveDe(nfeXml: string): string {
  const id = atributoDe(elemento(nfeXml, 'infNFe'), 'Id') ?? '';
  if (!/^NFe[0-9A-Z]{44}$/.test(id)) invalido('NF-e sem Id "NFe" + chave em infNFe');
  return id.slice(3);
}

/**
 * Registra o EPEC da NF-e assinada no Ambiente Nacional (`envEvento` com `cOrgao` 91, `tpEvento`
 * 110140, `nSeqEvento` 1, serviço RecepcaoEvento do autorizador `AN` da tabela de webservices).
 * Registrado: `evento.cStat` 136 e `procEventoNFe` preenchido.
 * @throws SefazError como {@link ClienteSefaz.enviarEvento} (rede, TLS, HTTP) e `validacao` ({@link dadosEpecDaNFe}).
 */
export async function enviarEpec(cliente: ClienteSefaz, nfeXml: string, verAplic: string): Promise<ResultadoEvento> {
  const d = dadosEpecDaNFe(nfeXml, verAplic);
  if (!Object.values(CODIGOS_UF).includes(d.cOrgaoAutor) || d.cOrgaoAutor === CORGAO_AN) invalido('cUF da NF-e inválido para o EPEC');
  return cliente.enviarEvento({ chave: chaveDe(nfeXml), tpEvento: TPEVENTO_EPEC, nSeqEvento: 1, detalheXml: detalheEpecXml(d), cOrgao: CORGAO_AN });
}
