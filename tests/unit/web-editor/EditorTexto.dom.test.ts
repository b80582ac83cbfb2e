// @vitest-environment jsdom
import { createElement, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { EditorTexto, extensoesEditorTexto, type EditorTextoProps } from '../../../src/web/components/editor/EditorTexto.tsx';

beforeAll(() => {
  // APIs de layout que o ProseMirror usa e o jsdom não tem
  const retangulo = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  const lista = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => retangulo;
  Range.prototype.getClientRects = () => lista;
  Element.prototype.getClientRects = () => lista;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
  Element.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};
});
afterEach(() => cleanup());

/** Editor controlado, como um formulário o usaria. */
function renderizar(inicial: string, extra: Partial<EditorTextoProps> = {}) {
  const onChange = vi.fn();
  function Formulario() {
    const [html, setHtml] = useState(inicial);
    return createElement(EditorTexto, {
      value: html,
      onChange: (novo: string) => {
        onChange(novo);
        setHtml(novo);
      },
      rotulo: 'Conteúdo',
      ...extra,
    });
  }
  const r = render(createElement(Formulario));
  return { ...r, onChange, editavel: () => screen.getByTestId('editor-texto') };
}

/** Seleciona todo o conteúdo (Ctrl+A chega ao keymap do ProseMirror). */
function selecionarTudo(el: HTMLElement) {
  fireEvent.keyDown(el, { key: 'a', code: 'KeyA', ctrlKey: true });
}

const botao = (nome: string) => screen.getByRole('button', { name: nome });

