/**
 * Start-up data: the demo exists only on an empty database outside production; in
 * production only the administrator is created, with the password from ADMIN_PASSWORD; running the
 * seed again (every start) neither duplicates nor overwrites anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { seed, DEMO_PASSWORD, resumoDoSeed } from '../../src/server/seed/index.ts';

describe('produção', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ production: true, seedDemo: false, adminPassword: 'Adm!nProd2026' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('cria só o administrador, com a senha do ambiente, e nenhum dado de demonstração', async () => {
    const n = async (t: string) => Number((await s.db.pool.query(`SELECT count(*) FROM ${t}`)).rows[0].count);
    expect(await n('emitente')).toBe(0);
    expect(await n('cliente')).toBe(0);
    expect(await n('usuario')).toBe(1);
    expect(await n('cidade')).toBe(5571);
    const bad = await s.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'admin', Password: DEMO_PASSWORD } });
    expect(bad.statusCode).toBe(401);
    const ok = await s.login('admin', 'Adm!nProd2026');
    expect(ok.User.TipoUsuario.tipo).toBe('Administrador');
  });
});

describe('demonstração', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('tem a cadeia, as três empresas e os logins combinados; semear de novo não duplica', async () => {
    const q = async (sql: string) => (await s.db.pool.query(sql)).rows;
    const logins = (await q('SELECT login FROM usuario ORDER BY login')).map((r) => r.login);
    expect(logins).toEqual(['admin', 'caixa', 'distribuidor', 'industria', 'loja', 'master', 'padaria', 'revenda']);
    expect((await q(`SELECT id FROM revenda`)).map((r) => r.id)).toEqual([1]);
    const emit = await q(`SELECT crt, tipo_pacote, cidade_id FROM emitente ORDER BY crt, tipo_pacote`);
    expect(emit).toEqual([
      { crt: 1, tipo_pacote: 1, cidade_id: 3550308 }, // a padaria com a licença vencida (demo-licenca.ts)
      { crt: 1, tipo_pacote: 2, cidade_id: 3550308 },
      { crt: 3, tipo_pacote: 1, cidade_id: 3131307 },
    ]);
    expect((await q(`SELECT url FROM configuracao_white_label ORDER BY url`)).map((r) => r.url)).toEqual(['erp', 'parceiro']);
    const antes = await q(`SELECT (SELECT count(*) FROM cliente) c, (SELECT count(*) FROM produto) p, (SELECT count(*) FROM restricao) r`);
    const again = await seed(s.db, s.config, () => undefined);
    expect(again).toMatchObject({ reference: [], admin: false, demo: false });
    expect(await q(`SELECT (SELECT count(*) FROM cliente) c, (SELECT count(*) FROM produto) p, (SELECT count(*) FROM restricao) r`)).toEqual(antes);
  });

  it('a partida pula as conferências já aplicadas, e um seed mudado (outro resumo) é aplicado de novo', async () => {
    const q = async (sql: string, p: unknown[] = []) => (await s.db.pool.query(sql, p)).rows;
    expect(await q(`SELECT resumo FROM seed_versao WHERE parte = 'referencia-base'`)).toEqual([{ resumo: resumoDoSeed() }]);
    const regra = await q(`SELECT regra, descricao, modulo FROM restricao_padrao ORDER BY regra LIMIT 1`);
    // uma regra do catálogo apagada: com o mesmo resumo a partida não a confere...
    await q(`DELETE FROM restricao_padrao WHERE regra = $1`, [regra[0].regra]);
    await seed(s.db, s.config, () => undefined);
    expect(await q(`SELECT 1 FROM restricao_padrao WHERE regra = $1`, [regra[0].regra])).toEqual([]);
    // ...com o resumo de outra versão do seed (código ou dados mudados), aplica de novo e guarda o atual
    await q(`UPDATE seed_versao SET resumo = 'versao-anterior' WHERE parte = 'referencia-base'`);
    await seed(s.db, s.config, () => undefined);
    expect(await q(`SELECT regra, descricao, modulo FROM restricao_padrao WHERE regra = $1`, [regra[0].regra])).toEqual(regra);
    expect(await q(`SELECT resumo FROM seed_versao WHERE parte = 'referencia-base'`)).toEqual([{ resumo: resumoDoSeed() }]);
  });
});
