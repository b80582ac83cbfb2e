/**
 * Keyboard and mouse behaviour of numeric inputs: a quantity, price, discount
 * or money field selects its whole content when it gets focus — by click or by Tab — so what the
 * user types replaces it (clicking "1,00" and typing 3 gives 3, not 31); and Enter in an item grid
 * moves to the next field, as in the desktop ERPs people come from.
 */
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';

const recemFocados = new WeakSet<EventTarget>();

/**
 * `onFocus` + `onMouseUp` of a numeric input: selects everything after the focused text is on
 * screen (the field switches from "1.234,56" to its editable form first) unless the user already
 * typed into it (keys that arrive before that frame are kept), and swallows the
 * mouseup of the click that focused it, which Chromium and Safari would use to drop the selection.
 */
export const selecaoAoFocar = {
  onFocus(e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const el = e.target;
    recemFocados.add(el);
    // a key typed before the next frame is already the user's text: selecting it then would make
    // the following key replace it ("500" saved as "00"), so only select untouched text
    let digitou = false;
    const marcar = () => {
      digitou = true;
    };
    el.addEventListener('input', marcar, { once: true });
    requestAnimationFrame(() => {
      el.removeEventListener('input', marcar);
      if (!digitou && document.activeElement === el && 'select' in el) el.select();
    });
  },
  /** Bubbles from the input to the field's root element, hence the loose element type. */
  onMouseUp(e: MouseEvent<HTMLElement>) {
    const el = e.target;
    if (recemFocados.has(el) && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) {
      recemFocados.delete(el);
      if (el.selectionStart !== el.selectionEnd) e.preventDefault();
    }
  },
};

/** Selector of the fields Enter walks through inside a grid marked with `data-grade-enter`. */
const CAMPOS = 'input:not([type=hidden]):not([disabled]):not([readonly]):not([aria-hidden=true]), select:not([disabled])';

/**
 * `onKeyDown` for a grid container (`data-grade-enter` on it): Enter in one of its inputs focuses
 * the next one in document order (Shift+Enter the previous); the last field keeps Enter's normal
 * behaviour. Autocomplete lists that are open keep Enter for choosing an option.
 */
export function enterProximoCampo(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Enter' || e.altKey || e.ctrlKey || e.metaKey) return;
  const alvo = e.target as HTMLElement;
  if (!(alvo instanceof HTMLInputElement)) return;
  if (alvo.getAttribute('aria-expanded') === 'true') return;
  const grade = alvo.closest('[data-grade-enter]');
  if (!grade) return;
  const campos = Array.from(grade.querySelectorAll<HTMLElement>(CAMPOS));
  const i = campos.indexOf(alvo);
  const proximo = i < 0 ? null : campos[e.shiftKey ? i - 1 : i + 1];
  if (!proximo) return;
  e.preventDefault();
  proximo.focus();
}
