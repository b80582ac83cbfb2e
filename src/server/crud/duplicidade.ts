/**
 * CPF/CNPJ repetido no cadastro de clientes: um segundo cliente com o CPF/CNPJ
 * de outro cliente da mesma empresa não é gravado em silêncio. `POST`/`PUT /v1/cliente/` com um
 * `cpf_cnpj` já usado por outro cliente do mesmo emitente responde **409** com a mensagem pt-BR
 * que nomeia o cliente existente e o campo `cpf_cnpj` (`{ cpf_cnpj: [mensagem], duplicado_id: [id] }`),
 * sem gravar nada — a não ser que a requisição traga a confirmação explícita na query
 * `?confirmarDuplicado=true` (a tela mostra o aviso e o botão "Salvar mesmo assim", que repete a
 * gravação com a query; o corpo fica o mesmo do CRUD genérico).
 *
 * Na alteração só se confere quando o CPF/CNPJ muda (um cadastro antigo já repetido continua
 * editável). Documento vazio (estrangeiro) não é conferido.
 */
import type { EntityDef, Registry } from '../../../schema/registry.ts';
import { formatCpfCnpj } from '../../domain/documentos.ts';
import type { Client, TenantContext } from '../db/tenant.ts';
import { ApiError } from '../http/envelope.ts';
import { params, quoteIdent as q, tenantPredicate } from './scope.ts';

/** Nome do parâmetro de query que confirma a gravação de um CPF/CNPJ repetido. */
export const CONFIRMAR_DUPLICADO = 'confirmarDuplicado';

/** Entidades do registro em que o CPF/CNPJ repetido pede confirmação. */
const ENTIDADES = new Set(['cliente']);

/** Whether the request's query carries `confirmarDuplicado=true` (or `1`). */
export function duplicadoConfirmado(query: unknown): boolean {
  const v = query && typeof query === 'object' ? (query as Record<string, unknown>)[CONFIRMAR_DUPLICADO] : undefined;
  return v === 'true' || v === '1' || v === true;
}

/**
 * Refuses (409, nothing written) the write of `record` (validated values; `id` on update) when its
 * `cpf_cnpj` is already used by another record of entity `e` in the same tenant, unless
 * `confirmado`. Runs inside the write's tenant transaction `c`; entities other than cliente pass.
 */
export async function conferirDocumentoDuplicado(
  c: Client,
  registry: Registry,
  e: EntityDef,
  ctx: TenantContext,
  record: Record<string, unknown>,
  confirmado: boolean,
): Promise<void> {
  if (confirmado || !ENTIDADES.has(e.id) || typeof record.cpf_cnpj !== 'string' || record.cpf_cnpj.trim() === '') return;
  const doc = record.cpf_cnpj;
  const id = record[e.key];
  if (id !== undefined && id !== null) {
    const pa = params();
    const atual = await c.query(
      `SELECT cpf_cnpj FROM ${q(e.erp.table)} t WHERE t.${q(e.key)} = ${pa.bind(id)} AND ${tenantPredicate(registry, e, ctx, pa.bind)}`,
      pa.list,
    );
    if (atual.rows[0]?.cpf_cnpj === doc) return;
  }
  const p = params();
  const tenant = tenantPredicate(registry, e, ctx, p.bind);
  const outro = id === undefined || id === null ? 'TRUE' : `t.${q(e.key)} <> ${p.bind(id)}`;
  const { rows } = await c.query(
    `SELECT t.${q(e.key)} AS id, t.nome FROM ${q(e.erp.table)} t WHERE t.cpf_cnpj = ${p.bind(doc)} AND ${outro} AND ${tenant} ORDER BY t.${q(e.key)} LIMIT 1`,
    p.list,
  );
  const existente = rows[0];
  if (!existente) return;
  const tipo = doc.length === 11 ? 'CPF' : 'CNPJ';
  const mensagem = `O ${tipo} ${formatCpfCnpj(doc)} já está no cadastro do cliente ${existente.nome} (código ${existente.id}). Confirme para gravar mesmo assim.`;
  throw new ApiError(409, mensagem, { cpf_cnpj: [mensagem], duplicado_id: [String(existente.id)] });
}
