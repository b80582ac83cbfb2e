/**
 * Texto do e-mail da NFC-e enviado ao consumidor (`POST /v1/compartilhamento/email`, SPEC §7; textos
 * configuráveis por emitente em configuracoes/gerenciar).
 *
 * Assunto e corpo são modelos em texto com marcadores entre chaves, trocados pelos dados da venda:
 * {@link MARCADORES}. Sem modelo (NULL ou vazio) vale o texto padrão do sistema; o preenchimento, o
 * aviso de guarda do XML (SPEC §9) e o HTML escapado são os de mail/modelo-documento.ts.
 */
import { TEXTO_RETENCAO_XML, marcadoresForaDe, montarEmailDocumento } from '../../mail/modelo-documento.ts';

export { TEXTO_RETENCAO_XML };

/** Marcadores aceitos nos modelos e o que cada um vira. */
export const MARCADORES = {
  numero: 'número da NFC-e',
  serie: 'série',
  emitente: 'razão social da empresa',
  chave: 'chave de acesso (com espaços a cada 4 dígitos)',
  url_consulta: 'endereço de consulta da SEFAZ',
  valor: 'valor total (R$)',
} as const;
export type DadosEmailNfce = Record<keyof typeof MARCADORES, string>;

export const ASSUNTO_PADRAO = 'NFC-e nº {numero} série {serie} - {emitente}';
export const TEXTO_PADRAO =
  'Olá!\n\nSegue a NFC-e nº {numero} (série {serie}) de {emitente}, no valor de {valor}.\nChave de acesso: {chave}\nConsulte em: {url_consulta}';

/** Marcadores desconhecidos de um modelo (para o erro 400 nomeando o campo). */
export const marcadoresDesconhecidos = (modelo: string): string[] => marcadoresForaDe(modelo, MARCADORES);

/**
 * Assunto, texto e HTML do e-mail de uma NFC-e (montarEmailDocumento com os textos padrão da NFC-e).
 * @param modelos os textos do emitente (`configuracao.email_assunto_nfce` / `email_texto_nfce`); vazios = padrão.
 */
export const montarEmailNfce = (modelos: { assunto?: string | null; texto?: string | null }, dados: DadosEmailNfce) =>
  montarEmailDocumento(modelos, { assunto: ASSUNTO_PADRAO, texto: TEXTO_PADRAO }, dados);
