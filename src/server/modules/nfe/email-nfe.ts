/**
 * E-mail da NF-e ao destinatário (`POST /v1/GerenciadorNFe/EnviarEmail`; textos configuráveis por
 * emitente em configuracoes/gerenciar, issue 15 item 4), no mesmo modelo do e-mail da NFC-e
 * (pdv/email-nfce.ts): assunto e corpo em texto com marcadores entre chaves ({@link MARCADORES_NFE});
 * sem modelo (NULL ou vazio) vale o texto padrão. O aviso de guarda do XML por 5 anos (SPEC §9) vai
 * sempre ao fim do corpo. O HTML é o texto escapado, parágrafos em `<p>` e quebras em `<br>` — um
 * modelo nunca injeta HTML.
 */
import { escapeHtml } from '../../mail/index.ts';
import { TEXTO_RETENCAO_XML } from '../pdv/email-nfce.ts';

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

const MARCADOR = /\{([a-z_]+)\}/g;

/** Marcadores desconhecidos de um modelo da NF-e (para o erro 400 nomeando o campo). */
export function marcadoresDesconhecidosNfe(modelo: string): string[] {
  return [...modelo.matchAll(MARCADOR)].map((m) => m[1]).filter((k) => !(k in MARCADORES_NFE));
}

/**
 * Assunto, texto e HTML do e-mail de uma NF-e.
 * @param modelos os textos do emitente (`configuracao.email_assunto_nfe` / `email_texto_nfe`); vazios = padrão.
 */
export function montarEmailNfe(
  modelos: { assunto?: string | null; texto?: string | null },
  dados: DadosEmailNfe,
): { assunto: string; texto: string; html: string } {
  const preencher = (m: string) => m.replace(MARCADOR, (todo, k: string) => (k in dados ? dados[k as keyof DadosEmailNfe] : todo));
  const assunto = preencher(modelos.assunto?.trim() || ASSUNTO_PADRAO_NFE)
    .replace(/\s+/g, ' ')
    .trim();
  let texto = preencher(modelos.texto?.trim() || TEXTO_PADRAO_NFE).trim();
  if (!texto.includes(TEXTO_RETENCAO_XML)) texto = `${texto}\n\n${TEXTO_RETENCAO_XML}`;
  const html = texto
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return { assunto, texto: `${texto}\n`, html };
}
