/** Chamadas das telas de gestão do administrador. Valores em R$ como texto decimal. */
import { apiData, requisitar } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';

/** Tipos das ações do Administrador, gerados dos contratos (src/contratos/administrador.ts, gestao.ts). */
type Tipos = components['schemas'];

export type PainelGestor = Tipos['PainelGestor'];
export type EmpresaGerenciada = Tipos['EmpresaGerenciada'];

export const painelGestor = (meses = 12) => apiData<PainelGestor>(`/v1/Gestor/Painel?meses=${meses}`);
export const empresasGerenciar = () => apiData<EmpresaGerenciada[]>('/v1/Empresas/Gerenciar');
export const revendasAtivas = () => apiData<Tipos['RevendaAtiva'][]>('/v1/Empresas/Revendas');
export const transferirEmpresa = (id: number, revenda_id: number) =>
  requisitar<Tipos['EmpresaTransferida']>(`/v1/Empresas/Transferir/${id}`, { method: 'POST', body: { revenda_id } });

export type RegraPadrao = Tipos['RegraPadraoGestao'];
export type TipoComRegras = Tipos['TipoUsuarioComRegras'];
export const restricoesPadrao = () => apiData<Tipos['RestricoesPadrao']>('/v1/Administrador/RestricoesPadrao');
export const salvarRestricoes = (tipoUsuarioId: number, regras: string[]) =>
  requisitar(`/v1/Administrador/AddRestricoes?tipoUsuarioId=${tipoUsuarioId}`, { method: 'POST', body: { regras } });
export const completarCatalogos = async () => {
  const a = await requisitar<Tipos['RegrasPadraoInseridas']>('/v1/Administrador/AddRestricoesPadrao', { method: 'POST' });
  const b = await requisitar<Tipos['RegrasPadraoInseridas']>('/v1/Administrador/AddEmitenteRestricoesPadrao', { method: 'POST' });
  return a.Data.inseridas + b.Data.inseridas;
};
export const aplicarRegrasEmpresas = () => requisitar<Tipos['RegrasEmpresasAplicadas']>('/v1/Administrador/AddEmitenteRestricoes', { method: 'POST' });
