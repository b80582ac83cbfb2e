/** Test helpers: in-memory Web Storage for the node environment, fake fetch, stored users. */
import { vi } from 'vitest';
import type { SessaoArmazenada, UsuarioApi } from '../../../src/web/session/usuario.ts';

export class MemoriaStorage implements Storage {
  private dados = new Map<string, string>();
  get length() {
    return this.dados.size;
  }
  clear() {
    this.dados.clear();
  }
  getItem(k: string) {
    return this.dados.has(k) ? this.dados.get(k)! : null;
  }
  key(i: number) {
    return [...this.dados.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.dados.delete(k);
  }
  setItem(k: string, v: string) {
    this.dados.set(k, String(v));
  }
}

/** Installs fresh localStorage/sessionStorage when the environment has none (node). */
export function instalarStorage(): void {
  if (typeof window === 'undefined' || !('localStorage' in globalThis)) {
    Object.defineProperty(globalThis, 'localStorage', { value: new MemoriaStorage(), configurable: true, writable: true });
    Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoriaStorage(), configurable: true, writable: true });
  }
  localStorage.clear();
  sessionStorage.clear();
}

export function resposta(status: number, corpo: unknown, tipo = 'application/json'): Response {
  return new Response(corpo === undefined ? '' : typeof corpo === 'string' ? corpo : JSON.stringify(corpo), { status, headers: { 'content-type': tipo } });
}

export interface Chamada {
  url: string;
  metodo: string;
  headers: Headers;
  corpo: unknown;
}

/** A fetch mock answering by a handler; records calls. */
export function falsoFetch(tratar: (c: Chamada, n: number) => Response | Promise<Response>) {
  const chamadas: Chamada[] = [];
  const fn = vi.fn(async (entrada: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof entrada === 'string' ? entrada : entrada instanceof URL ? entrada.toString() : entrada.url;
    let corpo: unknown = init.body;
    if (typeof corpo === 'string') {
      try {
        corpo = JSON.parse(corpo);
      } catch {
        /* raw */
      }
    }
    const c: Chamada = { url, metodo: (init.method ?? 'GET').toUpperCase(), headers: new Headers(init.headers), corpo };
    chamadas.push(c);
    return tratar(c, chamadas.length);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, chamadas };
}

export function usuario(
  opcoes: {
    tipo?: string;
    tipoId?: number;
    regrasTipo?: string[];
    regrasEmitente?: string[] | null;
    pacote?: number;
    revendaId?: number;
    semEmitente?: boolean;
  } = {},
): UsuarioApi {
  const semEmitente = opcoes.semEmitente ?? false;
  return {
    id: 7,
    login: 'teste',
    nome: 'Usuária Teste',
    email: 'teste@exemplo.com.br',
    Emitente: semEmitente
      ? null
      : { id: 1, nome: 'Mercadinho', cnpj: '11222333000181', tipo_pacote: opcoes.pacote ?? 2, Revenda: { id: opcoes.revendaId ?? 1 } },
    TipoUsuario: { id: opcoes.tipoId ?? 5, tipo: opcoes.tipo ?? 'Empresa - Usuário', Restricao: (opcoes.regrasTipo ?? []).map((regra) => ({ regra })) },
    EmitenteTipoUsuario:
      opcoes.regrasEmitente === null || semEmitente
        ? null
        : { id: 3, descricao: 'Perfil', EmitenteRestricao: (opcoes.regrasEmitente ?? []).map((regra) => ({ regra })) },
  };
}

export function sessao(u: UsuarioApi = usuario(), expira = '2999-01-01T00:00:00'): SessaoArmazenada {
  return { Token: 'token-1', RefreshToken: 'refresh-1', TokenExpires: expira, User: u };
}
