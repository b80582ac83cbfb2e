/**
 * Importação de planilhas (SPEC §7 "Validate and Converter calls exist for
 * grupo, produto, cliente and fornecedor", "POST /v1/Conversao/ConverterPlanilha"; §8 validation
 * errors with tab and position). Regras: `Permitir.Conversao.Gerenciar` e a de incluir da entidade.
 *
 * Envio: multipart com o arquivo em `arquivo` (.xlsx ou .csv, até 20 MB) e, opcional, `mapeamento`
 * (JSON `{ "cabeçalho da planilha": "campo" }`, '' = ignorar a coluna); ConverterPlanilha também o
 * campo `entidade` (grupo|produto|cliente|fornecedor).
 *
 * - `POST /v1/{entidade}/Validate/`: nada é gravado. 200 `Data {aba, linhas, colunas}` quando tudo
 *   está certo; 400 com TODOS os erros — `Data.erros [{aba, linha, coluna, campo, mensagem}]` e, como
 *   pede a SPEC §8, uma chave por posição `"Aba!C5": ["NCM: ..."]` (`"Aba!5"` quando a coluna falta).
 * - `POST /v1/{entidade}/Converter/` e `POST /v1/Conversao/ConverterPlanilha`: a mesma validação
 *   (400 igual, nada gravado); sem erros, 202 `Data {tarefa, linhas}`: a tarefa 'conversao-planilha'
 *   grava tudo numa transação só (tudo ou nada; cada registro com a sua linha de auditoria), com
 *   progresso na gaveta Tarefas.
 * - `GET /v1/Conversao/Modelo/{entidade}`: modelo XLSX (cabeçalhos + aba "Instruções");
 *   `GET /v1/Conversao/Colunas/{entidade}`: as colunas do modelo (mapeamento na tela).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '../../../../schema/registry.ts';
import type { UserContext } from '../../auth/context.ts';
import { assertCan, hasRule } from '../../auth/permissions.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { Validators } from '../../crud/validate.ts';
import type { FilaTarefas } from '../../jobs/index.ts';
import {
  ENTIDADES_IMPORTAVEIS,
  colunasDoModelo,
  conferirNoBanco,
  interpretar,
  type EntidadeImportavel,
  type Interpretacao,
  type RegistroPlanilha,
} from './importacao.ts';
import { escreverXlsx, lerPlanilha } from './planilha.ts';
import { gravarRegistros } from './gravacao.ts';
import { acao } from '../../http/contrato.ts';
import { CONVERSAO } from '../../../contratos/conversao.ts';

const TAMANHO_MAXIMO = 20 * 1024 * 1024;
export const TIPO_CONVERSAO = 'conversao-planilha';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface DadosConversao {
  entidade: EntidadeImportavel;
  arquivo: string;
  registros: RegistroPlanilha[];
}

function entidadeDe(registry: Registry, nome: unknown) {
  const id = ENTIDADES_IMPORTAVEIS.find((x) => x.toLowerCase() === String(nome ?? '').toLowerCase());
  if (!id) throw new ValidationError({ entidade: [`Informe uma entre ${ENTIDADES_IMPORTAVEIS.join(', ')}`] }, 'Entidade de importação inválida.');
  return { id, e: registry.get(id) };
}

function exigir(ctx: UserContext, e: ReturnType<Registry['get']>): void {
  if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para importar planilhas.');
  if (!hasRule(ctx, 'emitente', 'Permitir.Conversao.Gerenciar')) throw forbidden('Você não tem permissão para esta operação (Permitir.Conversao.Gerenciar).');
  assertCan(ctx, e, 'Incluir');
}

async function lerEnvio(req: FastifyRequest): Promise<{ arquivo: Buffer; nome: string; mapeamento: Record<string, string>; entidade?: string }> {
  if (!req.isMultipart()) throw new ValidationError({ arquivo: ['Envie a planilha como multipart/form-data'] }, 'Envie a planilha (.xlsx ou .csv).');
  let arquivo: Buffer | null = null;
  let nome = '';
  let mapeamento: Record<string, string> = {};
  let entidade: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const dados = await part.toBuffer();
        if (part.fieldname === 'arquivo') {
          arquivo = dados;
          nome = part.filename ?? '';
        }
      } else if (part.fieldname === 'mapeamento' && String(part.value ?? '').trim()) {
        try {
          const m = JSON.parse(String(part.value));
          if (!m || typeof m !== 'object' || Array.isArray(m) || Object.values(m).some((v) => typeof v !== 'string')) throw new Error();
          mapeamento = m;
        } catch {
          throw new ValidationError({ mapeamento: ['JSON { "cabeçalho": "campo" } inválido'] }, 'Mapeamento de colunas inválido.');
        }
      } else if (part.fieldname === 'entidade') entidade = String(part.value ?? '');
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ValidationError({ arquivo: [`Arquivo maior que ${TAMANHO_MAXIMO / 1024 / 1024} MB`] }, 'Planilha grande demais.');
    if (code.startsWith('FST_')) throw new ValidationError({ arquivo: ['Envio inválido'] }, 'Envie a planilha (.xlsx ou .csv).');
    throw err;
  }
  if (!arquivo?.length) throw new ValidationError({ arquivo: ['Selecione a planilha (.xlsx ou .csv)'] }, 'Selecione a planilha (.xlsx ou .csv).');
  return { arquivo, nome, mapeamento, entidade };
}

/** Lê, interpreta e confere no banco (sem gravar). */
async function analisar(
  db: Database,
  registry: Registry,
  validators: Validators,
  ctx: UserContext,
  id: EntidadeImportavel,
  envio: { arquivo: Buffer; nome: string; mapeamento: Record<string, string> },
) {
  const e = registry.get(id);
  let abas: ReturnType<typeof lerPlanilha>;
  try {
    abas = lerPlanilha(envio.arquivo, envio.nome);
  } catch (err) {
    throw new ValidationError({ arquivo: [(err as Error).message] }, (err as Error).message);
  }
  const r = interpretar(validators, e, id, abas, envio.mapeamento);
  await withTenant(db, ctx, (c) => conferirNoBanco(c, registry, e, id, ctx, r));
  return r;
}

