/**
 * Chamadas das telas de licença (SPEC §7 "Licence receivable"). Valores em R$ como texto decimal.
 */
import { apiData, requisitar } from '../../providers/http.ts';

export interface Fatura {
  id: number;
  emitente_id: number;
  emitente: string;
  cnpj: string;
  revenda_id: number;
  revenda: string | null;
  competencia: string;
  vencimento: string;
  valor: string;
  descricao: string;
  situacao: 'aberto' | 'pago' | 'cancelado';
  status: 'aberto' | 'vencido' | 'pago' | 'cancelado';
  pago_em: string | null;
  forma_pagamento: string | null;
  tipo: 'receber' | 'pagar';
}

export interface Cobranca {
  id: number;
  licenca_recebivel_id: number;
  provedor: 'pix' | 'mp';
  identificador: string;
  status: string;
  valor: string;
  copia_e_cola: string | null;
  url: string | null;
  imagem?: string;
  fatura_paga?: boolean;
}

export interface Boleto {
  linha_digitavel_formatada: string;
  nosso_numero: string;
  vencimento: string;
  valor: string;
}

export interface Bloqueio {
  bloqueado: boolean;
  fatura_id: number | null;
  vencimento: string | null;
  valor: string | null;
  dias_bloqueio: number;
  bloqueio_em: string | null;
  pagamento_direto: boolean;
  /** bloqueio/liberação manual do administrador em vigor */
  manual: { situacao: 'bloqueado' | 'liberado'; motivo: string; liberado_ate: string | null } | null;
}

/** Meios de pagamento que funcionam neste servidor (sem PSP configurado, PIX não aparece). */
export interface FormasPagamento {
  pix: boolean;
  mercado_pago: boolean;
  boleto: boolean;
}

export interface EmpresaBloqueada {
  emitente_id: number;
  emitente: string;
  cnpj: string;
  revenda: string;
  vencimento: string;
  valor_aberto: string;
  faturas: number;
  bloqueado: boolean;
  manual: 'bloqueado' | 'liberado' | null;
  motivo_manual: string | null;
  liberado_ate: string | null;
}

const BASE = '/v1/licencarecebivel';
/** Disparado quando uma fatura fica paga nesta aba: o aviso de bloqueio confere de novo. */
export const EVENTO_LICENCA_PAGA = 'erp:licenca-paga';

export const listarFaturas = (competencia?: string) =>
  apiData<Fatura[]>(`${BASE}/Consultar${competencia ? `?competencia=${encodeURIComponent(competencia)}` : ''}`);
export const gerarFaturas = (dataGeracao: string) =>
  requisitar<{ geradas: number; existentes: number; total: number }>(`${BASE}/GerarFaturaLicencas?dataGeracao=${encodeURIComponent(dataGeracao)}`, {
    method: 'POST',
  });
export const gerarPix = (id: number) => apiData<Cobranca>(`${BASE}/GerarCobrancaImediata/${id}`, { method: 'POST' });
export const consultarPix = (id: number) => apiData<Cobranca>(`${BASE}/ConsultaCobrancaImediata/${id}`);
export const gerarBoleto = (id: number) => apiData<Boleto>(`${BASE}/GerarBoleto/${id}`, { method: 'POST' });
/** Baixa manual (administrador): valor em R$ (texto pt-BR ou decimal), data AAAA-MM-DD e motivo. */
export const baixarFatura = (id: number, corpo: { valor_pago: string; data_pagamento: string; motivo: string }) =>
  requisitar(`${BASE}/BaixaManual/${id}`, { method: 'POST', body: corpo });
export const formasPagamento = () => apiData<FormasPagamento>(`${BASE}/FormasPagamento`);
/** Bloqueio/desbloqueio manual (administrador); `liberado_ate` quando a empresa tem fatura vencida. */
export const bloqueioManual = (emitenteId: number, corpo: { acao: 'bloquear' | 'desbloquear'; motivo: string; liberado_ate?: string }) =>
  requisitar<Bloqueio>(`${BASE}/BloqueioManual/${emitenteId}`, { method: 'POST', body: corpo });
export const bloqueioAtual = () => apiData<Bloqueio | null>(`${BASE}/Bloqueio`);
export const empresasBloqueadas = () => apiData<EmpresaBloqueada[]>(`${BASE}/ConsultarBloqueio`);
export const caminhoBoletoPdf = (id: number) => `${BASE}/Boleto/${id}`;

export interface LicencaEmpresa {
  emitente_id: number;
  emitente: string;
  cnpj: string;
  tipo_pacote: number;
  plano: string | null;
  usuarios: number;
  usuarios_inclusos: number | null;
  valor_mensal: string | null;
  licenca: 'em_dia' | 'vencida' | 'bloqueada' | 'sem_fatura';
  ultima_competencia: string | null;
  ultima_situacao: string | null;
}
export interface Plano {
  tipo_pacote: number;
  descricao: string;
  valor_mensal: string;
  usuarios_inclusos: number;
  valor_usuario_adicional: string;
}
export interface AtualizacaoPlano {
  id: number;
  emitente_id: number;
  emitente: string;
  tipo_pacote_anterior: number;
  tipo_pacote_novo: number;
  situacao: 'confirmado' | 'cancelado';
  criado_em: string;
  cancelado_em: string | null;
}

export const consultarLicencas = () => apiData<LicencaEmpresa[]>(`${BASE}/ConsultarLicencas`);
export const listarPlanos = () => apiData<Plano[]>('/v1/AtualizacaoPlano/Planos');
export const listarAtualizacoes = () => apiData<AtualizacaoPlano[]>('/v1/AtualizacaoPlano/Consultar');
export const confirmarPlano = (emitente_id: number, tipo_pacote: number) =>
  requisitar<AtualizacaoPlano>('/v1/AtualizacaoPlano/confirmarPlano/', { method: 'POST', body: { emitente_id, tipo_pacote } });
export const cancelarPlano = (id: number) => requisitar<AtualizacaoPlano>(`/v1/AtualizacaoPlano/cancelarPlano/${id}`, { method: 'POST' });

export interface ParametrosCobranca {
  parametro: { dia_vencimento: number; dias_bloqueio: number; chave_pix: string; nome_recebedor: string; cidade_recebedor: string };
  planos: Array<Plano & { ativo: boolean }>;
  agencia: { id: number; agencia: string; conta: string; beneficiario: string; cnpj: string; proximo_nosso_numero: number } | null;
}
export const lerParametros = () => apiData<ParametrosCobranca>(`${BASE}/Parametros`);
export const salvarParametros = (p: ParametrosCobranca) => requisitar<ParametrosCobranca>(`${BASE}/Parametros`, { method: 'PUT', body: p });
