/**
 * Background jobs (src/server/jobs, pg-boss on PGlite or PostgreSQL) against a real listening
 * server: retries with backoff, per-issuer concurrency, a cron schedule firing, progress pushed as
 * `CarregamentoDados` to a real @microsoft/signalr client, and the monthly XML archive job
 * (`DownloadDiretorio?modo=tarefa`) with its ZIP downloaded from the "Tarefas" routes — only by the
 * user who started it, in that issuer.
 */
process.env.TAREFAS_CRON_SEGUNDOS = '1';
process.env.TAREFAS_BATIMENTO_MS = '300';
process.env.TAREFAS_INATIVA_SEGUNDOS = '3';

import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { startTestServer, type LoginData, type TestServer } from './helpers.ts';
import type { TenantContext } from '../../src/server/db/tenant.ts';
import type { TarefaVisao } from '../../src/server/jobs/index.ts';
import { lerZip } from '../../src/fiscal/zip/index.ts';
import { inserirNotasAutorizadas } from '../jobs/notas-em-massa.ts';

let s: TestServer;
let url: string;
let loja: LoginData;
let caixa: LoginData;
let industria: LoginData;
let emitLoja: number;
let emitIndustria: number;
const hubs: HubConnection[] = [];

/** Polls `fn` every 50 ms until it returns a value (bounded: 60 s). */
async function ate<T>(fn: () => Promise<T | undefined | null | false>, oque: string, ms = 60_000): Promise<T> {
  const fim = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > fim) throw new Error(`tempo esgotado esperando ${oque}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ctxDe = (usuarioId: number, emitenteId: number): TenantContext => ({
  usuarioId,
  nivel: 'emitente',
  masterId: null,
  distribuidorId: null,
  revendaId: null,
  emitenteId,
});
const get = (l: LoginData, u: string) => s.call(l.Token, { method: 'GET', url: u });
const tarefa = async (emitenteId: number, id: number) => (await s.app.jobs.ler(emitenteId, id))!;

beforeAll(async () => {
  s = await startTestServer();
  url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  loja = await s.login('loja');
  caixa = await s.login('caixa');
  industria = await s.login('industria');
  const e = await s.db.pool.query(`SELECT login, emitente_id FROM usuario WHERE login IN ('loja', 'industria')`);
  emitLoja = e.rows.find((r) => r.login === 'loja').emitente_id;
  emitIndustria = e.rows.find((r) => r.login === 'industria').emitente_id;
}, 120_000);

afterAll(async () => {
  // the test workers run several files in one process (vitest `isolate: false`): leave no tuning behind
  delete process.env.TAREFAS_CRON_SEGUNDOS;
  delete process.env.TAREFAS_BATIMENTO_MS;
  delete process.env.TAREFAS_INATIVA_SEGUNDOS;
  await Promise.all(hubs.map((h) => h.stop().catch(() => undefined)));
  await s?.close();
});

describe('fila de tarefas', () => {
  it('nova tentativa com espera crescente: falha duas vezes e conclui na terceira', async () => {
    const inicios: number[] = [];
    s.app.jobs.registrarTipo(
      'teste_falha',
      async ({ tarefa: t }) => {
        inicios.push(Date.now());
        if (t!.tentativa < 3) throw new Error(`falha simulada ${t!.tentativa}`);
        return { mensagem: 'ok na terceira', dados: { tentativa: t!.tentativa } };
      },
      { tentativas: 3, backoffSegundos: 1 },
    );
    const id = await s.app.jobs.enfileirar(ctxDe(loja.User.id, emitLoja), 'teste_falha', {});
    const fim = await ate(async () => {
      const t = await tarefa(emitLoja, id);
      return t.situacao === 'concluida' || t.situacao === 'falhou' ? t : null;
    }, 'a terceira tentativa');
    expect(fim).toMatchObject({ situacao: 'concluida', tentativas: 3, max_tentativas: 3, mensagem: 'ok na terceira', resultado: { tentativa: 3 }, erro: null });
    expect(inicios).toHaveLength(3);
    // pg-boss: espera de retryDelay * 2^n / 2 a retryDelay * 2^n (n = 1, 2): ao menos 1 s e depois 2 s
    expect(inicios[1]! - inicios[0]!).toBeGreaterThanOrEqual(950);
    expect(inicios[2]! - inicios[1]!).toBeGreaterThanOrEqual(1950);
  });

  it('sem mais tentativas: falhou, com o erro', async () => {
    s.app.jobs.registrarTipo(
      'teste_sempre_falha',
      async () => {
        throw new Error('o serviço recusou');
      },
      { tentativas: 1 },
    );
    const id = await s.app.jobs.enfileirar(ctxDe(loja.User.id, emitLoja), 'teste_sempre_falha', {});
    const fim = await ate(async () => {
      const t = await tarefa(emitLoja, id);
      return t.situacao === 'falhou' ? t : null;
    }, 'a falha');
    expect(fim).toMatchObject({ situacao: 'falhou', tentativas: 1, erro: 'o serviço recusou', arquivo_disponivel: false });
  });

  it('concorrência por emitente: uma de cada vez na mesma empresa, outra empresa em paralelo', async () => {
    const rodando = new Map<number, number>();
    let maxLoja = 0;
    const liberar: Array<() => void> = [];
    s.app.jobs.registrarTipo(
      'teste_concorrencia',
      async ({ tarefa: t }) => {
        const e = t!.emitenteId;
        rodando.set(e, (rodando.get(e) ?? 0) + 1);
        if (e === emitLoja) maxLoja = Math.max(maxLoja, rodando.get(e)!);
        await new Promise<void>((r) => liberar.push(r));
        rodando.set(e, rodando.get(e)! - 1);
      },
      { concorrenciaPorEmitente: 1, tentativas: 1 },
    );
    const idsLoja: number[] = [];
    for (let i = 0; i < 3; i++) idsLoja.push(await s.app.jobs.enfileirar(ctxDe(loja.User.id, emitLoja), 'teste_concorrencia', { i }));
    const idInd = await s.app.jobs.enfileirar(ctxDe(industria.User.id, emitIndustria), 'teste_concorrencia', {});
    // a primeira da loja e a da indústria rodam ao mesmo tempo; as outras da loja esperam
    await ate(async () => (rodando.get(emitLoja) ?? 0) === 1 && (rodando.get(emitIndustria) ?? 0) === 1, 'as duas primeiras');
    const esperando = await Promise.all(idsLoja.map((id) => tarefa(emitLoja, id)));
    expect(esperando.filter((t) => t.situacao === 'executando')).toHaveLength(1);
    expect(esperando.filter((t) => t.situacao === 'pendente')).toHaveLength(2);
    // libera uma de cada vez até acabar
    await ate(async () => {
      for (const r of liberar.splice(0)) r();
      const todas = await Promise.all([...idsLoja.map((id) => tarefa(emitLoja, id)), tarefa(emitIndustria, idInd)]);
      return todas.every((t) => t.situacao === 'concluida');
    }, 'todas concluídas');
    expect(maxLoja).toBe(1);
  });

  it('agendamento cron dispara', async () => {
    let disparos = 0;
    let dados: unknown;
    s.app.jobs.registrarTipo('teste_cron', async (e) => {
      disparos++;
      dados = e.dados;
      expect(e.tarefa).toBeNull();
    });
    await s.app.jobs.agendar('teste_cron', '* * * * *', { origem: 'cron' });
    await ate(async () => disparos > 0, 'o disparo do cron', 30_000);
    expect(dados).toEqual({ origem: 'cron' });
  });
});

describe('arquivo XML do mês como tarefa', () => {
  let anomes: string;
  let chaves: string[];
  let id: number;

  beforeAll(async () => {
    ({ anomes, chaves } = await inserirNotasAutorizadas(s.db.pool, emitLoja, 450));
  }, 120_000);

  it('modo inválido -> 400 no campo; mês sem notas -> 404', async () => {
    const r = await get(loja, `/v1/GerenciadorNFe/DownloadDiretorio?anomes=${anomes}&modo=lento`);
    expect(r.statusCode).toBe(400);
    expect(r.json().modo).toBeDefined();
    expect((await get(loja, `/v1/GerenciadorNFe/DownloadDiretorio?anomes=203001&modo=tarefa`)).statusCode).toBe(404);
    expect((await s.db.pool.query(`SELECT count(*)::int AS n FROM tarefa WHERE tipo = 'ArquivoXmlMes'`)).rows[0].n).toBe(0); // nada gravado
  });

  it('o progresso chega ao cliente SignalR do usuário e o ZIP fica para baixar, cada nota uma vez', async () => {
    const hub = new HubConnectionBuilder()
      .withUrl(url + '/hub', { accessTokenFactory: () => loja.Token, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    hubs.push(hub);
    const eventos: TarefaVisao[] = [];
    hub.on('CarregamentoDados', (v: TarefaVisao) => eventos.push(v));
    await hub.start();
    expect((await hub.invoke('ConectarUsuario', loja.RefreshToken, loja.User.id)).Success).toBe(true);

    const r = await get(loja, `/v1/GerenciadorNFe/DownloadDiretorio?anomes=${anomes}&modo=tarefa`);
    expect(r.statusCode, r.body).toBe(202);
    expect(r.json().Message).toMatch(/Tarefas/);
    const t0 = r.json().Data as TarefaVisao;
    expect(t0).toMatchObject({
      tipo: 'ArquivoXmlMes',
      usuario_id: loja.User.id,
      emitente_id: emitLoja,
      descricao: `Arquivos XML de ${anomes.slice(4)}/${anomes.slice(0, 4)}`,
    });
    id = t0.id;

    const fim = await ate(async () => eventos.find((e) => e.id === id && e.situacao === 'concluida'), 'o evento de conclusão');
    const doJob = eventos.filter((e) => e.id === id);
    const parciais = doJob.filter((e) => e.situacao === 'executando' && e.progresso > 0 && e.progresso < 100);
    expect(parciais.length).toBeGreaterThanOrEqual(3); // 450 notas em lotes de 100
    expect(parciais.map((e) => e.progresso)).toEqual([...parciais.map((e) => e.progresso)].sort((a, b) => a - b));
    expect(fim).toMatchObject({
      progresso: 100,
      arquivo_disponivel: true,
      arquivo_nome: expect.stringMatching(new RegExp(`^XML-NFe-\\d{14}-${anomes}\\.zip$`)),
    });
    expect(JSON.stringify(doJob)).not.toMatch(/arquivo_caminho|contexto|instancia/);

    const z = await get(loja, `/v1/Tarefas/${id}/Arquivo`);
    expect(z.statusCode).toBe(200);
    expect(z.headers['content-type']).toBe('application/zip');
    expect(z.headers['content-disposition']).toContain(fim.arquivo_nome!);
    const nomes = lerZip(z.rawPayload, { limiteBytes: 512 * 1024 * 1024 }).map((a) => a.caminho);
    expect(nomes).toHaveLength(450);
    expect(new Set(nomes).size).toBe(450);
    expect(new Set(nomes)).toEqual(new Set(chaves.map((c) => `${c}-procNFe.xml`)));
  });

  it('a lista e o arquivo são só de quem iniciou, na empresa dele', async () => {
    const minhas = await get(loja, '/v1/Tarefas');
    expect(minhas.statusCode).toBe(200);
    expect(minhas.json().Data.map((t: TarefaVisao) => t.id)).toContain(id);
    expect(minhas.json().Data.every((t: TarefaVisao) => t.usuario_id === loja.User.id && t.emitente_id === emitLoja)).toBe(true);
    expect((await get(loja, `/v1/Tarefas/${id}`)).json().Data).toMatchObject({ id, situacao: 'concluida' });
    // outro usuário da mesma empresa, e o usuário de outra empresa: não veem nem baixam
    for (const outro of [caixa, industria]) {
      expect((await get(outro, '/v1/Tarefas')).json().Data.map((t: TarefaVisao) => t.id)).not.toContain(id);
      expect((await get(outro, `/v1/Tarefas/${id}`)).statusCode).toBe(404);
      expect((await get(outro, `/v1/Tarefas/${id}/Arquivo`)).statusCode).toBe(404);
      expect((await s.call(outro.Token, { method: 'POST', url: `/v1/Tarefas/${id}/Cancelar` })).statusCode).toBe(404);
    }
    // sem a permissão de arquivos XML, o caixa nem inicia a tarefa
    expect((await get(caixa, `/v1/GerenciadorNFe/DownloadDiretorio?anomes=${anomes}&modo=tarefa`)).statusCode).toBe(403);
    expect((await s.call(null, { method: 'GET', url: '/v1/Tarefas' })).statusCode).toBe(401);
    expect((await get(loja, '/v1/Tarefas/abc')).statusCode).toBe(400);
    // concluída não se cancela
    expect((await s.call(loja.Token, { method: 'POST', url: `/v1/Tarefas/${id}/Cancelar` })).statusCode).toBe(400);
  });

  it('depois do prazo (7 dias) o arquivo é apagado e sai da lista para baixar', async () => {
    const { rows } = await s.db.pool.query(`SELECT arquivo_caminho FROM tarefa WHERE emitente_id = $1 AND id = $2`, [emitLoja, id]);
    const caminho = rows[0].arquivo_caminho as string;
    expect(existsSync(caminho)).toBe(true);
    await s.db.pool.query(`UPDATE tarefa SET expira_em = now() - interval '1 minute' WHERE emitente_id = $1 AND id = $2`, [emitLoja, id]);
    const t = await ate(async () => {
      const r = (await get(loja, `/v1/Tarefas/${id}`)).json().Data as TarefaVisao;
      return r.arquivo_disponivel ? null : r;
    }, 'a expiração');
    expect(t).toMatchObject({ situacao: 'concluida', mensagem: 'Arquivo expirado' });
    await ate(async () => !existsSync(caminho), 'o arquivo apagado do disco'); // logo depois da linha
    expect((await get(loja, `/v1/Tarefas/${id}/Arquivo`)).statusCode).toBe(404);
  });

  it('cancelar uma tarefa em andamento', async () => {
    let viu: AbortSignal | null = null;
    s.app.jobs.registrarTipo(
      'teste_longa',
      async ({ sinal, progresso }) => {
        viu = sinal;
        await progresso(10, 'trabalhando');
        await ate(async () => sinal.aborted, 'o cancelamento', 30_000);
        throw sinal.reason;
      },
      { tentativas: 1 },
    );
    const tid = await s.app.jobs.enfileirar(ctxDe(loja.User.id, emitLoja), 'teste_longa', {});
    await ate(async () => (await tarefa(emitLoja, tid)).progresso >= 10, 'o progresso');
    const r = await s.call(loja.Token, { method: 'POST', url: `/v1/Tarefas/${tid}/Cancelar` });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.situacao).toBe('cancelada');
    await ate(async () => viu?.aborted, 'o sinal');
    expect((await tarefa(emitLoja, tid)).situacao).toBe('cancelada');
  });
});
