/**
 * Gravação de uma importação (tarefa 'conversao-planilha'), dentro da transação da tarefa: tudo ou
 * nada. Caminho rápido para cadastros da empresa sem ganchos, listas filhas nem senhas (grupo,
 * produto, cliente, fornecedor hoje): INSERT de 500 linhas por comando com RETURNING das colunas
 * legíveis e as linhas de auditoria em lote (uma por registro, como o CRUD genérico). Um lote que
 * falha (ex.: código cadastrado por outro usuário depois da validação) é refeito linha a linha
 * num SAVEPOINT só para dizer qual linha da planilha causou o erro. Outras entidades: Repository.create
 * registro a registro.
 */
import type { EntityDef, Registry } from '../../../../schema/registry.ts';
import { Repository, readableColumns } from '../../crud/repository.ts';
import { hooksDe } from '../../crud/hooks.ts';
import { quoteIdent as q } from '../../crud/scope.ts';
import type { Client, TenantContext } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import { registrarAuditoriaEmLote } from '../auditoria/registro.ts';
import type { RegistroPlanilha } from './importacao.ts';

const LOTE = 500;

function erroDaLinha(linha: number, err: unknown): Error {
  const msg = err instanceof ApiError ? [err.message, ...Object.values(err.fields).flat()].join(' ') : (err as Error).message;
  return new Error(`Linha ${linha}: ${msg} Nada foi gravado.`);
}

/**
 * Grava `registros` na transação `c`; chama `aoAvancar(feitos)` após cada lote.
 * @throws Error "Linha N: ..." no primeiro registro que o banco recusa (a transação deve ser desfeita).
 */
export async function gravarRegistros(
  c: Client,
  registry: Registry,
  e: EntityDef,
  ctx: TenantContext,
  registros: RegistroPlanilha[],
  aoAvancar: (feitos: number) => void = () => undefined,
): Promise<void> {
  const repo = new Repository(registry);
  const rapido =
    e.erp.scope === 'emitente' &&
    !hooksDe(e.id) &&
    registros.every((r) => !r.children || !Object.keys(r.children).length) &&
    !Object.values(e.properties).some((f) => f.format === 'senha');
  const umAUm = async (lote: RegistroPlanilha[]) => {
    for (const x of lote) {
      try {
        await repo.create(c, e, ctx, x.record, x.children ?? {});
      } catch (err) {
        throw erroDaLinha(x.linha, err);
      }
    }
  };
  const filhos = Object.keys(e.erp.children ?? {});
  const colsLeitura = readableColumns(e);
  for (let i = 0; i < registros.length; i += LOTE) {
    const lote = registros.slice(i, i + LOTE);
    if (!rapido) {
      await umAUm(lote);
      aoAvancar(i + lote.length);
      continue;
    }
    const cols = [...new Set(lote.flatMap((x) => Object.keys(x.record)).filter((k) => k !== 'emitente_id'))];
    const valores: unknown[] = [];
    const tuplas = lote.map((x) => {
      valores.push(ctx.emitenteId);
      const ph = [`$${valores.length}`];
      for (const k of cols) {
        // ausente no registro = DEFAULT da coluna, como no INSERT do CRUD genérico
        if (!(k in x.record)) ph.push('DEFAULT');
        else {
          valores.push(x.record[k]);
          ph.push(`$${valores.length}`);
        }
      }
      return `(${ph.join(', ')})`;
    });
    await c.query('SAVEPOINT importacao_lote');
    let rows: Array<Record<string, unknown>>;
    try {
      ({ rows } = await c.query(
        `INSERT INTO ${q(e.erp.table)} (emitente_id, ${cols.map(q).join(', ')}) VALUES ${tuplas.join(', ')} RETURNING ${colsLeitura.map(q).join(', ')}`,
        valores,
      ));
      await c.query('RELEASE SAVEPOINT importacao_lote');
    } catch {
      await c.query('ROLLBACK TO SAVEPOINT importacao_lote');
      await umAUm(lote); // acha e relata a linha; se nenhuma falhar sozinha, seguem gravadas assim
      aoAvancar(i + lote.length);
      continue;
    }
    await registrarAuditoriaEmLote(c, {
      ctx,
      entidade: e.id,
      acao: 'incluir',
      descricao: 'Importação de planilha',
      itens: rows.map((r) => {
        const depois: Record<string, unknown> = { ...r };
        for (const f of filhos) depois[f] = [];
        return { registroId: r[e.key], depois };
      }),
    });
    aoAvancar(i + lote.length);
  }
}
