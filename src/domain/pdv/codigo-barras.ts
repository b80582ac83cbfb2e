/**
 * Leitura do que o caixa digita ou o leitor envia no PDV, sem E/S.
 *
 * - `3*7891000315507` ou `3x7891000315507`: quantidade (vírgula ou ponto decimal) vezes o código;
 * - GTIN-8/12/13/14 com dígito verificador (módulo 10, GS1 General Specifications §7.9);
 * - etiqueta de balança: EAN-13 iniciado por `2` (faixa GS1 de uso interno/variável), no leiaute
 *   mais comum das balanças Toledo/Filizola: `2` + código do produto (6 dígitos) + valor (5
 *   dígitos) + DV. O valor é o PESO em gramas (quantidade em kg, 3 casas) ou o PREÇO total em
 *   centavos (R$, 2 casas; a quantidade sai de preço ÷ preço unitário), conforme o modelo de venda;
 * - qualquer outro texto é busca por nome/código (mínimo 2 caracteres, SPEC §9).
 */

export type TipoEtiquetaBalanca = 'peso' | 'preco';

export type LeituraPdv =
  | { tipo: 'gtin'; codigo: string; quantidade: string | null }
  | { tipo: 'balanca'; codigoProduto: string; peso?: string; preco?: string; codigo: string }
  | { tipo: 'codigo'; codigo: string; quantidade: string | null }
  | { tipo: 'busca'; texto: string }
  | { tipo: 'invalido'; mensagem: string };

/** Dígito verificador GS1 (módulo 10, pesos 3 e 1 da direita para a esquerda) dos dígitos sem o DV. */
export function digitoGs1(semDv: string): number {
  let soma = 0;
  for (let i = 0; i < semDv.length; i++) {
    const d = Number(semDv[semDv.length - 1 - i]);
    soma += d * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (soma % 10)) % 10;
}

/** GTIN-8, 12, 13 ou 14 com dígito verificador correto. */
export function gtinValido(codigo: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(codigo)) return false;
  return digitoGs1(codigo.slice(0, -1)) === Number(codigo.slice(-1));
}

/**
 * Interpreta a entrada do caixa.
 * @param balanca como ler o valor da etiqueta de balança (padrão 'peso').
 */
export function lerEntradaPdv(entrada: string, balanca: TipoEtiquetaBalanca = 'peso'): LeituraPdv {
  let s = entrada.trim();
  let quantidade: string | null = null;
  const m = /^(\d+(?:[.,]\d{1,4})?)\s*[*xX]\s*(.+)$/.exec(s);
  if (m) {
    quantidade = m[1].replace(',', '.');
    if (Number(quantidade) <= 0) return { tipo: 'invalido', mensagem: 'A quantidade deve ser maior que zero.' };
    s = m[2].trim();
  }
  if (/^\d{13}$/.test(s) && s.startsWith('2') && gtinValido(s)) {
    if (quantidade) return { tipo: 'invalido', mensagem: 'Etiqueta de balança já traz a quantidade: não use "quantidade x".' };
    const codigoProduto = String(Number(s.slice(1, 7)));
    const valor = Number(s.slice(7, 12));
    return balanca === 'peso'
      ? { tipo: 'balanca', codigoProduto, peso: (valor / 1000).toFixed(3), codigo: s }
      : { tipo: 'balanca', codigoProduto, preco: (valor / 100).toFixed(2), codigo: s };
  }
  if (/^(\d{8}|\d{12,14})$/.test(s)) {
    if (!gtinValido(s)) return { tipo: 'invalido', mensagem: `Código de barras ${s} com dígito verificador inválido.` };
    return { tipo: 'gtin', codigo: s, quantidade };
  }
  if (/^\d{1,7}$/.test(s) || quantidade) return { tipo: 'codigo', codigo: s, quantidade };
  if (s.length < 2) return { tipo: 'invalido', mensagem: 'Digite ao menos 2 caracteres para buscar.' };
  return { tipo: 'busca', texto: s };
}
