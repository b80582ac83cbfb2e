/**
 * Barra "Há uma nova versão do sistema." com "Atualizar" (aplica o service worker que espera e
 * recarrega, pwa.ts) e "Depois". Carregada sob demanda por AvisoNovaVersao.tsx quando o service
 * worker avisa que há uma versão nova.
 */
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { aplicarAtualizacao } from '../pwa.ts';
import { TemaDoApp } from './TemaDoApp.tsx';

export default function BarraNovaVersao({ aoAdiar }: { aoAdiar: () => void }) {
  return (
    <TemaDoApp>
      <Snackbar
        open
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message="Há uma nova versão do sistema."
        action={
          <>
            <Button color="primary" size="small" variant="contained" onClick={() => void aplicarAtualizacao()}>
              Atualizar
            </Button>
            <Button color="inherit" size="small" onClick={aoAdiar}>
              Depois
            </Button>
          </>
        }
      />
    </TemaDoApp>
  );
}
