// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { BuscaSubstituicao, chaveBusca } from '../../../src/web/components/editor/buscaSubstituicao.ts';

let editor: Editor | null = null;

function criar(html: string): Editor {
  editor = new Editor({ element: document.createElement('div'), extensions: [StarterKit, BuscaSubstituicao], content: html });
  return editor;
}

/** Textos dos resultados, na ordem. */
function textos(e: Editor): string[] {
  return e.storage.buscaSubstituicao.resultados.map((r) => e.state.doc.textBetween(r.from, r.to));
}

function atual(e: Editor): string {
  const { resultados, atual } = e.storage.buscaSubstituicao;
  const r = resultados[atual];
  return `${atual}:${e.state.doc.textBetween(r.from, r.to)}`;
}

afterEach(() => {
  editor?.destroy();
  editor = null;
});

describe('buscaSubstituicao (extensão TipTap)', () => {
  it('localiza sem diferenciar maiúsculas (pt-BR) e diferenciando', () => {
    const e = criar('<p>Ação na nota. AÇÃO</p><h2>ação final</h2>');
    e.commands.definirBusca('ação');
    expect(textos(e)).toEqual(['Ação', 'AÇÃO', 'ação']);
    expect(e.storage.buscaSubstituicao).toMatchObject({ termo: 'ação', diferenciarMaiusculas: false, atual: 0 });

    e.commands.definirBusca('ação', { diferenciarMaiusculas: true });
    expect(textos(e)).toEqual(['ação']);
    expect(chaveBusca.getState(e.state)?.diferenciarMaiusculas).toBe(true);
  });

  it('decora todos os resultados e o atual', () => {
    const e = criar('<p>um dois um dois um</p>');
    e.commands.definirBusca('um');
    expect(e.view.dom.querySelectorAll('.busca-resultado')).toHaveLength(3);
    expect(Array.from(e.view.dom.querySelectorAll('.busca-resultado-atual')).map((n) => n.textContent)).toEqual(['um']);
    e.commands.proximoResultado();
    const atuais = e.view.dom.querySelectorAll('.busca-resultado-atual');
    expect(atuais).toHaveLength(1);
    expect(e.view.dom.querySelectorAll('.busca-resultado')[1]).toBe(atuais[0]);
  });

  it('resultado que atravessa negrito/normal', () => {
    const e = criar('<p>nota <strong>fis</strong>cal eletrônica</p>');
    e.commands.definirBusca('notA fiscal');
    expect(textos(e)).toEqual(['nota fiscal']);
  });

  it('não atravessa blocos nem nós inline que não são texto', () => {
    const e = criar('<p>nota</p><p>fiscal</p><p>nota<br>fiscal</p>');
    e.commands.definirBusca('notafiscal');
    expect(textos(e)).toEqual([]);
    e.commands.definirBusca('fiscal');
    expect(textos(e)).toEqual(['fiscal', 'fiscal']);
  });

  it('próximo e anterior dão a volta e selecionam o resultado', () => {
    const e = criar('<p>a1 a2 a3</p>');
    e.commands.definirBusca('a');
    expect(atual(e)).toBe('0:a');
    e.commands.proximoResultado();
    expect(e.storage.buscaSubstituicao.atual).toBe(1);
    e.commands.proximoResultado();
    expect(e.storage.buscaSubstituicao.atual).toBe(2);
    e.commands.proximoResultado();
    expect(e.storage.buscaSubstituicao.atual).toBe(0);
    const r0 = e.storage.buscaSubstituicao.resultados[0];
    expect([e.state.selection.from, e.state.selection.to]).toEqual([r0.from, r0.to]);
    e.commands.resultadoAnterior();
    expect(e.storage.buscaSubstituicao.atual).toBe(2);
    const r2 = e.storage.buscaSubstituicao.resultados[2];
    expect(e.state.doc.textBetween(e.state.selection.from, e.state.selection.to + 1)).toBe('a3');
    expect(e.state.selection.from).toBe(r2.from);
  });

  it('substitui o resultado atual e passa ao seguinte', () => {
    const e = criar('<p>gato, gato e gato</p>');
    e.commands.definirBusca('gato', { substituto: 'cão' });
    e.commands.proximoResultado();
    expect(e.commands.substituir()).toBe(true);
    expect(e.getText()).toBe('gato, cão e gato');
    expect(textos(e)).toEqual(['gato', 'gato']);
    expect(e.storage.buscaSubstituicao.atual).toBe(1);
    e.commands.substituir('rato');
    expect(e.getText()).toBe('gato, cão e rato');
    expect(e.storage.buscaSubstituicao.atual).toBe(0);
  });

  it('substitui todos numa transação, mantendo as marcas', () => {
    const e = criar('<p><strong>NF-e</strong> emitida; nf-e cancelada; <em>nf-e</em></p><p>outra NF-e</p>');
    let transacoes = 0;
    e.on('transaction', ({ transaction }) => {
      if (transaction.docChanged) transacoes++;
    });
    e.commands.definirBusca('nf-e', { substituto: 'nota' });
    expect(textos(e)).toHaveLength(4);
    expect(e.commands.substituirTodos()).toBe(true);
    expect(transacoes).toBe(1);
    expect(e.getHTML()).toBe('<p><strong>nota</strong> emitida; nota cancelada; <em>nota</em></p><p>outra nota</p>');
    expect(e.storage.buscaSubstituicao.resultados).toEqual([]);
    e.commands.undo();
    expect(e.getHTML()).toBe('<p><strong>NF-e</strong> emitida; nf-e cancelada; <em>nf-e</em></p><p>outra NF-e</p>');
    expect(textos(e)).toHaveLength(4);
  });

  it('substituir por vazio apaga o texto', () => {
    const e = criar('<p>abc xyz abc</p>');
    e.commands.definirBusca('abc ');
    e.commands.substituirTodos('');
    expect(e.getText()).toBe('xyz abc');
  });

  it('recalcula ao editar o documento', () => {
    const e = criar('<p>cliente</p>');
    e.commands.definirBusca('cliente');
    expect(textos(e)).toHaveLength(1);
    e.commands.insertContentAt(e.state.doc.content.size, '<p>outro cliente</p>');
    expect(textos(e)).toEqual(['cliente', 'cliente']);
    e.commands.setContent('<p>nada</p>');
    expect(textos(e)).toEqual([]);
    expect(e.storage.buscaSubstituicao.atual).toBe(0);
  });

  it('termo vazio não tem resultados; limparBusca apaga tudo', () => {
    const e = criar('<p>texto</p>');
    e.commands.definirBusca('');
    expect(e.storage.buscaSubstituicao.resultados).toEqual([]);
    expect(e.commands.proximoResultado()).toBe(false);
    expect(e.commands.substituir('x')).toBe(false);
    expect(e.commands.substituirTodos('x')).toBe(false);
    e.commands.definirBusca('t');
    expect(textos(e)).toHaveLength(2);
    e.commands.limparBusca();
    expect(e.storage.buscaSubstituicao).toMatchObject({ termo: '', resultados: [], atual: 0 });
    expect(e.view.dom.querySelectorAll('.busca-resultado')).toHaveLength(0);
  });
});
