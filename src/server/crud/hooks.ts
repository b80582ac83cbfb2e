/**
 * Per-entity write hooks of the generic repository (kept deliberately tiny).
 *
 * A module registers, for one registry entity id, functions the Repository calls inside the same
 * tenant transaction as the write:
 * - `antesDeGravar(args)`: before INSERT (`current` undefined) or UPDATE (`current` = the stored
 *   record with its child lists). It may change `record` and `children` in place (e.g. fill
 *   server-computed fields) or throw an ApiError to refuse the write. Fields it adds are written
 *   as given, so only add columns of the entity (read-only and x-hidden ones included).
 * - `antesDeExcluir(args)`: before DELETE of a visible record (`current` as above); throw to refuse.
 *
 * Hooks run for top-level writes of the entity only (child items saved with a parent go through
 * their parent's hook). Example: `registrarHook('faturamento', { antesDeGravar })` in
 * src/server/modules/fiscal recomputes taxes and totals and locks transmitted invoices.
 */
import type { EntityDef } from '../../../schema/registry.ts';
import type { Client, TenantContext } from '../db/tenant.ts';

export interface ArgsGravar {
  c: Client;
  ctx: TenantContext;
  entity: EntityDef;
  /** Values to write (validated input); mutable. On update it lacks the key. */
  record: Record<string, unknown>;
  /** Child lists sent with the record, by child name (only the ones present); mutable. */
  children: Record<string, Array<Record<string, unknown>>>;
  /** Stored record with its child lists (update only). */
  current?: Record<string, unknown>;
}

export interface ArgsExcluir {
  c: Client;
  ctx: TenantContext;
  entity: EntityDef;
  current: Record<string, unknown>;
}

export interface HooksEntidade {
  antesDeGravar?: (args: ArgsGravar) => Promise<void>;
  antesDeExcluir?: (args: ArgsExcluir) => Promise<void>;
}

const hooks = new Map<string, HooksEntidade>();

/** Registers (or replaces) the hooks of entity `entityId`. */
export function registrarHook(entityId: string, h: HooksEntidade): void {
  hooks.set(entityId, h);
}

/** The hooks of an entity, if any. */
export function hooksDe(entityId: string): HooksEntidade | undefined {
  return hooks.get(entityId);
}
