/**
 * O editor de texto rico carregado sob demanda (o TipTap fica num pedaço próprio do bundle, baixado
 * só quando uma tela com texto rico abre), com uma barra de progresso enquanto carrega. Usado pelos
 * campos `format: html` das telas geradas e pelas mensagens dos tickets.
 */
import { Suspense, lazy } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import type { EditorTextoProps } from './EditorTexto.tsx';

const EditorTexto = lazy(() => import('./EditorTexto.tsx'));

export function CampoTextoRico(props: EditorTextoProps) {
  return (
    <Suspense fallback={<LinearProgress aria-label={`Carregando o editor${props.rotulo ? ` de ${props.rotulo}` : ''}`} />}>
      <EditorTexto {...props} />
    </Suspense>
  );
}
