/**
 * Serviço do PDV para outros módulos (issue 13 converte um pedido em venda do PDV):
 * `criarVendaPdv` grava a venda (itens + pagamentos, estoque, crédito em loja, caixa) numa
 * transação e, com `emitir`, emite a NFC-e (autorizada, rejeitada ou em contingência).
 * Entrada: ver `VendaEntrada` (venda.ts); valores em R$, quantidades com até 4 casas.
 * @throws ValidationError (400) — nada é gravado quando a venda é inválida.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type TenantContext } from '../../db/tenant.ts';
import { emitirVenda, situacaoVenda, type RespostaVenda } from './emissao.ts';
import { gravarVenda, type OpcoesVenda, type VendaEntrada } from './venda.ts';

export async function criarVendaPdv(
  db: Database,
  config: Config,
  ctx: TenantContext,
  entrada: VendaEntrada,
  opcoes: OpcoesVenda & { emitir?: boolean },
): Promise<RespostaVenda> {
  const id = await withTenant(db, ctx, (c) => gravarVenda(c, ctx, entrada, opcoes));
  if (opcoes.emitir === false) {
    return { http: 201, sucesso: true, mensagem: 'Venda gravada.', dados: await withTenant(db, ctx, (c) => situacaoVenda(c, ctx.emitenteId!, id)) };
  }
  return emitirVenda(db, config, ctx, id);
}
