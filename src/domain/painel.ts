/**
 * Shape of the dashboard summary shared by the server (`GET /v1/dashboard/resumo`) and the web
 * dashboard, so both sides agree on one definition.
 */

/** Days covered by the new-customers series (today included). */
export const DIAS_GRAFICO = 30;

export interface ResumoDashboard {
  /** The session has no issuer (chain users before picking a company). */
  semEmpresa: boolean;
  clientes: { total: number; ativos: number; novosMes: number } | null;
  /** valorEstoque in R$ (sum of quantidade × custo_medio). */
  produtos: { total: number; ativos: number; valorEstoque: number } | null;
  /** disponivel stays false until the NF-e module exists. */
  documentos: { hoje: number; mes: number; disponivel: boolean };
  clientesPorDia: Array<{ dia: string; quantidade: number }> | null;
  produtosPorGrupo: Array<{ grupo: string; quantidade: number }> | null;
}
