/**
 * The ticket toasts themselves (NotificacoesTempoReal.tsx loads this file when the first one
 * arrives, so the first screen does not carry MUI's Alert): each stays until dismissed; "Abrir" goes
 * to `/{url}/suporte/ticket/editar/{ticketId}`, or reloads that page when it is already open.
 */
import { navegar } from '../navegacao/roteador.tsx';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Close from '@mui/icons-material/Close';
import { TemaDoApp } from '../layout/TemaDoApp.tsx';
import { tenantAtual } from '../tenant/tenant.ts';
import { caminhoTicket, removerNotificacaoTicket, type NotificacaoTicket } from './notificacoesTicket.ts';

export default function ToastsTicket({ lista, pathname }: { lista: readonly NotificacaoTicket[]; pathname: string }) {
  function abrir(n: NotificacaoTicket) {
    removerNotificacaoTicket(n.chave);
    const destino = caminhoTicket(tenantAtual(), n.ticketId);
    if (decodeURI(pathname) === decodeURI(destino)) window.location.reload();
    else navegar(destino);
  }

  return (
    <TemaDoApp>
      <Stack
        spacing={1}
        aria-live="polite"
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (t) => t.zIndex.snackbar, maxWidth: 400, width: 'calc(100% - 32px)' }}
      >
        {lista.map((n) => (
          <Alert
            key={n.chave}
            severity="info"
            variant="filled"
            role="status"
            action={
              <>
                <Button color="inherit" size="small" onClick={() => abrir(n)}>
                  Abrir
                </Button>
                <IconButton color="inherit" size="small" aria-label="Fechar" onClick={() => removerNotificacaoTicket(n.chave)}>
                  <Close fontSize="small" />
                </IconButton>
              </>
            }
            sx={{ color: '#fff', boxShadow: 6, alignItems: 'center' }}
          >
            <AlertTitle>Ticket #{String(n.ticketId)}</AlertTitle>
            {n.mensagem}
          </Alert>
        ))}
      </Stack>
    </TemaDoApp>
  );
}
