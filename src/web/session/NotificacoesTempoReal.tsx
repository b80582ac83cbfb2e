/**
 * Toasts of the hub's `NotificacaoTicket(ticketId, mensagem)` (SPEC §4), mounted once in App.tsx.
 * The list lives in notificacoesTicket.ts; the toasts (MUI) are loaded with the first one
 * (ToastsTicket.tsx), so the first screen does not carry them.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocalizacao } from '../navegacao/roteador.tsx';
import { importarChunk } from '../layout/chunk.ts';
import { useNotificacoesTicket, type NotificacaoTicket } from './notificacoesTicket.ts';

// sem o arquivo (servidor fora, versão nova): importarChunk avisa (AvisoNovaVersao) e nada é desenhado
type PropsToasts = { lista: readonly NotificacaoTicket[]; pathname: string };
const nenhum: ComponentType<PropsToasts> = () => null;
const ToastsTicket = lazy(() => importarChunk<{ default: ComponentType<PropsToasts> }>(() => import('./ToastsTicket.tsx')).catch(() => ({ default: nenhum })));

export function NotificacoesTempoReal() {
  const lista = useNotificacoesTicket();
  const { pathname } = useLocalizacao();
  if (lista.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastsTicket lista={lista} pathname={pathname} />
    </Suspense>
  );
}
