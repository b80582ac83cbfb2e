/**
 * Utilitários mínimos de XML por texto para as mensagens da SEFAZ: extraem elementos exatamente
 * como vieram (sem reformatar: a assinatura e o `protNFe` precisam ser guardados byte a byte).
 * Suficientes para os leiautes da NF-e, em que os elementos procurados não se aninham em si mesmos.
 */

export const NS_NFE = 'http://www.portalfiscal.inf.br/nfe';
export const NS_SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapa texto para conteúdo/atributo XML. */
export function esc(texto: string | number): string {
  return String(texto).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Desfaz as entidades predefinidas e as numéricas. */
export function desescapar(texto: string): string {
  return texto
    .replace(/&#x([0-9a-fA-F]+);/g, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(parseInt(d, 10)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function reAbertura(local: string): RegExp {
  return new RegExp(`<((?:[\\w.-]+:)?${local})(?=[\\s/>])[^>]*?(/?)>`, 'g');
}

/** Todos os elementos `local` (qualquer prefixo), como texto bruto, na ordem do documento. */
export function elementos(xml: string, local: string): string[] {
  const saida: string[] = [];
  const re = reAbertura(local);
  let m: RegExpExecArray | null;
  while ((m = re.exec(xml))) {
    if (m[2] === '/') {
      saida.push(m[0]);
      continue;
    }
    const fecha = `</${m[1]}>`;
    // conta aberturas aninhadas do mesmo nome (raro nos leiautes, mas barato de tratar)
    let profundidade = 1;
    let pos = re.lastIndex;
    const reInterno = new RegExp(`<${m[1].replace('.', '\\.')}(?=[\\s/>])[^>]*?(/?)>|</${m[1].replace('.', '\\.')}>`, 'g');
    reInterno.lastIndex = pos;
    let n: RegExpExecArray | null;
    let fim = -1;
    while ((n = reInterno.exec(xml))) {
      if (n[0].startsWith('</')) profundidade--;
      else if (n[1] !== '/') profundidade++;
      if (profundidade === 0) {
        fim = n.index + fecha.length;
        break;
      }
    }
    if (fim < 0) break;
    saida.push(xml.slice(m.index, fim));
    re.lastIndex = fim;
    pos = fim;
  }
  return saida;
}

/** O primeiro elemento `local` como texto bruto, ou `undefined`. */
export function elemento(xml: string | undefined, local: string): string | undefined {
  if (!xml) return undefined;
  return elementos(xml, local)[0];
}

/** Conteúdo (interno, bruto) do primeiro elemento `local`. */
export function conteudo(xml: string | undefined, local: string): string | undefined {
  const el = elemento(xml, local);
  if (el === undefined) return undefined;
  if (el.endsWith('/>') && !el.includes('</')) return '';
  const ini = el.indexOf('>') + 1;
  const fim = el.lastIndexOf('</');
  return el.slice(ini, fim);
}

/** Texto (desescapado e sem espaços nas pontas) do primeiro elemento `local`. */
export function texto(xml: string | undefined, local: string): string | undefined {
  const c = conteudo(xml, local);
  return c === undefined ? undefined : desescapar(c).trim();
}

/** Valor de um atributo na tag de abertura de `el`. */
export function atributoDe(el: string | undefined, nome: string): string | undefined {
  if (!el) return undefined;
  const abertura = el.slice(0, el.indexOf('>') + 1);
  const m = new RegExp(`\\s${nome}\\s*=\\s*["']([^"']*)["']`).exec(abertura);
  return m ? desescapar(m[1]) : undefined;
}

/** Remove a declaração `<?xml ...?>` e espaços nas pontas. */
export function semDeclaracao(xml: string): string {
  return xml.replace(/^\uFEFF?\s*<\?xml[^>]*\?>\s*/, '').trim();
}

/** Garante `xmlns` do portal na raiz de um elemento bruto que não o declare (ex.: `NFe` dentro de `nfeProc`). */
export function comNamespaceNfe(el: string): string {
  const abertura = el.slice(0, el.indexOf('>') + 1);
  if (/\sxmlns\s*=/.test(abertura)) return el;
  return el.replace(/^<([\w.:-]+)/, `<$1 xmlns="${NS_NFE}"`);
}
