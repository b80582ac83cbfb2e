/**
 * Alert dialogs of SPEC §8: `question` (Enter - Sim / ESC - Não, resolves true/false) and
 * `warning`, `error`, `info`, `success` (Enter - OK). Use the hook inside React
 * (`const alertas = useAlertas(); if (await alertas.question('Excluir?')) ...`) or the imperative
 * `alertas` object anywhere (it needs <AlertasProvider> mounted; App.tsx mounts it).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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

export type TipoAlerta = 'question' | 'warning' | 'error' | 'info' | 'success';

export interface OpcoesAlerta {
  titulo?: string;
  textoSim?: string;
  textoNao?: string;
  textoOk?: string;
}

export interface Alertas {
  question(mensagem: ReactNode, opcoes?: OpcoesAlerta): Promise<boolean>;
  warning(mensagem: ReactNode, opcoes?: OpcoesAlerta): Promise<void>;
  error(mensagem: ReactNode, opcoes?: OpcoesAlerta): Promise<void>;
  info(mensagem: ReactNode, opcoes?: OpcoesAlerta): Promise<void>;
  success(mensagem: ReactNode, opcoes?: OpcoesAlerta): Promise<void>;
}

export interface TextosAlerta {
  sim: string;
  nao: string;
  ok: string;
  titulos: Record<TipoAlerta, string>;
}

export const TEXTOS_ALERTA_PT: TextosAlerta = {
  sim: 'Sim',
  nao: 'Não',
  ok: 'OK',
  titulos: { question: 'Confirmação', warning: 'Atenção', error: 'Erro', info: 'Informação', success: 'Sucesso' },
};

interface Pedido {
  tipo: TipoAlerta;
  mensagem: ReactNode;
  opcoes: OpcoesAlerta;
  resolver: (v: boolean) => void;
}

type Abrir = (tipo: TipoAlerta, mensagem: ReactNode, opcoes?: OpcoesAlerta) => Promise<boolean>;

let abrirGlobal: Abrir | null = null;

function criarAlertas(abrir: Abrir): Alertas {
  return {
    question: (m, o) => abrir('question', m, o),
    warning: (m, o) => abrir('warning', m, o).then(() => undefined),
    error: (m, o) => abrir('error', m, o).then(() => undefined),
    info: (m, o) => abrir('info', m, o).then(() => undefined),
    success: (m, o) => abrir('success', m, o).then(() => undefined),
  };
}

/** Imperative alerts (for code outside components); without a provider they fall back to the browser's. */
export const alertas: Alertas = criarAlertas((tipo, mensagem, opcoes) => {
  if (abrirGlobal) return abrirGlobal(tipo, mensagem, opcoes);
  const texto = typeof mensagem === 'string' ? mensagem : '';
  if (tipo === 'question') return Promise.resolve(window.confirm(texto));
  window.alert(texto);
  return Promise.resolve(true);
});

const Contexto = createContext<Alertas>(alertas);

export function useAlertas(): Alertas {
  return useContext(Contexto);
}

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

export function AlertasProvider({ children, textos = TEXTOS_ALERTA_PT }: { children: ReactNode; textos?: TextosAlerta }) {
  const [fila, setFila] = useState<Pedido[]>([]);
  const atual = fila[0];
  const tema = useTheme();
  const botaoPrincipal = useRef<HTMLButtonElement>(null);

  const abrir = useCallback<Abrir>(
    (tipo, mensagem, opcoes = {}) => new Promise<boolean>((resolver) => setFila((f) => [...f, { tipo, mensagem, opcoes, resolver }])),
    [],
  );

  useEffect(() => {
    abrirGlobal = abrir;
    return () => {
      if (abrirGlobal === abrir) abrirGlobal = null;
    };
  }, [abrir]);

  const responder = useCallback((valor: boolean) => {
    setFila((f) => {
      f[0]?.resolver(valor);
      return f.slice(1);
    });
  }, []);

  const valor = useMemo(() => criarAlertas(abrir), [abrir]);

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
    <Contexto.Provider value={valor}>
      {children}
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
    </Contexto.Provider>
  );
}
