/**
 * Tipografia do HTML de texto rico exibido fora do editor (artigos de ajuda, mensagens de ticket):
 * títulos, listas, citações, código, imagens e o player do YouTube responsivo. Objeto `sx` do MUI.
 */
export const ESTILO_CONTEUDO = {
  fontSize: '0.95rem',
  lineHeight: 1.7,
  wordBreak: 'break-word',
  '& h2': { fontSize: '1.3rem', fontWeight: 700, mt: 3, mb: 1 },
  '& h3': { fontSize: '1.1rem', fontWeight: 700, mt: 2.5, mb: 1 },
  '& h4': { fontSize: '1rem', fontWeight: 700, mt: 2, mb: 0.5 },
  '& p': { my: 1 },
  '& ul, & ol': { pl: 3 },
  '& li > p': { my: 0.25 },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', m: 0, my: 2, px: 2, py: 0.5, borderRadius: 1 },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
  '& a': { color: 'primary.main' },
  '& div[data-youtube-video]': { position: 'relative', width: '100%', maxWidth: 720, aspectRatio: '16 / 9', my: 2 },
  '& div[data-youtube-video] iframe': { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, borderRadius: 1 },
} as const;
