/**
 * Building blocks shared by the Dashboard sections: the figure card (optionally a link to a list),
 * the chart card, and the responsive grids.
 */
import type { ReactNode } from 'react';
import { LinkBase, useBasename } from 'react-admin';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';

export function gradeCartoes(quantos: number) {
  const n = Math.min(Math.max(quantos, 1), 4);
  return {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(n, 2)}, minmax(0, 1fr))`, lg: `repeat(${n}, minmax(0, 1fr))` },
  } as const;
}

export const GRADE_GRAFICOS = {
  display: 'grid',
  gap: 2,
  mt: 2,
  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
} as const;

export type CorTema = 'primary' | 'secondary' | 'info' | 'warning' | 'success' | 'error';

export function Cartao(props: {
  titulo: string;
  valor: string;
  icone: ReactNode;
  cor: CorTema;
  detalhe?: string;
  destaque?: string;
  destaqueCor?: 'success' | 'default';
  para?: string | null;
}) {
  const basename = useBasename();
  const theme = useTheme();
  const conteudo = (
    <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {props.titulo}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 700, mt: 0.5, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {props.valor}
          </Typography>
        </Box>
        <Box
          aria-hidden
          sx={{
            flex: '0 0 auto',
            width: 44,
            height: 44,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: `${props.cor}.main`,
            bgcolor: alpha(theme.palette[props.cor].main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
          }}
        >
          {props.icone}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        {props.destaque && (
          <Chip size="small" label={props.destaque} color={props.destaqueCor ?? 'default'} variant={props.destaqueCor === 'success' ? 'filled' : 'outlined'} />
        )}
        {props.detalhe && (
          <Typography variant="caption" color="text.secondary">
            {props.detalhe}
          </Typography>
        )}
      </Stack>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
      {props.para ? (
        <CardActionArea component={LinkBase} to={`${basename}/${props.para}`} sx={{ height: '100%' }} aria-label={`${props.titulo}: ${props.valor}`}>
          {conteudo}
        </CardActionArea>
      ) : (
        conteudo
      )}
    </Card>
  );
}

export function CartaoGrafico({ titulo, subtitulo, children }: { titulo: string; subtitulo?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, minWidth: 0 }}>
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {titulo}
        </Typography>
        {subtitulo && (
          <Typography variant="body2" color="text.secondary">
            {subtitulo}
          </Typography>
        )}
        <Box sx={{ mt: 1 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
