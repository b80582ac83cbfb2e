/**
 * Editor de texto rico (TipTap 3) para artigos da central de ajuda e tickets: formatação,
 * cor, tamanho, alinhamento, links, imagens, vídeos do YouTube e "Localizar e substituir".
 * Mensagens de validação: SPEC §8 (src/domain/editorTexto.ts). Carregado sob demanda
 * (`React.lazy(() => import('.../EditorTexto.tsx'))`).
 */
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import TextAlign from '@tiptap/extension-text-align';
import ImagemTiptap from '@tiptap/extension-image';
import Youtube from '@tiptap/extension-youtube';
import { Placeholder } from '@tiptap/extensions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import NativeSelect from '@mui/material/NativeSelect';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Code from '@mui/icons-material/Code';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Numbers from '@mui/icons-material/Numbers';
import FormatQuote from '@mui/icons-material/FormatQuote';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatColorText from '@mui/icons-material/FormatColorText';
import FormatSize from '@mui/icons-material/FormatSize';
import LinkIcon from '@mui/icons-material/Link';
import ImageIcon from '@mui/icons-material/Image';
import YouTubeIcon from '@mui/icons-material/YouTube';
import FindReplace from '@mui/icons-material/FindReplace';
import {
  CORES_PADRAO,
  MENSAGENS_EDITOR,
  TAMANHOS_FONTE,
  normalizarCor,
  normalizarTamanho,
  normalizarUrlImagem,
  normalizarUrlLink,
  urlDeMidia,
  validarCor,
  validarInicioLista,
  validarTamanho,
  validarTextoBusca,
  validarUrl,
} from '../../../domain/editorTexto.ts';
import { BuscaSubstituicao, chaveBusca } from './buscaSubstituicao.ts';

export interface EditorTextoProps {
  /** Conteúdo em HTML. */
  value: string;
  /** Recebe `editor.getHTML()`, ou `''` quando o documento está vazio. */
  onChange: (html: string) => void;
  /** Envia uma imagem e devolve a URL pública; ausente ⇒ imagem só por URL. */
  enviarImagem?: (arquivo: File) => Promise<{ url: string; nome: string }>;
  desabilitado?: boolean;
  /** Rótulo exibido acima do editor. */
  rotulo?: string;
  /** Texto de erro exibido abaixo do editor (vermelho). */
  erro?: string;
  /** Altura mínima da área de edição, em px (padrão 240). */
  alturaMinima?: number;
}

const TIPOS_IMAGEM = 'image/png,image/jpeg,image/gif,image/webp';

/** Extensões do editor (exportadas para reaproveitar o mesmo esquema em outros pontos). */
export function extensoesEditorTexto() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // sem <p></p> automático no fim: evita HTML extra e um onChange sem edição do usuário
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => normalizarUrlLink(url) !== null,
        shouldAutoLink: (url) => normalizarUrlLink(url) !== null,
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
      },
    }),
    TextStyle,
    Color,
    FontSize,
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ImagemTiptap.configure({ inline: false, allowBase64: false }),
    Youtube.configure({ nocookie: true, width: 640, height: 360 }),
    Placeholder.configure({ placeholder: 'Escreva o conteúdo…' }),
    BuscaSubstituicao,
  ];
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

// ---------------------------------------------------------------------------------------
// Peças da barra

interface PropsBotao {
  titulo: string;
  icone: ReactNode;
  onClick: (evento: MouseEvent<HTMLButtonElement>) => void;
  ativo?: boolean;
  desabilitado?: boolean;
}

