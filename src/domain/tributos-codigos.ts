/**
 * Códigos de tributação do ICMS usados na NF-e: origem da mercadoria, CST e CSOSN.
 *
 * Fontes: leiaute da NF-e (MOC 7.0, anexo I; tipo `Torig` e grupos `ICMSxx`/`ICMSSNxxx` do
 * PL_010), Convênio s/nº de 1970 — Tabela A (origem) e Tabela B (tributação pelo ICMS),
 * Ajuste SINIEF 20/12 (origens 3 a 8), Ajuste SINIEF 03/10 (CSOSN) e NT 2023.001 (CST
 * monofásicos de combustíveis). Regras de formato: SPEC §5.
 */

/** Código e descrição de uma tabela fiscal. */
export interface CodigoDescricao {
  readonly codigo: string;
  readonly descricao: string;
}

/** Origem da mercadoria (Tabela A do CST; tipo `Torig`: 0 a 8). */
export const ORIGEM_MERCADORIA: readonly CodigoDescricao[] = [
  { codigo: '0', descricao: 'Nacional, exceto as indicadas nos códigos 3, 4, 5 e 8' },
  { codigo: '1', descricao: 'Estrangeira - Importação direta, exceto a indicada no código 6' },
  { codigo: '2', descricao: 'Estrangeira - Adquirida no mercado interno, exceto a indicada no código 7' },
  {
    codigo: '3',
    descricao: 'Nacional, mercadoria ou bem com conteúdo de importação superior a 40% e inferior ou igual a 70%',
  },
  {
    codigo: '4',
    descricao: 'Nacional, cuja produção tenha sido feita em conformidade com os processos produtivos básicos',
  },
  { codigo: '5', descricao: 'Nacional, mercadoria ou bem com conteúdo de importação inferior ou igual a 40%' },
  {
    codigo: '6',
    descricao: 'Estrangeira - Importação direta, sem similar nacional, constante em lista da CAMEX e gás natural',
  },
  {
    codigo: '7',
    descricao: 'Estrangeira - Adquirida no mercado interno, sem similar nacional, constante em lista da CAMEX e gás natural',
  },
  { codigo: '8', descricao: 'Nacional, mercadoria ou bem com conteúdo de importação superior a 70%' },
];

/**
 * Tributação pelo ICMS (Tabela B do CST), os 2 últimos caracteres do CST aceitos pela SPEC §5.
 * Os CST monofásicos de combustíveis (02, 15, 53, 61) ficam em {@link CST_ICMS_MONOFASICO}.
 */
export const CST_ICMS: readonly CodigoDescricao[] = [
  { codigo: '00', descricao: 'Tributada integralmente' },
  { codigo: '10', descricao: 'Tributada e com cobrança do ICMS por substituição tributária' },
  { codigo: '20', descricao: 'Com redução de base de cálculo' },
  { codigo: '30', descricao: 'Isenta ou não tributada e com cobrança do ICMS por substituição tributária' },
  { codigo: '40', descricao: 'Isenta' },
  { codigo: '41', descricao: 'Não tributada' },
  { codigo: '50', descricao: 'Suspensão' },
  { codigo: '51', descricao: 'Diferimento' },
  { codigo: '60', descricao: 'ICMS cobrado anteriormente por substituição tributária' },
  { codigo: '70', descricao: 'Com redução de base de cálculo e cobrança do ICMS por substituição tributária' },
  { codigo: '90', descricao: 'Outras' },
];

/**
 * CST de tributação monofásica sobre combustíveis (NT 2023.001; grupos `ICMS02`, `ICMS15`,
 * `ICMS53`, `ICMS61`). Existem no leiaute, mas NÃO são aceitos por {@link isValidCst}, que
 * segue a lista fechada da SPEC §5.
 */
export const CST_ICMS_MONOFASICO: readonly CodigoDescricao[] = [
  { codigo: '02', descricao: 'Tributação monofásica própria sobre combustíveis' },
  {
    codigo: '15',
    descricao: 'Tributação monofásica própria e com responsabilidade pela retenção sobre combustíveis',
  },
  { codigo: '53', descricao: 'Tributação monofásica sobre combustíveis com recolhimento diferido' },
  { codigo: '61', descricao: 'Tributação monofásica sobre combustíveis cobrada anteriormente' },
];

