/**
 * The dialog of the SPEC §8 alerts (alerts.tsx queues them; this file is its lazily loaded view):
 * icon in the alert's colour, title, message, and the buttons with their keys — `question`:
 * "Não" (Esc) and "Sim" (Enter); the others: "OK" (Enter). Enter answers the main button, Esc or a
 * click outside answers false. The main button takes the focus once the dialog has entered.
 */
import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import type { Pedido, TextosAlerta } from './alerts.tsx';
import { TemaDoApp } from './TemaDoApp.tsx';

const ICONES = { question: HelpOutline, warning: WarningAmber, error: ErrorOutline, info: InfoOutlined, success: CheckCircleOutline } as const;

function Tecla({ children }: { children: ReactNode }) {
  return (
    <Box
      component="kbd"
      aria-hidden
      sx={{ ml: 1, px: 0.75, py: 0.1, borderRadius: 1, fontSize: '0.7rem', fontFamily: 'inherit', bgcolor: 'rgba(0,0,0,0.12)', lineHeight: 1.6 }}
    >
      {children}
    </Box>
  );
}

type Props = { atual: Pedido | undefined; textos: TextosAlerta; responder: (v: boolean) => void };

/** The dialog in the app's theme (it is mounted outside any tenant's theme). */
export default function DialogoAlertaComTema(props: Props) {
  return (
    <TemaDoApp>
      <DialogoAlerta {...props} />
    </TemaDoApp>
  );
}

function DialogoAlerta({ atual, textos, responder }: Props) {
  const tema = useTheme();
  const botaoPrincipal = useRef<HTMLButtonElement>(null);
  const cor = atual
    ? {
        question: tema.palette.primary.main,
        warning: tema.palette.warning.main,
        error: tema.palette.error.main,
        info: tema.palette.info.main,
        success: tema.palette.success.main,
      }[atual.tipo]
    : tema.palette.primary.main;
  const Icone = atual ? ICONES[atual.tipo] : HelpOutline;
  const pergunta = atual?.tipo === 'question';
  return (
    <Dialog
      open={!!atual}
      onClose={() => responder(false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="alerta-titulo"
      aria-describedby="alerta-mensagem"
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.defaultPrevented) {
          e.preventDefault();
          responder(true);
        }
      }}
      slotProps={{ transition: { onEntered: () => botaoPrincipal.current?.focus() } }}
    >
      {atual && (
        <>
          <DialogTitle id="alerta-titulo" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, pt: 4, textAlign: 'center' }}>
            <Box sx={{ width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: alpha(cor, 0.12), color: cor }}>
              <Icone sx={{ fontSize: 36 }} />
            </Box>
            {atual.opcoes.titulo ?? textos.titulos[atual.tipo]}
          </DialogTitle>
          <DialogContent sx={{ textAlign: 'center' }}>
            {typeof atual.mensagem === 'string' ? (
              <Typography id="alerta-mensagem" color="textSecondary" sx={{ whiteSpace: 'pre-line' }}>
                {atual.mensagem}
              </Typography>
            ) : (
              <Box id="alerta-mensagem">{atual.mensagem}</Box>
            )}
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'center', gap: 1, pb: 3, px: 3 }}>
            {pergunta && (
              <Button variant="outlined" color="inherit" aria-label={atual.opcoes.textoNao ?? textos.nao} onClick={() => responder(false)}>
                {atual.opcoes.textoNao ?? textos.nao}
                <Tecla>Esc</Tecla>
              </Button>
            )}
            <Button
              ref={botaoPrincipal}
              variant="contained"
              autoFocus
              aria-label={pergunta ? (atual.opcoes.textoSim ?? textos.sim) : (atual.opcoes.textoOk ?? textos.ok)}
              sx={{ bgcolor: cor, '&:hover': { bgcolor: cor, filter: 'brightness(0.93)' }, color: '#fff' }}
              onClick={() => responder(true)}
            >
              {pergunta ? (atual.opcoes.textoSim ?? textos.sim) : (atual.opcoes.textoOk ?? textos.ok)}
              <Tecla>Enter</Tecla>
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
