/**
 * Tabela IBPT (SPEC §7 `/v1/ibpt/...`):
 *
 * - `POST /v1/ibpt/AtualizarTabelaIbpt` (multipart: arquivo `arquivo` = CSV oficial windows-1252 ou
 *   ZIP com CSVs; campo `uf` opcional — senão a UF do nome `TabelaIBPTax{UF}...`, senão a da
 *   empresa). Confere o cabeçalho na hora (400 `arquivo` com a razão, nada gravado) e enfileira a
 *   tarefa `ImportarTabelaIbpt`: 202 com a tarefa em `Data` (progresso na gaveta Tarefas, evento
 *   `CarregamentoDados`). A tarefa lê todas as linhas (qualquer linha inválida: a tarefa falha com
 *   "Linha N: ..." e nada muda), grava as linhas numa versão 'importando' em lotes e, no fim, numa
 *   transação, ativa a versão e apaga a mesma versão/UF importada antes. Permissão
 *   Permitir.Produto.Alterar.
 * - `GET /v1/ibpt/VersoesAgrupadas`: versões ativas agrupadas por versão do arquivo
 *   (`[{versao, chave, fonte, vigencia_inicio, vigencia_fim, vigente, registros, ufs: [{id, uf,
 *   registros, arquivo_nome, importado_em}]}]`, mais recente primeiro). Permissão Produto.Consultar.
 * - `GET /v1/ibpt/Situacao`: a tabela da UF da empresa falta, venceu ou está vigente
 *   (`{situacao: 'ausente'|'vencida'|'vigente', uf, versao, vigencia_fim, mensagem}`; a mensagem é o
 *   aviso em pt-BR, null quando vigente). Permissão Produto.Consultar.
 * - `aproximarTributos`: alíquotas por NCM/EX da versão ativa da UF vigente na data (senão a ativa
 *   mais recente), para o vTotTrib da NF-e (fiscal/nfe.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ValidationError, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import type { FilaTarefas } from '../../jobs/index.ts';
import { lerZip } from '../../../fiscal/zip/index.ts';
import { ErroArquivoIbpt, conferirCabecalhoIbpt, lerArquivoIbpt, ufDoNomeIbpt, type LinhaIbpt, type VersaoIbpt } from '../../../domain/tributos/ibpt.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { acao } from '../../http/contrato.ts';
import { TRIBUTOS } from '../../../contratos/tributos.ts';

export const TIPO_IMPORTAR_IBPT = 'ImportarTabelaIbpt';
const TAMANHO_MAXIMO = 20 * 1024 * 1024;
const LOTE = 100;
const UFS = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));

/** Decodifica o CSV oficial (windows-1252; aceita UTF-8 com BOM). */
export function decodificarCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  return new TextDecoder('windows-1252').decode(bytes);
}

/** Os CSVs do envio: o próprio arquivo ou os `.csv` de um ZIP. */
function csvsDoEnvio(nome: string, bytes: Buffer): Array<{ nome: string; bytes: Uint8Array }> {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    let entradas: ReturnType<typeof lerZip>;
    try {
      entradas = lerZip(bytes, { limiteBytes: 64 * 1024 * 1024 });
    } catch (e) {
      throw new ValidationError({ arquivo: [`ZIP inválido: ${(e as Error).message}`] }, `Arquivo: ZIP inválido.`);
    }
    const csvs = entradas.filter((e) => e.caminho.toLowerCase().endsWith('.csv')).map((e) => ({ nome: e.caminho.split('/').pop()!, bytes: e.dados }));
    if (!csvs.length) throw new ValidationError({ arquivo: ['O ZIP não tem nenhum arquivo .csv'] }, 'Arquivo: o ZIP não tem nenhum arquivo .csv.');
    return csvs;
  }
  return [{ nome, bytes }];
}

