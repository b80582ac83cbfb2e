/**
 * Optional per-resource tweaks of the generated forms. The generic path reads only these hooks;
 * each resource that needs something special has a small file in this folder.
 */
import type { ComponentType } from 'react';
import type { ResourceField } from '../registry.ts';

export type FormMode = 'create' | 'edit';

export interface FormCustomization {
  /** Fields the rules below read (they are watched, so labels and checks follow them). */
  watch?: readonly string[];
  /**
   * Visible label of a field for the current values (the input's accessible name stays the
   * registry title, so tests and screen readers keep a stable name).
   */
  label?: (field: ResourceField, values: Record<string, unknown>) => string | undefined;
  /** Whether a field is required in this mode (undefined: the registry decides). */
  required?: (field: ResourceField, mode: FormMode) => boolean | undefined;
  /** Whether a field is shown for the current values (hidden fields are not validated). */
  visible?: (field: ResourceField, values: Record<string, unknown>) => boolean;
  /** Helper text under a field. */
  helperText?: (field: ResourceField, mode: FormMode, values: Record<string, unknown>) => string | undefined;
  /** Extra rule across fields: a pt-BR message, or undefined when fine. */
  validate?: (field: ResourceField, value: unknown, values: Record<string, unknown>) => string | undefined;
  /**
   * Extra tabs after the child lists, shown on the edit screen only (they need the saved record,
   * read with react-admin's useRecordContext). Each tab saves through its own API calls, not the
   * form's Save (e.g. the product's variation grid and kit components, src/web/pages/estoque).
   */
  abas?: ReadonlyArray<{ rotulo: string; Componente: ComponentType }>;
  /**
   * A child list's own editor, by child name, replacing the generic stacked list in its tab (e.g.
   * `Item`: the order's item grid). It edits the same form values (react-hook-form list named as the
   * child), so saving goes through the same API.
   */
  listas?: Readonly<Record<string, ComponentType<{ mode: FormMode }>>>;
  /** Shown in the form's sticky toolbar, inside the form (e.g. the order's live total). */
  Resumo?: ComponentType<{ mode: FormMode }>;
  /**
   * After a create, open the saved record's edit screen on this tab (e.g. the order's actions)
   * instead of going back to the list.
   */
  aposIncluir?: { aba: string };
}
