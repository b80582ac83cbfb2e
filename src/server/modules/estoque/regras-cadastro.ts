/**
 * Regras de gravação dos cadastros de kit e grade pela API genérica (hooks de crud/hooks.ts),
 * para que o razão nunca receba uma estrutura que ele não sabe desdobrar:
 * - kit: o produto do kit não pode ser componente de si mesmo nem ter grade de variações;
 *   componente não pode ser pai de grade (vende-se a combinação). 400 com o campo.
 * - tipoEstoque: marcar um local como padrão desmarca o anterior (há sempre um só); o padrão não
 *   se desmarca direto (marca-se outro); excluir o padrão passa o posto ao local ativo mais antigo.
 * - estoqueVariacao: o produto pai não pode ser combinação de outra grade nem kit; o produto da
 *   combinação não pode ser pai de grade, kit nem o próprio pai.
 */
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { registrarHook, type ArgsExcluir, type ArgsGravar } from '../../crud/hooks.ts';

async function papeis(c: Client, emitenteId: number, produtoId: unknown) {
  const { rows } = await c.query(
    `SELECT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = $1 AND v.produto_id = $2) AS pai,
            EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = $1 AND v.produto_variacao_id = $2) AS filho,
            EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = $1 AND k.produto_id = $2) AS kit`,
    [emitenteId, produtoId],
  );
  return rows[0] as { pai: boolean; filho: boolean; kit: boolean };
}

async function gravarKit({ c, ctx, record, children, current }: ArgsGravar): Promise<void> {
  const emitenteId = ctx.emitenteId!;
  const produtoKit = record.produto_id ?? current?.produto_id;
  const erros: Record<string, string[]> = {};
  if ((await papeis(c, emitenteId, produtoKit)).pai) erros.produto_id = ['Produto com grade de variações não pode ser kit'];
  for (const [n, comp] of (children.Componente ?? []).entries()) {
    if (comp.produto_id === produtoKit) erros[`Componente[${n}].produto_id`] = ['O kit não pode ser componente de si mesmo'];
    else if ((await papeis(c, emitenteId, comp.produto_id)).pai)
      erros[`Componente[${n}].produto_id`] = ['Escolha a combinação (cor, tamanho...), não o produto pai'];
  }
  if (Object.keys(erros).length) throw new ValidationError(erros);
}

async function gravarVariacao({ c, ctx, record, current }: ArgsGravar): Promise<void> {
  const emitenteId = ctx.emitenteId!;
  const pai = record.produto_id ?? current?.produto_id;
  const filho = record.produto_variacao_id ?? current?.produto_variacao_id;
  const erros: Record<string, string[]> = {};
  const p = await papeis(c, emitenteId, pai);
  if (p.filho) erros.produto_id = ['Este produto já é uma combinação de outra grade'];
  else if (p.kit) erros.produto_id = ['Kit não tem grade de variações'];
  if (filho === pai) erros.produto_variacao_id = ['A combinação deve ser outro produto'];
  else {
    const f = await papeis(c, emitenteId, filho);
    if (f.pai || f.kit) erros.produto_variacao_id = ['A combinação não pode ser kit nem ter grade própria'];
  }
  if (Object.keys(erros).length) throw new ValidationError(erros);
}

async function gravarLocal({ c, ctx, record, current }: ArgsGravar): Promise<void> {
  const emitenteId = ctx.emitenteId!;
  if (current?.padrao === true && record.padrao === false) {
    throw new ValidationError({ padrao: ['Para trocar o local padrão, marque outro local como padrão'] });
  }
  if (record.padrao === true && current?.padrao !== true) {
    await c.query('UPDATE tipo_estoque SET padrao = false WHERE emitente_id = $1 AND padrao', [emitenteId]);
  }
  if ((record.padrao ?? current?.padrao) === true && (record.ativo ?? current?.ativo) === false) {
    throw new ValidationError({ ativo: ['O local padrão não pode ser inativado'] });
  }
}

async function excluirLocal({ c, ctx, current }: ArgsExcluir): Promise<void> {
  if (current.padrao !== true) return;
  const emitenteId = ctx.emitenteId!;
  await c.query('UPDATE tipo_estoque SET padrao = false WHERE emitente_id = $1 AND id = $2', [emitenteId, current.id]);
  const { rowCount } = await c.query(
    `UPDATE tipo_estoque SET padrao = true WHERE emitente_id = $1
        AND id = (SELECT id FROM tipo_estoque WHERE emitente_id = $1 AND id <> $2 AND ativo ORDER BY id LIMIT 1)`,
    [emitenteId, current.id],
  );
  if (!rowCount) throw new ValidationError({ padrao: ['O único local ativo não pode ser excluído'] });
}

export function registrarRegrasCadastro(): void {
  registrarHook('tipoEstoque', { antesDeGravar: gravarLocal, antesDeExcluir: excluirLocal });
  registrarHook('kit', { antesDeGravar: gravarKit });
  registrarHook('estoqueVariacao', { antesDeGravar: gravarVariacao });
}
