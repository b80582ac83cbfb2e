/**
 * Barra de formatação do editor de texto rico: botões (`Botao`), separadores, estilo do
 * parágrafo e o estado que a barra observa no editor (`estadoBarra`).
 */
import type { MouseEvent, ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Tooltip from '@mui/material/Tooltip';
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

/** Diálogo aberto a partir da barra. */
export type Dialogo = 'link' | 'imagem' | 'youtube' | 'inicio';

/** Estado da seleção que a barra mostra (botões ativos, estilo do bloco, desfazer/refazer). */
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
  /** Mostra os botões de imagem e de vídeo (false: campo sem mídia, como as mensagens de ticket). */
  midia: boolean;
}

/** Barra de ferramentas (`role="toolbar"`) com os comandos de formatação do editor. */
export function BarraFormatacao({ editor, buscaAberta, alternarBusca, abrirDialogo, abrirPopover, midia }: PropsBarra) {
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
          else
            c()
              .setHeading({ level: Number(v) as 2 | 3 | 4 })
              .run();
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
      {midia && <Botao titulo="Imagem" icone={<ImageIcon fontSize="small" />} onClick={() => abrirDialogo('imagem')} />}
      {midia && <Botao titulo="Vídeo do YouTube" icone={<YouTubeIcon fontSize="small" />} onClick={() => abrirDialogo('youtube')} />}
      <Separador />
      <Botao titulo="Localizar e substituir" icone={<FindReplace fontSize="small" />} ativo={buscaAberta} onClick={alternarBusca} />
    </Box>
  );
}
