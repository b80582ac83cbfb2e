/**
 * Permission rules of SPEC §6: `Permitir.{Entidade}.{Ação}` looked up in the user type's
 * restriction list (management) or in the issuer user type's list (company level), plus the
 * extra conditions (administrator only; package type above 1 for Pedido/Receber/Pagar).
 *
 * Actions of the generic routes: GET -> Consultar, POST -> Incluir, PUT -> Alterar, and DELETE ->
 * Alterar as well (SPEC §6 lists no delete action; removing a record is a change to the register).
 */
import type { EntityDef } from '../../../schema/registry.ts';
import { forbidden } from '../http/envelope.ts';
import type { UserContext } from './context.ts';

export type Acao =
  | 'Consultar'
  | 'Incluir'
  | 'Alterar'
  | 'Gerenciar'
  | 'Inutilizar'
  | 'CartaCorrecao'
  | 'ArquivosXML'
  | 'Relatorios'
  | 'Executar'
  | 'LiberarAcesso';

export const regra = (entidade: string, acao: Acao) => `Permitir.${entidade}.${acao}`;

/** Whether `ctx` holds a rule, read from the list the entity's rule lives in. */
export function hasRule(ctx: UserContext, source: 'tipo' | 'emitente', rule: string): boolean {
  return source === 'tipo' ? ctx.regrasTipo.has(rule) : ctx.regrasEmitente.has(rule);
}

const regrasPorEntidade = new WeakMap<EntityDef, Map<Acao, string>>();

/**
 * The rule an action on an entity needs (`Permitir.{rule}.{action or its alias in permission.acoes}`),
 * written once per entity and action: the same string object every time, so the rule sets look it up
 * without hashing a new string on every request.
 */
function regraDaEntidade(entity: EntityDef, acao: Acao): string {
  let porAcao = regrasPorEntidade.get(entity);
  if (!porAcao) regrasPorEntidade.set(entity, (porAcao = new Map()));
  let nome = porAcao.get(acao);
  if (nome === undefined) {
    const p = entity.erp.permission;
    nome = regra(p.rule, ((p.acoes as Record<string, string> | undefined)?.[acao] ?? acao) as Acao);
    porAcao.set(acao, nome);
  }
  return nome;
}

/**
 * Why `ctx` may not perform `acao` on `entity` (the pt-BR message of the 403), or null when it may.
 */
export function recusa(ctx: UserContext, entity: EntityDef, acao: Acao): string | null {
  const p = entity.erp.permission;
  if (p.source === 'public') return acao === 'Consultar' ? null : 'Tabela de referência somente para consulta.';
  if (p.adminOnly && ctx.nivel !== 'admin') return 'Recurso exclusivo do Administrador.';
  if (entity.erp.scope === 'emitente' && ctx.emitenteId === null) return 'Selecione uma empresa para acessar este cadastro.';
  if (p.pacoteMinimo && (ctx.emitente?.tipo_pacote ?? 0) < p.pacoteMinimo) {
    return `Recurso disponível a partir do pacote ${p.pacoteMinimo}. Fale com a sua revenda.`;
  }
  const name = regraDaEntidade(entity, acao);
  return hasRule(ctx, p.source, name) ? null : `Você não tem permissão para esta operação (${name}).`;
}

/**
 * Checks that `ctx` may perform `acao` on `entity`.
 * @throws ApiError 403 with a pt-BR message naming what is missing ({@link recusa}).
 */
export function assertCan(ctx: UserContext, entity: EntityDef, acao: Acao): void {
  const motivo = recusa(ctx, entity, acao);
  if (motivo !== null) throw forbidden(motivo);
}
