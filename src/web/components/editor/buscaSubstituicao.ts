/**
 * "Localizar e substituir" para o editor TipTap (não existe no TipTap: STACK.md).
 *
 * Um plugin ProseMirror guarda o termo, as opções e os resultados; decora todos os
 * resultados (`busca-resultado`) e o atual (`busca-resultado-atual`). A busca é feita por
 * bloco de texto sobre o texto concatenado dos nós de texto (um resultado pode atravessar
 * negrito/normal); nós inline que não são texto valem um caractere U+FFFC, de modo que o
 * índice `k` do texto do bloco que começa em `pos` é a posição `pos + 1 + k` do documento.
 */
import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { Node as NoProseMirror } from '@tiptap/pm/model';
import { localizarOcorrencias } from '../../../domain/editorTexto.ts';

/** Trecho do documento (posições ProseMirror, `to` exclusivo). */
export interface ResultadoBusca {
  from: number;
  to: number;
}

/** Estado da busca (também espelhado em `editor.storage.buscaSubstituicao`). */
export interface EstadoBusca {
  termo: string;
  substituto: string;
  diferenciarMaiusculas: boolean;
  resultados: ResultadoBusca[];
  /** Índice do resultado atual em `resultados` (0 quando não há resultados). */
  atual: number;
}

/** Opções de {@link EstadoBusca} alteráveis por `definirBusca`. */
export interface OpcoesBusca {
  diferenciarMaiusculas?: boolean;
  substituto?: string;
}

interface EstadoPlugin extends EstadoBusca {
  decoracoes: DecorationSet;
}

/** Pedido ao plugin, levado no `meta` da transação. */
interface MetaBusca {
  termo?: string;
  substituto?: string;
  diferenciarMaiusculas?: boolean;
  /** novo índice atual */
  atual?: number;
  /** torna atual o primeiro resultado que começa em/depois desta posição */
  aPartirDe?: number;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    buscaSubstituicao: {
      /** Define o texto a localizar (e, opcionalmente, o substituto e a caixa); recalcula os resultados. */
      definirBusca: (termo: string, opcoes?: OpcoesBusca) => ReturnType;
      /** Vai para o próximo resultado (volta ao primeiro depois do último), selecionando-o. */
      proximoResultado: () => ReturnType;
      /** Vai para o resultado anterior (vai ao último antes do primeiro), selecionando-o. */
      resultadoAnterior: () => ReturnType;
      /** Substitui o resultado atual pelo substituto (argumento ou o definido em `definirBusca`). */
      substituir: (substituto?: string) => ReturnType;
      /** Substitui todos os resultados numa única transação. */
      substituirTodos: (substituto?: string) => ReturnType;
      /** Apaga o termo e os resultados. */
      limparBusca: () => ReturnType;
    };
  }
  interface Storage {
    buscaSubstituicao: EstadoBusca;
  }
}

/** Chave do plugin; `chaveBusca.getState(editor.state)` lê o estado atual. */
export const chaveBusca = new PluginKey<EstadoPlugin>('buscaSubstituicao');

const INLINE_NAO_TEXTO = '\ufffc';

/** Todos os resultados do termo no documento, em ordem. */
export function localizarNoDocumento(doc: NoProseMirror, termo: string, diferenciarMaiusculas: boolean): ResultadoBusca[] {
  const resultados: ResultadoBusca[] = [];
  if (termo === '') return resultados;
  doc.descendants((no, pos) => {
    if (!no.isTextblock) return true;
    let texto = '';
    no.forEach((filho) => {
      texto += filho.isText ? (filho.text ?? '') : INLINE_NAO_TEXTO.repeat(filho.nodeSize);
    });
    for (const o of localizarOcorrencias(texto, termo, diferenciarMaiusculas)) {
      resultados.push({ from: pos + 1 + o.inicio, to: pos + 1 + o.fim });
    }
    return false;
  });
  return resultados;
}

function decorar(doc: NoProseMirror, resultados: ResultadoBusca[], atual: number): DecorationSet {
  if (resultados.length === 0) return DecorationSet.empty;
  return DecorationSet.create(
    doc,
    resultados.map((r, i) => Decoration.inline(r.from, r.to, { class: i === atual ? 'busca-resultado busca-resultado-atual' : 'busca-resultado' })),
  );
}

const VAZIO: EstadoBusca = { termo: '', substituto: '', diferenciarMaiusculas: false, resultados: [], atual: 0 };

