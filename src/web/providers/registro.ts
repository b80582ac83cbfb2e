/** REST of any registry entity (`/v1/{rest}/`, arquitetura §4) through the shell's http layer: get, create, update. */
import { apiData } from './http.ts';

const q = (v: unknown) => encodeURIComponent(String(v));

export const registroApi = {
  obter: <T = Record<string, unknown>>(rest: string, id: number | string) => apiData<T>(`/v1/${rest}/${q(id)}`),
  criar: <T = Record<string, unknown>>(rest: string, dados: Record<string, unknown>) => apiData<T>(`/v1/${rest}/`, { method: 'POST', body: dados }),
  alterar: <T = Record<string, unknown>>(rest: string, dados: Record<string, unknown>) => apiData<T>(`/v1/${rest}/`, { method: 'PUT', body: dados }),
};
