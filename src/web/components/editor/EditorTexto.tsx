/**
 * Editor de texto rico (TipTap 3) para artigos da central de ajuda e tickets: formatação,
 * cor, tamanho, alinhamento, links, imagens, vídeos do YouTube e "Localizar e substituir".
 * Mensagens de validação: SPEC §8 (src/domain/editorTexto.ts). Carregado sob demanda
 * (`React.lazy(() => import('.../EditorTexto.tsx'))`).
 */
import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  CORES_PADRAO,
  MENSAGENS_EDITOR,
  TAMANHOS_FONTE,
  normalizarCor,
  normalizarTamanho,
  normalizarUrlLink,
  urlDeMidia,
  validarCor,
  validarInicioLista,
  validarTamanho,
  validarUrl,
} from '../../../domain/editorTexto.ts';
import { extensoesEditorTexto } from './extensoes.ts';
import { BarraFormatacao, type Dialogo } from './BarraFormatacao.tsx';
import { BarraBusca } from './BarraBusca.tsx';
import { DialogoCampo, DialogoImagem } from './dialogos.tsx';
import { PopoverEstilo } from './PopoverEstilo.tsx';

export { extensoesEditorTexto } from './extensoes.ts';

export interface EditorTextoProps {
  /** Conteúdo em HTML. */
  value: string;
  /** Recebe `editor.getHTML()`, ou `''` quando o documento está vazio. */
  onChange: (html: string) => void;
  /** Envia uma imagem e devolve a URL pública; ausente ⇒ imagem só por URL. */
  enviarImagem?: (arquivo: File) => Promise<{ url: string; nome: string }>;
  desabilitado?: boolean;
  /** Imagens e vídeos permitidos (padrão true); o servidor só os aceita nos campos com rota de envio. */
  midia?: boolean;
  /** Rótulo exibido acima do editor. */
  rotulo?: string;
  /** Texto de erro exibido abaixo do editor (vermelho). */
  erro?: string;
  /** Altura mínima da área de edição, em px (padrão 240). */
  alturaMinima?: number;
}

/** HTML do editor para o `onChange` (`''` quando vazio). */
function htmlDe(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** A seleção está numa lista numerada ou contém uma? (então só muda o `start`) */
function temListaNumerada(editor: Editor): boolean {
  const { $from, from, to } = editor.state.selection;
  for (let d = $from.depth; d > 0; d--) if ($from.node(d).type.name === 'orderedList') return true;
  let achou = false;
  editor.state.doc.nodesBetween(from, to, (no) => {
    achou ||= no.type.name === 'orderedList';
    return !achou;
  });
  return achou;
}

const estiloConteudo = (alturaMinima: number) => ({
  '& .ProseMirror': {
    minHeight: alturaMinima,
    p: 1.5,
    outline: 'none',
    overflowWrap: 'break-word',
    '& > :first-of-type': { mt: 0 },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& img.ProseMirror-selectednode, & div[data-youtube-video].ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'primary.main' },
    '& div[data-youtube-video] iframe': { width: '100%', maxWidth: 640, height: 'auto', aspectRatio: '16 / 9', border: 0 },
    '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
    '& a': { color: 'primary.main' },
    '& code': { bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, fontFamily: 'monospace' },
    '& p.is-editor-empty:first-of-type::before': {
      content: 'attr(data-placeholder)',
      float: 'left',
      height: 0,
      color: 'text.disabled',
      pointerEvents: 'none',
    },
    '& .busca-resultado': { background: '#fff59d', color: '#000' },
    '& .busca-resultado-atual': { background: '#ffb74d' },
  },
});

