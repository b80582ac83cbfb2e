/**
 * Chamadas das telas da NFS-e (`/v1/nfse`, módulo nfse do servidor): gravar e calcular a nota,
 * transmitir, consultar, cancelar, substituir, XML, DANFSe, e-mail e WhatsApp; listas pelo OData
 * (`/OData/NotaServico`). Tudo pela camada http do app (token, renovação no 401).
 */
import { requisitar } from '../../providers/http.ts';
import { resourceByName } from '../../../generated/resources.ts';

const B = '/v1/nfse';

/** Nota de serviço como o servidor devolve (valores decimais como texto ou número). */
export interface NotaServico {
  id?: number;
  cliente_id?: number | null;
  produto_id?: number | null;
  descricao?: string;
  item_lista_servico?: string | null;
  codigo_tributacao_nacional?: string | null;
  codigo_tributacao_municipal?: string | null;
  codigo_nbs?: string | null;
  competencia?: string | null;
  valor_servico?: number | string | null;
  desconto_incondicionado?: number | string | null;
  desconto_condicionado?: number | string | null;
  aliquota_iss?: number | string | null;
  iss_retido?: boolean;
  aliquota_csll?: number | string | null;
  aliquota_irrf?: number | string | null;
  aliquota_inss?: number | string | null;
  base_calculo?: number | string;
  valor_iss?: number | string;
  valor_iss_retido?: number | string;
  valor_csll?: number | string;
  valor_irrf?: number | string;
  valor_inss?: number | string;
  total_retencoes?: number | string;
  valor_liquido?: number | string;
  fonte_calculo?: string | null;
  condicao_id?: number | null;
  informacoes_complementares?: string | null;
  serie?: number;
  numero_dps?: number | null;
  chave?: string | null;
  numero_nfse?: string | null;
  situacao?: string;
  codigo_retorno?: string | null;
  motivo_retorno?: string | null;
  data_emissao?: string | null;
  substitui_id?: number | null;
  substituida_por_id?: number | null;
}

export interface ResultadoNfse {
  id: number;
  situacao: string;
  numero_dps: number | null;
  chave: string | null;
  numero_nfse: string | null;
  codigo: string | null;
  mensagem: string | null;
}

const id = (v: number | string) => encodeURIComponent(String(v));

export const nfseApi = {
  ler: (n: number | string) => requisitar<NotaServico>(`/v1/notaServico/${id(n)}`),
  incluir: (nota: NotaServico) => requisitar<NotaServico>(`${B}/`, { method: 'POST', body: nota }),
  alterar: (nota: NotaServico) => requisitar<NotaServico>(`${B}/`, { method: 'PUT', body: nota }),
  calcular: (nota: NotaServico) => requisitar<NotaServico>(`${B}/Calcular`, { method: 'POST', body: nota }),
  transmitir: (n: number | string) => requisitar<ResultadoNfse>(`${B}/${id(n)}/Transmitir`, { method: 'POST' }),
  consultar: (n: number | string) => requisitar<ResultadoNfse>(`${B}/${id(n)}/Consultar`, { method: 'POST' }),
  cancelar: (n: number | string, motivo: string, justificativa: string) =>
    requisitar<{ situacao: string }>(`${B}/${id(n)}/Cancelar`, { method: 'POST', body: { motivo, justificativa } }),
  substituir: (n: number | string, motivo: string) => requisitar<{ id: number }>(`${B}/${id(n)}/Substituir`, { method: 'POST', body: { motivo } }),
  enviarEmail: (n: number | string, email?: string) =>
    requisitar<{ emails: string[] }>(`${B}/${id(n)}/EnviarEmail`, { method: 'POST', body: email ? { email } : {} }),
  whatsapp: (n: number | string) => requisitar<{ link: string }>(`${B}/${id(n)}/WhatsApp`, { method: 'POST', body: {} }),
  excluir: (n: number | string) => requisitar(`/v1/notaServico/${id(n)}`, { method: 'DELETE' }),
  urlDanfse: (n: number | string) => `${B}/${id(n)}/Danfse`,
  urlXml: (n: number | string) => `${B}/${id(n)}/Xml`,
  /** ZIP com os XML das NFS-e e eventos do mês `AAAAMM`. */
  urlArquivoMes: (anomes: string) => `${B}/ArquivoMes?anomes=${encodeURIComponent(anomes)}`,
};

const CORES: Record<string, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  transmitindo: 'info',
  autorizada: 'success',
  rejeitada: 'error',
  cancelada: 'warning',
  substituida: 'warning',
};

/** Rótulo (do registro, enum de notaServico.situacao) e cor de uma situação da NFS-e. */
export function situacaoNfse(s: unknown): { rotulo: string; cor: 'default' | 'info' | 'success' | 'error' | 'warning' } {
  const campo = resourceByName.notaServico.fields.find((f) => f.name === 'situacao') as { enumLabels?: Record<string, string> } | undefined;
  const k = String(s ?? 'digitacao');
  return { rotulo: campo?.enumLabels?.[k] ?? k, cor: CORES[k] ?? 'default' };
}
