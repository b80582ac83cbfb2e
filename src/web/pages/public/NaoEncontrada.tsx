/** The /404 page (SPEC §2), public; also used as the catch-all of the authenticated area. */
import { cliqueInterno } from '../../navegacao/roteador.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { tenantAtual } from '../../tenant/tenant.ts';
import { lerSessao } from '../../session/usuario.ts';

export interface TextosNaoEncontrada {
  titulo: string;
  texto: string;
  voltar: string;
}

export const TEXTOS_404_PT: TextosNaoEncontrada = {
  titulo: 'Página não encontrada',
  texto: 'O endereço digitado não existe ou você não tem acesso a esta página.',
  voltar: 'Voltar ao início',
};

export function NaoEncontrada({ textos = TEXTOS_404_PT, destino, telaCheia = true }: { textos?: TextosNaoEncontrada; destino?: string; telaCheia?: boolean }) {
  const para = destino ?? `/${encodeURIComponent(tenantAtual())}/${lerSessao() ? 'dashboard' : 'sign-in'}`;
  return (
    <Box
      component="main"
      sx={{ minHeight: telaCheia ? '100vh' : 420, display: 'grid', placeItems: 'center', px: 3, bgcolor: telaCheia ? 'background.default' : undefined }}
    >
      <Box sx={{ textAlign: 'center', maxWidth: 520 }}>
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: '5rem', sm: '7rem' }, fontWeight: 900, lineHeight: 1, color: 'primary.main', letterSpacing: -4, opacity: 0.9 }}
        >
          404
        </Typography>
        <Typography component="h1" variant="h2" sx={{ mt: 2, mb: 1 }}>
          {textos.titulo}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          {textos.texto}
        </Typography>
        <Button href={para} onClick={cliqueInterno(para)} variant="contained" size="large">
          {textos.voltar}
        </Button>
      </Box>
    </Box>
  );
}

export default NaoEncontrada;
