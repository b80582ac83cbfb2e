/**
 * Serviço do PDV para outros módulos (pedidos convertem um pedido em venda do PDV):
 * `criarVendaPdv` grava a venda (itens + pagamentos, estoque, crédito em loja, caixa) e, com
 * `emitir`, prepara a NFC-e (número, XML assinado guardado, situação 'transmitindo' — ou já a
 * contingência) NA MESMA transação; depois do COMMIT fala com a SEFAZ (autorizada, rejeitada ou em
 * contingência). Uma queda do processo deixa ou nada gravado ou a venda completa aguardando a
 * transmissão, que a recuperação (recuperacao.ts) conclui — nunca estoque e caixa movidos sem nota.
 * Entrada: ver `VendaEntrada` (venda.ts); valores em R$, quantidades com até 4 casas.
 * @throws ValidationError (400) — nada é gravado quando a venda é inválida; ApiError 400 sem
 * certificado/CSC (nada gravado).
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type TenantContext } from '../../db/tenant.ts';
import { concluirEmissao, prepararEmissao, situacaoVenda, type RespostaVenda } from './emissao.ts';
import { gravarVenda, type OpcoesVenda, type VendaEntrada } from './venda.ts';

export async function criarVendaPdv(
  db: Database,
  config: Config,
  ctx: TenantContext,
  entrada: VendaEntrada,
  opcoes: OpcoesVenda & { emitir?: boolean },
): Promise<RespostaVenda> {
  const { id, prep } = await withTenant(db, ctx, async (c) => {
    const id = await gravarVenda(c, ctx, entrada, opcoes);
    return { id, prep: opcoes.emitir === false ? null : await prepararEmissao(c, config, ctx, id) };
  });
  if (!prep) {
    return { http: 201, sucesso: true, mensagem: 'Venda gravada.', dados: await withTenant(db, ctx, (c) => situacaoVenda(c, ctx.emitenteId!, id)) };
  }
  return concluirEmissao(db, config, ctx, id, prep);
}