/** CSOSN — Código de Situação da Operação no Simples Nacional (Ajuste SINIEF 03/10). */
export const CSOSN: readonly CodigoDescricao[] = [
  { codigo: '101', descricao: 'Tributada pelo Simples Nacional com permissão de crédito' },
  { codigo: '102', descricao: 'Tributada pelo Simples Nacional sem permissão de crédito' },
  { codigo: '103', descricao: 'Isenção do ICMS no Simples Nacional para faixa de receita bruta' },
  {
    codigo: '201',
    descricao: 'Tributada pelo Simples Nacional com permissão de crédito e com cobrança do ICMS por substituição tributária',
  },
  {
    codigo: '202',
    descricao: 'Tributada pelo Simples Nacional sem permissão de crédito e com cobrança do ICMS por substituição tributária',
  },
  {
    codigo: '203',
    descricao: 'Isenção do ICMS no Simples Nacional para faixa de receita bruta e com cobrança do ICMS por substituição tributária',
  },
  { codigo: '300', descricao: 'Imune' },
  { codigo: '400', descricao: 'Não tributada pelo Simples Nacional' },
  { codigo: '500', descricao: 'ICMS cobrado anteriormente por substituição tributária (substituído) ou por antecipação' },
  { codigo: '900', descricao: 'Outros' },
];

const CODIGOS_CST = new Set(CST_ICMS.map((c) => c.codigo));
const CODIGOS_CSOSN = new Set(CSOSN.map((c) => c.codigo));

/**
 * Valida um CST ICMS completo (origem + tributação), conforme SPEC §5: exatamente 3
 * caracteres, o primeiro de 0 a 8 (origem) e os dois últimos um de
 * 00, 10, 20, 30, 40, 41, 50, 51, 60, 70, 90.
 *
 * @param value ex.: `'000'`, `'060'`, `'890'`; não remove espaços; não texto -> `false`.
 * @returns `true` se válido. Não lança erros.
 */
export function isValidCst(value: unknown): boolean {
  return typeof value === 'string' && value.length === 3 && value[0] >= '0' && value[0] <= '8' && CODIGOS_CST.has(value.slice(1));
}

/**
 * Valida um CSOSN completo (origem + código), conforme SPEC §5 ao pé da letra: exatamente 4
 * caracteres, o primeiro de 0 a 7 e os três últimos um de
 * 101, 102, 103, 201, 202, 203, 300, 400, 500, 900.
 *
 * Observação: o leiaute admite origem 8 (`Torig`), mas a SPEC limita o CSOSN a 0-7.
 *
 * @param value ex.: `'0102'`, `'7900'`; não remove espaços; não texto -> `false`.
 * @returns `true` se válido. Não lança erros.
 */
export function isValidCsosn(value: unknown): boolean {
  return typeof value === 'string' && value.length === 4 && value[0] >= '0' && value[0] <= '7' && CODIGOS_CSOSN.has(value.slice(1));
}

/**
 * Descrição de um código de tributação do ICMS (2 dígitos, inclui os monofásicos) ou de um
 * CST completo de 3 caracteres (a origem é ignorada).
 *
 * @param codigo ex.: `'60'` ou `'060'`.
 * @returns a descrição (Tabela B), ou `undefined` se o código não existir.
 */
export function descricaoCst(codigo: string): string | undefined {
  const trib = codigo.length === 3 ? codigo.slice(1) : codigo;
  return [...CST_ICMS, ...CST_ICMS_MONOFASICO].find((c) => c.codigo === trib)?.descricao;
}

/**
 * Descrição de um CSOSN de 3 dígitos ou de 4 caracteres (origem + CSOSN; a origem é ignorada).
 *
 * @param codigo ex.: `'102'` ou `'0102'`.
 * @returns a descrição, ou `undefined` se o código não existir.
 */
export function descricaoCsosn(codigo: string): string | undefined {
  const cod = codigo.length === 4 ? codigo.slice(1) : codigo;
  return CSOSN.find((c) => c.codigo === cod)?.descricao;
}

/**
 * Descrição da origem da mercadoria (Tabela A).
 *
 * @param codigo um dígito de `'0'` a `'8'`.
 * @returns a descrição, ou `undefined` se o código não existir.
 */
export function descricaoOrigem(codigo: string): string | undefined {
  return ORIGEM_MERCADORIA.find((c) => c.codigo === codigo)?.descricao;
}
