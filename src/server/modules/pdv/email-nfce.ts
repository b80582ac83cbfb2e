/**
 * Texto do e-mail da NFC-e enviado ao consumidor (`POST /v1/compartilhamento/email`, SPEC §7; textos
 * configuráveis por emitente em configuracoes/gerenciar, issue 15 item 4).
 *
 * Assunto e corpo são modelos em texto com marcadores entre chaves, trocados pelos dados da venda:
 * {@link MARCADORES}. Sem modelo (NULL ou vazio) vale o texto padrão do sistema. O aviso de guarda do
 * XML por 5 anos (SPEC §9, {@link TEXTO_RETENCAO_XML}) vai sempre ao fim do corpo, mesmo num modelo
 * que não o traga. O HTML é o mesmo texto com os caracteres especiais escapados e as quebras de linha
 * em `<br>` — um modelo nunca injeta HTML.
 */
import { escapeHtml } from '../../mail/index.ts';

/** SPEC §9: o texto que acompanha todo XML enviado. */
export const TEXTO_RETENCAO_XML = 'O arquivo XML deste documento fiscal fica guardado por 5 anos.';

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

const MARCADOR = /\{([a-z_]+)\}/g;

/** Marcadores desconhecidos de um modelo (para o erro 400 nomeando o campo). */
export function marcadoresDesconhecidos(modelo: string): string[] {
  return [...modelo.matchAll(MARCADOR)].map((m) => m[1]).filter((k) => !(k in MARCADORES));
}

function preencher(modelo: string, dados: DadosEmailNfce): string {
  return modelo.replace(MARCADOR, (todo, k: string) => (k in dados ? dados[k as keyof DadosEmailNfce] : todo));
}

/**
 * Assunto, texto e HTML do e-mail de uma NFC-e.
 * @param modelos os textos do emitente (`configuracao.email_assunto_nfce` / `email_texto_nfce`); vazios = padrão.
 */
export function montarEmailNfce(
  modelos: { assunto?: string | null; texto?: string | null },
  dados: DadosEmailNfce,
): { assunto: string; texto: string; html: string } {
  const assunto = preencher(modelos.assunto?.trim() || ASSUNTO_PADRAO, dados)
    .replace(/\s+/g, ' ')
    .trim();
  let texto = preencher(modelos.texto?.trim() || TEXTO_PADRAO, dados).trim();
  if (!texto.includes(TEXTO_RETENCAO_XML)) texto = `${texto}\n\n${TEXTO_RETENCAO_XML}`;
  const html = texto
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return { assunto, texto: `${texto}\n`, html };
}
