/**
 * Geradores de códigos por empresa (SPEC §3 `generator`, §7 `POST /v1/Generator/UpdateGeneratorTabela{query}`). O cadastro do gerador (prefixo, dígitos, próximo valor) é o CRUD genérico
 * `/v1/generator`; aqui fica a reserva do próximo código.
 *
 * `POST /v1/Generator/UpdateGeneratorTabela?tabela=produto` → `{ tabela, valor, codigo }`:
 * - exige a permissão de inclusão do cadastro da tabela (ex.: Permitir.Produto.Incluir);
 * - trava a linha do gerador (`UPDATE ... RETURNING`), de modo que pedidos simultâneos recebem
 *   valores diferentes e em sequência; a reserva é gravada mesmo que o código não seja usado
 *   (como toda sequência: nunca devolve o mesmo número duas vezes);
 * - sem gerador para a tabela, cria um (prefixo vazio, 6 dígitos) começando depois do maior código
 *   só numérico (até 9 dígitos: um GTIN usado como código não conta) já cadastrado;
 * - pula valores cujo código já existe no cadastro (digitado à mão), até {@link MAX_PULOS} vezes;
 * - código = prefixo + valor com zeros à esquerda até `digitos` (ex.: PRD-000123).
 * Tabela desconhecida: 400 naming `tabela`; gerador inativo: 400.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant, type Client } from '../../db/tenant.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { acao } from '../../http/contrato.ts';
import { CONFIGURACAO } from '../../../contratos/configuracao.ts';

/** Tabelas com gerador: entidade do registro e coluna do código. */
export const TABELAS_GERADOR: Record<string, { entidade: string; tabela: string; coluna: string }> = {
  produto: { entidade: 'produto', tabela: 'produto', coluna: 'codigo' },
};
/** Quantos códigos já usados a reserva pula antes de desistir. */
export const MAX_PULOS = 1000;

/** Prefixo + valor com zeros à esquerda até `digitos`. */
export function formatarCodigo(prefixo: string | null, digitos: number, valor: number): string {
  return `${prefixo ?? ''}${String(valor).padStart(digitos, '0')}`;
}

/**
 * Reserva o próximo código da tabela na transação `c` (contexto do emitente aplicado).
 * @throws ApiError 400 com o gerador inativo ou sem código livre em {@link MAX_PULOS} tentativas.
 */
export async function reservarCodigo(c: Client, emitenteId: number, tabela: string): Promise<{ valor: number; codigo: string }> {
  const t = TABELAS_GERADOR[tabela];
  // cria o gerador na primeira vez, depois do maior código só numérico do cadastro
  await c.query(
    `INSERT INTO generator (emitente_id, tabela, proximo_valor)
     SELECT $1, $2, coalesce(max(${t.coluna}::bigint) FILTER (WHERE ${t.coluna} ~ '^[0-9]{1,9}$'), 0) + 1 FROM ${t.tabela} WHERE emitente_id = $1
     ON CONFLICT (emitente_id, tabela) DO NOTHING`,
    [emitenteId, tabela],
  );
  for (let i = 0; i < MAX_PULOS; i++) {
    const { rows } = await c.query(
      `UPDATE generator SET proximo_valor = proximo_valor + 1 WHERE emitente_id = $1 AND tabela = $2 AND ativo
       RETURNING proximo_valor - 1 AS valor, prefixo, digitos`,
      [emitenteId, tabela],
    );
    if (!rows[0]) throw new ApiError(400, 'O gerador de códigos deste cadastro está inativo. Ative-o em Configurações › Geradores de códigos.');
    const valor = Number(rows[0].valor);
    const codigo = formatarCodigo(rows[0].prefixo, rows[0].digitos, valor);
    const { rows: usado } = await c.query(`SELECT 1 FROM ${t.tabela} WHERE emitente_id = $1 AND ${t.coluna} = $2 LIMIT 1`, [emitenteId, codigo]);
    if (!usado.length) return { valor, codigo };
  }
  throw new ApiError(400, `Nenhum código livre nos próximos ${MAX_PULOS} valores do gerador: ajuste o próximo valor ou o prefixo.`);
}

export function registerGeneratorRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const rota = async (req: { query: unknown; ctx: Parameters<typeof assertCan>[0] & Parameters<typeof withTenant>[1] }) => {
    const tabela = String((req.query as { tabela?: unknown }).tabela ?? '');
    const t = TABELAS_GERADOR[tabela];
    if (!t)
      throw new ValidationError(
        { tabela: [`Cadastro sem gerador de códigos: use ${Object.keys(TABELAS_GERADOR).join(', ')}`] },
        'Cadastro inválido para o gerador de códigos.',
      );
    assertCan(req.ctx, registry.get(t.entidade), 'Incluir');
    const r = await withTenant(db, req.ctx, (c) => reservarCodigo(c, req.ctx.emitenteId!, tabela));
    return ok({ tabela, ...r });
  };
  app.post('/v1/Generator/UpdateGeneratorTabela', acao(CONFIGURACAO.reservarCodigo, { preHandler: app.authenticate }), (req) => rota(req));
  app.post('/v1/Generator/UpdateGeneratorTabela/', acao(CONFIGURACAO.reservarCodigo, { preHandler: app.authenticate }), (req) => rota(req));
}
