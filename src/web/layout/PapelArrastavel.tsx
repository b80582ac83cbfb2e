/**
 * Root element of every dialog's paper that can be dragged by its header (SPEC §2 "Dialogs can be
 * dragged by their header when enabled"), and that records the stack of open modals in
 * sessionStorage. The theme sets it as `slotProps.paper.component` of every MUI Dialog
 * (react-admin's confirmations included): MUI's own `DialogPaper` still renders, with its size
 * rules (maxWidth per breakpoint, fullWidth, margins, `maxHeight: calc(100% - 64px)`, scrolling
 * inside), and draws its root through this `div`. Replacing the whole paper (`slots.paper`) dropped
 * those rules and dialogs overflowed phones.
 */
import { forwardRef, useEffect, useId, useRef, type HTMLAttributes, type Ref } from 'react';
import { CHAVES, gravarJson, lerJson } from '../session/chaves.ts';
import { lerConfigLayout } from './preferencias.ts';

function empilhar(id: string): void {
  const pilha = lerJson<string[]>('session', CHAVES.modais) ?? [];
  gravarJson('session', CHAVES.modais, [...pilha.filter((x) => x !== id), id]);
}

function desempilhar(id: string): void {
  const pilha = lerJson<string[]>('session', CHAVES.modais) ?? [];
  const resto = pilha.filter((x) => x !== id);
  gravarJson('session', CHAVES.modais, resto.length ? resto : null);
}

function juntarRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (valor: T | null) => {
    for (const r of refs) {
      if (typeof r === 'function') r(valor);
      else if (r && typeof r === 'object') (r as { current: T | null }).current = valor;
    }
  };
}

/** The `div` MUI's dialog paper renders as (receives its classes, style, role and children). */
export const PapelArrastavel = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function PapelArrastavel(props, ref) {
  const papel = useRef<HTMLDivElement | null>(null);
  const posicao = useRef({ x: 0, y: 0 });
  const id = useId();

  useEffect(() => {
    empilhar(id);
    return () => desempilhar(id);
  }, [id]);

  useEffect(() => {
    const el = papel.current;
    if (!el || !lerConfigLayout().dialogs.draggable) return;
    const aoPressionar = (e: PointerEvent) => {
      const alvo = e.target as HTMLElement | null;
      if (e.button !== 0 || !alvo) return;
      const cabecalho = alvo.closest('.MuiDialogTitle-root, [data-arrastar]');
      if (!cabecalho || !el.contains(cabecalho)) return;
      if (alvo.closest('button, a, input, textarea, select, [role="button"]')) return;
      e.preventDefault();
      const inicio = { x: e.clientX - posicao.current.x, y: e.clientY - posicao.current.y };
      const mover = (ev: PointerEvent) => {
        const limiteX = window.innerWidth / 2;
        const limiteY = window.innerHeight / 2;
        posicao.current = {
          x: Math.max(-limiteX, Math.min(limiteX, ev.clientX - inicio.x)),
          y: Math.max(-limiteY, Math.min(limiteY, ev.clientY - inicio.y)),
        };
        el.style.transform = `translate(${posicao.current.x}px, ${posicao.current.y}px)`;
      };
      const soltar = () => {
        window.removeEventListener('pointermove', mover);
        window.removeEventListener('pointerup', soltar);
        document.body.style.userSelect = '';
      };
      document.body.style.userSelect = 'none';
      window.addEventListener('pointermove', mover);
      window.addEventListener('pointerup', soltar);
    };
    el.addEventListener('pointerdown', aoPressionar);
    return () => el.removeEventListener('pointerdown', aoPressionar);
  }, []);

  return <div {...props} ref={juntarRefs(ref, papel)} />;
});