/** 400 com todos os erros (SPEC §8: uma chave por aba e posição) ou null quando não há. */
function respostaDeErros(reply: FastifyReply, r: Interpretacao) {
  if (!r.erros.length) return null;
  const corpo: Record<string, unknown> = {
    Success: false,
    Message: `A planilha tem ${r.erros.length} erro(s); nada foi gravado. Corrija e envie de novo.`,
    Data: { aba: r.aba, linhas: r.registros.length, colunas: r.colunas, erros: r.erros },
  };
  for (const x of r.erros) {
    const chave = `${x.aba}!${x.coluna ?? ''}${x.linha}`;
    ((corpo[chave] ??= []) as string[]).push(x.mensagem);
  }
  return reply.code(400).send(corpo);
}

export function registerConversaoRoutes(app: FastifyInstance, db: Database, registry: Registry, fila: FilaTarefas): void {
  const validators = new Validators(registry);

  fila.registrarTipo<DadosConversao>(
    TIPO_CONVERSAO,
    async ({ dados, ctx, progresso }) => {
      if (!ctx) throw new Error('Importação sem usuário');
      const e = registry.get(dados.entidade);
      const total = dados.registros.length;
      await progresso(1, `Gravando ${total} registro(s)`);
      // um pool de uma conexão (PGlite) não pode gravar o progresso com a transação aberta
      const relatar = db.kind !== 'pglite';
      await withTenant(db, ctx, (c) =>
        gravarRegistros(c, registry, e, ctx, dados.registros, (feitos) => {
          if (relatar) void progresso((feitos / total) * 99, `${feitos} de ${total} gravado(s)`);
        }),
      );
      return {
        mensagem: `${total} ${total === 1 ? e.title.toLowerCase() : e.erp.plural.toLowerCase()} importado(s) de ${dados.arquivo}.`,
        dados: { incluidos: total },
      };
    },
    {
      tentativas: 1,
      duracaoMaximaSegundos: 3600,
      descricao: (d) => `Importação de ${registry.get(d.entidade).erp.plural.toLowerCase()}: ${d.arquivo}`.slice(0, 200),
    },
  );

  app.register(async (f) => {
    await f.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO, files: 1, fields: 3, fieldSize: 64 * 1024, parts: 4 } });
    const auth = { preHandler: app.authenticate };

    const validar = (fixa?: EntidadeImportavel) => async (req: FastifyRequest, reply: FastifyReply) => {
      const envio = await lerEnvio(req);
      const { id, e } = entidadeDe(registry, fixa ?? envio.entidade);
      exigir(req.ctx, e);
      const r = await analisar(db, registry, validators, req.ctx, id, envio);
      return respostaDeErros(reply, r) ?? ok({ aba: r.aba, linhas: r.registros.length, colunas: r.colunas }, `${r.registros.length} linha(s) sem erros.`);
    };
    const converterRota = (fixa?: EntidadeImportavel) => async (req: FastifyRequest, reply: FastifyReply) => {
      const envio = await lerEnvio(req);
      const { id, e } = entidadeDe(registry, fixa ?? envio.entidade);
      exigir(req.ctx, e);
      const r = await analisar(db, registry, validators, req.ctx, id, envio);
      const ruim = respostaDeErros(reply, r);
      if (ruim) return ruim;
      if (!r.registros.length)
        throw new ValidationError({ arquivo: ['Nenhuma linha de dados abaixo do cabeçalho'] }, 'A planilha não tem linhas para importar.');
      const tarefa = await fila.enfileirar(req.ctx, TIPO_CONVERSAO, {
        entidade: id,
        arquivo: envio.nome || 'planilha',
        registros: r.registros,
      } satisfies DadosConversao);
      return reply.code(202).send(ok({ tarefa, linhas: r.registros.length }, `Importação de ${r.registros.length} linha(s) iniciada; acompanhe em Tarefas.`));
    };
    for (const id of ENTIDADES_IMPORTAVEIS) {
      f.post(`/v1/${id}/Validate/`, acao(CONVERSAO.validar, auth), validar(id));
      f.post(`/v1/${id}/Converter/`, acao(CONVERSAO.converter, auth), converterRota(id));
    }
    f.post('/v1/Conversao/ConverterPlanilha', acao(CONVERSAO.converterPlanilha, auth), converterRota());
    f.post('/v1/Conversao/ValidarPlanilha', acao(CONVERSAO.validarPlanilha, auth), validar());
  });

  app.get('/v1/Conversao/Colunas/:entidade', acao(CONVERSAO.colunas, { preHandler: app.authenticate }), async (req) => {
    const { e } = entidadeDe(registry, (req.params as { entidade: string }).entidade);
    exigir(req.ctx, e);
    return ok(colunasDoModelo(e));
  });

  app.get('/v1/Conversao/Modelo/:entidade', acao(CONVERSAO.modelo, { preHandler: app.authenticate }), async (req, reply) => {
    const { id, e } = entidadeDe(registry, (req.params as { entidade: string }).entidade);
    exigir(req.ctx, e);
    const cols = colunasDoModelo(e);
    if (!cols.length) throw notFound('Modelo não encontrado.');
    const xlsx = escreverXlsx([
      { nome: e.erp.plural, linhas: [cols.map((c) => c.titulo)] },
      {
        nome: 'Instruções',
        linhas: [
          ['Coluna', 'Campo', 'Obrigatório', 'Formato / valores aceitos', 'Observação'],
          ...cols.map((c) => [c.titulo, c.campo, c.obrigatorio ? 'Sim' : 'Não', c.formato, c.observacao ?? '']),
        ],
      },
    ]);
    const nome = `modelo-${id}.xlsx`;
    return reply.type(XLSX).header('content-disposition', `attachment; filename="${nome}"`).send(xlsx);
  });
}
