/**
 * Calls of the NF-e contingency (SVC or EPEC) and of the CCC lookup, through the shell's http layer
 * (src/server/modules/nfe/contingencia-rotas.ts, cadastro-sefaz.ts).
 */
import { requisitar } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';

const G = '/v1/GerenciadorNFe';
const q = (v: unknown) => encodeURIComponent(String(v));

/** Types of these actions, generated from their contracts (src/contratos/nfe.ts). */
type Tipos = components['schemas'];

/** `GET /v1/GerenciadorNFe/Contingencia` (EstadoContingenciaNFe do servidor). */
export type EstadoContingencia = Tipos['EstadoContingenciaNFe'];

/** `svc` (SEFAZ Virtual de Contingência) or `epec` (event 110140 at the National Environment). */
export type ModalidadeContingencia = EstadoContingencia['modalidade'];

export const contingenciaApi = {
  estado: () => requisitar<EstadoContingencia>(`${G}/Contingencia`),
  entrar: (justificativa: string, modalidade: ModalidadeContingencia = 'svc') =>
    requisitar<EstadoContingencia>(`${G}/EntrarContingencia?justificativa=${q(justificativa)}&modalidade=${q(modalidade)}`),
  sair: () => requisitar<Tipos['ContingenciaEncerrada']>(`${G}/SairContingencia`),
  conciliar: () => requisitar<Tipos['ContingenciaConciliada']>(`${G}/ConciliarContingencia`),
};

/** `GET /v1/GerenciadorNFe/ConsultarCadastro`. */
export type RespostaCcc = Tipos['ConsultaCadastroSefaz'];

export const cccApi = {
  consultar: (cpfCnpj: string, uf: string) => requisitar<RespostaCcc>(`${G}/ConsultarCadastro?cpf_cnpj=${q(cpfCnpj)}&uf=${q(uf)}`),
};
