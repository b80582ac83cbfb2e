/**
 * Chamadas das telas de configuração da empresa: relatórios por perfil
 * (`/v1/Relatorios/GetRelatoriosGerenciar`, `SalvarRelatoriosPerfil`) e preferências do emitente
 * (`/v1/Configuracao/...`).
 */
import { apiData, requisitar } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';
import type { EmitenteTipoUsuario } from '../../../generated/types.ts';

/** Types of these actions, generated from their contracts (src/contratos/relatorios.ts, configuracao.ts). */
type Tipos = components['schemas'];

export type RelatorioResumo = Tipos['RelatorioResumo'];
export type PerfilRelatorios = Tipos['PerfilRelatorios'];

export const relatoriosGerenciar = () => apiData<Tipos['RelatoriosGerenciar']>('/v1/Relatorios/GetRelatoriosGerenciar');
export const salvarRelatoriosPerfil = (emitente_tipo_usuario_id: number, habilitados: string[]) =>
  requisitar<Tipos['RelatoriosPerfilSalvos']>('/v1/Relatorios/SalvarRelatoriosPerfil', {
    method: 'POST',
    body: { emitente_tipo_usuario_id, habilitados },
  });

/** Preferências do emitente usadas pelo servidor (src/server/modules/config/configuracao.ts). */
export type Preferencias = Tipos['Preferencias'];
export const lerPreferencias = () => apiData<Preferencias>('/v1/Configuracao/GetConfiguracao');
export const salvarPreferencias = (p: Partial<Preferencias>) => requisitar<Preferencias>('/v1/Configuracao/SalvarConfiguracao', { method: 'PUT', body: p });

/** Regra do catálogo de empresa (emitente_restricao_padrao) permitida ao pacote. */
export type RegraEmpresa = Tipos['RegraEmpresa'];
export type PerfilRegras = Tipos['PerfilRegras'];
/** Liberação temporária vigente; `expira_em` como o servidor a grava. */
export type Liberacao = Tipos['Liberacao'];
export type RestricoesPerfis = Tipos['RestricoesPerfis'];
export const restricoesPerfis = () => apiData<RestricoesPerfis>('/v1/EmitenteRestricao/GetRestricoesPerfis');
export const salvarRestricoesPerfil = (emitente_tipo_usuario_id: number, regras: string[]) =>
  requisitar<Tipos['RestricoesPerfilSalvas']>('/v1/EmitenteRestricao/SalvarRestricoes', { method: 'POST', body: { emitente_tipo_usuario_id, regras } });
export const incluirPerfil = (descricao: string) =>
  requisitar<Required<Pick<EmitenteTipoUsuario, 'id'>>>('/v1/emitenteTipoUsuario/', { method: 'POST', body: { descricao, administrador: false } });
export const liberarAcesso = (usuarioId: number, regra: string, minutos: number) =>
  requisitar<Tipos['AcessoLiberado']>(
    `/v1/EmitenteRestricao/LiberarAcesso?${new URLSearchParams({ usuarioId: String(usuarioId), regra, minutos: String(minutos) })}`,
  );
