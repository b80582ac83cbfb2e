/**
 * Permissão de uma ação de módulo na lista da empresa (SPEC §6): exige uma empresa selecionada e ao
 * menos uma das regras `Permitir.{entidade}.{acao}` informadas.
 */
import { forbidden } from '../http/envelope.ts';
import { hasRule, regra, type Acao } from './permissions.ts';
import type { UserContext } from './context.ts';

/** Exige `Permitir.{entidade}.{acao}` (lista da empresa) e uma empresa selecionada.
 * @throws ApiError 403 sem empresa selecionada ou sem nenhuma das regras. */
export function exigir(ctx: UserContext, acoes: Array<[string, Acao]>): void {
  if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para acessar o gerenciador de NF-e.');
  if (acoes.some(([e, a]) => hasRule(ctx, 'emitente', regra(e, a)))) return;
  throw forbidden(`Você não tem permissão para esta operação (${regra(acoes[0][0], acoes[0][1])}).`);
}
