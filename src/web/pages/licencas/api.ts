/**
 * Chamadas das telas de licença (SPEC §7 "Licence receivable"). Valores em R$ como texto decimal.
 */
import { apiData, requisitar } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';

/** Tipos das ações de licença, gerados dos contratos (src/contratos/licencas.ts). */
type Tipos = components['schemas'];

export type Fatura = Tipos['FaturaLicenca'];

export type Cobranca = Tipos['CobrancaLicenca'];

export type Boleto = Tipos['BoletoLicenca'];

export type Bloqueio = Tipos['SituacaoBloqueioLicenca'];

/** Meios de pagamento que funcionam neste servidor (sem PSP configurado, PIX não aparece). */
export type FormasPagamento = Tipos['FormasPagamentoLicenca'];

export type EmpresaBloqueada = Tipos['EmpresaBloqueadaLicenca'];

const BASE = '/v1/licencarecebivel';
/** Disparado quando uma fatura fica paga nesta aba: o aviso de bloqueio confere de novo. */
export const EVENTO_LICENCA_PAGA = 'erp:licenca-paga';

export const listarFaturas = (competencia?: string) =>
  apiData<Fatura[]>(`${BASE}/Consultar${competencia ? `?competencia=${encodeURIComponent(competencia)}` : ''}`);
export const gerarFaturas = (dataGeracao: string) =>
  requisitar<Tipos['ResultadoGeracaoLicencas']>(`${BASE}/GerarFaturaLicencas?dataGeracao=${encodeURIComponent(dataGeracao)}`, {
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

export type LicencaEmpresa = Tipos['LicencaEmpresa'];
export type Plano = Tipos['PlanoLicenca'];
export type AtualizacaoPlano = Tipos['TrocaDePlano'];

export const consultarLicencas = () => apiData<LicencaEmpresa[]>(`${BASE}/ConsultarLicencas`);
export const listarPlanos = () => apiData<Plano[]>('/v1/AtualizacaoPlano/Planos');
export const listarAtualizacoes = () => apiData<AtualizacaoPlano[]>('/v1/AtualizacaoPlano/Consultar');
export const confirmarPlano = (emitente_id: number, tipo_pacote: number) =>
  requisitar<AtualizacaoPlano>('/v1/AtualizacaoPlano/confirmarPlano/', { method: 'POST', body: { emitente_id, tipo_pacote } });
export const cancelarPlano = (id: number) => requisitar<AtualizacaoPlano>(`/v1/AtualizacaoPlano/cancelarPlano/${id}`, { method: 'POST' });

export type ParametrosCobranca = Tipos['ParametrosCobrancaLicenca'];
export const lerParametros = () => apiData<ParametrosCobranca>(`${BASE}/Parametros`);
export const salvarParametros = (p: ParametrosCobranca) => requisitar<ParametrosCobranca>(`${BASE}/Parametros`, { method: 'PUT', body: p });
