/**
 * The explicit tenant predicate (arquitetura §5, first wall): built from the registry entry's scope and
 * the caller's context, with every value bound. Used by REST CRUD and by the OData compiler, so no
 * query path can forget it.
 *
 * - emitente: `t.emitente_id = $n` (the issuer the session acts on; FALSE when none).
 * - chain: administrator TRUE; master/distribuidor/revenda compare their own chain column; the
 *   issuer column also matches the session's issuer. Entities without chain columns (children of a
 *   chain entity, e.g. usuarioEndereco) follow their parent through EXISTS.
 * - global: TRUE.
 */
import type { EntityDef, Registry } from '../../../schema/registry.ts';
import type { TenantContext } from '../db/tenant.ts';

export type Bind = (value: unknown) => string;

const q = (id: string) => `"${id.replace(/"/g, '""')}"`;

export function tenantPredicate(registry: Registry, e: EntityDef, ctx: TenantContext, bind: Bind, alias = 't', depth = 0): string {
  if (e.erp.scope === 'global') return 'TRUE';
  if (e.erp.scope === 'emitente') {
    return ctx.emitenteId === null ? 'FALSE' : `${alias}."emitente_id" = ${bind(ctx.emitenteId)}`;
  }
  const chain = e.erp.chain;
  if (!chain) {
    const parent = registry.get(e.erp.parent!.entity);
    const pa = `p${depth}`;
    return `EXISTS (SELECT 1 FROM ${q(parent.erp.table)} ${pa} WHERE ${pa}.${q(parent.key)} = ${alias}.${q(e.erp.parent!.field)} AND ${tenantPredicate(registry, parent, ctx, bind, pa, depth + 1)})`;
  }
  const parts: string[] = [];
  if (ctx.nivel === 'admin') return 'TRUE';
  const own = { master: ctx.masterId, distribuidor: ctx.distribuidorId, revenda: ctx.revendaId }[ctx.nivel as 'master'];
  const col = chain[ctx.nivel as 'master' | 'distribuidor' | 'revenda'];
  if (ctx.nivel !== 'emitente' && col && own !== null && own !== undefined) parts.push(`${alias}.${q(col)} = ${bind(own)}`);
  if (chain.emitente && ctx.emitenteId !== null) parts.push(`${alias}.${q(chain.emitente)} = ${bind(ctx.emitenteId)}`);
  return parts.length ? `(${parts.join(' OR ')})` : 'FALSE';
}

/** A parameter list with a `bind` that appends and returns `$n`. */
export function params(start: unknown[] = []): { list: unknown[]; bind: Bind } {
  const list = [...start];
  return {
    list,
    bind: (v) => {
      list.push(v);
      return `$${list.length}`;
    },
  };
}

export { q as quoteIdent };
