/**
 * Limite de desconto no PDV por usuário ("discount within the user's limit") e a
 * liberação por supervisor no balcão.
 *
 * - O limite (%) do operador é o `desconto_maximo` do próprio usuário (`usuario`); sem ele, o do
 *   seu perfil na empresa (`emitente_tipo_usuario`); perfil sem limite (NULL) usa o do modelo de
 *   venda (`modelo_venda_cupom.desconto_maximo`). Quem tem Permitir.Configuracao.Alterar (gerente) ou
 *   perfil administrador não tem limite.
 * - Vale para cada item (desconto do item ÷ valor bruto do item) e para a venda inteira (descontos
 *   dos itens + desconto da venda ÷ bruto da venda), sempre no servidor.
 * - Acima do limite: 400 `valor_desconto` (ou `itens[n].valor_desconto`) com o percentual e o
 *   limite, ou, com `supervisor: {login, senha}` na venda, a liberação: o supervisor tem de ser
 *   usuário ativo da mesma empresa, com a senha certa (403 sem revelar qual dos dois falhou) e com
 *   limite próprio que cubra o desconto (403 se não cobre). A venda grava quem liberou
 *   (`venda_cupom.desconto_liberado_por`).
 */
import { Decimal } from 'decimal.js';
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { regra } from '../../auth/permissions.ts';

/** Desconto de um item: bruto e desconto em R$. */
export interface DescontoItem {
  bruto: Decimal;
  desconto: Decimal;
}

/** Credenciais digitadas pelo supervisor no balcão. */
export interface Supervisor {
  login?: unknown;
  senha?: unknown;
}

const pct = (d: Decimal) => d.toFixed(2).replace('.', ',');

/**
 * Limite (%) do usuário no PDV, nesta ordem: o `desconto_maximo` do próprio usuário; senão o do seu
 * perfil na empresa (`emitente_tipo_usuario`); senão o do modelo de venda (`limiteModelo`).
 * `null` = sem limite (perfil administrador ou com Permitir.Configuracao.Alterar — o gerente).
 * @param limiteModelo % do modelo de venda, usado quando nem o usuário nem o perfil têm limite.
 */
export async function limiteDoUsuario(c: Client, emitenteId: number, usuarioId: number | null, limiteModelo: number): Promise<Decimal | null> {
  if (!usuarioId) return new Decimal(limiteModelo);
  const { rows } = await c.query(
    `SELECT coalesce(t.administrador, false) AS administrador, u.desconto_maximo::text AS desconto_usuario, t.desconto_maximo::text AS desconto_perfil,
            EXISTS (SELECT 1 FROM emitente_restricao r WHERE r.emitente_id = t.emitente_id AND r.emitente_tipo_usuario_id = t.id AND r.regra = $3) AS gerente
       FROM usuario u LEFT JOIN emitente_tipo_usuario t ON t.emitente_id = u.emitente_id AND t.id = u.emitente_tipo_usuario_id
      WHERE u.id = $2 AND u.emitente_id = $1`,
    [emitenteId, usuarioId, regra('Configuracao', 'Alterar')],
  );
  const t = rows[0];
  if (!t) return new Decimal(limiteModelo);
  if (t.administrador || t.gerente) return null;
  return new Decimal(t.desconto_usuario ?? t.desconto_perfil ?? limiteModelo);
}

/**
 * Confere os descontos da venda contra o limite do operador.
 * @returns o id do supervisor que liberou (quando foi preciso) ou `null`.
 * @throws ValidationError 400 (desconto acima do limite sem supervisor), ApiError 403 (supervisor
 * inválido ou com limite insuficiente).
 */
export async function conferirDesconto(
  c: Client,
  emitenteId: number,
  o: {
    usuarioId: number | null;
    ilimitado?: boolean;
    limiteModelo: number;
    supervisor?: Supervisor | null;
    /** Chave do erro quando é um item que passa do limite (padrão `itens[n].valor_desconto`). */
    campoItem?: string;
  },
  itens: DescontoItem[],
  bruto: Decimal,
  descontoTotal: Decimal,
): Promise<number | null> {
  if (o.ilimitado) return null;
  const percentualTotal = bruto.isZero() ? new Decimal(0) : descontoTotal.dividedBy(bruto).times(100);
  let maior = percentualTotal;
  let campo = 'valor_desconto';
  for (const [n, i] of itens.entries()) {
    const p = i.bruto.isZero() ? new Decimal(0) : i.desconto.dividedBy(i.bruto).times(100);
    // o campo do item quando é ele que chega ao maior percentual (o que o operador digitou)
    if (i.desconto.greaterThan(0) && p.greaterThanOrEqualTo(maior)) {
      maior = p;
      campo = o.campoItem ?? `itens[${n}].valor_desconto`;
    }
  }
  if (maior.isZero()) return null;
  const limite = await limiteDoUsuario(c, emitenteId, o.usuarioId, o.limiteModelo);
  if (limite === null || maior.lessThanOrEqualTo(limite)) return null;
  const sup = o.supervisor;
  if (!sup?.login || !sup.senha) {
    throw new ValidationError(
      { [campo]: [`Desconto de ${pct(maior)}% acima do seu limite (${pct(limite)}%): peça a liberação de um supervisor`] },
      `Desconto acima do limite permitido (${pct(limite)}%).`,
    );
  }
  const { rows } = await c.query(
    `SELECT id, senha, nome FROM usuario WHERE emitente_id = $1 AND lower(login) = lower($2) AND ativo AND emitente_tipo_usuario_id IS NOT NULL`,
    [emitenteId, String(sup.login).trim()],
  );
  const u = rows[0];
  if (!u || !(await verifyPassword(u.senha, String(sup.senha)))) {
    throw new ApiError(403, 'Login ou senha do supervisor inválidos.', { supervisor: ['Login ou senha inválidos'] });
  }
  if (u.id === o.usuarioId) throw new ApiError(403, 'A liberação tem de ser feita por outro usuário (supervisor).', { supervisor: ['Informe outro usuário'] });
  const limiteSup = await limiteDoUsuario(c, emitenteId, u.id, o.limiteModelo);
  if (limiteSup !== null && maior.greaterThan(limiteSup)) {
    throw new ApiError(403, `${u.nome} só pode liberar até ${pct(limiteSup)}% de desconto.`, { supervisor: [`Limite do supervisor: ${pct(limiteSup)}%`] });
  }
  return u.id;
}