export function registerIbptRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const produto = registry.get('produto');
  registrarTarefaIbpt(app.jobs, db);

  app.get('/v1/ibpt/VersoesAgrupadas', acao(TRIBUTOS.versoesIbpt, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, produto, 'Consultar');
    return ok(await withTenant(db, req.ctx, (c) => versoesAgrupadas(c, req.ctx.emitenteId!)));
  });

  app.get('/v1/ibpt/Situacao', acao(TRIBUTOS.situacaoIbpt, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, produto, 'Consultar');
    return ok(await withTenant(db, req.ctx, (c) => situacaoIbpt(c, req.ctx.emitenteId!)));
  });

  app.register(async (f) => {
    await f.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO, files: 1, fields: 5, fieldSize: 64, parts: 6 } });
    f.post('/v1/ibpt/AtualizarTabelaIbpt', acao(TRIBUTOS.atualizarIbpt, { preHandler: app.authenticate }), async (req, reply) => {
      assertCan(req.ctx, produto, 'Alterar');
      if (!req.isMultipart())
        throw new ValidationError({ arquivo: ['Envie o arquivo CSV do IBPT como multipart/form-data'] }, 'Envie o arquivo CSV da tabela IBPT.');
      let arquivo: { nome: string; bytes: Buffer } | null = null;
      let ufCampo = '';
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const b = await part.toBuffer();
            if (part.fieldname === 'arquivo') arquivo = { nome: part.filename || 'tabela-ibpt.csv', bytes: b };
          } else if (part.fieldname === 'uf')
            ufCampo = String(part.value ?? '')
              .trim()
              .toUpperCase();
        }
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ValidationError({ arquivo: [`Arquivo maior que ${TAMANHO_MAXIMO / 1024 / 1024} MB`] }, 'Arquivo grande demais.');
        if (code.startsWith('FST_')) throw new ValidationError({ arquivo: ['Envio inválido'] }, 'Envie o arquivo CSV da tabela IBPT.');
        throw err;
      }
      if (!arquivo?.bytes.length) throw new ValidationError({ arquivo: ['Selecione o arquivo CSV da tabela IBPT'] }, 'Selecione o arquivo CSV da tabela IBPT.');
      if (ufCampo && !UFS.has(ufCampo)) throw new ValidationError({ uf: ['UF inválida'] }, 'UF inválida.');
      const csvs = csvsDoEnvio(arquivo.nome, arquivo.bytes);
      const emitenteId = req.ctx.emitenteId!;
      const ids = await withTenant(db, req.ctx, async (c) => {
        const ufEmpresa = (await c.query('SELECT uf FROM emitente WHERE id = $1', [emitenteId])).rows[0]?.uf as string;
        const gravados: number[] = [];
        for (const csv of csvs) {
          try {
            conferirCabecalhoIbpt(decodificarCsv(csv.bytes.subarray(0, 4096)));
          } catch (e) {
            if (e instanceof ErroArquivoIbpt) throw new ValidationError({ arquivo: [`${csv.nome}: ${e.message}`] }, `Arquivo ${csv.nome}: ${e.message}`);
            throw e;
          }
          const uf = ufCampo || ufDoNomeIbpt(csv.nome) || ufEmpresa;
          const { rows } = await c.query('INSERT INTO ibpt_arquivo (emitente_id, nome, uf, conteudo) VALUES ($1, $2, $3, $4) RETURNING id', [
            emitenteId,
            csv.nome.slice(0, 255),
            uf,
            Buffer.from(csv.bytes),
          ]);
          gravados.push(rows[0].id);
        }
        return gravados;
      });
      const tarefas = [];
      for (const id of ids) {
        const t = await app.jobs.enfileirar(req.ctx, TIPO_IMPORTAR_IBPT, { arquivo_id: id });
        tarefas.push(await app.jobs.ler(emitenteId, t));
      }
      return reply
        .code(202)
        .send(ok(tarefas.length === 1 ? tarefas[0] : tarefas, 'A tabela IBPT está sendo importada em segundo plano: acompanhe em Tarefas.'));
    });
  });
}

