/**
 * Licenças: a baixa manual do administrador pede valor, data e motivo (400
 * nomeando o campo, nada gravado) e fica na auditoria; o administrador bloqueia e desbloqueia uma
 * empresa à mão (auditado), o bloqueio vale na gravação seguinte; a empresa bloqueada por fatura
 * vencida só volta a gravar com uma data-limite; a tela só oferece os meios de pagamento que funcionam
 * (sem PSP PIX configurado, `pix: false`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { dataDeHoje } from '../../src/domain/relogio.ts';

let s: TestServer;
let admin = '';
let loja = '';
let lojaId = 0;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 3 });
  admin = (await s.login('admin')).Token;
  loja = (await s.login('loja')).Token;
  lojaId = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const get = (t: string, url: string) => s.call(t, { method: 'GET', url });
const post = (t: string, url: string, payload: object = {}) => s.call(t, { method: 'POST', url, payload });
const auditoria = async (entidade: string, id: number) =>
  (
    await s.db.pool.query(`SELECT usuario_login, acao, descricao, depois FROM auditoria WHERE entidade = $1 AND registro_id = $2 ORDER BY id`, [
      entidade,
      String(id),
    ])
  ).rows;

describe('meios de pagamento', () => {
  it('sem PSP PIX configurado, a tela não oferece PIX', async () => {
    const r = await get(loja, '/v1/licencarecebivel/FormasPagamento');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toEqual({ pix: false, mercado_pago: false, boleto: true });
  });
});

describe('bloqueio manual', () => {
  it('bloquear vale na gravação seguinte; desbloquear devolve; ambos auditados; empresa não pode', async () => {
    expect((await post(loja, '/v1/cliente/', {})).statusCode).toBe(400); // livre: a validação do cadastro responde
    expect((await post(loja, `/v1/licencarecebivel/BloqueioManual/${lojaId}`, { acao: 'bloquear', motivo: 'teste' })).statusCode).toBe(403);
    const sem = await post(admin, `/v1/licencarecebivel/BloqueioManual/${lojaId}`, { acao: 'bloquear' });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().motivo[0]).toBe('Informe o motivo');
    const r = await post(admin, `/v1/licencarecebivel/BloqueioManual/${lojaId}`, { acao: 'bloquear', motivo: 'Cheque devolvido' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ bloqueado: true, manual: { situacao: 'bloqueado', motivo: 'Cheque devolvido' } });
    const gravar = await post(loja, '/v1/cliente/', {});
    expect(gravar.statusCode).toBe(423);
    expect(gravar.json().Message).toContain('bloqueada para alterações pelo administrador: Cheque devolvido');
    expect((await get(loja, '/v1/licencarecebivel/Bloqueio')).json().Data).toMatchObject({ bloqueado: true, manual: { situacao: 'bloqueado' } });
    const lista = (await get(admin, '/v1/licencarecebivel/ConsultarBloqueio')).json().Data;
    expect(lista.find((x: any) => x.emitente_id === lojaId)).toMatchObject({ bloqueado: true, manual: 'bloqueado', motivo_manual: 'Cheque devolvido' });

    const d = await post(admin, `/v1/licencarecebivel/BloqueioManual/${lojaId}`, { acao: 'desbloquear', motivo: 'Cheque compensado' });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().Data).toMatchObject({ bloqueado: false, manual: null });
    expect((await post(loja, '/v1/cliente/', {})).statusCode).toBe(400);
    const a = await auditoria('licencaBloqueio', lojaId);
    expect(a.map((x) => x.descricao)).toEqual([
      'Empresa Mercadinho Bom Preço Comércio de Alimentos Ltda bloqueada manualmente: Cheque devolvido',
      'Empresa Mercadinho Bom Preço Comércio de Alimentos Ltda desbloqueada manualmente: Cheque compensado',
    ]);
    expect(a[0]).toMatchObject({ usuario_login: 'admin', acao: 'outra' });
  });
});

describe('baixa manual de fatura vencida', () => {
  it('pede valor, data e motivo; libera a empresa; a auditoria guarda o ato', async () => {
    await s.db.pool.query(`UPDATE emitente SET criado_em = '2026-01-01'`);
    expect((await post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2026-08-01')).statusCode).toBe(200);
    expect((await get(loja, '/v1/licencarecebivel/Bloqueio')).json().Data.bloqueado).toBe(true);
    const f = (await get(loja, '/v1/licencarecebivel/Consultar?competencia=2026-08')).json().Data[0];

    // desbloquear empresa vencida sem data-limite: 400; com data: grava até a data
    const semData = await post(admin, `/v1/licencarecebivel/BloqueioManual/${lojaId}`, { acao: 'desbloquear', motivo: 'Prometeu pagar' });
    expect(semData.statusCode).toBe(400);
    expect(Object.keys(semData.json())).toContain('liberado_ate');
    const ate = await post(admin, `/v1/licencarecebivel/BloqueioManual/${lojaId}`, {
      acao: 'desbloquear',
      motivo: 'Prometeu pagar',
      liberado_ate: dataDeHoje(),
    });
    expect(ate.statusCode, ate.body).toBe(200);
    expect(ate.json().Data).toMatchObject({ bloqueado: false, manual: { situacao: 'liberado', liberado_ate: dataDeHoje() } });
    expect((await post(loja, '/v1/cliente/', {})).statusCode).toBe(400);
    // volta o bloqueio por fatura (bloquear e desbloquear de novo tira a liberação)
    await s.db.pool.query('DELETE FROM licenca_bloqueio_manual WHERE emitente_id = $1', [lojaId]);

    const url = `/v1/licencarecebivel/BaixaManual/${f.id}`;
    const casos: Array<[object, string]> = [
      [{ data_pagamento: '2026-08-12', motivo: 'Depósito' }, 'valor_pago'],
      [{ valor_pago: '0', data_pagamento: '2026-08-12', motivo: 'Depósito' }, 'valor_pago'],
      [{ valor_pago: f.valor, motivo: 'Depósito' }, 'data_pagamento'],
      [{ valor_pago: f.valor, data_pagamento: '2099-01-01', motivo: 'Depósito' }, 'data_pagamento'],
      [{ valor_pago: f.valor, data_pagamento: '2026-08-12' }, 'motivo'],
    ];
    for (const [corpo, campo] of casos) {
      const r = await post(admin, url, corpo);
      expect(r.statusCode, `${JSON.stringify(corpo)} ${r.body}`).toBe(400);
      expect(Object.keys(r.json())).toContain(campo);
    }
    expect((await s.db.pool.query('SELECT situacao FROM licenca_recebivel WHERE id = $1', [f.id])).rows[0].situacao).toBe('aberto');
    expect((await post(loja, url, { valor_pago: f.valor, data_pagamento: '2026-08-12', motivo: 'x x x' })).statusCode).toBe(403);

    const r = await post(admin, url, { valor_pago: '150,00', data_pagamento: '2026-08-12', motivo: 'Depósito identificado no extrato' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ situacao: 'pago', forma_pagamento: 'manual' });
    const { rows } = await s.db.pool.query(
      `SELECT valor_pago::text, to_char(pago_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS dia, motivo_baixa FROM licenca_recebivel WHERE id = $1`,
      [f.id],
    );
    expect(rows[0]).toEqual({ valor_pago: '150.00', dia: '2026-08-12', motivo_baixa: 'Depósito identificado no extrato' });
    expect((await get(loja, '/v1/licencarecebivel/Bloqueio')).json().Data.bloqueado).toBe(false);
    expect((await post(loja, '/v1/cliente/', {})).statusCode).toBe(400);
    const a = await auditoria('licencaRecebivel', f.id);
    expect(a).toHaveLength(1);
    expect(a[0].descricao).toContain('Baixa manual da fatura de licença de Mercadinho Bom Preço');
    expect(a[0].descricao).toContain('R$ 150,00 em 12/08/2026 (Depósito identificado no extrato)');
    expect(a[0].depois).toMatchObject({ valor_pago: '150.00', data_pagamento: '2026-08-12', motivo: 'Depósito identificado no extrato' });
    // repetir: a fatura já está paga
    expect((await post(admin, url, { valor_pago: '150', data_pagamento: '2026-08-12', motivo: 'de novo' })).statusCode).toBe(400);
  });
});
