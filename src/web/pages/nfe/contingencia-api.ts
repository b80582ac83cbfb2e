/**
 * Calls of the NF-e contingency (SVC) and of the CCC lookup, through the shell's http layer
 * (src/server/modules/nfe/contingencia-rotas.ts, cadastro-sefaz.ts).
 */
import { requisitar } from '../../providers/http.ts';

const G = '/v1/GerenciadorNFe';
const q = (v: unknown) => encodeURIComponent(String(v));

/** `GET /v1/GerenciadorNFe/Contingencia` (EstadoContingenciaNFe do servidor). */
export interface EstadoContingencia {
  ativa: boolean;
  autorizador: 'SVCAN' | 'SVCRS';
  nome: string;
  tpEmis: '6' | '7';
  desde: string | null;
  justificativa: string | null;
  falhasSeguidas: number;
  ultimaFalha: string | null;
  ultimaFalhaMotivo: string | null;
  sugerir: boolean;
  pendentesConciliacao: number;
  uf: string;
}

export const contingenciaApi = {
  estado: () => requisitar<EstadoContingencia>(`${G}/Contingencia`),
  entrar: (justificativa: string) => requisitar<EstadoContingencia>(`${G}/EntrarContingencia?justificativa=${q(justificativa)}`),
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
