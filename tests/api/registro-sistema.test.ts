/**
 * SPEC §3 entities that were only screens and are now registry entries:
 * boletoLicencaRecebivel, bloqueioLicenca, atualizacaoPlano, assistenteModulos, relatorios,
 * relatoriosModulos, sessaoUsuarioConnection and auditoria. Each answers as an OData set
 * (`/OData/<Set>`), shows the caller's tenant's rows and never another tenant's (list and
 * `/v1/{rest}/{id}`), and, being a record of the system, refuses POST/PUT/DELETE with 405 and
 * nothing written.
 *
 * Rows are written straight into the existing tables by the database owner (as the modules do):
 * for issuer-scoped sets one for loja's issuer and one for industria's; for the chain-scoped licence
 * sets, read by the reseller `revenda`, one for industria's issuer (in that reseller) and one for an
 * issuer of a second reseller cloned here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '../../src/domain/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const q = async (sql: string, p: unknown[] = []) => (await s.db.pool.query(sql, p)).rows;

/** Copies row `id` of `tabela` with `mudar` applied; returns the new id. */
async function clonar(tabela: string, id: number, mudar: Record<string, unknown>): Promise<number> {
  const cols = (
    await q(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND column_name <> 'id' AND is_generated = 'NEVER'`,
      [tabela],
    )
  ).map((r) => r.column_name as string);
  const lista = cols.map((c) => `"${c}"`).join(', ');
  const valores = cols.map((c) => (c in mudar ? `$${Object.keys(mudar).indexOf(c) + 2}` : `"${c}"`)).join(', ');
  const [r] = await q(`INSERT INTO ${tabela} (${lista}) SELECT ${valores} FROM ${tabela} WHERE id = $1 RETURNING id`, [id, ...Object.values(mudar)]);
  return r.id;
}

const cnpj = (base12: string) => base12 + cnpjCheckDigits(base12);

/** Per set: who reads it, the key of the row it must see and of the other tenant's row. */
interface Caso {
  set: string;
  rest: string;
  leitor: string;
  chave: string;
  meu: string | number;
  outro: string | number;
  literal: (v: string | number) => string;
}
const casos: Caso[] = [];
const num = (v: string | number) => String(v);
const txt = (v: string | number) => `'${v}'`;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 1 });
  for (const nome of ['loja', 'industria', 'revenda']) tokens[nome] = (await s.login(nome)).Token;
  const [loja] =
    await q(`SELECT u.id AS usuario_id, u.emitente_id, u.emitente_tipo_usuario_id, e.distribuidor_master_id AS m, e.distribuidor_id AS d, e.revenda_id AS r
                            FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`);
  const [ind] = await q(`SELECT id AS usuario_id, emitente_id, emitente_tipo_usuario_id FROM usuario WHERE login = 'industria'`);
  // a second reseller in the same distributor, with an issuer of its own: not visible to `revenda`
  const revenda2 = await clonar('revenda', loja.r, { cnpj: cnpj('112223330002'), nome: 'Outra Revenda de Teste Ltda' });
  const emitOutro = await clonar('emitente', ind.emitente_id, { revenda_id: revenda2, cnpj: cnpj('998887770001'), nome: 'Empresa de Outra Revenda Ltda' });

  // licence invoices past due (60 days ago, beyond the tolerance), each with a boleto: one of industria
  // (in `revenda`'s chain; the block it causes spares loja, whose writes are checked below) and one
  // of the other reseller's issuer
  const fatura = async (emitente: number, revenda: number) =>
    (
      await q(
        `INSERT INTO licenca_recebivel (emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, competencia, data_geracao, vencimento, tipo_pacote, usuarios, valor, descricao)
         VALUES ($1, $2, $3, $4, date_trunc('month', current_date - 70)::date, current_date - 70, current_date - 60, 2, 3, 149.90, 'Licença de teste') RETURNING id`,
        [emitente, loja.m, loja.d, revenda],
      )
    )[0].id as number;
  const boleto = async (faturaId: number, emitente: number, revenda: number, nosso: string) =>
    (
      await q(
        `INSERT INTO boleto_licenca_recebivel (licenca_recebivel_id, agencia_boleto_licenca_id, emitente_id, distribuidor_master_id, distribuidor_id, revenda_id,
                nosso_numero, codigo_barras, linha_digitavel, vencimento, valor)
         VALUES ($1, (SELECT min(id) FROM agencia_boleto_licenca), $2, $3, $4, $5, $6, repeat('1', 44), repeat('2', 47), current_date - 60, 149.90) RETURNING id`,
        [faturaId, emitente, loja.m, loja.d, revenda, nosso],
      )
    )[0].id as number;
  const fMinha = await fatura(ind.emitente_id, loja.r);
  const fOutra = await fatura(emitOutro, revenda2);
  casos.push({ set: 'BloqueioLicenca', rest: 'bloqueioLicenca', leitor: 'revenda', chave: 'id', meu: fMinha, outro: fOutra, literal: num });
  casos.push({
    set: 'BoletoLicencaRecebivel',
    rest: 'boletoLicencaRecebivel',
    leitor: 'revenda',
    chave: 'id',
    meu: await boleto(fMinha, ind.emitente_id, loja.r, '90000001'),
    outro: await boleto(fOutra, emitOutro, revenda2, '90000002'),
    literal: num,
  });
  const plano = async (emitente: number, revenda: number) =>
    (
      await q(
        `INSERT INTO atualizacao_plano (emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, tipo_pacote_anterior, tipo_pacote_novo, usuario_id)
         VALUES ($1, $2, $3, $4, 1, 2, $5) RETURNING id`,
        [emitente, loja.m, loja.d, revenda, loja.usuario_id],
      )
    )[0].id as number;
  casos.push({
    set: 'AtualizacaoPlano',
    rest: 'atualizacaoPlano',
    leitor: 'revenda',
    chave: 'id',
    meu: await plano(ind.emitente_id, loja.r),
    outro: await plano(emitOutro, revenda2),
    literal: num,
  });

  // issuer-scoped records: loja's and industria's
  const relatorio = async (u: typeof ind) =>
    (
      await q(
        `INSERT INTO tarefa (emitente_id, usuario_id, tipo, descricao, situacao, dados) VALUES ($1, $2, 'Relatorio', 'Curva ABC', 'concluida', $3) RETURNING id`,
        [u.emitente_id, u.usuario_id, JSON.stringify({ relatorio: 'curva-abc', formato: 'pdf', parametros: {} })],
      )
    )[0].id as number;
  casos.push({ set: 'Relatorios', rest: 'relatorios', leitor: 'loja', chave: 'id', meu: await relatorio(loja), outro: await relatorio(ind), literal: num });
  for (const u of [loja, ind]) {
    await q('INSERT INTO relatorio_perfil_desabilitado (emitente_id, emitente_tipo_usuario_id, relatorio) VALUES ($1, $2, $3)', [
      u.emitente_id,
      u.emitente_tipo_usuario_id,
      'curva-abc',
    ]);
    await q('INSERT INTO assistente_modulos (emitente_id, etapas_confirmadas) VALUES ($1, $2) ON CONFLICT (emitente_id) DO NOTHING', [
      u.emitente_id,
      ['empresa'],
    ]);
  }
  casos.push({
    set: 'RelatoriosModulos',
    rest: 'relatoriosModulos',
    leitor: 'loja',
    chave: 'id',
    meu: `${loja.emitente_tipo_usuario_id}:curva-abc`,
    outro: `${ind.emitente_tipo_usuario_id}:curva-abc`,
    literal: txt,
  });
  casos.push({
    set: 'AssistenteModulos',
    rest: 'assistenteModulos',
    leitor: 'loja',
    chave: 'emitente_id',
    meu: loja.emitente_id,
    outro: ind.emitente_id,
    literal: num,
  });
  const conexao = async (u: typeof ind, id: string) => {
    const [sessao] = await q('SELECT id FROM sessao_usuario WHERE usuario_id = $1 ORDER BY criado_em DESC LIMIT 1', [u.usuario_id]);
    await q(`INSERT INTO sessao_usuario_connection (connection_id, sessao_id, usuario_id, processo, ip) VALUES ($1, $2, $3, 'teste', '10.0.0.1')`, [
      id,
      sessao.id,
      u.usuario_id,
    ]);
    return id;
  };
  casos.push({
    set: 'SessaoUsuarioConnection',
    rest: 'sessaoUsuarioConnection',
    leitor: 'loja',
    chave: 'connection_id',
    meu: await conexao(loja, 'conexao-loja'),
    outro: await conexao(ind, 'conexao-industria'),
    literal: txt,
  });
  const audit = async (u: typeof ind) =>
    (
      await q(
        `INSERT INTO auditoria (usuario_id, usuario_login, emitente_id, entidade, registro_id, acao, descricao, depois)
         VALUES ($1, 'teste', $2, 'cliente', '1', 'incluir', 'Registro de teste', '{"nome":"X"}') RETURNING id`,
        [u.usuario_id, u.emitente_id],
      )
    )[0].id as number;
  casos.push({ set: 'Auditoria', rest: 'auditoriaRegistro', leitor: 'loja', chave: 'id', meu: await audit(loja), outro: await audit(ind), literal: num });
});

afterAll(async () => {
  await s?.close();
});

describe('entidades de registro do sistema no OData', () => {
  it('os 8 conjuntos estão no registro e no $metadata', async () => {
    const meta = await s.call(null, { method: 'GET', url: '/OData/$metadata' });
    for (const set of [
      'BoletoLicencaRecebivel',
      'BloqueioLicenca',
      'AtualizacaoPlano',
      'AssistenteModulos',
      'Relatorios',
      'RelatoriosModulos',
      'SessaoUsuarioConnection',
      'Auditoria',
    ]) {
      expect(s.registry.byOData(set), set).toBeDefined();
      expect(meta.body).toContain(`EntitySet Name="${set}"`);
    }
    expect(casos).toHaveLength(8);
  });

  it('cada conjunto lista a linha do próprio inquilino e nunca a do outro', async () => {
    for (const c of casos) {
      const token = tokens[c.leitor];
      const todos = await s.call(token, { method: 'GET', url: `/OData/${c.set}?$count=true&$top=1000` });
      expect(todos.statusCode, `${c.set}: ${todos.body}`).toBe(200);
      const chaves = (todos.json().value as Array<Record<string, unknown>>).map((r) => r[c.chave]);
      expect(chaves, `${c.set} vê a própria linha`).toContain(c.meu);
      expect(chaves, `${c.set} não vê a do outro inquilino`).not.toContain(c.outro);
      const filtro = await s.call(token, {
        method: 'GET',
        url: `/OData/${c.set}?$count=true&$filter=${encodeURIComponent(`${c.chave} eq ${c.literal(c.outro)}`)}`,
      });
      expect(filtro.statusCode, filtro.body).toBe(200);
      expect(filtro.json()['@odata.count'], `${c.set} $filter na chave do outro`).toBe(0);
      const meu = await s.call(token, { method: 'GET', url: `/v1/${c.rest}/${encodeURIComponent(String(c.meu))}` });
      expect(meu.statusCode, `${c.set}: ${meu.body}`).toBe(200);
      expect(meu.json().Data[c.chave]).toBe(c.meu);
      const outro = await s.call(token, { method: 'GET', url: `/v1/${c.rest}/${encodeURIComponent(String(c.outro))}` });
      expect(outro.statusCode, `${c.set} GET do outro: ${outro.body}`).toBe(404);
    }
  });

  it('o outro inquilino de empresa vê só a sua linha', async () => {
    for (const c of casos.filter((x) => x.leitor === 'loja')) {
      const res = await s.call(tokens.industria, { method: 'GET', url: `/OData/${c.set}?$top=1000` });
      expect(res.statusCode, `${c.set}: ${res.body}`).toBe(200);
      const chaves = (res.json().value as Array<Record<string, unknown>>).map((r) => r[c.chave]);
      expect(chaves, c.set).toContain(c.outro);
      expect(chaves, c.set).not.toContain(c.meu);
    }
  });

  it('bloqueio: a fatura vencida há 60 dias aparece bloqueada, com o dia do bloqueio', async () => {
    const c = casos.find((x) => x.set === 'BloqueioLicenca')!;
    const res = await s.call(tokens.revenda, { method: 'GET', url: `/OData/BloqueioLicenca?$filter=${encodeURIComponent(`id eq ${c.meu}`)}` });
    const [linha] = res.json().value;
    expect(linha.bloqueado).toBe(true);
    expect(linha.dias_bloqueio).toBeGreaterThanOrEqual(0);
    expect(String(linha.bloqueio_em) > String(linha.vencimento)).toBe(true);
  });

  it('são somente leitura: POST, PUT e DELETE respondem 405 e nada é gravado', async () => {
    for (const c of casos) {
      const e = s.registry.byOData(c.set)!;
      const antes = await q(`SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${e.erp.table} t`);
      const token = tokens[c.leitor];
      const ops = [
        { method: 'POST' as const, url: `/v1/${c.rest}/`, payload: { [c.chave]: 999 } },
        { method: 'PUT' as const, url: `/v1/${c.rest}/`, payload: { [c.chave]: c.meu } },
        { method: 'DELETE' as const, url: `/v1/${c.rest}/${encodeURIComponent(String(c.meu))}` },
      ];
      for (const op of ops) {
        const res = await s.call(token, op);
        expect(res.statusCode, `${c.set} ${op.method}: ${res.body}`).toBe(405);
        expect(res.headers.allow).toBe('GET');
        expect(res.json().Message).toMatch(/somente leitura/);
      }
      expect(await q(`SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${e.erp.table} t`)).toEqual(antes);
    }
  });
});
