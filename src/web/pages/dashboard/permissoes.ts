/**
 * O que o Dashboard pode pedir ao servidor sem levar 403: os cartões de "a
 * receber/a pagar nos próximos 7 dias" leem `POST /v1/{Receber|Pagar}/GetRelatorio`, que exige o
 * pacote mínimo do recurso (2, SPEC §6) e a regra `Permitir.{Receber|Pagar}.Relatorios` do perfil
 * na empresa — as mesmas condições de `assertCan` no servidor.
 */
import { recursoPorNome } from '../../providers/authProvider.ts';
import { temRegra, type Permissoes } from '../../session/permissoes.ts';

export type LadoFinanceiro = 'receber' | 'pagar';

/** Lados do financeiro cujo relatório o usuário pode ler (vazio: o painel não pede nenhum). */
export function ladosFinanceiroVisiveis(p: Permissoes): LadoFinanceiro[] {
  if (!p.logado || !p.temEmitente) return [];
  return (['receber', 'pagar'] as const).filter((lado) => {
    const r = recursoPorNome(lado);
    if (!r) return false;
    const perm = r.permission;
    if (perm.pacoteMinimo && p.pacote < perm.pacoteMinimo) return false;
    return temRegra(p, perm.source === 'tipo' ? 'tipo' : 'emitente', `Permitir.${perm.rule}.Relatorios`);
  });
}
