/**
 * CFOP da nota que desfaz uma saída ou uma entrada, pela tabela de CFOP do
 * Convênio s/nº de 1970 (Anexo do SINIEF, com as redações dos Ajustes SINIEF 05/2005 e 03/2018) e
 * pela lista de CFOP de devolução do leiaute (NT 2013/005, Anexo XI.01, regras 327/328):
 *
 * Devolução ao emitente de uma saída nossa (nota de entrada, tpNF 0), pelos 3 últimos dígitos do
 * CFOP da saída (o 1º dígito, 1 dentro da UF / 2 fora, o cálculo põe pelo destino):
 * - venda de produção do estabelecimento (x101, x103, x105, x109, x111, x113, x116, x118, x122)
 *   -> 1201 "Devolução de venda de produção do estabelecimento", finNFe 4;
 * - venda de mercadoria de terceiros (x102, x104, x106, x110, x112, x114, x115, x117, x119, x120,
 *   x123) -> 1202 "Devolução de venda de mercadoria adquirida ou recebida de terceiros", finNFe 4;
 * - venda com ST de produção (x401, x402) -> 1410; de terceiros (x403, x404, x405) -> 1411, finNFe 4;
 * - transferência de produção (x151) -> 1208, de mercadoria de terceiros (x152) -> 1209, finNFe 4;
 * - remessa para conserto (x915) -> 1916 "Retorno de mercadoria ou bem remetido para conserto ou
 *   reparo"; remessa para demonstração (x912) -> 1913 "Retorno de mercadoria ou bem remetido para
 *   demonstração, mostruário ou treinamento". São RETORNOS, não devoluções: 1913/1916 não estão na
 *   lista do Anexo XI.01, então a nota é finNFe 1 (normal) com o NFref da remessa — com finNFe 4 a
 *   SEFAZ rejeita (327);
 * - bonificação, doação ou brinde (x910): a tabela não tem CFOP de devolução de bonificação (1910 é
 *   a ENTRADA de bonificação recebida); usa-se 1949 "Outra entrada não especificada", finNFe 1 com
 *   NFref (o leiaute só aceita 1949 com finNFe 4 de não contribuinte, indIEDest 9);
 * - simples faturamento de venda para entrega futura (x922) e remessa por conta e ordem (x923) não
 *   têm mercadoria a devolver por esta nota: a devolução é da remessa (x116/x117) ou da venda à
 *   ordem (x120); outros CFOPs não têm devolução automática (nota de entrada digitada à mão).
 *
 * Devolução ao fornecedor de uma compra (nota de saída, tpNF 1): 5202 (compra para comercialização)
 * ou 5411 quando a compra veio com ICMS-ST; 6xxx fora da UF pelo cálculo.
 */

/** Como desfazer uma saída: CFOP (1º dígito 1), finalidade da nota e natureza da operação. */
export interface RetornoDeSaida {
  cfop: string;
  /** 4 = devolução (CFOP do Anexo XI.01); 1 = normal com NFref (retorno de remessa, bonificação). */
  finalidade: 1 | 4;
  natureza: string;
}

const VENDA_PRODUCAO = ['101', '103', '105', '109', '111', '113', '116', '118', '122'];
const VENDA_TERCEIROS = ['102', '104', '106', '110', '112', '114', '115', '117', '119', '120', '123'];

const TABELA: Record<string, RetornoDeSaida> = {
  ...Object.fromEntries(VENDA_PRODUCAO.map((r) => [r, { cfop: '1201', finalidade: 4, natureza: 'Devolução de venda' }])),
  ...Object.fromEntries(VENDA_TERCEIROS.map((r) => [r, { cfop: '1202', finalidade: 4, natureza: 'Devolução de venda' }])),
  '401': { cfop: '1410', finalidade: 4, natureza: 'Devolução de venda com ST' },
  '402': { cfop: '1410', finalidade: 4, natureza: 'Devolução de venda com ST' },
  '403': { cfop: '1411', finalidade: 4, natureza: 'Devolução de venda com ST' },
  '404': { cfop: '1411', finalidade: 4, natureza: 'Devolução de venda com ST' },
  '405': { cfop: '1411', finalidade: 4, natureza: 'Devolução de venda com ST' },
  '151': { cfop: '1208', finalidade: 4, natureza: 'Devolução de transferência' },
  '152': { cfop: '1209', finalidade: 4, natureza: 'Devolução de transferência' },
  '915': { cfop: '1916', finalidade: 1, natureza: 'Retorno de mercadoria remetida para conserto' },
  '912': { cfop: '1913', finalidade: 1, natureza: 'Retorno de mercadoria remetida para demonstração' },
  '910': { cfop: '1949', finalidade: 1, natureza: 'Retorno de bonificação, doação ou brinde' },
};

const SEM_DEVOLUCAO: Record<string, string> = {
  '922': 'simples faturamento de venda para entrega futura não movimenta mercadoria; devolva a nota de remessa (5116/5117)',
  '923': 'remessa por conta e ordem de terceiros é devolvida pela venda à ordem (5120)',
};

/**
 * Como desfazer a saída de CFOP `cfop` (4 dígitos, 5xxx/6xxx/7xxx) — ver cabeçalho.
 * @throws Error com a razão em pt-BR quando o CFOP não tem devolução/retorno por esta nota.
 */
export function retornoDeSaida(cfop: string): RetornoDeSaida {
  const c = String(cfop ?? '');
  if (!/^[567]\d{3}$/.test(c)) throw new Error(`CFOP ${c || '(vazio)'} não é de saída`);
  const resto = c.slice(1);
  const r = TABELA[resto];
  if (r) return { ...r };
  throw new Error(`CFOP ${c}: ${SEM_DEVOLUCAO[resto] ?? 'operação sem devolução automática; emita a nota de entrada com o CFOP indicado pelo contador'}`);
}

/** CFOP de devolução (1º dígito 1; o cálculo põe 2 fora da UF) para o CFOP da venda. @throws como {@link retornoDeSaida}. */
export function cfopDevolucaoDeVenda(cfopVenda: string): string {
  return retornoDeSaida(cfopVenda).cfop;
}

/**
 * CFOP da devolução de compra para comercialização: 5411 quando a compra veio com ICMS-ST (CFOP do
 * fornecedor x401/x403/x405 ou ST destacado), senão 5202 (o CFOP do fornecedor diz o que ELE fez,
 * não o uso da mercadoria aqui: revenda).
 */
export function cfopDevolucaoDeCompra(cfopCompra: string | null, teveSt: boolean): string {
  const resto = String(cfopCompra ?? '').slice(1);
  return teveSt || ['401', '403', '405'].includes(resto) ? '5411' : '5202';
}
