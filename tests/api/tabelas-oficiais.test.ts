/**
 * Tabelas oficiais importadas pelo administrador: NCM (JSON do Siscomex em
 * tests/fixtures/dados/tables/ncm), CEST e CFOP (JSON), com vigência; códigos que saem ganham data de fim;
 * arquivo malformado -> 400 com o motivo e nada muda; só o Administrador importa. Alíquota interna
 * modal do ICMS por UF (semeada de src/server/seed/dados/icms-aliquota-interna-uf.json): qualquer
 * usuário a lê com vigência e fonte legal; o administrador a substitui por um arquivo inteiro.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

const DADOS = path.resolve(process.cwd(), 'tests/fixtures/dados/tables');
const NCM = readFileSync(path.join(DADOS, 'ncm/Tabela_NCM_Vigente_20260705.json'));
const CEST = readFileSync(path.join(DADOS, 'br-validators/cest/cest.json'));
const CFOP = readFileSync(path.join(DADOS, 'br-validators/cfop/cfop.json'));
const MODAIS = readFileSync(path.resolve(process.cwd(), 'src/server/seed/dados/icms-aliquota-interna-uf.json'));

let s: TestServer;
let admin: string;

function multipart(conteudo: Buffer, campos: Record<string, string> = {}) {
  const b = `----tab${Math.random().toString(16).slice(2)}`;
  const partes = [
    ...Object.entries(campos).map(([k, v]) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="tabela.json"\r\nContent-Type: application/json\r\n\r\n`),
    conteudo,
    Buffer.from(`\r\n--${b}--\r\n`),
  ];
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}
const importar = (token: string, tabela: string, conteudo: Buffer, campos?: Record<string, string>) =>
  s.call(token, { method: 'POST', url: `/v1/${tabela}/Importar`, ...multipart(conteudo, campos) });
const retrato = async (tabela: string) =>
  (await s.db.pool.query(`SELECT md5(string_agg(t::text, '|' ORDER BY codigo)) AS h, count(*)::int AS n FROM ${tabela} t`)).rows[0];

beforeAll(async () => {
  s = await startTestServer({ demoSize: 2 });
  admin = (await s.login('admin')).Token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('NCM (Siscomex)', () => {
  it('arquivo malformado: 400 com o item e o campo, nada muda', async () => {
    const antes = await retrato('ncm');
    const ruim = JSON.parse(NCM.toString('utf8'));
    ruim.Nomenclaturas[3].Codigo = '0101.2X.00';
    const r = await importar(admin, 'ncm', Buffer.from(JSON.stringify(ruim)));
    expect(r.statusCode).toBe(400);
    expect(r.json().arquivo).toEqual(['Nomenclaturas[3]: Codigo inválido (0101.2X.00).']);
    expect(r.json().Message).toContain('Nada foi alterado');
    const semLista = await importar(admin, 'ncm', Buffer.from('{"Ato":"x"}'));
    expect(semLista.json().arquivo[0]).toContain('falta a lista "Nomenclaturas"');
    const naoJson = await importar(admin, 'ncm', Buffer.from('codigo;descricao\n01;Animais'));
    expect(naoJson.json().arquivo[0]).toContain('não é um JSON válido');
    expect(await retrato('ncm')).toEqual(antes);
  });

  it('só o Administrador importa', async () => {
    const loja = (await s.login('loja')).Token;
    expect((await importar(loja, 'ncm', NCM)).statusCode).toBe(403);
  });

  it('importa com vigência e ato legal; códigos fora do arquivo ganham data de fim', async () => {
    await s.db.pool.query(`INSERT INTO ncm (codigo, descricao) VALUES ('99999999', 'Código extinto de teste') ON CONFLICT DO NOTHING`);
    const r = await importar(admin, 'ncm', NCM);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.tabela).toBe('ncm');
    expect(d.registros).toBe(JSON.parse(NCM.toString('utf8')).Nomenclaturas.length);
    expect(d.vigencia_inicio).toBe('2026-07-05');
    expect(d.encerrados).toBeGreaterThanOrEqual(1);
    const { rows } = await s.db.pool.query(
      `SELECT codigo, to_char(data_inicio, 'YYYY-MM-DD') AS ini, data_fim, ato_legal FROM ncm WHERE codigo IN ('01012100', '73181500') ORDER BY codigo`,
    );
    expect(rows).toEqual([
      { codigo: '01012100', ini: '2022-04-01', data_fim: null, ato_legal: 'Res Camex 272/2021' },
      { codigo: '73181500', ini: expect.any(String), data_fim: null, ato_legal: expect.any(String) },
    ]);
    const ext = await s.db.pool.query(`SELECT to_char(data_fim, 'YYYY-MM-DD') AS fim FROM ncm WHERE codigo = '99999999'`);
    expect(ext.rows[0].fim).toBe('2026-07-04');
    // de novo: nada novo nem alterado
    const de_novo = (await importar(admin, 'ncm', NCM)).json().Data;
    expect([de_novo.incluidos, de_novo.alterados, de_novo.encerrados]).toEqual([0, 0, 0]);
  });
});

describe('CEST e CFOP', () => {
  it('CEST: malformado recusado; o arquivo certo importa com vigência', async () => {
    const antes = await retrato('cest');
    const ruim = JSON.parse(CEST.toString('utf8'));
    ruim[10].codigo = '010010';
    const r = await importar(admin, 'cest', Buffer.from(JSON.stringify(ruim)));
    expect(r.statusCode).toBe(400);
    expect(r.json().arquivo).toEqual(['Item 11: CEST inválido (010010); são 7 dígitos.']);
    expect(await retrato('cest')).toEqual(antes);
    const ok = await importar(admin, 'cest', CEST, { vigencia_inicio: '2026-12-01' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().Data).toMatchObject({ tabela: 'cest', registros: JSON.parse(CEST.toString('utf8')).length, vigencia_inicio: '2026-12-01' });
  });

  it('CFOP: malformado recusado; o certo importa e nenhum código usado some', async () => {
    const antes = await retrato('cfop');
    const r = await importar(
      admin,
      'cfop',
      Buffer.from(
        JSON.stringify([
          { codigo: '5102', descricao: 'Venda' },
          { codigo: '8102', descricao: 'x' },
        ]),
      ),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().arquivo).toEqual(['Item 2: CFOP inválido (8102); são 4 dígitos, o 1º de 1 a 7.']);
    expect(await retrato('cfop')).toEqual(antes);
    const ok = await importar(admin, 'cfop', CFOP, { vigencia_inicio: '2026-12-01' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await retrato('cfop')).n).toBe(antes.n);
    const inv = await importar(admin, 'cfop', CFOP, { vigencia_inicio: '01/12/2026' });
    expect(inv.statusCode).toBe(400);
    expect(inv.json().vigencia_inicio).toEqual(['Data inválida (AAAA-MM-DD)']);
  });
});

describe('alíquota interna modal do ICMS por UF', () => {
  const retratoModais = async () =>
    (
      await s.db.pool.query(
        `SELECT md5(string_agg(t::text, '|' ORDER BY uf, vigencia_inicio NULLS FIRST)) AS h, count(*)::int AS n FROM icms_aliquota_interna_uf t`,
      )
    ).rows[0];

  it('semeada com vigência e fonte legal; qualquer usuário lê, só o Administrador importa', async () => {
    const loja = (await s.login('loja')).Token;
    const r = await s.call(loja, { method: 'GET', url: '/v1/icmsAliquotaInternaUf' });
    expect(r.statusCode, r.body).toBe(200);
    const linhas = r.json().Data;
    expect(new Set(linhas.map((l: { uf: string }) => l.uf)).size).toBe(27);
    expect(linhas.filter((l: { uf: string }) => l.uf === 'MA')).toEqual([
      { uf: 'MA', aliquota: 22, vigencia_inicio: '2024-02-19', vigencia_fim: '2025-02-22', fonte_legal: 'Lei MA 7.799/2002 (red. Lei 12.120/2023)' },
      { uf: 'MA', aliquota: 23, vigencia_inicio: '2025-02-23', vigencia_fim: null, fonte_legal: 'Lei MA 7.799/2002 (red. Lei 12.426/2024)' },
    ]);
    expect((await importar(loja, 'icmsAliquotaInternaUf', MODAIS)).statusCode).toBe(403);
  });

  it('arquivo com períodos sobrepostos ou alíquota inválida: 400 com o item, nada muda; o certo substitui a tabela', async () => {
    const antes = await retratoModais();
    const doc = JSON.parse(MODAIS.toString('utf8'));
    const sobreposto = {
      ...doc,
      aliquotas: [...doc.aliquotas, { uf: 'SP', aliquota: 19, vigencia_inicio: '2026-01-01', vigencia_fim: null, fonte_legal: 'teste' }],
    };
    const r = await importar(admin, 'icmsAliquotaInternaUf', Buffer.from(JSON.stringify(sobreposto)));
    expect(r.statusCode).toBe(400);
    expect(r.json().arquivo[0]).toMatch(/^aliquotas\[\d+\] \(SP\): vigência sobreposta à de aliquotas\[\d+\]\.$/);
    const ruim = { aliquotas: [{ uf: 'SP', aliquota: '18%', vigencia_inicio: null, vigencia_fim: null, fonte_legal: 'x' }] };
    const r2 = await importar(admin, 'icmsAliquotaInternaUf', Buffer.from(JSON.stringify(ruim)));
    expect(r2.json().arquivo).toEqual(['aliquotas[0] (SP): aliquota inválida (18%); número maior que 0 e menor que 100, até 2 casas.']);
    expect(await retratoModais()).toEqual(antes);

    // período novo de teste para o TO (fictício): o anterior ganha fim e a tabela é substituída
    const linhasTo = [
      { uf: 'TO', aliquota: 20, vigencia_inicio: null, vigencia_fim: '2026-12-31', fonte_legal: 'RICMS/TO, alíquota modal interna' },
      { uf: 'TO', aliquota: 21, vigencia_inicio: '2027-01-01', vigencia_fim: null, fonte_legal: 'Lei de teste 1/2026' },
    ];
    const novo = { aliquotas: [...doc.aliquotas.filter((l: { uf: string }) => l.uf !== 'TO'), ...linhasTo] };
    const ok = await importar(admin, 'icmsAliquotaInternaUf', Buffer.from(JSON.stringify(novo)));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().Data).toEqual({ tabela: 'icmsAliquotaInternaUf', registros: antes.n + 1, ufs: 27 });
    const lidas = (await s.call(admin, { method: 'GET', url: '/v1/icmsAliquotaInternaUf' })).json().Data;
    expect(lidas.filter((l: { uf: string }) => l.uf === 'TO')).toEqual(linhasTo);
    // devolve a tabela semeada
    expect((await importar(admin, 'icmsAliquotaInternaUf', MODAIS)).statusCode).toBe(200);
    expect(await retratoModais()).toMatchObject({ n: antes.n });
  });
});
