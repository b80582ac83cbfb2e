/**
 * Extensões TipTap do editor de texto rico: StarterKit (títulos 2–4, links validados),
 * cor, tamanho, alinhamento, imagem, YouTube, placeholder e "Localizar e substituir".
 */
import StarterKit from '@tiptap/starter-kit';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import TextAlign from '@tiptap/extension-text-align';
import ImagemTiptap from '@tiptap/extension-image';
import Youtube from '@tiptap/extension-youtube';
import { Placeholder } from '@tiptap/extensions';
import { normalizarUrlLink } from '../../../domain/editorTexto.ts';
import { BuscaSubstituicao } from './buscaSubstituicao.ts';

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