/** Registra a tarefa de importação (dados `{arquivo_id}`). */
export function registrarTarefaIbpt(fila: FilaTarefas, db: Database): void {
  fila.registrarTipo<{ arquivo_id: number }>(
    TIPO_IMPORTAR_IBPT,
    async ({ dados, ctx, tarefa, progresso, sinal }) => {
      if (!ctx || !tarefa) throw new Error('A importação da tabela IBPT é sempre pedida por um usuário.');
      const emitenteId = tarefa.emitenteId;
      const tctx: TenantContext = { ...ctx, emitenteId };
      const arq = await withTenant(
        db,
        tctx,
        async (c) => (await c.query('SELECT * FROM ibpt_arquivo WHERE emitente_id = $1 AND id = $2', [emitenteId, dados.arquivo_id])).rows[0],
      );
      if (!arq) throw new Error('Arquivo da importação não encontrado (já importado ou removido).');
      await progresso(1, `Lendo ${arq.nome}`);
      let lido: ReturnType<typeof lerArquivoIbpt>;
      try {
        lido = lerArquivoIbpt(decodificarCsv(arq.conteudo as Uint8Array));
      } catch (e) {
        await withTenant(db, tctx, (c) => c.query('DELETE FROM ibpt_arquivo WHERE emitente_id = $1 AND id = $2', [emitenteId, arq.id]));
        throw new Error(`${arq.nome}: ${(e as Error).message} Nada foi importado.`);
      }
      const { versao, linhas } = lido;
      const versaoId = await withTenant(db, tctx, async (c) => {
        return inserirVersaoIbpt(c, emitenteId, arq.uf, versao, linhas.length, arq.nome, 'importando');
      });
      try {
        await progresso(5, `0 de ${linhas.length} linhas`);
        for (let i = 0; i < linhas.length; i += LOTE) {
          if (sinal.aborted) throw sinal.reason;
          const lote = linhas.slice(i, i + LOTE);
          await withTenant(db, tctx, (c) => inserirLote(c, emitenteId, versaoId, lote));
          const feitas = Math.min(linhas.length, i + LOTE);
          await progresso(5 + (feitas / linhas.length) * 94, `${feitas} de ${linhas.length} linhas`);
          // PGlite roda no próprio processo: sem ceder a vez ao laço de eventos entre os lotes, os avisos
          // de progresso do hub só sairiam pelo socket no fim (a barra pularia de 0 a 100)
          await new Promise((r) => setImmediate(r));
        }
        await withTenant(db, tctx, async (c) => {
          await c.query(`DELETE FROM versao_tabela_ibpt WHERE emitente_id = $1 AND uf = $2 AND versao = $3 AND id <> $4`, [
            emitenteId,
            arq.uf,
            versao.versao,
            versaoId,
          ]);
          await c.query(`UPDATE versao_tabela_ibpt SET situacao = 'ativa', importado_em = now() WHERE emitente_id = $1 AND id = $2`, [emitenteId, versaoId]);
          await c.query('DELETE FROM ibpt_arquivo WHERE emitente_id = $1 AND id = $2', [emitenteId, arq.id]);
        });
      } catch (e) {
        await withTenant(db, tctx, (c) =>
          c.query(`DELETE FROM versao_tabela_ibpt WHERE emitente_id = $1 AND id = $2 AND situacao = 'importando'`, [emitenteId, versaoId]),
        );
        throw e;
      }
      return {
        mensagem: `Tabela IBPT ${versao.versao} de ${arq.uf}: ${linhas.length} linhas, vigente de ${versao.vigencia_inicio.split('-').reverse().join('/')} a ${versao.vigencia_fim.split('-').reverse().join('/')}`,
        dados: { versao_id: versaoId, uf: arq.uf, versao: versao.versao, registros: linhas.length },
      };
    },
    { concorrenciaPorEmitente: 1, tentativas: 1, descricao: () => 'Importação da tabela IBPT' },
  );
}

/**
 * Grava o cabeçalho de uma versão da tabela IBPT da UF `uf` do emitente: `importando` durante a
 * importação em lotes (vira `ativa` no fim), `ativa` de uma vez (a tabela de referência da demonstração).
 * @returns o id da versão.
 */