describe('EditorTexto', () => {
  it('mostra rótulo, conteúdo inicial e a barra com todos os botões', () => {
    const { editavel } = renderizar('<p>Olá <strong>mundo</strong></p>');
    expect(screen.getByText('Conteúdo')).toBeTruthy();
    expect(editavel().innerHTML).toContain('<strong>mundo</strong>');
    const barra = screen.getByRole('toolbar', { name: 'Formatação' });
    for (const nome of [
      'Desfazer',
      'Refazer',
      'Negrito',
      'Itálico',
      'Sublinhado',
      'Tachado',
      'Código',
      'Lista com marcadores',
      'Lista numerada',
      'Número inicial da lista',
      'Citação',
      'Linha horizontal',
      'Alinhar à esquerda',
      'Centralizar',
      'Alinhar à direita',
      'Justificar',
      'Cor do texto',
      'Tamanho do texto',
      'Link',
      'Imagem',
      'Vídeo do YouTube',
      'Localizar e substituir',
    ]) {
      expect(within(barra).getByRole('button', { name: nome }), nome).toBeTruthy();
    }
    const titulo = within(barra).getByRole('combobox', { name: 'Estilo do parágrafo' }) as HTMLSelectElement;
    expect(Array.from(titulo.options).map((o) => o.text)).toEqual(['Parágrafo', 'Título 2', 'Título 3', 'Título 4']);
  });

  it('negrito pelo botão, título pelo select e alinhamento: onChange recebe o HTML', async () => {
    const { editavel, onChange } = renderizar('<p>texto simples</p>');
    selecionarTudo(editavel());
    fireEvent.click(botao('Negrito'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>texto simples</strong></p>'));
    expect(botao('Negrito').getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByRole('combobox', { name: 'Estilo do parágrafo' }), { target: { value: '3' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h3><strong>texto simples</strong></h3>'));

    fireEvent.click(botao('Centralizar'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h3 style="text-align: center;"><strong>texto simples</strong></h3>'));
  });

  it('cor: inválida mostra a mensagem e não aplica; válida aplica', async () => {
    const { editavel, onChange } = renderizar('<p>colorir</p>');
    selecionarTudo(editavel());
    fireEvent.click(botao('Cor do texto'));
    const campo = await screen.findByLabelText('Cor (#rrggbb ou rgb)');
    fireEvent.change(campo, { target: { value: 'azul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cor inválida.')).toBeTruthy();
    expect(onChange.mock.calls.some(([html]) => String(html).includes('color'))).toBe(false);

    fireEvent.change(campo, { target: { value: 'rgb(25, 118, 210)' } });
    expect(screen.queryByText('Cor inválida.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><span style="color: rgb(25, 118, 210);">colorir</span></p>'));
  });

  it('tamanho: valor fora da faixa mostra a mensagem; opção da lista aplica', async () => {
    const { editavel, onChange } = renderizar('<p>grande</p>');
    selecionarTudo(editavel());
    fireEvent.click(botao('Tamanho do texto'));
    fireEvent.change(await screen.findByLabelText('Tamanho (px, em ou rem)'), { target: { value: '200px' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Valor de tamanho inválido.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '24px' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><span style="font-size: 24px;">grande</span></p>'));
  });

  it('link: URL vazia e javascript: são recusadas; URL sem esquema ganha https://', async () => {
    const { editavel, onChange } = renderizar('<p>site</p>');
    selecionarTudo(editavel());
    fireEvent.click(botao('Link'));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialogo).findByText('A URL não pode ser vazia.')).toBeTruthy();

    const campo = within(dialogo).getByLabelText('URL');
    fireEvent.change(campo, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialogo).findByText('URL inválida.')).toBeTruthy();

    fireEvent.change(campo, { target: { value: 'exemplo.com.br' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://exemplo.com.br">site</a></p>'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('YouTube: URL que não é do YouTube mostra a mensagem; URL válida insere o vídeo', async () => {
    const { onChange } = renderizar('<p>vídeo</p>');
    fireEvent.click(botao('Vídeo do YouTube'));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialogo).findByText('A URL não pode ser vazia.')).toBeTruthy();
    const campo = within(dialogo).getByLabelText('URL do vídeo');
    fireEvent.change(campo, { target: { value: 'https://vimeo.com/123' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialogo).findByText('URL de mídia não suportada.')).toBeTruthy();

    fireEvent.change(campo, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"')));
  });

  it('número inicial da lista: 0 é recusado; 5 aplica start', async () => {
    const { editavel, onChange } = renderizar('<ol><li><p>um</p></li></ol>');
    selecionarTudo(editavel());
    fireEvent.click(botao('Número inicial da lista'));
    const dialogo = await screen.findByRole('dialog');
    const campo = within(dialogo).getByLabelText('Número inicial');
    expect((campo as HTMLInputElement).value).toBe('1');
    fireEvent.change(campo, { target: { value: '0' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialogo).findByText('O número inicial deve ser maior que 0.')).toBeTruthy();
    fireEvent.change(campo, { target: { value: '5' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ol start="5"><li><p>um</p></li></ol>'));
  });

  it('imagem: URL vazia mostra a mensagem; envio de arquivo com progresso e erro', async () => {
    let concluir: (v: { url: string; nome: string }) => void = () => {};
    const enviarImagem = vi
      .fn()
      .mockRejectedValueOnce(new Error('Arquivo grande demais.'))
      .mockImplementationOnce(() => new Promise((ok) => (concluir = ok)));
    const { onChange } = renderizar('<p>foto</p>', { enviarImagem });
    fireEvent.click(botao('Imagem'));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Inserir' }));
    expect(await within(dialogo).findByText('A URL não pode ser vazia.')).toBeTruthy();

    const arquivo = new File(['x'], 'foto.png', { type: 'image/png' });
    const entrada = within(dialogo).getByTestId('editor-arquivo-imagem') as HTMLInputElement;
    expect(entrada.accept).toBe('image/png,image/jpeg,image/gif,image/webp');
    await act(async () => {
      fireEvent.change(entrada, { target: { files: [arquivo] } });
    });
    expect(await within(dialogo).findByText('Arquivo grande demais.')).toBeTruthy();

    fireEvent.change(within(dialogo).getByLabelText('Texto alternativo'), { target: { value: 'Logotipo' } });
    await act(async () => {
      fireEvent.change(entrada, { target: { files: [arquivo] } });
    });
    expect(within(dialogo).getByRole('progressbar')).toBeTruthy();
    await act(async () => concluir({ url: '/arquivos/foto.png', nome: 'foto.png' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/arquivos/foto.png" alt="Logotipo">')));
    expect(enviarImagem).toHaveBeenCalledWith(arquivo);
  });

  it('localizar: termo vazio mostra a mensagem; contagem, próximo e substituir tudo', async () => {
    const { onChange } = renderizar('<p>nota NOTA nota</p>');
    fireEvent.click(botao('Localizar e substituir'));
    const barra = await screen.findByRole('search', { name: 'Localizar e substituir' });
    fireEvent.click(within(barra).getByRole('button', { name: 'Próximo' }));
    expect(await within(barra).findByText('O texto a localizar não pode ser vazio.')).toBeTruthy();
    expect(within(barra).getByTestId('editor-busca-contagem').textContent).toBe('Nenhum resultado');

    fireEvent.change(within(barra).getByLabelText('Localizar'), { target: { value: 'nota' } });
    expect(within(barra).queryByText('O texto a localizar não pode ser vazio.')).toBeNull();
    await waitFor(() => expect(within(barra).getByTestId('editor-busca-contagem').textContent).toBe('1 de 3'));
    expect(document.querySelectorAll('.busca-resultado')).toHaveLength(3);
    fireEvent.keyDown(within(barra).getByLabelText('Localizar'), { key: 'Enter' });
    await waitFor(() => expect(within(barra).getByTestId('editor-busca-contagem').textContent).toBe('2 de 3'));

    fireEvent.click(within(barra).getByLabelText('Diferenciar maiúsculas'));
    await waitFor(() => expect(within(barra).getByTestId('editor-busca-contagem').textContent).toMatch(/de 2$/));
    fireEvent.change(within(barra).getByLabelText('Substituir por'), { target: { value: 'nfe' } });
    fireEvent.click(within(barra).getByRole('button', { name: 'Substituir tudo' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>nfe NOTA nfe</p>'));

    fireEvent.click(within(barra).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('search')).toBeNull());
    expect(document.querySelectorAll('.busca-resultado')).toHaveLength(0);
  });

  it('Ctrl+F no editor abre a barra de busca', async () => {
    const { editavel } = renderizar('<p>abc</p>');
    fireEvent.keyDown(editavel(), { key: 'f', code: 'KeyF', ctrlKey: true });
    expect(await screen.findByRole('search', { name: 'Localizar e substituir' })).toBeTruthy();
  });

  it('valor alterado por fora atualiza o editor sem chamar onChange; desabilitado esconde a barra', async () => {
    const onChange = vi.fn();
    const props = { value: '<p>primeiro</p>', onChange };
    const { rerender } = render(createElement(EditorTexto, props));
    rerender(createElement(EditorTexto, { ...props, value: '<p>segundo</p>' }));
    await waitFor(() => expect(screen.getByTestId('editor-texto').textContent).toBe('segundo'));
    expect(onChange).not.toHaveBeenCalled();

    rerender(createElement(EditorTexto, { ...props, value: '<p>segundo</p>', desabilitado: true, erro: 'Campo obrigatório' }));
    await waitFor(() => expect(screen.getByTestId('editor-texto').getAttribute('contenteditable')).toBe('false'));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByText('Campo obrigatório')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('documento vazio gera ""', async () => {
    const { editavel, onChange } = renderizar('<p>x</p>');
    selecionarTudo(editavel());
    fireEvent.keyDown(editavel(), { key: 'Backspace', code: 'Backspace' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });
});

describe('HTML produzido (para o sanitizador do servidor)', () => {
  it('cor, tamanho, alinhamento, início de lista, imagem e YouTube', () => {
    const editor = new Editor({ element: document.createElement('div'), extensions: extensoesEditorTexto() });
    editor.commands.setContent(
      '<p style="text-align: justify"><span style="color: #d32f2f; font-size: 1.5em">a</span></p>' +
        '<ol start="3"><li><p>b</p></li></ol>' +
        '<img src="https://cdn.exemplo.com/a.png" alt="Logo">' +
        '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe></div>' +
        '<p><a href="javascript:alert(1)">x</a> <a href="/ajuda">y</a></p>',
    );
    expect(editor.getHTML()).toBe(
      // o DOMSerializer do ProseMirror usa style.cssText: a cor sai como rgb(), como nos navegadores
      '<p style="text-align: justify;"><span style="color: rgb(211, 47, 47); font-size: 1.5em;">a</span></p>' +
        '<ol start="3"><li><p>b</p></li></ol>' +
        '<img src="https://cdn.exemplo.com/a.png" alt="Logo">' +
        '<div data-youtube-video=""><iframe width="640" height="360" allowfullscreen="true" autoplay="false" disablekbcontrols="false" enableiframeapi="false" endtime="0" ivloadpolicy="0" loop="false" modestbranding="false" origin="" playlist="" rel="1" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=1" start="0"></iframe></div>' +
        '<p>x <a target="_blank" rel="noopener noreferrer nofollow" href="/ajuda">y</a></p>',
    );
    editor.destroy();
  });
});
