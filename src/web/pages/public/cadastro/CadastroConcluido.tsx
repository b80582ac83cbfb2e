/** The confirmation shown after a successful sign-up, with the button to the sign-in page (new login filled in). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { cliqueInterno } from '../../../navegacao/roteador.tsx';

/** "Cadastro concluído!" for the company `nome` (fantasia or razão social) and the owner's `login`. */
export function CadastroConcluido({ url, nome, login }: { url: string; nome: string; login: string }) {
  return (
    <Box component="section" aria-labelledby="titulo-cadastro" sx={{ textAlign: 'center' }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.light',
          color: 'primary.dark',
          mx: 'auto',
          mb: 3,
        }}
      >
        <TaskAlt sx={{ fontSize: 40 }} />
      </Box>
      <Typography id="titulo-cadastro" component="h1" variant="h1" sx={{ fontSize: '1.8rem', fontWeight: 800, mb: 1 }}>
        Cadastro concluído!
      </Typography>
      <Alert severity="success" sx={{ my: 2, textAlign: 'left' }}>
        A empresa <strong>{nome}</strong> foi criada. Entre com o login <strong>{login}</strong> e a senha escolhida.
      </Alert>
      <Button
        href={`/${encodeURIComponent(url)}/sign-in`}
        onClick={cliqueInterno(`/${encodeURIComponent(url)}/sign-in`, { login })}
        variant="contained"
        size="large"
        fullWidth
      >
        Ir para o login
      </Button>
    </Box>
  );
}