function Botao({ titulo, icone, onClick, ativo, desabilitado }: PropsBotao) {
  return (
    <Tooltip title={titulo} describeChild>
      <span>
        <IconButton
          size="small"
          aria-label={titulo}
          aria-pressed={ativo === undefined ? undefined : ativo}
          color={ativo ? 'primary' : 'default'}
          disabled={desabilitado}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
        >
          {icone}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const Separador = () => <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />;

interface PropsDialogoCampo {
  titulo: string;
  rotulo: string;
  valorInicial: string;
  tipo?: 'text' | 'number' | 'url';
  /** Aplica o valor; devolve a mensagem de erro (mantém aberto) ou `null` (fecha). */
  aplicar: (valor: string) => string | null;
  onFechar: () => void;
  extra?: { rotulo: string; executar: () => void };
}

/** Diálogo com um campo, "Aplicar" e erro visível sob o campo. */
function DialogoCampo({ titulo, rotulo, valorInicial, tipo = 'text', aplicar, onFechar, extra }: PropsDialogoCampo) {
  const [valor, setValor] = useState(valorInicial);
  const [erro, setErro] = useState<string | null>(null);
  const confirmar = () => {
    const mensagem = aplicar(valor);
    if (mensagem) setErro(mensagem);
    else onFechar();
  };
  return (
    <Dialog open onClose={onFechar} fullWidth maxWidth="xs">
      <DialogTitle>{titulo}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={rotulo}
          type={tipo}
          value={valor}
          onChange={(e) => {
            setValor(e.target.value);
            setErro(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              confirmar();
            }
          }}
          error={Boolean(erro)}
          helperText={erro ?? undefined}
        />
      </DialogContent>
      <DialogActions>
        {extra && (
          <Button color="error" onClick={() => { extra.executar(); onFechar(); }}>
            {extra.rotulo}
          </Button>
        )}
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" onClick={confirmar}>Aplicar</Button>
      </DialogActions>
    </Dialog>
  );
}

interface PropsDialogoImagem {
  editor: Editor;
  enviarImagem?: EditorTextoProps['enviarImagem'];
  onFechar: () => void;
}

/** Diálogo "Imagem": envio de arquivo (se houver `enviarImagem`) ou URL + texto alternativo. */
function DialogoImagem({ editor, enviarImagem, onFechar }: PropsDialogoImagem) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [erroEnvio, setErroEnvio] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const arquivoRef = useRef<HTMLInputElement>(null);

  const inserir = (src: string, texto: string) => {
    editor.chain().focus().setImage({ src, alt: texto.trim() || undefined }).run();
    onFechar();
  };
  const confirmar = () => {
    const vazia = validarUrl(url);
    const src = normalizarUrlImagem(url);
    if (vazia || !src) setErro(vazia ?? MENSAGENS_EDITOR.urlInvalida);
    else inserir(src, alt);
  };
  const escolher = async (e: ChangeEvent<HTMLInputElement>) => {
    const arquivo = e.target.files?.[0];
    e.target.value = '';
    if (!arquivo || !enviarImagem) return;
    setEnviando(true);
    setErroEnvio(null);
    try {
      const enviado = await enviarImagem(arquivo);
      inserir(enviado.url, alt || enviado.nome);
    } catch (falha) {
      setErroEnvio(falha instanceof Error && falha.message ? falha.message : 'Não foi possível enviar a imagem.');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open onClose={enviando ? undefined : onFechar} fullWidth maxWidth="xs">
      <DialogTitle>Imagem</DialogTitle>
      <DialogContent>
        {enviarImagem && (
          <Box sx={{ mb: 1 }}>
            <input ref={arquivoRef} type="file" accept={TIPOS_IMAGEM} hidden data-testid="editor-arquivo-imagem" onChange={escolher} />
            <Button variant="outlined" disabled={enviando} onClick={() => arquivoRef.current?.click()}>
              Enviar arquivo
            </Button>
            {enviando && <LinearProgress sx={{ mt: 1 }} aria-label="Enviando imagem" />}
            {erroEnvio && <FormHelperText error>{erroEnvio}</FormHelperText>}
          </Box>
        )}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="URL da imagem"
          value={url}
          disabled={enviando}
          onChange={(e) => {
            setUrl(e.target.value);
            setErro(null);
          }}
          error={Boolean(erro)}
          helperText={erro ?? undefined}
        />
        <TextField fullWidth margin="dense" label="Texto alternativo" value={alt} disabled={enviando} onChange={(e) => setAlt(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} disabled={enviando}>Cancelar</Button>
        <Button variant="contained" onClick={confirmar} disabled={enviando}>Inserir</Button>
      </DialogActions>
    </Dialog>
  );
}

interface PropsPopoverEstilo {
  ancora: HTMLElement;
  titulo: string;
  rotuloCampo: string;
  opcoes: readonly string[];
  cores?: boolean;
  validar: (valor: string) => string | null;
  /** Aplica um valor já validado (opção da lista ou campo aprovado por `validar`). */
  aplicar: (valor: string) => void;
  rotuloRemover: string;
  remover: () => void;
  onFechar: () => void;
}

/** Popover de cor/tamanho: opções prontas, campo livre validado, "Aplicar" e remover. */
function PopoverEstilo(p: PropsPopoverEstilo) {
  const [valor, setValor] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const escolher = (v: string) => {
    p.aplicar(v);
    p.onFechar();
  };
  const confirmar = () => {
    const mensagem = p.validar(valor);
    if (mensagem) setErro(mensagem);
    else escolher(valor);
  };
  return (
    <Popover open anchorEl={p.ancora} onClose={p.onFechar} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Box sx={{ p: 1.5, width: 248 }} role="group" aria-label={p.titulo}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {p.opcoes.map((v) =>
            p.cores ? (
              <Box
                key={v}
                component="button"
                type="button"
                aria-label={`Cor ${v}`}
                title={v}
                onClick={() => escolher(v)}
                sx={{ width: 28, height: 28, p: 0, border: 1, borderColor: 'divider', borderRadius: 0.5, bgcolor: v, cursor: 'pointer' }}
              />
            ) : (
              <Button key={v} size="small" variant="outlined" sx={{ minWidth: 0, px: 1 }} onClick={() => escolher(v)}>
                {v}
              </Button>
            ),
          )}
        </Box>
        <TextField
          size="small"
          fullWidth
          label={p.rotuloCampo}
          value={valor}
          onChange={(e) => {
            setValor(e.target.value);
            setErro(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              confirmar();
            }
          }}
          error={Boolean(erro)}
          helperText={erro ?? undefined}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Button size="small" onClick={() => { p.remover(); p.onFechar(); }}>{p.rotuloRemover}</Button>
          <Button size="small" variant="contained" onClick={confirmar}>Aplicar</Button>
        </Box>
      </Box>
    </Popover>
  );
}

// ---------------------------------------------------------------------------------------
// Localizar e substituir

interface PropsBarraBusca {
  editor: Editor;
  termoInicial: string;
  onFechar: () => void;
}

function BarraBusca({ editor, termoInicial, onFechar }: PropsBarraBusca) {
  const [termo, setTermo] = useState(termoInicial);
  const [substituto, setSubstituto] = useState('');
  const [diferenciar, setDiferenciar] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const contagem = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const s = chaveBusca.getState(e.state);
      return { total: s?.resultados.length ?? 0, atual: s?.atual ?? 0 };
    },
  });

  useEffect(() => {
    editor.commands.definirBusca(termo, { diferenciarMaiusculas: diferenciar, substituto });
  }, [editor, termo, diferenciar, substituto]);
  // ao fechar a barra, tira os destaques
  useEffect(
    () => () => {
      if (!editor.isDestroyed) editor.commands.limparBusca();
    },
    [editor],
  );

  /** Valida o termo e executa a ação. */
  const com = (acao: () => void) => () => {
    const mensagem = validarTextoBusca(termo);
    setErro(mensagem);
    if (!mensagem) acao();
  };
  const proximo = com(() => editor.commands.proximoResultado());
  const teclas = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onFechar();
    }
  };

  return (
    <Box
      role="search"
      aria-label="Localizar e substituir"
      onKeyDown={teclas}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <TextField
        size="small"
        label="Localizar"
        autoFocus
        value={termo}
        onChange={(e) => {
          setTermo(e.target.value);
          setErro(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            proximo();
          }
        }}
        error={Boolean(erro)}
        helperText={erro ?? undefined}
      />
      <TextField size="small" label="Substituir por" value={substituto} onChange={(e) => setSubstituto(e.target.value)} />
      <FormControlLabel
        control={<Checkbox size="small" checked={diferenciar} onChange={(e) => setDiferenciar(e.target.checked)} />}
        label="Diferenciar maiúsculas"
      />
      <Typography variant="body2" role="status" sx={{ alignSelf: 'center', minWidth: 110 }} data-testid="editor-busca-contagem">
        {contagem && contagem.total > 0 ? `${contagem.atual + 1} de ${contagem.total}` : 'Nenhum resultado'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Button size="small" onClick={com(() => editor.commands.resultadoAnterior())}>Anterior</Button>
        <Button size="small" onClick={proximo}>Próximo</Button>
        <Button size="small" onClick={com(() => editor.commands.substituir(substituto))}>Substituir</Button>
        <Button size="small" onClick={com(() => editor.commands.substituirTodos(substituto))}>Substituir tudo</Button>
        <Button size="small" onClick={onFechar}>Fechar</Button>
      </Box>
    </Box>
  );
}

