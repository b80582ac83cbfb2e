/**
 * State of the NF-e editor: the note being edited, its cliente/transportadora options, the
 * server's last computed answer (`calc`), field errors by path (`Item.0.quantidade`, as the
 * server names them after `[i]` -> `.i`) and the schema errors without a field. Loads
 * GET /v1/faturamento/{id} (or a new note with the issuer's default natureza/infCpl from
 * GET /v1/emitenteFiscal/Atual) and offers the edit helpers every section uses.
 */
import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { emitenteFiscalApi } from '../../emitente/api.ts';
import { faturamentoApi } from '../api.ts';
import { mensagemDeErro } from '../../../providers/erros.ts';
import { somenteLeitura } from '../../nfe/fiscal.ts';
import type { ErroSchema } from '../erros-schema.ts';
import { carregarCliente, carregarTransportadora, type ClienteOpcao, type TransportadoraOpcao } from '../campos.tsx';
import { carregarVendedor, type VendedorOpcao } from '../vendedor.tsx';
import { abaDoCampo, deRegistro, notaVazia, type ItemNota, type Nota } from '../nota.ts';
import type { Aba } from './opcoes.ts';

/** What the editor's sections need to read and change the note. */
export interface EdicaoNota {
  nota: Nota;
  setNota: Dispatch<SetStateAction<Nota>>;
  /** Autorizada/cancelada (or otherwise closed): every input disabled. */
  leitura: boolean;
  /** Sets one header field and clears its error. */
  alterar: <K extends keyof Nota>(campo: K, valor: Nota[K]) => void;
  /** Merges fields into item `i` and clears their errors (`Item.i.campo`). */
  alterarItem: (i: number, parcial: Partial<ItemNota>) => void;
  /** The error text of a form path, or undefined. */
  erroDe: (caminho: string) => string | undefined;
}

/**
 * The editor's state for note `id` (undefined: a new note). `carregar` reloads a note by id
 * (errors go to `erroCarga`, never thrown).
 */
export function useNotaEditor(id: string | undefined) {
  const [nota, setNota] = useState<Nota>(() => notaVazia());
  const [cliente, setCliente] = useState<ClienteOpcao | null>(null);
  const [transportadora, setTransportadora] = useState<TransportadoraOpcao | null>(null);
  const [vendedor, setVendedor] = useState<VendedorOpcao | null>(null);
  const [carregando, setCarregando] = useState(!!id);
  const [erroCarga, setErroCarga] = useState<string | null>(null);
  const [aba, setAba] = useState<Aba>('dados');
  const [calc, setCalc] = useState<Record<string, unknown> | null>(null);
  const [erros, setErros] = useState<Record<string, string[]>>({});
  const [gerais, setGerais] = useState<ErroSchema[]>([]);
  const [abertos, setAbertos] = useState<Record<string, boolean>>({});

  const leitura = somenteLeitura(nota.situacao);

  const carregar = useCallback(async (idNota: string) => {
    setCarregando(true);
    try {
      const r = await faturamentoApi.obter(idNota);
      const n = deRegistro(r);
      setNota(n);
      setCalc(r);
      if (n.cliente_id)
        carregarCliente(n.cliente_id)
          .then(setCliente)
          .catch(() => setCliente({ id: n.cliente_id!, nome: `#${n.cliente_id}` }));
      if (n.transportadora_id)
        carregarTransportadora(n.transportadora_id)
          .then(setTransportadora)
          .catch(() => undefined);
      if (n.vendedor_id)
        carregarVendedor(n.vendedor_id)
          .then(setVendedor)
          .catch(() => setVendedor({ id: n.vendedor_id!, nome: `#${n.vendedor_id}` }));
      else setVendedor(null);
      setErroCarga(null);
    } catch (e) {
      setErroCarga(mensagemDeErro(e));
    } finally {
      setCarregando(false);
    }
  }, []);

  useEffect(() => {
    if (id) void carregar(id);
    else {
      setNota(notaVazia());
      setCliente(null);
      setTransportadora(null);
      setVendedor(null);
      setCalc(null);
      emitenteFiscalApi
        .atual()
        .then((f) => {
          const nat = typeof f?.natureza_operacao === 'string' && f.natureza_operacao ? f.natureza_operacao : null;
          const inf = typeof f?.informacoes_complementares === 'string' ? f.informacoes_complementares : '';
          setNota((n) => ({
            ...n,
            natureza_operacao: n.natureza_operacao === 'Venda de mercadoria' && nat ? nat : n.natureza_operacao,
            informacoes_complementares: n.informacoes_complementares || inf,
          }));
        })
        .catch(() => undefined);
    }
  }, [id, carregar]);

  const alterar = <K extends keyof Nota>(campo: K, valor: Nota[K]) => {
    setNota((n) => ({ ...n, [campo]: valor }));
    setErros((e) => {
      if (!e[campo as string]) return e;
      const c = { ...e };
      delete c[campo as string];
      return c;
    });
  };
  const alterarItem = (i: number, parcial: Partial<ItemNota>) => {
    setNota((n) => ({ ...n, Item: n.Item.map((it, k) => (k === i ? { ...it, ...parcial } : it)) }));
    setErros((e) => {
      const c = { ...e };
      for (const k of Object.keys(parcial)) delete c[`Item.${i}.${k}`];
      return c;
    });
  };
  const erroDe = (caminho: string) => erros[caminho]?.join(' ');

  /** Field errors per tab (the badge on each tab). */
  const contagem = useMemo(() => {
    const c: Record<Aba, number> = { dados: 0, itens: 0, transporte: 0, pagamento: 0, adicionais: 0 };
    for (const k of Object.keys(erros)) c[abaDoCampo(k)]++;
    return c;
  }, [erros]);

  const edicao: EdicaoNota = { nota, setNota, leitura, alterar, alterarItem, erroDe };
  return {
    ...edicao,
    edicao,
    cliente,
    setCliente,
    transportadora,
    setTransportadora,
    vendedor,
    setVendedor,
    carregando,
    erroCarga,
    carregar,
    aba,
    setAba,
    calc,
    setCalc,
    erros,
    setErros,
    gerais,
    setGerais,
    abertos,
    setAbertos,
    contagem,
  };
}
