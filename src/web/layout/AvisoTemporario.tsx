/**
 * Aviso temporário (toast, SPEC §9: some em 3 s) no topo da página: Snackbar + Alert "info" do MUI.
 * Carregado sob demanda (React.lazy) por quem o mostra raramente, para a primeira tela não levar o
 * Snackbar.
 */
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TemaDoApp } from './TemaDoApp.tsx';

export default function AvisoTemporario({ mensagem, duracaoMs, aoFechar }: { mensagem: string; duracaoMs: number; aoFechar: () => void }) {
  return (
    <TemaDoApp>
      <Snackbar
        open
        autoHideDuration={duracaoMs}
        onClose={(_, motivo) => motivo !== 'clickaway' && aoFechar()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="info" variant="filled" onClose={aoFechar} sx={{ width: '100%', color: '#fff' }}>
          {mensagem}
        </Alert>
      </Snackbar>
    </TemaDoApp>
  );
}
