/**
 * Papel dos diálogos do PDV que cabe na tela (issue 29, item 2). O papel arrastável do tema
 * (layout/PapelArrastavel.tsx, `slots.paper`) substitui o `DialogPaper` do MUI e com ele perde a
 * altura máxima, a largura e as margens: um diálogo alto (a lista de escolha com 17 produtos)
 * crescia além da janela e começava acima dela. Aqui essas regras voltam: no máximo a altura da
 * janela menos as margens (16 px no celular, 32 px acima de 600 px), coluna flexível para o
 * `DialogContent` rolar por dentro, e largura até `larguraMaxima` px.
 */
export function papelNaTela(larguraMaxima = 600) {
  return {
    sx: {
      m: { xs: 2, sm: 4 },
      maxHeight: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
      width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
      maxWidth: larguraMaxima,
      display: 'flex',
      flexDirection: 'column',
      overflowY: 'auto',
    },
  } as const;
}
