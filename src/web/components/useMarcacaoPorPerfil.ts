/**
 * Estado das telas "marcar itens por perfil" (restricoes/gerenciar da gestão, emitenterestricoes/
 * gerenciar e relatorios/gerenciar): carrega os dados, escolhe o perfil (o primeiro, ou o que estava
 * aberto depois de salvar), guarda os itens marcados desse perfil, agrupa o catálogo por módulo,
 * alterna um item e salva, com o aviso de sucesso ou de erro do servidor (useAlertas).
 *
 * @param o.carregar lê `{ perfis, ... }` do servidor; `o.perfis(d)` e `o.marcados(perfil)` dizem onde
 *   estão os perfis e os itens marcados de cada um; `o.catalogo(d, perfil)` devolve os itens que o
 *   perfil pode ter (com `modulo`), na ordem de exibição; `o.salvar(id, marcados)` grava.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAlertas } from '../layout/alerts.tsx';
import { mensagemDeErro } from '../providers/erros.ts';

export interface OpcoesMarcacao<D, P extends { id: number }, I extends { modulo: string }> {
  carregar: () => Promise<D>;
  perfis: (d: D) => P[];
  marcados: (p: P) => string[];
  catalogo: (d: D, perfil: P | undefined) => I[];
  salvar: (perfilId: number, marcados: string[]) => Promise<{ Message?: string | null }>;
  /** Aviso quando o servidor não manda mensagem. */
  salvo: string;
}

export function useMarcacaoPorPerfil<D, P extends { id: number }, I extends { modulo: string }>(o: OpcoesMarcacao<D, P, I>) {
  const alertas = useAlertas();
  const [dados, setDados] = useState<D | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [perfilId, setPerfilId] = useState<number | ''>('');
  const [marcados, setMarcados] = useState<Set<string>>(new Set());
  // as funções das opções mudam a cada render da tela: a carga usa a versão do primeiro render
  // biome-ignore lint/correctness/useExhaustiveDependencies: ver acima
  const carregar = useCallback(async (manter?: number) => {
    try {
      const d = await o.carregar();
      setDados(d);
      const lista = o.perfis(d);
      const p = lista.find((x) => x.id === manter) ?? lista[0];
      setPerfilId(p?.id ?? '');
      setMarcados(new Set(p ? o.marcados(p) : []));
      setErro(null);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  }, []);
  useEffect(() => void carregar(), [carregar]);

  const perfil = dados ? o.perfis(dados).find((p) => p.id === perfilId) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: o catálogo depende só dos dados e do perfil
  const modulos = useMemo(() => {
    const m = new Map<string, I[]>();
    for (const i of dados ? o.catalogo(dados, perfil) : []) m.set(i.modulo, [...(m.get(i.modulo) ?? []), i]);
    return [...m.entries()];
  }, [dados, perfil]);

  const trocarPerfil = (id: number) => {
    setPerfilId(id);
    const p = dados ? o.perfis(dados).find((x) => x.id === id) : undefined;
    setMarcados(new Set(p ? o.marcados(p) : []));
  };
  const alternar = (item: string) =>
    setMarcados((s) => {
      const n = new Set(s);
      if (n.has(item)) n.delete(item);
      else n.add(item);
      return n;
    });
  const salvar = async () => {
    if (perfilId === '') return;
    try {
      const r = await o.salvar(perfilId, [...marcados]);
      await alertas.success(r.Message ?? o.salvo);
      await carregar(perfilId);
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };
  return { dados, erro, perfilId, perfil, marcados, definirMarcados: setMarcados, modulos, trocarPerfil, alternar, salvar, carregar };
}
