/**
 * Checks on MUI dialogs shared by the e2e files (every dialog fits a 390 px
 * phone; SPEC §2: dialogs can be dragged by their header).
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Phone viewport the issue measured (iPhone 12-14 class). */
export const CELULAR = { width: 390, height: 844 } as const;

/**
 * Asserts that `dialogo` (the element with role="dialog": MUI puts it on the paper) lies inside the
 * page's viewport and that neither the paper nor its content scrolls sideways.
 */
export async function dialogoDentroDaJanela(page: Page, dialogo: Locator, nome: string): Promise<void> {
  await dialogo.waitFor();
  const janela = page.viewportSize()!;
  // the box settles after MUI's enter transition (a fade: the size is final from the start)
  const caixa = (await dialogo.boundingBox())!;
  expect(caixa.x, `${nome}: esquerda`).toBeGreaterThanOrEqual(0);
  expect(caixa.y, `${nome}: topo`).toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width, `${nome}: largura ${caixa.width}`).toBeLessThanOrEqual(janela.width);
  expect(caixa.y + caixa.height, `${nome}: altura ${caixa.height}`).toBeLessThanOrEqual(janela.height);
  const transborda = await dialogo.evaluate((p) =>
    [p, ...Array.from(p.querySelectorAll('.MuiDialogContent-root'))].some((el) => el.scrollWidth > el.clientWidth + 1),
  );
  expect(transborda, `${nome}: rolagem horizontal`).toBe(false);
}

/**
 * Drags `dialogo` by its title (`.MuiDialogTitle-root`) by (dx, dy) with the mouse and asserts that
 * the paper moved by that much.
 */
export async function arrastarPeloTitulo(page: Page, dialogo: Locator, dx: number, dy: number): Promise<void> {
  const antes = (await dialogo.boundingBox())!;
  const titulo = (await dialogo.locator('.MuiDialogTitle-root').first().boundingBox())!;
  // a point of the title away from any button in it
  const x = titulo.x + Math.min(40, titulo.width / 4);
  const y = titulo.y + titulo.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2);
  await page.mouse.move(x + dx, y + dy);
  await page.mouse.up();
  const depois = (await dialogo.boundingBox())!;
  expect(Math.round(depois.x - antes.x)).toBe(dx);
  expect(Math.round(depois.y - antes.y)).toBe(dy);
}
