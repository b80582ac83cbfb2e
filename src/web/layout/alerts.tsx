/**
 * Alert dialogs of SPEC §8: `question` (Enter - Sim / ESC - Não, resolves true/false) and
 * `warning`, `error`, `info`, `success` (Enter - OK). Use the hook inside React
 * (`const alertas = useAlertas(); if (await alertas.question('Excluir?')) ...`) or the imperative
 * `alertas` object anywhere (it needs <AlertasProvider> mounted; App.tsx mounts it).
 * The dialog itself (MUI Dialog, DialogoAlerta.tsx) is loaded on the first alert, so the first
 * screen does not carry MUI's Modal; if that chunk cannot be loaded (server gone
 * before it was ever fetched or cached), the browser's own alert/confirm answers instead.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

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

export interface Pedido {
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

const carregarDialogo = () => import('./DialogoAlerta.tsx');
const DialogoAlerta = lazy(carregarDialogo);

/** The browser's own dialogs, when the dialog chunk cannot be loaded. */
function nativo(tipo: TipoAlerta, mensagem: ReactNode): boolean {
  const texto = typeof mensagem === 'string' ? mensagem : '';
  if (tipo === 'question') return window.confirm(texto);
  window.alert(texto);
  return true;
}

export function AlertasProvider({ children, textos = TEXTOS_ALERTA_PT }: { children: ReactNode; textos?: TextosAlerta }) {
  const [fila, setFila] = useState<Pedido[]>([]);
  const [carregado, setCarregado] = useState(false);

  const abrir = useCallback<Abrir>(
    (tipo, mensagem, opcoes = {}) =>
      new Promise<boolean>((resolver) => {
        carregarDialogo()
          .then(() => {
            setCarregado(true);
            setFila((f) => [...f, { tipo, mensagem, opcoes, resolver }]);
          })
          .catch(() => resolver(nativo(tipo, mensagem)));
      }),
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

  return (
    <Contexto.Provider value={valor}>
      {children}
      {carregado && (
        <Suspense fallback={null}>
          <DialogoAlerta atual={fila[0]} textos={textos} responder={responder} />
        </Suspense>
      )}
    </Contexto.Provider>
  );
}
