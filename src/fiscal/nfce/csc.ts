/**
 * Administração do CSC (Código de Segurança do Contribuinte) da NFC-e pelo webservice `CscNFCe`,
 * método `admCscNFCe` (Manual Técnico de Utilização do Web Service de Administração do CSC, ENCAT,
 * v1.00 de 2014, ligado à NT 2013.005 da NFC-e):
 *
 * - pedido `admCscNFCe` versão 1.00: `tpAmb`, `indOp` (1 consulta os CSC ativos, 2 solicita um
 *   novo, 3 revoga um ativo), `raizCNPJ` (8 primeiros dígitos do CNPJ) e, só na revogação,
 *   `dadosCsc` com `idCsc` (6 dígitos) e `codigoCsc`;
 * - retorno `retAdmCscNFCe`: `tpAmb`, `indOp`, `cStat`, `xMotivo` e de 0 a 2 `dadosCsc`;
 * - cada CNPJ raiz tem no máximo 2 CSC ativos; um terceiro só depois de revogar um deles.
 *
 * Códigos de sucesso usados aqui e no simulador: 150 consulta realizada, 151 novo CSC gerado, 152
 * CSC revogado, 153 nenhum CSC ativo (ver {@link MOTIVOS_CSC}). O manual não está entre os dados
 * oficiais do projeto (sefaz/webservices só traz as URLs: o serviço existe na tabela oficial do
 * modelo 65 para AM e GO); os textos seguem a forma dos demais retornos do MOC.
 *
 * O CSC é segredo: nada deste módulo o escreve em log; o pedido da revogação (que o contém)
 * nunca sai daqui: {@link administrarCsc} devolve só o retorno lido e limpa as mensagens do erro.
 */
import type { ClienteSefaz } from '../sefaz/cliente.ts';
import { SefazError } from '../sefaz/transporte.ts';
import { elementos, esc, NS_NFE, texto } from '../sefaz/xml.ts';

/** Serviço da tabela de webservices do modelo 65. */
export const SERVICO_CSC = 'CscNFCe';

/** 1 consulta, 2 novo, 3 revogação. */
export type OperacaoCsc = 1 | 2 | 3;

/** Textos dos códigos do serviço (ver cabeçalho). */
export const MOTIVOS_CSC: Readonly<Record<string, string>> = {
  '150': 'Consulta de CSC ativos realizada com sucesso',
  '151': 'Novo CSC gerado com sucesso',
  '152': 'CSC revogado com sucesso',
  '153': 'Nenhum CSC ativo para o contribuinte',
  '461': 'Rejeição: Contribuinte já possui dois CSC ativos; revogue um antes de solicitar outro',
  '462': 'Rejeição: CSC informado para revogação não está ativo',
  '463': 'Rejeição: Dados do CSC (dadosCsc) só podem ser informados na revogação',
};

/** Um CSC devolvido pela SEFAZ. */
export interface CscSefaz {
  /** Identificador (1 a 999999). */
  idCsc: number;
  codigoCsc: string;
}

export interface ResultadoCsc {
  cStat: string;
  xMotivo: string;
  /** CSC ativos (consulta) ou o novo (solicitação). */
  cscs: CscSefaz[];
}

/** Sucesso da operação (150/151/152/153). */
export function cscSucesso(cStat: string): boolean {
  return ['150', '151', '152', '153'].includes(cStat);
}

/**
 * XML do pedido `admCscNFCe`.
 * @throws SefazError `validacao`: CNPJ sem 14 caracteres, `indOp` fora de 1..3, revogação sem o CSC.
 */
export function pedidoAdmCsc(tpAmb: 1 | 2, indOp: OperacaoCsc, cnpj: string, revogar?: CscSefaz): string {
  if (!/^[0-9A-Z]{14}$/.test(cnpj)) throw new SefazError('validacao', 'CNPJ do emitente inválido para a administração do CSC.');
  if (![1, 2, 3].includes(indOp)) throw new SefazError('validacao', 'Operação do CSC deve ser 1 (consulta), 2 (novo) ou 3 (revogação).');
  if (indOp === 3 && (!revogar?.codigoCsc || !(revogar.idCsc >= 1 && revogar.idCsc <= 999_999)))
    throw new SefazError('validacao', 'Informe o CSC (identificador e código) a revogar.');
  const dados =
    indOp === 3 && revogar
      ? `<dadosCsc><idCsc>${String(revogar.idCsc).padStart(6, '0')}</idCsc><codigoCsc>${esc(revogar.codigoCsc)}</codigoCsc></dadosCsc>`
      : '';
  return `<admCscNFCe xmlns="${NS_NFE}" versao="1.00"><tpAmb>${tpAmb}</tpAmb><indOp>${indOp}</indOp><raizCNPJ>${cnpj.slice(0, 8)}</raizCNPJ>${dados}</admCscNFCe>`;
}

/** Lê o `retAdmCscNFCe`. */
export function lerRetAdmCsc(xml: string): ResultadoCsc {
  return {
    cStat: texto(xml, 'cStat') ?? '',
    xMotivo: texto(xml, 'xMotivo') ?? '',
    cscs: elementos(xml, 'dadosCsc')
      .map((d) => ({ idCsc: Number(texto(d, 'idCsc')), codigoCsc: texto(d, 'codigoCsc') ?? '' }))
      .filter((c) => Number.isInteger(c.idCsc) && c.idCsc > 0 && c.codigoCsc),
  };
}

/**
 * Executa a operação no webservice `CscNFCe` da UF do emitente (o cliente deve ser do modelo 65).
 * @throws TabelaWebservicesError quando a UF não oferece o serviço; SefazError (rede, TLS, HTTP).
 */
export async function administrarCsc(cliente: ClienteSefaz, tpAmb: 1 | 2, indOp: OperacaoCsc, cnpj: string, revogar?: CscSefaz): Promise<ResultadoCsc> {
  try {
    const r = await cliente.enviarMensagem(SERVICO_CSC, pedidoAdmCsc(tpAmb, indOp, cnpj, revogar), indOp === 1);
    return lerRetAdmCsc(r.responseXml);
  } catch (e) {
    // o pedido da revogação leva o CSC: o erro não carrega as mensagens trocadas
    if (e instanceof SefazError) {
      e.requestXml = undefined;
      e.responseXml = undefined;
    }
    throw e;
  }
}