/** Editor de texto rico controlado (`value` em HTML, `onChange` com o HTML novo). */
export function EditorTexto({ value, onChange, enviarImagem, desabilitado = false, midia = true, rotulo, erro, alturaMinima = 240 }: EditorTextoProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const abrirBuscaRef = useRef<() => void>(() => {});
  const [busca, setBusca] = useState<{ termo: string } | null>(null);
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const [popover, setPopover] = useState<{ tipo: 'cor' | 'tamanho'; ancora: HTMLElement } | null>(null);

  const editor = useEditor({
    extensions: extensoesEditorTexto(),
    content: value,
    editable: !desabilitado,
    editorProps: {
      attributes: { 'data-testid': 'editor-texto', 'aria-label': rotulo ?? 'Editor de texto', 'aria-multiline': 'true', role: 'textbox' },
      handleKeyDown: (_view, evento) => {
        const tecla = evento.key.toLowerCase();
        if ((evento.ctrlKey || evento.metaKey) && !evento.altKey && (tecla === 'f' || tecla === 'h')) {
          evento.preventDefault();
          abrirBuscaRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(htmlDe(e)),
  });

  // valor alterado por fora (ex.: registro carregado): substitui sem emitir onChange
  useEffect(() => {
    if (editor.isDestroyed || value === htmlDe(editor) || value === editor.getHTML()) return;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor.isDestroyed && editor.isEditable === desabilitado) editor.setEditable(!desabilitado, false);
    if (desabilitado) {
      setBusca(null);
      setDialogo(null);
      setPopover(null);
    }
  }, [editor, desabilitado]);

  abrirBuscaRef.current = () => {
    const { from, to } = editor.state.selection;
    const selecionado = editor.state.doc.textBetween(from, to, '\n');
    setBusca((atual) => ({ termo: selecionado && !selecionado.includes('\n') ? selecionado : (atual?.termo ?? '') }));
  };
  const fecharBusca = () => {
    setBusca(null);
    editor.commands.focus();
  };
  const fecharDialogo = () => setDialogo(null);

  const aplicarLink = (url: string): string | null => {
    const vazia = validarUrl(url);
    if (vazia) return vazia;
    const href = normalizarUrlLink(url);
    if (!href) return MENSAGENS_EDITOR.urlInvalida;
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    return null;
  };
  const aplicarYoutube = (url: string): string | null => {
    const midia = urlDeMidia(url);
    if (!midia.ok) return midia.mensagem;
    editor.chain().focus().setYoutubeVideo({ src: midia.embed }).run();
    return null;
  };
  const aplicarInicio = (valor: string): string | null => {
    const mensagem = validarInicioLista(valor);
    if (mensagem) return mensagem;
    const cadeia = editor.chain().focus();
    if (!temListaNumerada(editor)) cadeia.toggleOrderedList();
    cadeia.updateAttributes('orderedList', { start: Number(valor) }).run();
    return null;
  };

  return (
    <Box>
      {rotulo && (
        <Typography component="div" variant="body2" color={erro ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
          {rotulo}
        </Typography>
      )}
      <Box
        sx={{
          border: 1,
          borderColor: erro ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: desabilitado ? 'action.hover' : 'background.paper',
          ...estiloConteudo(alturaMinima),
        }}
      >
        {!desabilitado && (
          <BarraFormatacao
            editor={editor}
            buscaAberta={busca !== null}
            alternarBusca={() => (busca ? fecharBusca() : abrirBuscaRef.current())}
            abrirDialogo={setDialogo}
            abrirPopover={(tipo, ancora) => setPopover({ tipo, ancora })}
            midia={midia}
          />
        )}
        {!desabilitado && busca && <BarraBusca editor={editor} termoInicial={busca.termo} onFechar={fecharBusca} />}
        <EditorContent editor={editor} />
      </Box>
      {erro && <FormHelperText error>{erro}</FormHelperText>}

      {dialogo === 'link' && (
        <DialogoCampo
          titulo="Link"
          rotulo="URL"
          tipo="url"
          valorInicial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          aplicar={aplicarLink}
          onFechar={fecharDialogo}
          extra={
            editor.isActive('link') ? { rotulo: 'Remover link', executar: () => editor.chain().focus().extendMarkRange('link').unsetLink().run() } : undefined
          }
        />
      )}
      {dialogo === 'youtube' && (
        <DialogoCampo titulo="Vídeo do YouTube" rotulo="URL do vídeo" tipo="url" valorInicial="" aplicar={aplicarYoutube} onFechar={fecharDialogo} />
      )}
      {dialogo === 'inicio' && (
        <DialogoCampo
          titulo="Número inicial da lista"
          rotulo="Número inicial"
          tipo="number"
          valorInicial={String((editor.getAttributes('orderedList').start as number | undefined) ?? 1)}
          aplicar={aplicarInicio}
          onFechar={fecharDialogo}
        />
      )}
      {dialogo === 'imagem' && <DialogoImagem editor={editor} enviarImagem={enviarImagem} onFechar={fecharDialogo} />}

      {popover?.tipo === 'cor' && (
        <PopoverEstilo
          ancora={popover.ancora}
          titulo="Cor do texto"
          rotuloCampo="Cor (#rrggbb ou rgb)"
          opcoes={CORES_PADRAO}
          cores
          validar={validarCor}
          aplicar={(v) =>
            editor
              .chain()
              .focus()
              .setColor(normalizarCor(v) ?? '')
              .run()
          }
          rotuloRemover="Remover cor"
          remover={() => editor.chain().focus().unsetColor().run()}
          onFechar={() => setPopover(null)}
        />
      )}
      {popover?.tipo === 'tamanho' && (
        <PopoverEstilo
          ancora={popover.ancora}
          titulo="Tamanho do texto"
          rotuloCampo="Tamanho (px, em ou rem)"
          opcoes={TAMANHOS_FONTE}
          validar={validarTamanho}
          aplicar={(v) =>
            editor
              .chain()
              .focus()
              .setFontSize(normalizarTamanho(v) ?? '')
              .run()
          }
          rotuloRemover="Padrão"
          remover={() => editor.chain().focus().unsetFontSize().run()}
          onFechar={() => setPopover(null)}
        />
      )}
    </Box>
  );
}

export default EditorTexto;
