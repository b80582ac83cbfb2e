/** Names of customers by id for the NF-e lists (one OData call per page of ids). */
import { useEffect, useState } from 'react';
import { listarOData } from '../../providers/odata.ts';

const cache = new Map<number, string>();

export function useNomesClientes(ids: ReadonlyArray<number | null | undefined>): Record<number, string> {
  const chave = [...new Set(ids.filter((x): x is number => typeof x === 'number'))].sort((a, b) => a - b).join(',');
  const [nomes, setNomes] = useState<Record<number, string>>({});
  useEffect(() => {
    const todos = chave ? chave.split(',').map(Number) : [];
    const faltam = todos.filter((i) => !cache.has(i));
    const montar = () => setNomes(Object.fromEntries(todos.filter((i) => cache.has(i)).map((i) => [i, cache.get(i)!])));
    if (faltam.length === 0) return montar();
    let vivo = true;
    listarOData<{ id: number; nome: string }>('Cliente', { filter: `id in (${faltam.join(',')})`, top: faltam.length, select: 'id,nome' })
      .then((r) => {
        for (const c of r.value) cache.set(c.id, c.nome);
        if (vivo) montar();
      })
      .catch(() => undefined);
    return () => {
      vivo = false;
    };
  }, [chave]);
  return nomes;
}
