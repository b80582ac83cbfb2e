/**
 * E-mail da NF-e ao destinatário (`POST /v1/GerenciadorNFe/EnviarEmail`; textos configuráveis por
 * emitente em configuracoes/gerenciar), no mesmo modelo do e-mail da NFC-e
 * (pdv/email-nfce.ts): assunto e corpo em texto com marcadores entre chaves ({@link MARCADORES_NFE});
 * sem modelo (NULL ou vazio) vale o texto padrão; preenchimento, aviso de guarda do XML (SPEC §9) e
 * HTML escapado em mail/modelo-documento.ts.
 */
import { marcadoresForaDe, montarEmailDocumento } from '../../mail/modelo-documento.ts';

/** Marcadores aceitos nos modelos da NF-e e o que cada um vira. */
export const MARCADORES_NFE = {
  numero: 'número da NF-e',
  serie: 'série',
  emitente: 'razão social da empresa',
  destinatario: 'nome do destinatário',
  chave: 'chave de acesso (com espaços a cada 4 dígitos)',
  valor: 'valor total (R$)',
} as const;
export type DadosEmailNfe = Record<keyof typeof MARCADORES_NFE, string>;

export const ASSUNTO_PADRAO_NFE = 'NF-e nº {numero} série {serie} - {emitente}';
export const TEXTO_PADRAO_NFE =
  'Olá, {destinatario}!\n\nSegue a NF-e nº {numero} (série {serie}) de {emitente}, no valor de {valor}, com o XML e o DANFE anexos.\nChave de acesso: {chave}';

/** Marcadores desconhecidos de um modelo da NF-e (para o erro 400 nomeando o campo). */
export const marcadoresDesconhecidosNfe = (modelo: string): string[] => marcadoresForaDe(modelo, MARCADORES_NFE);

/**
 * Assunto, texto e HTML do e-mail de uma NF-e (montarEmailDocumento com os textos padrão da NF-e).
 * @param modelos os textos do emitente (`configuracao.email_assunto_nfe` / `email_texto_nfe`); vazios = padrão.
 */
export const montarEmailNfe = (modelos: { assunto?: string | null; texto?: string | null }, dados: DadosEmailNfe) =>
  montarEmailDocumento(modelos, { assunto: ASSUNTO_PADRAO_NFE, texto: TEXTO_PADRAO_NFE }, dados);
