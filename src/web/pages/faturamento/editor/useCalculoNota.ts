/**
 * Totals and taxes of the NF-e editor, always from the server: POST /v1/faturamento/Calcular with
 * the complete items (`paraApi(nota, { somenteItensCompletos: true })`), 700 ms after the last
 * change, aborted when the note changes again. Taxes are never computed in the browser.
 * An answer is merged only while the note is still what was sent (a stale answer is dropped and a
 * new Calcular follows), and only into computed fields (`calculado`, an empty CFOP/NCM/unidade):
 * never into what the user is typing.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { faturamentoApi } from '../api.ts';
import { mensagemDeErro } from '../../../providers/erros.ts';
import { paraApi, podeCalcular, type Nota } from '../nota.ts';

/** Debounce before an automatic Calcular, in milliseconds. */
const ESPERA_CALCULO_MS = 700;

/**
 * Runs Calcular for `nota` when it changes (not while loading or read-only) and on demand
 * (`calcular(true)` forces it even if nothing changed). The answer goes to `setCalc`; each
 * complete item gets its computed taxes in `calculado` (and an empty CFOP/NCM/unidade filled).
 * A failure is shown as `erroCalc`, never thrown.
 */
export function useCalculoNota({
  nota,
  setNota,
  setCalc,
  leitura,
  carregando,
}: {
  nota: Nota;
  setNota: Dispatch<SetStateAction<Nota>>;
  setCalc: (r: Record<string, unknown>) => void;
  leitura: boolean;
  carregando: boolean;
}) {
  const [calculando, setCalculando] = useState(false);
  const [erroCalc, setErroCalc] = useState<string | null>(null);
  const assinatura = useMemo(() => JSON.stringify(paraApi(nota, { somenteItensCompletos: true })), [nota]);
  const ultimoCalculo = useRef<string>('');
  // the note as it is now, read after the await: an answer for an older note is not merged
  const assinaturaAtual = useRef(assinatura);
  assinaturaAtual.current = assinatura;
  const calcular = useCallback(
    async (forcar = false, signal?: AbortSignal) => {
      if (!podeCalcular(nota)) return;
      if (!forcar && ultimoCalculo.current === assinatura) return;
      ultimoCalculo.current = assinatura;
      setCalculando(true);
      try {
        const r = await faturamentoApi.calcular(JSON.parse(assinatura) as Record<string, unknown>, signal);
        if (signal?.aborted) return;
        if (assinaturaAtual.current !== assinatura) {
          // the user changed the note while the server computed: this answer is stale
          ultimoCalculo.current = '';
          return;
        }
        setCalc(r);
        setErroCalc(null);
        const itens = Array.isArray(r.Item) ? (r.Item as Record<string, unknown>[]) : [];
        // attach each computed item to the complete rows, in order
        setNota((n) => {
          if (JSON.stringify(paraApi(n, { somenteItensCompletos: true })) !== assinatura) return n;
          let k = 0;
          return {
            ...n,
            Item: n.Item.map((it) => {
              if (!(it.produto_id && (it.quantidade ?? 0) > 0 && it.valor_unitario !== null)) return { ...it, calculado: undefined };
              const c = itens[k++];
              const calculado = c ? { ...c, ...(typeof c.imposto === 'object' ? {} : {}) } : undefined;
              return {
                ...it,
                calculado,
                cfop: it.cfop || String(c?.cfop ?? ''),
                ncm: it.ncm || String(c?.ncm ?? ''),
                unidade: it.unidade || String(c?.unidade ?? ''),
              };
            }),
          };
        });
      } catch (e) {
        if (signal?.aborted) return;
        ultimoCalculo.current = '';
        setErroCalc(mensagemDeErro(e));
      } finally {
        setCalculando(false);
      }
    },
    [assinatura, nota, setCalc, setNota],
  );
  useEffect(() => {
    if (leitura || carregando) return;
    const ctrl = new AbortController();
    const t = setTimeout(() => void calcular(false, ctrl.signal), ESPERA_CALCULO_MS);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [assinatura, leitura, carregando, calcular]);

  return { calculando, erroCalc, calcular };
}
