/**
 * Rotas de relatórios (SPEC §2 relatorios/consultar, §7 "Reports"):
 * - `GET /v1/relatorios/GetRelatoriosUsuario` -> `Data: [{id, modulo, titulo, descricao}]` os
 *   relatórios que o usuário pode emitir (regra `Permitir.Relatorios.Consultar`), sem os desligados
 *   para o perfil dele em relatorios/gerenciar (config/relatorios-perfil.ts; os demais pedidos de um
 *   relatório desligado -> 403);
 * - `GET /v1/relatorios/CarregarRelatorio?id=` -> a definição (parâmetros, colunas, gráfico); 404
 *   quando o id não existe;
 * - `POST /v1/Relatorios/GetRelatorio` `{relatorio, parametros}` -> `Data: {colunas, linhas, totais,
 *   grafico...}` para a tela (`Permitir.Relatorios.Consultar`);
 * - `POST /v1/relatorios/ExecutarRelatorio/` `{relatorio, parametros, formato: 'pdf'|'xlsx'}` ->
 *   202 com a tarefa (`Relatorio`, src/server/jobs) que gera o arquivo com progresso
 *   (`Permitir.Relatorios.Executar`);
 * - `GET /v1/Relatorios/DownloadRelatorio?id=<tarefa>` -> o arquivo da tarefa (PDF ou XLSX) do
 *   próprio usuário na empresa da sessão; 404 se não terminou, expirou ou é de outro.
 * Parâmetro inválido -> 400 nomeando o campo (executar.ts). Tudo pelo emitente da sessão (withTenant).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { UserContext } from '../../auth/context.ts';
import { hasRule } from '../../auth/permissions.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type TenantContext } from '../../db/tenant.ts';
import { ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { abrirArquivo, publicarArquivo } from '../../armazenamento.ts';
import type { FilaTarefas } from '../../jobs/index.ts';
import { RELATORIOS, relatorioPorId } from './catalogo.ts';
import { executarRelatorio, validarPedido, type Parametros } from './executar.ts';
import { relatorioPdf, relatorioXlsx } from './arquivo.ts';
import { relatoriosDesabilitados } from '../config/relatorios-perfil.ts';
import { dataDeHoje as hoje } from '../../../domain/relogio.ts';
import { acao } from '../../http/contrato.ts';
import { ACOES_RELATORIOS } from '../../../contratos/relatorios.ts';

export const TIPO_RELATORIO = 'Relatorio';
const TIPOS = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;
type Formato = keyof typeof TIPOS;

/** @throws ApiError 403 sem empresa ou sem a regra `Permitir.Relatorios.{acao}`. */
function exigir(ctx: UserContext, acao: 'Consultar' | 'Executar'): number {
  if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para emitir relatórios.');
  const regra = `Permitir.Relatorios.${acao}`;
  if (!hasRule(ctx, 'emitente', regra)) throw forbidden(`Você não tem permissão para esta operação (${regra}).`);
  return ctx.emitenteId;
}

const nomeEmitente = async (c: Parameters<Parameters<typeof withTenant>[2]>[0], id: number) =>
  String((await c.query('SELECT nome FROM emitente WHERE id = $1', [id])).rows[0]?.nome ?? '');

/** Tarefa `Relatorio` (dados `{relatorio, parametros, formato}`): consulta, arquivo, resultado para download. */
function registrarTarefa(fila: FilaTarefas, config: Config, db: Database): void {
  fila.registrarTipo<{ relatorio: string; parametros: Parametros; formato: Formato }>(
    TIPO_RELATORIO,
    async ({ dados, ctx, tarefa, progresso, sinal }) => {
      if (!ctx || !tarefa) throw new Error('Relatórios são sempre pedidos por um usuário.');
      const { def, parametros } = validarPedido(dados);
      const formato: Formato = dados.formato === 'xlsx' ? 'xlsx' : 'pdf';
      const tctx: TenantContext = { ...ctx, emitenteId: tarefa.emitenteId };
      await progresso(5, 'Consultando os dados');
      const { r, emitente } = await withTenant(db, tctx, async (c) => ({
        r: await executarRelatorio(c, tarefa.emitenteId, def, parametros),
        emitente: await nomeEmitente(c, tarefa.emitenteId),
      }));
      if (sinal.aborted) throw sinal.reason;
      await progresso(50, `${r.linhas.length} linha(s); gerando ${formato.toUpperCase()}`);
      const arquivo = formato === 'pdf' ? await relatorioPdf(r, emitente, hoje()) : relatorioXlsx(r, emitente, hoje());
      if (sinal.aborted) throw sinal.reason;
      await progresso(90, 'Gravando o arquivo');
      const dir = join(config.dataDir, 'tarefas', String(tarefa.emitenteId));
      await mkdir(dir, { recursive: true });
      const nome = `${def.id}-${hoje()}.${formato}`;
      const destino = join(dir, `${tarefa.id}-t${tarefa.tentativa}-${nome}`);
      await writeFile(destino, arquivo);
      const caminho = await publicarArquivo(config, destino, `tarefas/${tarefa.emitenteId}/${tarefa.id}-t${tarefa.tentativa}-${nome}`, TIPOS[formato]);
      return {
        mensagem: `${def.titulo}: ${r.linhas.length} linha(s) em ${formato.toUpperCase()}`,
        dados: { relatorio: def.id, formato, linhas: r.linhas.length },
        arquivo: { caminho, nome, tamanho: arquivo.length },
      };
    },
    {
      concorrenciaPorEmitente: 2,
      tentativas: 2,
      backoffSegundos: 5,
      descricao: (d) => `${relatorioPorId(d.relatorio)?.titulo ?? 'Relatório'} (${String(d.formato ?? 'pdf').toUpperCase()})`,
    },
  );
}

