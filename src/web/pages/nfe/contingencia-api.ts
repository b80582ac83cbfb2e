/**
 * Calls of the NF-e contingency (SVC or EPEC) and of the CCC lookup, through the shell's http layer
 * (src/server/modules/nfe/contingencia-rotas.ts, cadastro-sefaz.ts).
 */
import { requisitar } from '../../providers/http.ts';

const G = '/v1/GerenciadorNFe';
const q = (v: unknown) => encodeURIComponent(String(v));

/** `GET /v1/GerenciadorNFe/Contingencia` (EstadoContingenciaNFe do servidor). */
export interface EstadoContingencia {
  ativa: boolean;
  /** `svc` (SEFAZ Virtual de Contingência) or `epec` (event 110140 at the National Environment). */
  modalidade: ModalidadeContingencia;
  /** The SVC of the issuer's UF (offered even outside contingency). */
  autorizador: 'SVCAN' | 'SVCRS';
  nome: string;
  tpEmis: '4' | '6' | '7';
  desde: string | null;
  justificativa: string | null;
  falhasSeguidas: number;
  ultimaFalha: string | null;
  ultimaFalhaMotivo: string | null;
  sugerir: boolean;
  pendentesConciliacao: number;
  /** Notes with a registered EPEC still waiting for the normal authorizer (situação 'epec'). */
  pendentesEpec: number;
  uf: string;
}

export type ModalidadeContingencia = 'svc' | 'epec';

export const contingenciaApi = {
  estado: () => requisitar<EstadoContingencia>(`${G}/Contingencia`),
  entrar: (justificativa: string, modalidade: ModalidadeContingencia = 'svc') =>
    requisitar<EstadoContingencia>(`${G}/EntrarContingencia?justificativa=${q(justificativa)}&modalidade=${q(modalidade)}`),
  sair: () => requisitar<EstadoContingencia>(`${G}/SairContingencia`),
  conciliar: () => requisitar<{ notas: unknown[] }>(`${G}/ConciliarContingencia`),
};

/** A taxpayer record of the CCC answer (`infCad`). */
export interface CadastroCcc {
  IE: string;
  CNPJ?: string;
  CPF?: string;
  UF: string;
  cSit: string;
  xNome: string;
  xFant?: string;
  xRegApur?: string;
  CNAE?: string;
  [k: string]: unknown;
}

/** `GET /v1/GerenciadorNFe/ConsultarCadastro`. */
export interface RespostaCcc {
  uf: string;
  documento: string;
  cStat: string;
  xMotivo: string;
  situacao: 'habilitado' | 'nao_habilitado' | 'nao_cadastrado' | 'indefinida';
  cadastros: CadastroCcc[];
  fonte: 'cache' | 'sefaz';
  consultado_em: string;
}

export const cccApi = {
  consultar: (cpfCnpj: string, uf: string) => requisitar<RespostaCcc>(`${G}/ConsultarCadastro?cpf_cnpj=${q(cpfCnpj)}&uf=${q(uf)}`),
};
