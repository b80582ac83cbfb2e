/**
 * Endereços gravados em campos de URL do registro (`x-url` em schema/entities/*.json): o site de
 * uma revenda, os logos do white-label, a URL de consulta da NFC-e. Esses valores viram `href` e
 * `src` na tela do próprio ERP (mesma origem da sessão) e nas páginas públicas da loja, então só se
 * aceitam esquemas que não executam nada:
 *
 * - `link` (href): `http://` ou `https://` com host. `javascript:`, `data:`, `vbscript:`, `file:`
 *   e qualquer outro esquema são recusados;
 * - `imagem` (src de <img>): além de http(s), `data:image/{png,jpeg,gif,webp,svg+xml,avif,bmp,x-icon};base64,...`
 *   (o upload do white-label e as marcas da demonstração gravam assim; em <img> um SVG não executa
 *   script) e caminhos deste servidor iniciados por uma única `/` (`/logo.svg`).
 *
 * Usado pelo servidor ao gravar (crud/validate.ts: 400 nomeando o campo) e pela interface ao
 * desenhar (só vira link o que passa aqui), para valores gravados antes da regra.
 */

/** Tipo de campo de URL do registro (`x-url`). */
export type TipoUrl = 'link' | 'imagem';

/** Mensagem de campo (pt-BR) para um valor recusado por {@link urlPermitida}. */
export const MENSAGEM_URL_INVALIDA: Readonly<Record<TipoUrl, string>> = {
  link: 'Use um endereço que comece com http:// ou https://',
  imagem: 'Use um endereço de imagem que comece com http:// ou https:// (ou envie o arquivo)',
};

const DATA_IMAGEM = /^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml|avif|bmp|x-icon|vnd\.microsoft\.icon);base64,[A-Za-z0-9+/]+={0,2}$/i;

/**
 * Se `valor` pode ser gravado/desenhado num campo de URL do tipo `tipo`.
 * @param valor o texto como gravado (espaços nas pontas são ignorados)
 * @returns true para http(s) com host (e, em `imagem`, data:image em base64 ou caminho `/...`);
 *   false para qualquer outro esquema, caracteres de controle ou espaços no meio. Não lança.
 */
export function urlPermitida(valor: string, tipo: TipoUrl): boolean {
  const v = valor.trim();
  if (v === '' || /[\u0000-\u0020\u007f-\u009f]/.test(v)) return false;
  if (/^https?:\/\/[^/?#\\@]/i.test(v)) {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
    } catch {
      return false;
    }
  }
  if (tipo === 'imagem') return DATA_IMAGEM.test(v) || /^\/(?![/\\])/.test(v);
  return false;
}

/** `valor` quando {@link urlPermitida}, senão null: para desenhar `href`/`src` só do que é seguro. */
export function urlSegura(valor: string | null | undefined, tipo: TipoUrl): string | null {
  return typeof valor === 'string' && urlPermitida(valor, tipo) ? valor.trim() : null;
}