// ---------------------------------------------------------------------------------------
// Barra de formatação

type Dialogo = 'link' | 'imagem' | 'youtube' | 'inicio';

function estadoBarra({ editor: e }: { editor: Editor }) {
  const nivel = ([2, 3, 4] as const).find((level) => e.isActive('heading', { level }));
  return {
    podeDesfazer: e.can().undo(),
    podeRefazer: e.can().redo(),
    negrito: e.isActive('bold'),
    italico: e.isActive('italic'),
    sublinhado: e.isActive('underline'),
    tachado: e.isActive('strike'),
    codigo: e.isActive('code'),
    bloco: nivel ? String(nivel) : 'p',
    marcadores: e.isActive('bulletList'),
    numerada: e.isActive('orderedList'),
    citacao: e.isActive('blockquote'),
    alinhamento: (['left', 'center', 'right', 'justify'] as const).find((a) => e.isActive({ textAlign: a })) ?? null,
    link: e.isActive('link'),
  };
}

interface PropsBarra {
  editor: Editor;
  buscaAberta: boolean;
  alternarBusca: () => void;
  abrirDialogo: (d: Dialogo) => void;
  abrirPopover: (tipo: 'cor' | 'tamanho', ancora: HTMLElement) => void;
}

function BarraFormatacao({ editor, buscaAberta, alternarBusca, abrirDialogo, abrirPopover }: PropsBarra) {
  const s = useEditorState({ editor, selector: estadoBarra });
  const c = () => editor.chain().focus();
  const alinhar = (a: 'left' | 'center' | 'right' | 'justify') => () => c().setTextAlign(a).run();
  return (
    <Box
      role="toolbar"
      aria-label="Formatação"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Botao titulo="Desfazer" icone={<Undo fontSize="small" />} desabilitado={!s.podeDesfazer} onClick={() => c().undo().run()} />
      <Botao titulo="Refazer" icone={<Redo fontSize="small" />} desabilitado={!s.podeRefazer} onClick={() => c().redo().run()} />
      <Separador />
      <Botao titulo="Negrito" icone={<FormatBold fontSize="small" />} ativo={s.negrito} onClick={() => c().toggleBold().run()} />
      <Botao titulo="Itálico" icone={<FormatItalic fontSize="small" />} ativo={s.italico} onClick={() => c().toggleItalic().run()} />
      <Botao titulo="Sublinhado" icone={<FormatUnderlined fontSize="small" />} ativo={s.sublinhado} onClick={() => c().toggleUnderline().run()} />
      <Botao titulo="Tachado" icone={<StrikethroughS fontSize="small" />} ativo={s.tachado} onClick={() => c().toggleStrike().run()} />
      <Botao titulo="Código" icone={<Code fontSize="small" />} ativo={s.codigo} onClick={() => c().toggleCode().run()} />
      <Separador />
      <NativeSelect
        value={s.bloco}
        inputProps={{ 'aria-label': 'Estilo do parágrafo' }}
        sx={{ mx: 0.5, fontSize: 14 }}
        onChange={(e) => {
          const v = e.target.value;
          if (v === 'p') c().setParagraph().run();
          else c().setHeading({ level: Number(v) as 2 | 3 | 4 }).run();
        }}
      >
        <option value="p">Parágrafo</option>
        <option value="2">Título 2</option>
        <option value="3">Título 3</option>
        <option value="4">Título 4</option>
      </NativeSelect>
      <Separador />
      <Botao titulo="Lista com marcadores" icone={<FormatListBulleted fontSize="small" />} ativo={s.marcadores} onClick={() => c().toggleBulletList().run()} />
      <Botao titulo="Lista numerada" icone={<FormatListNumbered fontSize="small" />} ativo={s.numerada} onClick={() => c().toggleOrderedList().run()} />
      <Botao titulo="Número inicial da lista" icone={<Numbers fontSize="small" />} onClick={() => abrirDialogo('inicio')} />
      <Botao titulo="Citação" icone={<FormatQuote fontSize="small" />} ativo={s.citacao} onClick={() => c().toggleBlockquote().run()} />
      <Botao titulo="Linha horizontal" icone={<HorizontalRule fontSize="small" />} onClick={() => c().setHorizontalRule().run()} />
      <Separador />
      <Botao titulo="Alinhar à esquerda" icone={<FormatAlignLeft fontSize="small" />} ativo={s.alinhamento === 'left'} onClick={alinhar('left')} />
      <Botao titulo="Centralizar" icone={<FormatAlignCenter fontSize="small" />} ativo={s.alinhamento === 'center'} onClick={alinhar('center')} />
      <Botao titulo="Alinhar à direita" icone={<FormatAlignRight fontSize="small" />} ativo={s.alinhamento === 'right'} onClick={alinhar('right')} />
      <Botao titulo="Justificar" icone={<FormatAlignJustify fontSize="small" />} ativo={s.alinhamento === 'justify'} onClick={alinhar('justify')} />
      <Separador />
      <Botao titulo="Cor do texto" icone={<FormatColorText fontSize="small" />} onClick={(e) => abrirPopover('cor', e.currentTarget)} />
      <Botao titulo="Tamanho do texto" icone={<FormatSize fontSize="small" />} onClick={(e) => abrirPopover('tamanho', e.currentTarget)} />
      <Separador />
      <Botao titulo="Link" icone={<LinkIcon fontSize="small" />} ativo={s.link} onClick={() => abrirDialogo('link')} />
      <Botao titulo="Imagem" icone={<ImageIcon fontSize="small" />} onClick={() => abrirDialogo('imagem')} />
      <Botao titulo="Vídeo do YouTube" icone={<YouTubeIcon fontSize="small" />} onClick={() => abrirDialogo('youtube')} />
      <Separador />
      <Botao titulo="Localizar e substituir" icone={<FindReplace fontSize="small" />} ativo={buscaAberta} onClick={alternarBusca} />
    </Box>
  );
}

// ---------------------------------------------------------------------------------------
// Componente

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
export function EditorTexto({ value, onChange, enviarImagem, desabilitado = false, rotulo, erro, alturaMinima = 240 }: EditorTextoProps) {
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
    setBusca((atual) => ({ termo: selecionado && !selecionado.includes('\n') ? selecionado : atual?.termo ?? '' }));
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
      editor.chain().focus().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
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
          extra={editor.isActive('link') ? { rotulo: 'Remover link', executar: () => editor.chain().focus().extendMarkRange('link').unsetLink().run() } : undefined}
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
          aplicar={(v) => editor.chain().focus().setColor(normalizarCor(v) ?? '').run()}
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
          aplicar={(v) => editor.chain().focus().setFontSize(normalizarTamanho(v) ?? '').run()}
          rotuloRemover="Padrão"
          remover={() => editor.chain().focus().unsetFontSize().run()}
          onFechar={() => setPopover(null)}
        />
      )}
    </Box>
  );
}

export default EditorTexto;
