/**
 * `PUT /v1/VendasCupom/TransformarVenda?cupom&novo_modelo&cpf_cnpj&nome` (SPEC §4 "transform to
 * another model"): o consumidor pede NF-e (modelo 55) em vez da NFC-e.
 *
 * Regra aplicada: a mesma operação não pode ter dois documentos fiscais, então a NFC-e autorizada é
 * cancelada (evento 110111, dentro do prazo de `PRAZO_CANCELAMENTO_NFCE_MIN`) antes — só o estoque
 * volta (a saída passa a ser a da NF-e, no ciclo da NF-e autorizada); o dinheiro do caixa e o
 * crédito em loja ficam, agora documentados pela NF-e. Venda sem NFC-e autorizada (digitação,
 * rejeitada) não precisa de evento. Em seguida cria o faturamento (modelo 55, em digitação, com os
 * mesmos itens, preços, descontos e pagamentos) para o cliente do CPF/CNPJ — o cadastrado, ou um
 * novo com o nome informado — pelo repositório genérico (tributos recalculados pelo gancho do
 * faturamento); a venda fica 'transformada' com o `faturamento_id`. O endereço do destinatário e a
 * transmissão seguem na tela do faturamento (a NF-e exige o endereço completo).
 * Permissões: Permitir.VendasCupom.Alterar e Permitir.Faturamento.Incluir.
 * @throws ValidationError (novo_modelo, cpf_cnpj, nome), ApiError 400 (situação, prazo), 404.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type TenantContext } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound } from '../../http/envelope.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { Repository } from '../../crud/repository.ts';
import { isValidCpfCnpj, onlyDigits } from '../../../domain/documentos.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { cancelarVenda, estornarVenda } from './eventos.ts';
import { GRUPOS_VENDA, mudarSituacaoVenda } from './situacao-venda.ts';

export async function transformarVenda(
  db: Database,
  config: Config,
  registry: Registry,
  ctx: TenantContext,
  q: Record<string, unknown>,
): Promise<{ faturamento_id: number; cliente_id: number; venda: number }> {
  const erros: Record<string, string[]> = {};
  const vendaId = Number(q.cupom);
  if (!Number.isInteger(vendaId) || vendaId < 1) erros.cupom = ['Informe a venda (cupom)'];
  if (String(q.novo_modelo ?? '55') !== '55') erros.novo_modelo = ['Só é possível transformar em NF-e (modelo 55)'];
  const doc = onlyDigits(String(q.cpf_cnpj ?? ''));
  if (!isValidCpfCnpj(doc)) erros.cpf_cnpj = ['CPF/CNPJ inválido'];
  if (Object.keys(erros).length) throw new ValidationError(erros, `Transformação inválida: ${Object.values(erros)[0][0]}.`);
  const emitenteId = ctx.emitenteId!;
  const nome = String(q.nome ?? '')
    .trim()
    .slice(0, 60);
  const pre = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query('SELECT situacao FROM venda_cupom WHERE emitente_id = $1 AND id = $2', [emitenteId, vendaId]);
    if (!rows[0]) throw notFound('Venda não encontrada.');
    const { rows: cl } = await c.query('SELECT id FROM cliente WHERE emitente_id = $1 AND cpf_cnpj = $2 ORDER BY id LIMIT 1', [emitenteId, doc]);
    if (!cl[0] && !nome) throw new ValidationError({ nome: ['Informe o nome para cadastrar o cliente'] }, 'Informe o nome do cliente.');
    return rows[0].situacao as string;
  });
  if (!(GRUPOS_VENDA.transformavel as readonly string[]).includes(pre)) throw new ApiError(400, `A venda não pode ser transformada na situação '${pre}'.`);
  if (pre === 'autorizada') {
    const r = await cancelarVenda(db, config, ctx, vendaId, 'NFC-e substituida por NF-e a pedido do consumidor', undefined, true);
    if (!r.sucesso) throw new ApiError(400, `Não foi possível cancelar a NFC-e: ${r.mensagem}`);
  }
  const repo = new Repository(registry);
  return withTenant(db, ctx, async (c) => {
    const { rows } = await c.query('SELECT * FROM venda_cupom WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, vendaId]);
    const v = rows[0];
    if (pre !== 'autorizada') await estornarVenda(c, ctx, v, true);
    let clienteId: number;
    const { rows: cl } = await c.query('SELECT id FROM cliente WHERE emitente_id = $1 AND cpf_cnpj = $2 ORDER BY id LIMIT 1', [emitenteId, doc]);
    if (cl[0]) clienteId = cl[0].id;
    else {
      const novo = await repo.create(c, registry.get('cliente'), ctx, { nome, cpf_cnpj: doc, tipo_pessoa: doc.length === 11 ? 'F' : 'J', ind_ie_dest: 9 }, {});
      clienteId = Number(novo.id);
    }
    const { rows: itens } = await c.query('SELECT * FROM venda_cupom_item WHERE emitente_id = $1 AND venda_cupom_id = $2 AND NOT cancelado ORDER BY id', [
      emitenteId,
      vendaId,
    ]);
    const { rows: pags } = await c.query('SELECT t_pag, valor FROM venda_cupom_pagamento WHERE emitente_id = $1 AND venda_cupom_id = $2 ORDER BY id', [
      emitenteId,
      vendaId,
    ]);
    const troco = Number(v.valor_troco);
    let restoTroco = troco;
    const pagamentos = pags.map((p) => {
      let valor = Number(p.valor);
      if (p.t_pag === '01' && restoTroco > 0) {
        const d = Math.min(valor, restoTroco);
        valor -= d;
        restoTroco -= d;
      }
      return { t_pag: p.t_pag === '21' ? '05' : p.t_pag, valor: Math.round(valor * 100) / 100 };
    });
    const fat = await repo.create(
      c,
      registry.get('faturamento'),
      ctx,
      {
        cliente_id: clienteId,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        presenca: 1,
        informacoes_complementares:
          `Venda PDV ${vendaId}${v.chave ? `; NFC-e ${v.chave} cancelada e substituída por esta NF-e a pedido do consumidor` : ''}.`.slice(0, 2000),
      },
      {
        Item: itens.map((i) => ({
          produto_id: i.produto_id,
          quantidade: Number(i.quantidade),
          valor_unitario: Number(i.valor_unitario),
          valor_desconto: Number(i.valor_desconto),
        })),
        Pagamento: pagamentos.filter((p) => p.valor > 0),
      },
    );
    const faturamentoId = Number(fat.id);
    await mudarSituacaoVenda(c, emitenteId, vendaId, 'transformada', { faturamento_id: faturamentoId, cliente_id: clienteId, cpf_cnpj: doc });
    await registrarAuditoria(c, {
      ctx,
      entidade: 'vendasCupom',
      registroId: vendaId,
      acao: 'outra',
      descricao: `Transformada na NF-e (faturamento ${faturamentoId})`,
    });
    return { faturamento_id: faturamentoId, cliente_id: clienteId, venda: vendaId };
  });
}