export async function inserirVersaoIbpt(
  c: Client,
  emitenteId: number,
  uf: string,
  versao: VersaoIbpt,
  registros: number,
  arquivoNome: string,
  situacao: 'importando' | 'ativa',
): Promise<number> {
  const { rows } = await c.query(
    `INSERT INTO versao_tabela_ibpt (emitente_id, uf, versao, chave, fonte, vigencia_inicio, vigencia_fim, registros, arquivo_nome, situacao, importado_em)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) RETURNING id`,
    [
      emitenteId,
      uf,
      versao.versao,
      versao.chave.slice(0, 20),
      versao.fonte.slice(0, 100),
      versao.vigencia_inicio,
      versao.vigencia_fim,
      registros,
      arquivoNome,
      situacao,
    ],
  );
  return rows[0].id as number;
}

/** Grava linhas da tabela IBPT na versão `versaoId` do emitente (um INSERT por lote). */
export async function inserirLote(c: Client, emitenteId: number, versaoId: number, lote: LinhaIbpt[]): Promise<void> {
  await c.query(
    `INSERT INTO ibpt (emitente_id, versao_id, codigo, ex, tipo, descricao, nacional_federal, importados_federal, estadual, municipal)
     SELECT $1, $2, x.codigo, x.ex, x.tipo, x.descricao, x.nacional_federal, x.importados_federal, x.estadual, x.municipal
       FROM json_to_recordset($3::json) AS x(codigo varchar, ex varchar, tipo integer, descricao text, nacional_federal numeric, importados_federal numeric,
            estadual numeric, municipal numeric)`,
    [emitenteId, versaoId, JSON.stringify(lote)],
  );
}

/** Versões ativas agrupadas por versão do arquivo (ver o comentário do módulo). */
export async function versoesAgrupadas(c: Client, emitenteId: number): Promise<unknown[]> {
  const { rows } = await c.query(
    `SELECT id, uf, versao, chave, fonte, to_char(vigencia_inicio, 'YYYY-MM-DD') AS vigencia_inicio, to_char(vigencia_fim, 'YYYY-MM-DD') AS vigencia_fim,
            registros, arquivo_nome, to_char(importado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS') AS importado_em,
            ($2::date BETWEEN vigencia_inicio AND vigencia_fim) AS vigente
       FROM versao_tabela_ibpt WHERE emitente_id = $1 AND situacao = 'ativa' ORDER BY vigencia_inicio DESC, versao DESC, uf`,
    [emitenteId, dataDeHoje()],
  );
  const grupos = new Map<string, Record<string, any>>();
  for (const r of rows) {
    let g = grupos.get(r.versao);
    if (!g) {
      g = {
        versao: r.versao,
        chave: r.chave,
        fonte: r.fonte,
        vigencia_inicio: r.vigencia_inicio,
        vigencia_fim: r.vigencia_fim,
        vigente: r.vigente,
        registros: 0,
        ufs: [],
      };
      grupos.set(r.versao, g);
    }
    g.registros += Number(r.registros);
    g.ufs.push({ id: r.id, uf: r.uf, registros: Number(r.registros), arquivo_nome: r.arquivo_nome, importado_em: r.importado_em });
  }
  return [...grupos.values()];
}

/** Situação da tabela IBPT da UF da empresa (ver `GET /v1/ibpt/Situacao`). */
export interface SituacaoIbpt {
  situacao: 'ausente' | 'vencida' | 'vigente';
  uf: string;
  versao: string | null;
  vigencia_fim: string | null;
  mensagem: string | null;
}

/**
 * A tabela IBPT que as notas da empresa usam hoje (dia de Brasília): a ativa da UF da empresa
 * vigente hoje; senão a mais recente (vencida: as notas ainda saem com ela, avisa); senão nenhuma.
 */
