/**
 * Perfis e permissões da empresa (emitenterestricoes/gerenciar) e a liberação
 * temporária de acesso (`GET /v1/EmitenteRestricao/LiberarAcesso`): ler o catálogo do pacote e os
 * perfis, gravar as regras de um perfil (vale na requisição seguinte do usuário), 403 sem as regras
 * EmitenteRestricao.* da lista do tipo, isolamento entre empresas, e a liberação honrada e depois
 * expirada (também com o contexto da sessão em cache).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;
let caixa: string;
let industria: string;
let emitLoja: number;
let perfilCaixa: number;
let caixaId: number;
let industriaId: number;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  const u = (await s.db.pool.query(`SELECT id, emitente_id, emitente_tipo_usuario_id FROM usuario WHERE login = 'caixa'`)).rows[0];
  caixaId = u.id;
  emitLoja = u.emitente_id;
  perfilCaixa = u.emitente_tipo_usuario_id;
  industriaId = (await s.db.pool.query(`SELECT id FROM usuario WHERE login = 'industria'`)).rows[0].id;
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  industria = (await s.login('industria')).Token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const perfis = (token: string) => s.call(token, { method: 'GET', url: '/v1/EmitenteRestricao/GetRestricoesPerfis' });
const salvar = (token: string, perfil: number, regras: unknown) =>
  s.call(token, { method: 'POST', url: '/v1/EmitenteRestricao/SalvarRestricoes', payload: { emitente_tipo_usuario_id: perfil, regras } });
const liberar = (token: string, q: string) => s.call(token, { method: 'GET', url: `/v1/EmitenteRestricao/LiberarAcesso?${q}` });
const configuracao = (token: string) => s.call(token, { method: 'GET', url: '/v1/Configuracao/GetConfiguracao' });

describe('perfis e regras da empresa', () => {
  it('lista o catálogo do pacote, os perfis com as regras e os usuários', async () => {
    const r = await perfis(loja);
    expect(r.statusCode).toBe(200);
    const d = r.json().Data;
    expect(d.padrao.every((p: { pacote_minimo: number }) => p.pacote_minimo <= 2)).toBe(true);
    const caixaP = d.perfis.find((p: { id: number }) => p.id === perfilCaixa);
    expect(caixaP.regras).toContain('Permitir.VendasCupom.Incluir');
    expect(d.usuarios.map((x: { login: string }) => x.login).sort()).toEqual(['caixa', 'loja']);
    // pacote 1: sem as regras de Pedido (pacote mínimo 2)
    const ind = (await perfis(industria)).json().Data;
    expect(ind.padrao.some((p: { regra: string }) => p.regra.startsWith('Permitir.Pedido.'))).toBe(false);
    expect(ind.perfis.some((p: { id: number }) => p.id === perfilCaixa)).toBe(false);
  });

  it('gravar as regras do perfil vale na requisição seguinte do usuário', async () => {
    expect((await configuracao(caixa)).statusCode).toBe(403);
    const atuais = (await perfis(loja)).json().Data.perfis.find((p: { id: number }) => p.id === perfilCaixa).regras as string[];
    const r = await salvar(loja, perfilCaixa, [...atuais, 'Permitir.Configuracao.Consultar']);
    expect(r.statusCode).toBe(200);
    expect((await configuracao(caixa)).statusCode).toBe(200);
    expect((await salvar(loja, perfilCaixa, atuais)).statusCode).toBe(200);
    expect((await configuracao(caixa)).statusCode).toBe(403);
    const aud = await s.db.pool.query(`SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'emitenteRestricao' AND registro_id = $1`, [
      String(perfilCaixa),
    ]);
    expect(aud.rows[0].n).toBe(2);
  });

  it('regra fora do catálogo ou do pacote: 400 nomeando a regra, nada gravado', async () => {
    const r = await salvar(loja, perfilCaixa, ['Permitir.Inventada.Consultar']);
    expect(r.statusCode).toBe(400);
    expect(r.json().Message).toMatch(/regras.*Permitir\.Inventada\.Consultar/);
    const indPerfil = (await perfis(industria)).json().Data.perfis[0].id;
    const p = await salvar(industria, indPerfil, ['Permitir.Pedido.Consultar']);
    expect(p.statusCode).toBe(400);
    expect((await salvar(loja, 0, [])).json().Message).toMatch(/emitente_tipo_usuario_id/);
    const n = await s.db.pool.query('SELECT count(*)::int AS n FROM emitente_restricao WHERE emitente_tipo_usuario_id = $1', [perfilCaixa]);
    expect(n.rows[0].n).toBeGreaterThan(0);
  });

  it('sem as regras EmitenteRestricao.* do tipo: 403; perfil de outra empresa: 404', async () => {
    expect((await perfis(caixa)).statusCode).toBe(403);
    expect((await salvar(caixa, perfilCaixa, [])).statusCode).toBe(403);
    expect((await salvar(industria, perfilCaixa, [])).statusCode).toBe(404);
  });
});

describe('LiberarAcesso', () => {
  it('libera a regra ao usuário por N minutos, auditado; honrado até expirar', async () => {
    expect((await configuracao(caixa)).statusCode).toBe(403); // contexto do caixa fica em cache
    const r = await liberar(loja, `usuarioId=${caixaId}&regra=Permitir.Configuracao.Consultar&minutos=10`);
    expect(r.statusCode).toBe(200);
    const d = r.json().Data;
    expect(d.regra).toBe('Permitir.Configuracao.Consultar');
    const { minutos } = (
      await s.db.pool.query('SELECT extract(epoch FROM expira_em - criado_em)::float8 / 60 AS minutos FROM emitente_restricao_liberacao WHERE id = $1', [d.id])
    ).rows[0];
    expect(minutos).toBe(10);
    expect((await configuracao(caixa)).statusCode).toBe(200);
    expect((await s.call(caixa, { method: 'PUT', url: '/v1/Configuracao/SalvarConfiguracao', payload: { kit_desmembrar_nfe: true } })).statusCode).toBe(403);
    const vigentes = (await perfis(loja)).json().Data.liberacoes;
    expect(vigentes).toHaveLength(1);
    expect(vigentes[0].usuario_id).toBe(caixaId);
    const aud = await s.db.pool.query(`SELECT acao, descricao FROM auditoria WHERE entidade = 'emitenteRestricao' AND registro_id = $1`, [`liberacao-${d.id}`]);
    expect(aud.rows[0].acao).toBe('outra');
    expect(aud.rows[0].descricao).toMatch(/Permitir\.Configuracao\.Consultar por 10 min/);

    // encerrada (expira_em no passado): a próxima requisição já não tem a regra
    await s.db.pool.query(
      `UPDATE emitente_restricao_liberacao SET expira_em = now() - interval '1 second', criado_em = now() - interval '1 minute' WHERE id = $1`,
      [d.id],
    );
    expect((await configuracao(caixa)).statusCode).toBe(403);
    expect((await perfis(loja)).json().Data.liberacoes).toHaveLength(0);
  });

  it('expira pelo tempo mesmo com o contexto em cache (sem nova gravação)', async () => {
    await s.db.pool.query(
      `INSERT INTO emitente_restricao_liberacao (emitente_id, usuario_id, regra, liberado_por, expira_em)
       VALUES ($1, $2, 'Permitir.Configuracao.Consultar', NULL, now() + interval '3 seconds')`,
      [emitLoja, caixaId],
    );
    expect((await configuracao(caixa)).statusCode).toBe(200);
    await expect.poll(async () => (await configuracao(caixa)).statusCode, { timeout: 20_000, interval: 500 }).toBe(403);
  });

  it('validações: 403 sem a regra, 400 nomeando o parâmetro, 404 usuário de outra empresa', async () => {
    const r = await liberar(caixa, `usuarioId=${caixaId}&regra=Permitir.Cliente.Consultar`);
    expect(r.statusCode).toBe(403);
    expect(r.json().Message).toMatch(/Permitir\.EmitenteRestricao\.LiberarAcesso/);
    expect((await liberar(loja, `usuarioId=${caixaId}&regra=Permitir.Configuracao.Consultar&minutos=0`)).json().Message).toMatch(/minutos/);
    expect((await liberar(loja, `usuarioId=${caixaId}&regra=Permitir.Configuracao.Consultar&minutos=481`)).statusCode).toBe(400);
    expect((await liberar(loja, `usuarioId=${caixaId}&regra=Permitir.Nada.Consultar`)).statusCode).toBe(403); // ninguém tem a regra inventada
    expect((await liberar(loja, `usuarioId=${caixaId}`)).json().Message).toMatch(/Regra \(regra\)/);
    expect((await liberar(loja, `regra=Permitir.Configuracao.Consultar`)).json().Message).toMatch(/usuarioId/);
    expect((await liberar(loja, `usuarioId=${industriaId}&regra=Permitir.Configuracao.Consultar`)).statusCode).toBe(404);
    const self = (await s.db.pool.query(`SELECT id FROM usuario WHERE login = 'loja'`)).rows[0].id;
    expect((await liberar(loja, `usuarioId=${self}&regra=Permitir.Configuracao.Consultar`)).statusCode).toBe(400);
    // a indústria (pacote 1) não libera regra de pedido (pacote 2) nem para usuário da loja
    expect((await liberar(industria, `usuarioId=${caixaId}&regra=Permitir.Cliente.Consultar`)).statusCode).toBe(404);
  });
});
