/** Calls of the faturamento editor (`/v1/faturamento`: get, create, update, calculate the note's totals and taxes). */
import { apiData } from '../../providers/http.ts';

const q = (v: unknown) => encodeURIComponent(String(v));

export const faturamentoApi = {
  obter: (id: number | string) => apiData<Record<string, unknown>>(`/v1/faturamento/${q(id)}`),
  criar: (dados: Record<string, unknown>) => apiData<Record<string, unknown>>('/v1/faturamento/', { method: 'POST', body: dados }),
  alterar: (dados: Record<string, unknown>) => apiData<Record<string, unknown>>('/v1/faturamento/', { method: 'PUT', body: dados }),
  calcular: (dados: Record<string, unknown>, signal?: AbortSignal) =>
    apiData<Record<string, unknown>>('/v1/faturamento/Calcular', { method: 'POST', body: dados, signal }),
};
