/**
 * Chamadas das telas de configuração da empresa: relatórios por perfil
 * (`/v1/Relatorios/GetRelatoriosGerenciar`, `SalvarRelatoriosPerfil`) e preferências do emitente
 * (`/v1/Configuracao/...`).
 */
import { apiData, requisitar } from '../../providers/http.ts';

export interface RelatorioResumo {
  id: string;
  modulo: string;
  titulo: string;
  descricao: string;
}
export interface PerfilRelatorios {
  id: number;
  descricao: string;
  administrador: boolean;
  /** Ids dos relatórios habilitados para o perfil. */
  habilitados: string[];
}

export const relatoriosGerenciar = () => apiData<{ relatorios: RelatorioResumo[]; perfis: PerfilRelatorios[] }>('/v1/Relatorios/GetRelatoriosGerenciar');
export const salvarRelatoriosPerfil = (emitente_tipo_usuario_id: number, habilitados: string[]) =>
  requisitar<{ emitente_tipo_usuario_id: number; habilitados: string[] }>('/v1/Relatorios/SalvarRelatoriosPerfil', {
    method: 'POST',
    body: { emitente_tipo_usuario_id, habilitados },
  });

/** Preferências do emitente usadas pelo servidor (src/server/modules/config/configuracao.ts). */
export interface Preferencias {
  politica_estoque_negativo: 'permitir' | 'avisar' | 'bloquear';
  baixa_estoque_faturamento: boolean;
  kit_desmembrar_nfe: boolean;
  email_copia: string | null;
  email_assunto_nfce: string | null;
  email_texto_nfce: string | null;
  email_assunto_nfe: string | null;
  email_texto_nfe: string | null;
  /** 0–4 (qCom da NF-e). */
  casas_decimais_quantidade: number;
  /** 2–10 (vUnCom da NF-e). */
  casas_decimais_valor: number;
}
export const lerPreferencias = () => apiData<Preferencias>('/v1/Configuracao/GetConfiguracao');
export const salvarPreferencias = (p: Partial<Preferencias>) => requisitar<Preferencias>('/v1/Configuracao/SalvarConfiguracao', { method: 'PUT', body: p });

/** Regra do catálogo de empresa (emitente_restricao_padrao) permitida ao pacote. */
export interface RegraEmpresa {
  regra: string;
  descricao: string;
  modulo: string;
  pacote_minimo: number;
}
export interface PerfilRegras {
  id: number;
  descricao: string;
  administrador: boolean;
  regras: string[];
}
export interface Liberacao {
  id: number;
  usuario_id: number;
  usuario: string;
  regra: string;
  liberado_por: string | null;
  criado_em: string;
  /** Data e hora local (America/Sao_Paulo), ISO sem fuso. */
  expira_em: string;
}
export interface RestricoesPerfis {
  padrao: RegraEmpresa[];
  perfis: PerfilRegras[];
  usuarios: Array<{ id: number; nome: string; login: string; perfil: string | null }>;
  liberacoes: Liberacao[];
}
export const restricoesPerfis = () => apiData<RestricoesPerfis>('/v1/EmitenteRestricao/GetRestricoesPerfis');
export const salvarRestricoesPerfil = (emitente_tipo_usuario_id: number, regras: string[]) =>
  requisitar<{ regras: number }>('/v1/EmitenteRestricao/SalvarRestricoes', { method: 'POST', body: { emitente_tipo_usuario_id, regras } });
export const incluirPerfil = (descricao: string) =>
  requisitar<{ id: number }>('/v1/emitenteTipoUsuario/', { method: 'POST', body: { descricao, administrador: false } });
export const liberarAcesso = (usuarioId: number, regra: string, minutos: number) =>
  requisitar<{ id: number; expira_em: string }>(
    `/v1/EmitenteRestricao/LiberarAcesso?${new URLSearchParams({ usuarioId: String(usuarioId), regra, minutos: String(minutos) })}`,
  );
