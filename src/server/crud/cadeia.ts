/**
 * Nó da cadeia de revenda na inclusão por um usuário da própria cadeia (SPEC §2 e §6: o
 * distribuidor master cadastra os seus distribuidores; o distribuidor, as suas revendas).
 *
 * Quem não é administrador só inclui abaixo do próprio nó, e não pode listar a tabela do nível de
 * cima (o distribuidor master não consulta `distribuidorMaster`), então a tela não tem como
 * escolher o "pai" obrigatório. O servidor o preenche com o nó do usuário antes da validação: em
 * uma entidade `scope: "chain"`, cada coluna de `x-erp.chain` de um nível até o do usuário (que não
 * seja a chave da própria entidade nem derivada, `x-tenant`) recebe o id desse nível na sessão quando o corpo não o traz (um
 * id de outro nó segue adiante e o RLS o recusa com 403). Administrador e usuários de empresa: nada muda.
 */
import type { EntityDef } from '../../../schema/registry.ts';
import type { TenantContext } from '../db/tenant.ts';

const ACIMA: Record<string, ReadonlyArray<readonly ['master' | 'distribuidor' | 'revenda', 'masterId' | 'distribuidorId' | 'revendaId']>> = {
  master: [['master', 'masterId']],
  distribuidor: [
    ['master', 'masterId'],
    ['distribuidor', 'distribuidorId'],
  ],
  revenda: [
    ['master', 'masterId'],
    ['distribuidor', 'distribuidorId'],
    ['revenda', 'revendaId'],
  ],
};

/**
 * Preenche em `body` (mutado no lugar; corpos que não são objetos seguem para a validação) as
 * colunas da cadeia acima do usuário numa inclusão (POST) de entidade da cadeia.
 */
export function completarCadeia(e: EntityDef, ctx: Pick<TenantContext, 'nivel' | 'masterId' | 'distribuidorId' | 'revendaId'>, body: unknown): void {
  const niveis = ACIMA[ctx.nivel];
  // usuário: usuarioRules (repository.ts) define o nó a partir da empresa ou do próprio usuário
  if (!niveis || e.erp.scope !== 'chain' || !e.erp.chain || e.id === 'usuario') return;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [nivel, idDoNivel] of niveis) {
    const coluna = e.erp.chain[nivel];
    const id = ctx[idDoNivel];
    // colunas `x-tenant` são derivadas do pai pelo próprio repositório (serverFields)
    if (!coluna || coluna === e.key || !e.properties[coluna] || e.properties[coluna]['x-tenant'] || id === null || id === undefined) continue;
    const corpo = body as Record<string, unknown>;
    if (corpo[coluna] === undefined || corpo[coluna] === null || corpo[coluna] === '') corpo[coluna] = id;
  }
}
