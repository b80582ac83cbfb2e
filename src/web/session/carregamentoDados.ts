/**
 * The "loading data" value the hub sends with `CarregamentoDados(valor)` (SPEC §4), kept in
 * sessionStorage (`erp.carregamentoDados`, JSON) with a subscription and a React hook.
 */
import { useSyncExternalStore } from 'react';
import { gravar, ler } from './chaves.ts';

export const CHAVE_CARREGAMENTO_DADOS = 'erp.carregamentoDados';

type Ouvinte = () => void;
const ouvintes = new Set<Ouvinte>();
let cache: { bruto: string | null | undefined; valor: unknown } = { bruto: undefined, valor: null };

export function lerCarregamentoDados(): unknown {
  const bruto = ler('session', CHAVE_CARREGAMENTO_DADOS);
  if (bruto !== cache.bruto) {
    let valor: unknown = null;
    try {
      valor = bruto === null ? null : JSON.parse(bruto);
    } catch {
      valor = bruto;
    }
    cache = { bruto, valor };
  }
  return cache.valor;
}

export function gravarCarregamentoDados(valor: unknown): void {
  gravar('session', CHAVE_CARREGAMENTO_DADOS, valor === undefined || valor === null ? null : JSON.stringify(valor));
  for (const o of [...ouvintes]) o();
}

export function assinarCarregamentoDados(o: Ouvinte): () => void {
  ouvintes.add(o);
  return () => ouvintes.delete(o);
}

/** The last value received (`null` when none). */
export function useCarregamentoDados<T = unknown>(): T | null {
  return useSyncExternalStore(assinarCarregamentoDados, lerCarregamentoDados, () => null) as T | null;
}