export async function situacaoIbpt(c: Client, emitenteId: number): Promise<SituacaoIbpt> {
  const uf = (await c.query('SELECT uf FROM emitente WHERE id = $1', [emitenteId])).rows[0]?.uf as string;
  const { rows } = await c.query(
    `SELECT versao, to_char(vigencia_fim, 'YYYY-MM-DD') AS vigencia_fim, ($3::date BETWEEN vigencia_inicio AND vigencia_fim) AS vigente
       FROM versao_tabela_ibpt WHERE emitente_id = $1 AND uf = $2 AND situacao = 'ativa'
      ORDER BY ($3::date BETWEEN vigencia_inicio AND vigencia_fim) DESC, vigencia_inicio DESC, id DESC LIMIT 1`,
    [emitenteId, uf, dataDeHoje()],
  );
  const v = rows[0];
  if (!v)
    return {
      situacao: 'ausente',
      uf,
      versao: null,
      vigencia_fim: null,
      mensagem: `Nenhuma tabela IBPT de ${uf} importada: as notas saem sem o valor aproximado dos tributos (Lei 12.741/2012). Importe a tabela do IBPT em Cadastros › Tabela IBPT.`,
    };
  if (v.vigente) return { situacao: 'vigente', uf, versao: v.versao, vigencia_fim: v.vigencia_fim, mensagem: null };
  return {
    situacao: 'vencida',
    uf,
    versao: v.versao,
    vigencia_fim: v.vigencia_fim,
    mensagem: `A tabela IBPT ${v.versao} de ${uf} venceu em ${v.vigencia_fim.split('-').reverse().join('/')}: as notas saem com alíquotas desatualizadas. Importe a tabela atual do IBPT em Cadastros › Tabela IBPT.`,
  };
}

/** Alíquotas IBPT de um NCM/EX e a versão usada. */
export interface AliquotaIbpt {
  nacional_federal: string;
  importados_federal: string;
  estadual: string;
  municipal: string;
  versao: { versao: string; chave: string; fonte: string };
}

/**
 * Alíquotas IBPT por NCM (com EX TIPI quando houver linha própria) na versão ativa da UF: a vigente
 * em `data` (AAAA-MM-DD) ou, sem nenhuma vigente, a ativa mais recente. Map `ncm|ex` -> alíquotas.
 */
export async function aliquotasIbpt(
  c: Client,
  emitenteId: number,
  uf: string,
  data: string,
  ncms: Array<{ ncm: string; ex?: string | null }>,
): Promise<Map<string, AliquotaIbpt>> {
  const out = new Map<string, AliquotaIbpt>();
  const { rows: vs } = await c.query(
    `SELECT id, versao, chave, fonte FROM versao_tabela_ibpt WHERE emitente_id = $1 AND uf = $2 AND situacao = 'ativa'
      ORDER BY ($3::date BETWEEN vigencia_inicio AND vigencia_fim) DESC, vigencia_inicio DESC, id DESC LIMIT 1`,
    [emitenteId, uf, data],
  );
  if (!vs[0] || !ncms.length) return out;
  const { rows } = await c.query(
    `SELECT codigo, coalesce(ex, '') AS ex, nacional_federal::text, importados_federal::text, estadual::text, municipal::text
       FROM ibpt WHERE emitente_id = $1 AND versao_id = $2 AND tipo = 0 AND codigo = ANY($3::text[])`,
    [emitenteId, vs[0].id, [...new Set(ncms.map((n) => n.ncm))]],
  );
  const versao = { versao: vs[0].versao, chave: vs[0].chave ?? '', fonte: vs[0].fonte ?? 'IBPT' };
  const porChave = new Map(rows.map((r) => [`${r.codigo}|${r.ex}`, r]));
  for (const n of ncms) {
    const r = porChave.get(`${n.ncm}|${n.ex ? String(Number(n.ex)).padStart(2, '0') : ''}`) ?? porChave.get(`${n.ncm}|`);
    if (r) out.set(`${n.ncm}|${n.ex ?? ''}`, { ...r, versao });
  }
  return out;
}