export function registerRelatoriosRoutes(app: FastifyInstance, config: Config, db: Database): void {
  registrarTarefa(app.jobs, config, db);
  const auth = { preHandler: app.authenticate };
  const desligados = (ctx: UserContext) => withTenant(db, ctx, (c) => relatoriosDesabilitados(c, ctx));
  /** @throws ApiError 403 quando o relatório está desligado para o perfil do usuário. */
  const exigirHabilitado = async (ctx: UserContext, id: string) => {
    if ((await desligados(ctx)).has(id)) throw forbidden('Este relatório não está habilitado para o seu perfil de usuário.');
  };

  app.get('/v1/relatorios/GetRelatoriosUsuario', acao(ACOES_RELATORIOS.doUsuario, auth), async (req) => {
    exigir(req.ctx, 'Consultar');
    const fora = await desligados(req.ctx);
    return ok(RELATORIOS.filter((r) => !fora.has(r.id)).map(({ id, modulo, titulo, descricao }) => ({ id, modulo, titulo, descricao })));
  });

  app.get('/v1/relatorios/CarregarRelatorio', acao(ACOES_RELATORIOS.carregar, auth), async (req) => {
    exigir(req.ctx, 'Consultar');
    const def = relatorioPorId((req.query as Record<string, unknown>).id);
    if (!def) throw notFound('Relatório não encontrado.');
    await exigirHabilitado(req.ctx, def.id);
    const { consulta: _sql, carregar: _carregar, ...definicao } = def;
    return ok(definicao);
  });

  app.post('/v1/Relatorios/GetRelatorio', acao(ACOES_RELATORIOS.executarNaTela, auth), async (req) => {
    const emitenteId = exigir(req.ctx, 'Consultar');
    const { def, parametros } = validarPedido(req.body);
    await exigirHabilitado(req.ctx, def.id);
    return ok(await withTenant(db, req.ctx, (c) => executarRelatorio(c, emitenteId, def, parametros)));
  });

  const executar = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const emitenteId = exigir(req.ctx, 'Executar');
    const { def, parametros } = validarPedido(req.body);
    await exigirHabilitado(req.ctx, def.id);
    const formato = (req.body as Record<string, unknown>).formato;
    if (formato !== 'pdf' && formato !== 'xlsx') throw new ValidationError({ formato: ['Escolha PDF ou XLSX'] }, 'Formato inválido (formato): pdf ou xlsx.');
    const id = await app.jobs.enfileirar(req.ctx, TIPO_RELATORIO, { relatorio: def.id, parametros, formato });
    return reply.code(202).send(ok(await app.jobs.ler(emitenteId, id), 'O relatório está sendo gerado: acompanhe em Tarefas.'));
  };
  app.post('/v1/relatorios/ExecutarRelatorio', acao(ACOES_RELATORIOS.executarArquivo, auth), executar);
  app.post('/v1/relatorios/ExecutarRelatorio/', acao(ACOES_RELATORIOS.executarArquivo, auth), executar);

  app.get('/v1/Relatorios/DownloadRelatorio', acao(ACOES_RELATORIOS.baixar, auth), async (req, reply) => {
    const emitenteId = exigir(req.ctx, 'Consultar');
    const id = Number((req.query as Record<string, unknown>).id);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new ValidationError({ id: ['Informe a tarefa do relatório'] }, 'Informe a tarefa (id).');
    const t = await withTenant(
      db,
      req.ctx,
      async (c) =>
        (
          await c.query(`SELECT situacao, arquivo_caminho, arquivo_nome FROM tarefa WHERE emitente_id = $1 AND usuario_id = $2 AND id = $3 AND tipo = $4`, [
            emitenteId,
            req.ctx.usuarioId,
            id,
            TIPO_RELATORIO,
          ])
        ).rows[0],
    );
    if (!t) throw notFound('Relatório não encontrado.');
    if (t.situacao !== 'concluida' || !t.arquivo_caminho) throw notFound('O relatório ainda não terminou ou o arquivo expirou.');
    const info = await abrirArquivo(config, t.arquivo_caminho);
    if (!info) throw notFound('O arquivo deste relatório não está mais disponível.');
    const nome = String(t.arquivo_nome);
    const ascii = nome.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('Content-Type', nome.endsWith('.xlsx') ? TIPOS.xlsx : TIPOS.pdf)
      .header('Content-Length', String(info.tamanho))
      .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`)
      .header('Cache-Control', 'private, no-store')
      .send(info.corpo);
  });
}
