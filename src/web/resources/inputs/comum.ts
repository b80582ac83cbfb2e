/**
 * What every registry input shares: the scope of the form it is in, the common props FieldInput
 * computes (label, validators, helper text, accessible name) and the path of a field inside a
 * child-list item. No components here.
 */
import { useOptionalSourceContext } from 'react-admin';
import type { ReactNode } from 'react';
import type { Resource } from '../registry.ts';
import type { Validator } from '../validation.ts';
import type { FormCustomization, FormMode } from '../custom/index.ts';

/** What an input needs to know about the form it is in. */
export interface InputScope {
  resource: Resource;
  mode: FormMode;
  /** The main record (true) or a child-list item (false). */
  isMain: boolean;
  /** Names of the inputs of this scope (record or item). */
  siblings: ReadonlySet<string>;
  custom?: FormCustomization;
}

/** Props FieldInput passes to every kind of input. */
export interface CommonProps {
  source: string;
  label: string;
  validate: Validator[];
  helperText: ReactNode;
  fullWidth: true;
  /** Accessible name when the visible label differs from the field title. */
  ariaLabel?: string;
}

/** Full form path of a field name in the current scope (`Email.1.email` inside a list item). */
export function useScopedPath(): (name: string) => string {
  const sc = useOptionalSourceContext();
  return (name: string) => (sc ? sc.getSource(name) : name);
}

/** The `htmlInput` slot props: `extra` plus the accessible name when the label differs from the title. */
export function htmlInput(common: CommonProps, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return common.ariaLabel ? { 'aria-label': common.ariaLabel, ...extra } : extra;
}
