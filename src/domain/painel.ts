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
  /** Authorised NF-e today and this month; `disponivel` false when the user cannot see billing. */
  documentos: { hoje: number; mes: number; disponivel: boolean };
  /** Billing in R$ (authorised notes); null without Permitir.Faturamento.Consultar / GerenciadorNFe.Consultar. */
  vendas?: VendasDashboard | null;
  /** The reseller chain's figures, for chain users (master, distribuidor, revenda, admin); null for issuer users. */
  cadeia?: CadeiaDashboard | null;
  clientesPorDia: Array<{ dia: string; quantidade: number }> | null;
  produtosPorGrupo: Array<{ grupo: string; quantidade: number }> | null;
}

/** Billing of the issuer (R$ of authorised NF-e by emission date in the server zone -03:00). */
export interface VendasDashboard {
  hoje: number;
  mes: number;
  mesAnterior: number;
  notasHoje: number;
  notasMes: { autorizadas: number; canceladas: number; rejeitadas: number; denegadas: number };
  /** Last DIAS_GRAFICO days, today included, zeros included. */
  porDia: Array<{ dia: string; valor: number; notas: number }>;
  /** Top 5 of the month in R$. */
  topClientes: Array<{ id: number; nome: string; valor: number; notas: number }>;
  topProdutos: Array<{ id: number; descricao: string; quantidade: number; valor: number }>;
}

/** The chain user's network: issuers visible by SPEC §6 and NF-e issued per month (12 months, 'YYYY-MM'). */
export interface CadeiaDashboard {
  empresasAtivas: number;
  empresasNovasMes: number;
  documentosPorMes: Array<{ mes: string; quantidade: number }>;
}
