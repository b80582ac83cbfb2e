/**
 * Chamadas das telas da NFS-e (`/v1/nfse`, módulo nfse do servidor): gravar e calcular a nota,
 * transmitir, consultar, cancelar, substituir, XML, DANFSe, e-mail e WhatsApp; listas pelo OData
 * (`/OData/NotaServico`). Tudo pela camada http do app (token, renovação no 401).
 */
import { requisitar } from '../../providers/http.ts';
import { resourceByName } from '../../../generated/resources.ts';
import type { components } from '../../../generated/openapi.d.ts';
import type { NotaServico as NotaServicoDoRegistro } from '../../../generated/types.ts';

const B = '/v1/nfse';

/** Tipos das ações da NFS-e, gerados dos contratos (src/contratos/nfse.ts). */
type Tipos = components['schemas'];

/** Campos de uma entidade do registro como a tela os segura: qualquer um ausente (nota em edição) ou nulo (coluna vazia). */
type EmEdicao<T> = { [K in keyof T]?: T[K] | null };

/** Nota de serviço: a entidade `notaServico` do registro (src/generated/types.ts), em edição ou como o servidor devolve. */
export type NotaServico = EmEdicao<NotaServicoDoRegistro>;

const id = (v: number | string) => encodeURIComponent(String(v));

export const nfseApi = {
  ler: (n: number | string) => requisitar<NotaServico>(`/v1/notaServico/${id(n)}`),
  incluir: (nota: NotaServico) => requisitar<NotaServico>(`${B}/`, { method: 'POST', body: nota }),
  alterar: (nota: NotaServico) => requisitar<NotaServico>(`${B}/`, { method: 'PUT', body: nota }),
  calcular: (nota: NotaServico) => requisitar<NotaServico>(`${B}/Calcular`, { method: 'POST', body: nota }),
  transmitir: (n: number | string) => requisitar<Tipos['ResultadoNfse']>(`${B}/${id(n)}/Transmitir`, { method: 'POST' }),
  consultar: (n: number | string) => requisitar<Tipos['ResultadoNfse']>(`${B}/${id(n)}/Consultar`, { method: 'POST' }),
  cancelar: (n: number | string, motivo: string, justificativa: string) =>
    requisitar<Tipos['CancelamentoNfse']>(`${B}/${id(n)}/Cancelar`, { method: 'POST', body: { motivo, justificativa } }),
  substituir: (n: number | string, motivo: string) => requisitar<Tipos['SubstituicaoNfse']>(`${B}/${id(n)}/Substituir`, { method: 'POST', body: { motivo } }),
  enviarEmail: (n: number | string, email?: string) =>
    requisitar<Tipos['EmailNfse']>(`${B}/${id(n)}/EnviarEmail`, { method: 'POST', body: email ? { email } : {} }),
  whatsapp: (n: number | string) => requisitar<Tipos['WhatsAppNfse']>(`${B}/${id(n)}/WhatsApp`, { method: 'POST', body: {} }),
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
