/**
 * MUI Link da casca (páginas públicas desenhadas com MUI, ex.: o cadastro). Fica fora de
 * roteador.tsx para a primeira tela não levar o MUI.
 */
import type { MouseEvent, ReactNode } from 'react';
import Link, { type LinkProps } from '@mui/material/Link';
import { cliqueInterno } from './roteador.tsx';

/**
 * Link da casca: um `<a href>` de verdade (abrir em outra aba funciona) que, no clique simples,
 * navega sem recarregar a página.
 */
export function LinkInterno({ para, children, ...resto }: Omit<LinkProps, 'href'> & { para: string; children: ReactNode }) {
  const interno = cliqueInterno(para);
  const aoClicar = (e: MouseEvent<HTMLAnchorElement>) => {
    resto.onClick?.(e);
    interno(e);
  };
  return (
    <Link {...resto} href={para} onClick={aoClicar}>
      {children}
    </Link>
  );
}