function aplicar(tr: Transaction, anterior: EstadoPlugin, novo: EditorState): EstadoPlugin {
  const meta = tr.getMeta(chaveBusca) as MetaBusca | undefined;
  if (!meta && !tr.docChanged) return anterior;
  const termo = meta?.termo ?? anterior.termo;
  const substituto = meta?.substituto ?? anterior.substituto;
  const diferenciarMaiusculas = meta?.diferenciarMaiusculas ?? anterior.diferenciarMaiusculas;
  const mudouBusca = termo !== anterior.termo || diferenciarMaiusculas !== anterior.diferenciarMaiusculas;
  const resultados = tr.docChanged || mudouBusca ? localizarNoDocumento(novo.doc, termo, diferenciarMaiusculas) : anterior.resultados;
  let atual = meta?.atual ?? anterior.atual;
  if (meta?.aPartirDe !== undefined)
    atual = Math.max(
      0,
      resultados.findIndex((r) => r.from >= meta.aPartirDe!),
    );
  if (atual >= resultados.length) atual = 0;
  const mudouResultados = resultados !== anterior.resultados || atual !== anterior.atual;
  const decoracoes = mudouResultados ? decorar(novo.doc, resultados, atual) : anterior.decoracoes.map(tr.mapping, tr.doc);
  return { termo, substituto, diferenciarMaiusculas, resultados, atual, decoracoes };
}

function estado(state: EditorState): EstadoPlugin {
  return chaveBusca.getState(state) ?? { ...VAZIO, decoracoes: DecorationSet.empty };
}

/** Torna atual o resultado `indice` (circular), selecionando-o e rolando até ele. */
function irPara(tr: Transaction, s: EstadoPlugin, indice: number): boolean {
  const n = s.resultados.length;
  if (n === 0) return false;
  const atual = ((indice % n) + n) % n;
  const r = s.resultados[atual];
  tr.setMeta(chaveBusca, { atual } satisfies MetaBusca);
  tr.setSelection(TextSelection.create(tr.doc, r.from, r.to)).scrollIntoView();
  return true;
}

/** Substitui um resultado mantendo as marcas do primeiro caractere substituído. */
function trocar(tr: Transaction, r: ResultadoBusca, substituto: string): void {
  if (substituto === '') {
    tr.delete(r.from, r.to);
    return;
  }
  const marcas = tr.doc.nodeAt(r.from)?.marks ?? [];
  tr.replaceWith(r.from, r.to, tr.doc.type.schema.text(substituto, marcas));
}

/** Extensão TipTap "buscaSubstituicao" (comandos em {@link Commands}). */
export const BuscaSubstituicao = Extension.create<Record<string, never>, EstadoBusca>({
  name: 'buscaSubstituicao',

  addStorage() {
    return { ...VAZIO };
  },

  addProseMirrorPlugins() {
    return [
      new Plugin<EstadoPlugin>({
        key: chaveBusca,
        state: {
          init: () => ({ ...VAZIO, decoracoes: DecorationSet.empty }),
          apply: (tr, anterior, _velho, novo) => aplicar(tr, anterior, novo),
        },
        props: {
          decorations: (state) => chaveBusca.getState(state)?.decoracoes,
        },
      }),
    ];
  },

  onTransaction({ editor }) {
    const { termo, substituto, diferenciarMaiusculas, resultados, atual } = estado(editor.state);
    Object.assign(this.storage, { termo, substituto, diferenciarMaiusculas, resultados, atual });
  },

  addCommands() {
    return {
      definirBusca:
        (termo, opcoes = {}) =>
        ({ tr, dispatch }) => {
          if (dispatch) tr.setMeta(chaveBusca, { termo, ...opcoes, aPartirDe: tr.selection.from } satisfies MetaBusca);
          return true;
        },
      proximoResultado:
        () =>
        ({ tr, state, dispatch }) => {
          const s = estado(state);
          if (!dispatch) return s.resultados.length > 0;
          return irPara(tr, s, s.atual + 1);
        },
      resultadoAnterior:
        () =>
        ({ tr, state, dispatch }) => {
          const s = estado(state);
          if (!dispatch) return s.resultados.length > 0;
          return irPara(tr, s, s.atual - 1);
        },
      substituir:
        (substituto) =>
        ({ tr, state, dispatch }) => {
          const s = estado(state);
          const r = s.resultados[s.atual];
          if (!r) return false;
          if (dispatch) {
            const texto = substituto ?? s.substituto;
            trocar(tr, r, texto);
            tr.setMeta(chaveBusca, { aPartirDe: r.from + texto.length } satisfies MetaBusca);
          }
          return true;
        },
      substituirTodos:
        (substituto) =>
        ({ tr, state, dispatch }) => {
          const s = estado(state);
          if (s.resultados.length === 0) return false;
          if (dispatch) {
            const texto = substituto ?? s.substituto;
            for (let i = s.resultados.length - 1; i >= 0; i--) trocar(tr, s.resultados[i], texto);
            tr.setMeta(chaveBusca, { atual: 0 } satisfies MetaBusca);
          }
          return true;
        },
      limparBusca:
        () =>
        ({ tr, dispatch }) => {
          if (dispatch) tr.setMeta(chaveBusca, { termo: '', atual: 0 } satisfies MetaBusca);
          return true;
        },
    };
  },
});

export default BuscaSubstituicao;
