/**
 * Toasts of the hub's `NotificacaoTicket(ticketId, mensagem)` (SPEC §4): each stays until
 * dismissed; "Abrir" goes to `/{url}/suporte/ticket/editar/{ticketId}`, or reloads that page when
 * it is already open. The ticket screens are not built yet, so that route may show the not-found
 * page for now. Mounted once in App.tsx (inside the router).
 */
import { navegar, useLocalizacao } from '../navegacao/roteador.tsx';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Close from '@mui/icons-material/Close';
import { tenantAtual } from '../tenant/tenant.ts';
import { caminhoTicket, removerNotificacaoTicket, useNotificacoesTicket, type NotificacaoTicket } from './notificacoesTicket.ts';

export function NotificacoesTempoReal() {
  const lista = useNotificacoesTicket();
  const { pathname } = useLocalizacao();
  if (lista.length === 0) return null;

  function abrir(n: NotificacaoTicket) {
    removerNotificacaoTicket(n.chave);
    const destino = caminhoTicket(tenantAtual(), n.ticketId);
    if (decodeURI(pathname) === decodeURI(destino)) window.location.reload();
    else navegar(destino);
  }

  return (
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
  );
}
