/**
 * Regras de gravação do catálogo pela API genérica (hooks de crud/hooks.ts):
 * - produto: escolhido o tipo de produto (tipo_produto_id) sem informar o tipo do item, o produto
 *   recebe o código SPED do tipo (Guia Prático EFD ICMS/IPI, registro 0200, TIPO_ITEM), como
 *   declara `x-derivedFrom` em schema/entities/produto.json; quem informa o tipo do item decide —
 *   salvo na alteração que troca o tipo e reenvia o tipo do item igual ao gravado (a tela de
 *   edição manda o registro inteiro), quando o código também passa a ser o do novo tipo; e salvo na
 *   inclusão com o tipo do item no valor padrão do registro ('00'): a tela de inclusão manda o padrão
 *   de todo campo, então quem escolheu "Matéria-prima" e não tocou no código recebe '01' do tipo.
 *   Tipo de produto ou categoria de estoque de outra empresa nem é visto (RLS): a chave
 *   estrangeira composta recusa com 400.
 * A regra "máximo de escolhas >= mínimo" do grupo de adicionais não está aqui: é declarada no
 * registro (`x-minimumField`) e aplicada pelo repositório genérico (crud/validate.ts).
 */
import { registrarHook, type ArgsGravar } from '../../crud/hooks.ts';

async function gravarProduto({ c, ctx, entity, record, current }: ArgsGravar): Promise<void> {
  const tipo = record.tipo_produto_id;
  if (tipo === null || tipo === undefined) return;
  // o tipo do item enviado vale, salvo na troca de tipo em que ele veio igual ao gravado (a tela
  // de edição reenvia o registro inteiro: quem só trocou o tipo não escolheu outro código)
  const trocaDeTipo = current !== undefined && tipo !== current.tipo_produto_id && record.tipo_item === current.tipo_item;
  const padraoNaInclusao = current === undefined && record.tipo_item === entity.properties.tipo_item?.default;
  if (Object.hasOwn(record, 'tipo_item') && !trocaDeTipo && !padraoNaInclusao) return;
  const { rows } = await c.query('SELECT tipo_item FROM tipo_produto WHERE emitente_id = $1 AND id = $2', [ctx.emitenteId, tipo]);
  if (rows[0]) record.tipo_item = rows[0].tipo_item;
}

/** Registra os hooks do catálogo (chamado uma vez por registerEstoque). */
export function registrarRegrasCatalogo(): void {
  registrarHook('produto', { antesDeGravar: gravarProduto });
}
