/**
 * Pedidos da demonstração: a loja (pacote 2; pedidos exigem pacote acima de 1,
 * SPEC §6) abre a lista e o quadro de pedidos com um pedido em cada situação que se alcança sem a
 * SEFAZ — Orçamento, Aprovado (com reserva de estoque), Em separação e Cancelado (reserva liberada).
 * Os pedidos são gravados pelo mesmo caminho da API: validação do registro (`Validators`), hook do
 * pedido (número, situação inicial, totais, cópia do cliente) em `Repository.create` e
 * `alterarSituacao` (tabela de etapas, reserva, auditoria), na transação de tenant do proprietário.
 * Faturado e Entregue só se alcançam pela autorização da NF-e do pedido (situacao.ts) — a
 * demonstração recém-criada não tem notas autorizadas (painel e numeração zerados) — e não são semeados.
 * Produtos simples (sem kit ou grade), os de maior código: a reserva de poucas unidades muda só o
 * disponível, nunca o saldo que a demonstração de estoque mostra.
 */
import type { Database } from '../db/pool.ts';
import { withTenant, type TenantContext } from '../db/tenant.ts';
import { loadRegistry } from '../../../schema/registry.ts';
import { Repository } from '../crud/repository.ts';
import { Validators } from '../crud/validate.ts';
import { registrarHooksPedido } from '../modules/pedidos/cadastro.ts';
import { alterarSituacao } from '../modules/pedidos/situacao.ts';
import type { Etapa } from '../modules/pedidos/etapas.ts';
import { dataDeHoje, vencimentoEm } from '../../domain/relogio.ts';

/** Contexto de sessão do proprietário `login` (o mesmo que o login da API monta). */
export async function contextoDoLogin(db: Database, login: string): Promise<TenantContext> {
  const { rows } = await db.pool.query('SELECT id, emitente_id, distribuidor_master_id, distribuidor_id, revenda_id FROM usuario WHERE login = $1', [login]);
  if (!rows[0]) throw new Error(`Usuário de demonstração ${login} não existe.`);
  const u = rows[0];
  return {
    usuarioId: u.id,
    nivel: 'emitente',
    masterId: u.distribuidor_master_id,
    distribuidorId: u.distribuidor_id,
    revendaId: u.revenda_id,
    emitenteId: u.emitente_id,
  };
}

/** Pedidos da demonstração: etapa final, observação e itens (índice do produto, quantidade). */
const PEDIDOS: ReadonlyArray<{ etapa: Etapa; observacao: string; itens: Array<[number, number]>; pagamento: 'avista' | 'boleto' }> = [
  {
    etapa: 'orcamento',
    observacao: 'Orçamento pedido por telefone: cliente confirma até sexta.',
    itens: [
      [0, 3],
      [1, 2],
    ],
    pagamento: 'avista',
  },
  {
    etapa: 'aprovado',
    observacao: 'Aprovado pelo cliente; entregar pela manhã.',
    itens: [
      [2, 6],
      [3, 4],
    ],
    pagamento: 'boleto',
  },
  { etapa: 'separacao', observacao: 'Em separação no estoque da loja.', itens: [[4, 12]], pagamento: 'avista' },
  {
    etapa: 'cancelado',
    observacao: 'Cancelado a pedido do cliente (desistência).',
    itens: [
      [3, 1],
      [5, 1],
    ],
    pagamento: 'avista',
  },
];

/** Situações por que cada pedido passa depois de gravado (o quadro faz o mesmo, uma a uma). */
const CAMINHO: Partial<Record<Etapa, Etapa[]>> = { aprovado: ['aprovado'], separacao: ['aprovado', 'separacao'], cancelado: ['aprovado', 'cancelado'] };

/**
 * Grava os pedidos da loja da demonstração e leva cada um à sua situação.
 * @returns ids dos pedidos por etapa.
 */
export async function seedDemoPedidos(db: Database, login = 'loja'): Promise<Partial<Record<Etapa, number>>> {
  const ctx = await contextoDoLogin(db, login);
  const emitenteId = ctx.emitenteId!;
  const registry = loadRegistry();
  registrarHooksPedido();
  const validators = new Validators(registry);
  const repo = new Repository(registry);
  const pedido = registry.get('pedido');
  return withTenant(db, ctx, async (c) => {
    const { rows: clientes } = await c.query(
      `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id
        WHERE c.emitente_id = $1 AND c.ativo AND c.uf = e.uf AND c.logradouro IS NOT NULL ORDER BY c.id LIMIT 6`,
      [emitenteId],
    );
    const { rows: produtos } = await c.query(
      `SELECT p.id FROM produto p WHERE p.emitente_id = $1 AND p.ativo AND p.movimenta_estoque AND p.preco_venda > 0
          AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM prod_kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND v.produto_id = p.id)
        ORDER BY p.id DESC LIMIT 6`,
      [emitenteId],
    );
    if (!clientes.length || !produtos.length) return {};
    const { rows: sits } = await c.query('SELECT id, etapa FROM situacao_pedido WHERE emitente_id = $1 AND ativo ORDER BY ordem, id', [emitenteId]);
    const situacao = (etapa: Etapa) => sits.find((s) => s.etapa === etapa)?.id as number;
    const hoje = dataDeHoje();
    const ids: Partial<Record<Etapa, number>> = {};
    for (const [n, p] of PEDIDOS.entries()) {
      const corpo = {
        cliente_id: clientes[n % clientes.length].id,
        observacao: p.observacao,
        Item: p.itens.map(([i, quantidade]) => ({ produto_id: produtos[i % produtos.length].id, quantidade })),
      };
      const { record, children } = validators.validate(pedido, 'create', corpo);
      const criado = await repo.create(c, pedido, ctx, record, children);
      // pagamento fechando o total calculado pelo hook (obrigatório para aprovar)
      const total = Number(criado.total_pedido);
      const Pagamento =
        p.pagamento === 'boleto'
          ? [
              { parcela: 1, t_pag: '15', vencimento: vencimentoEm(30), valor: Math.round(total * 50) / 100 },
              { parcela: 2, t_pag: '15', vencimento: vencimentoEm(60), valor: Math.round((total - Math.round(total * 50) / 100) * 100) / 100 },
            ]
          : [{ parcela: 1, t_pag: '01', vencimento: hoje, valor: total }];
      const alt = validators.validate(pedido, 'update', { id: criado.id, Pagamento });
      await repo.update(c, pedido, ctx, alt.record, alt.children);
      const id = criado.id as number;
      ids[p.etapa] = id;
      for (const etapa of CAMINHO[p.etapa] ?? []) await alterarSituacao(c, emitenteId, id, situacao(etapa));
    }
    return ids;
  });
}
