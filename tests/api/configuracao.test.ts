/**
 * configuracoes/gerenciar: ler e gravar as preferências do emitente que o
 * servidor usa; a política de estoque negativo gravada aqui decide o lançamento de saída
 * (`/v1/estoqueMovimentacao/Lancar`); 403 sem a regra; isolamento entre empresas; 400 nomeando o
 * campo sem gravar nada; auditoria só do que mudou.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;
let caixa: string;
let industria: string;
let emitLoja: number;
let emitInd: number;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  industria = (await s.login('industria')).Token;
  const em = async (l: string) => (await s.db.pool.query('SELECT emitente_id FROM usuario WHERE login = $1', [l])).rows[0].emitente_id as number;
  emitLoja = await em('loja');
  emitInd = await em('industria');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const ler = (token: string) => s.call(token, { method: 'GET', url: '/v1/Configuracao/GetConfiguracao' });
const salvar = (token: string, payload: unknown) => s.call(token, { method: 'PUT', url: '/v1/Configuracao/SalvarConfiguracao', payload: payload as object });

describe('configurações do emitente', () => {
  it('lê só as opções usadas pelo servidor', async () => {
    const r = await ler(loja);
    expect(r.statusCode).toBe(200);
    expect(Object.keys(r.json().Data).sort()).toEqual([
      'baixa_estoque_faturamento',
      'casas_decimais_quantidade',
      'casas_decimais_valor',
      'email_assunto_nfce',
      'email_assunto_nfe',
      'email_copia',
      'email_texto_nfce',
      'email_texto_nfe',
      'kit_desmembrar_nfe',
      'politica_estoque_negativo',
    ]);
  });

  it('a política "bloquear" gravada aqui impede a saída maior que o saldo; "permitir" libera', async () => {
    const p = (
      await s.db.pool.query(
        `SELECT e.produto_id, e.quantidade FROM estoque e JOIN produto p ON p.emitente_id = e.emitente_id AND p.id = e.produto_id
          WHERE e.emitente_id = $1 AND p.movimenta_estoque AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = e.emitente_id AND k.produto_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = e.emitente_id AND v.produto_id = p.id)
          ORDER BY e.produto_id LIMIT 1`,
        [emitLoja],
      )
    ).rows[0];
    const lancar = () =>
      s.call(loja, {
        method: 'POST',
        url: '/v1/estoqueMovimentacao/Lancar',
        payload: { produto_id: p.produto_id, quantidade: -(Number(p.quantidade) + 1000), operacao: 'perda' },
      });
    const b = await salvar(loja, { politica_estoque_negativo: 'bloquear' });
    expect(b.statusCode).toBe(200);
    expect(b.json().Data.politica_estoque_negativo).toBe('bloquear');
    expect((await ler(loja)).json().Data.politica_estoque_negativo).toBe('bloquear');
    const negado = await lancar();
    expect(negado.statusCode).toBeGreaterThanOrEqual(400);
    expect(negado.json().Message).toMatch(/saldo|estoque/i);
    expect((await salvar(loja, { politica_estoque_negativo: 'permitir' })).statusCode).toBe(200);
    const aceito = await lancar();
    expect(aceito.statusCode).toBe(200);
    const aud = await s.db.pool.query(`SELECT antes, depois FROM auditoria WHERE entidade = 'configuracao' AND emitente_id = $1 ORDER BY id`, [emitLoja]);
    expect(aud.rows).toHaveLength(2);
    expect(aud.rows[1].antes).toEqual({ politica_estoque_negativo: 'bloquear' });
    expect(aud.rows[1].depois).toEqual({ politica_estoque_negativo: 'permitir' });
  });

  it('sem Permitir.Configuracao.*: 403', async () => {
    expect((await ler(caixa)).statusCode).toBe(403);
    const r = await salvar(caixa, { kit_desmembrar_nfe: true });
    expect(r.statusCode).toBe(403);
    expect(r.json().Message).toMatch(/Permitir\.Configuracao\.Alterar/);
  });

  it('cada empresa grava só a sua linha', async () => {
    expect((await salvar(industria, { kit_desmembrar_nfe: true })).statusCode).toBe(200);
    const q = async (e: number) =>
      (await s.db.pool.query('SELECT kit_desmembrar_nfe FROM configuracao WHERE emitente_id = $1', [e])).rows[0].kit_desmembrar_nfe;
    expect(await q(emitInd)).toBe(true);
    expect(await q(emitLoja)).toBe(false);
    expect((await ler(loja)).json().Data.kit_desmembrar_nfe).toBe(false);
  });

  it('entrada inválida: 400 nomeando o campo, nada gravado', async () => {
    const r = await salvar(loja, { politica_estoque_negativo: 'talvez', kit_desmembrar_nfe: true });
    expect(r.statusCode).toBe(400);
    expect(r.json().Message).toMatch(/politica_estoque_negativo/);
    expect((await ler(loja)).json().Data.kit_desmembrar_nfe).toBe(false);
    expect((await salvar(loja, { serie_nfe: 4 })).json().Message).toMatch(/serie_nfe.*desconhecida/);
    expect((await salvar(loja, { casas_decimais_valor: 11 })).json().Message).toMatch(/casas_decimais_valor.*de 2 a 10/);
    expect((await salvar(loja, { baixa_estoque_faturamento: 'sim' })).statusCode).toBe(400);
    expect((await salvar(loja, {})).statusCode).toBe(400);
    expect((await salvar(loja, [1])).statusCode).toBe(400);
  });

  it('textos do e-mail da NFC-e: marcador desconhecido ou e-mail de cópia inválido dão 400 nomeando o campo; vazio volta ao padrão', async () => {
    const ruim = await salvar(loja, { email_assunto_nfce: 'Nota {numero} de {cliente}' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().Message).toMatch(/email_assunto_nfce/);
    expect(ruim.json().email_assunto_nfce[0]).toMatch(/\{numero\}/);
    const copia = await salvar(loja, { email_copia: 'contabilidade' });
    expect(copia.statusCode).toBe(400);
    expect(copia.json().email_copia).toBeTruthy();
    expect((await ler(loja)).json().Data).toMatchObject({ email_assunto_nfce: null, email_copia: null });
    const bom = await salvar(loja, { email_assunto_nfce: '  Sua compra na {emitente}  ', email_copia: 'contabil@exemplo.com.br' });
    expect(bom.statusCode, bom.body).toBe(200);
    expect((await ler(loja)).json().Data).toMatchObject({ email_assunto_nfce: 'Sua compra na {emitente}', email_copia: 'contabil@exemplo.com.br' });
    expect((await salvar(loja, { email_assunto_nfce: '', email_copia: '' })).statusCode).toBe(200);
    expect((await ler(loja)).json().Data).toMatchObject({ email_assunto_nfce: null, email_copia: null });
  });
});
