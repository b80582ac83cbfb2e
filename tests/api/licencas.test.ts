/**
 * Licenças: a tarefa de faturas rodada duas vezes no mês gera as mesmas faturas uma vez;
 * a cadeia vê a receber (administrador) / a pagar (revenda); boleto Itaú validado por biblioteca
 * independente (@brazilian-utils); PIX `cob` num PSP local compatível com a API do BACEN, BR Code
 * dinâmico validado; webhooks PIX e Mercado Pago (x-signature) — repetição não muda nada, assinatura
 * errada é recusada; empresa vencida fica somente leitura (423) e é liberada na hora pelo pagamento.
 * Roda em PGlite e, com TEST_DATABASE_URL, em PostgreSQL.
 */
import { getBoletoInfo, getPixPayloadInfo, isValidBoleto, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { ambienteCobrancas, iniciarPspPix, iniciarServidorMP, type PspPix, type ServidorMP } from './licencas-servidores.ts';

let s: TestServer;
let pix: PspPix;
let mp: ServidorMP;
let admin: string;
let revenda: string;
let loja: string;
let lojaId = 0;
const TOKEN_WEBHOOK = 'token-webhook-pix-teste-123';
const envAntes = { ...process.env };

beforeAll(async () => {
  pix = await iniciarPspPix();
  mp = await iniciarServidorMP();
  Object.assign(process.env, ambienteCobrancas(pix, mp, TOKEN_WEBHOOK));
  s = await startTestServer({ demoSize: 5 });
  admin = (await s.login('admin')).Token;
  revenda = (await s.login('revenda')).Token;
  loja = (await s.login('loja')).Token;
  lojaId = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
}, 120_000);
afterAll(async () => {
  await s?.close();
  await pix?.close();
  await mp?.close();
  process.env = envAntes;
});

const post = (token: string | null, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  s.call(token, { method: 'POST', url, payload: (payload ?? {}) as object, headers });
const get = (token: string, url: string) => s.call(token, { method: 'GET', url });
const faturas = async (token: string, q = '') => (await get(token, `/v1/licencarecebivel/Consultar${q}`)).json().Data as any[];

describe('faturas mensais', () => {
  it('gerar duas vezes (e em paralelo) no mesmo mês cria as faturas uma única vez', async () => {
    const r1 = await post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2026-12-05');
    expect(r1.statusCode, r1.body).toBe(200);
    const ativas = (await s.db.pool.query('SELECT count(*)::int AS n FROM emitente WHERE ativo')).rows[0].n;
    expect(r1.json().Data).toMatchObject({ competencia: '2026-12-01', geradas: ativas, existentes: 0, total: ativas });
    const antes = await faturas(admin, '?competencia=2026-12');
    const [r2, r3] = await Promise.all([
      post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2026-12-20'),
      post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2026-12-28'),
    ]);
    expect(r2.json().Data.geradas + r3.json().Data.geradas).toBe(0);
    const depois = await faturas(admin, '?competencia=2026-12');
    expect(depois.map((f) => [f.id, f.valor, f.vencimento])).toEqual(antes.map((f) => [f.id, f.valor, f.vencimento]));
    // loja: pacote 2 (R$ 149,90, 5 usuários inclusos), vencimento no dia 10
    const daLoja = depois.find((f) => f.emitente_id === lojaId);
    expect(daLoja).toMatchObject({ vencimento: '2026-12-10', situacao: 'aberto', tipo: 'receber' });
    expect(Number(daLoja.valor)).toBeGreaterThanOrEqual(149.9);
  });

  it('gerada depois do dia de vencimento, a fatura vence 5 dias após a geração (não nasce vencida)', async () => {
    const r = await post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2027-01-25');
    expect(r.json().Data.competencia).toBe('2027-01-01');
    const f = (await faturas(admin, '?competencia=2027-01')).find((x) => x.emitente_id === lojaId);
    expect(f.vencimento).toBe('2027-01-30');
  });

  it('a tarefa agendada (fila) usa a mesma geração idempotente', async () => {
    const { rows } = await s.db.pool.query(`SELECT count(*)::int AS n FROM licenca_recebivel WHERE competencia = '2026-12-01'`);
    // o manipulador registrado na fila, chamado como a fila chama
    const tipos = (s.app.jobs as unknown as { tipos: Map<string, { manipulador: (x: unknown) => Promise<unknown> }> }).tipos;
    const t = tipos.get('licencas-faturas');
    expect(t).toBeTruthy();
    await t!.manipulador({
      dados: { dataGeracao: '2026-12-15' },
      tarefa: null,
      ctx: null,
      progresso: async () => undefined,
      sinal: new AbortController().signal,
    });
    const depois = await s.db.pool.query(`SELECT count(*)::int AS n FROM licenca_recebivel WHERE competencia = '2026-12-01'`);
    expect(depois.rows[0].n).toBe(rows[0].n);
  });

  it('a revenda vê as faturas a pagar; a empresa só as suas; só o administrador gera', async () => {
    const daRevenda = await faturas(revenda, '?competencia=2026-12');
    expect(daRevenda.length).toBeGreaterThanOrEqual(2);
    expect(daRevenda.every((f) => f.tipo === 'pagar' && f.revenda_id === 1)).toBe(true);
    const rLoja = await get(loja, '/v1/licencarecebivel/Consultar?competencia=2026-12');
    expect(rLoja.statusCode, rLoja.body).toBe(200);
    const daLoja = rLoja.json().Data as any[];
    expect(daLoja.map((f) => f.emitente_id)).toEqual([lojaId]);
    const negado = await post(revenda, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2026-12-05');
    expect(negado.statusCode).toBe(403);
    const invalida = await post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2026-13-40');
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().dataGeracao).toBeTruthy();
  });
});

describe('boleto Itaú', () => {
  it('linha digitável e código de barras validam com @brazilian-utils; PDF gerado; gerar de novo devolve o mesmo', async () => {
    const f = (await faturas(revenda, '?competencia=2026-12')).find((x) => x.emitente_id === lojaId);
    const r = await post(revenda, `/v1/licencarecebivel/GerarBoleto/${f.id}`);
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json().Data;
    expect(b.linha_digitavel).toMatch(/^3419\d{43}$/);
    expect(isValidBoleto(b.linha_digitavel)).toBe(true);
    expect(isValidBoleto(b.linha_digitavel_formatada)).toBe(true);
    const info = getBoletoInfo(b.linha_digitavel, { referenceDate: new Date('2026-11-01T12:00:00Z') });
    expect(info?.amount).toBe(Math.round(Number(f.valor) * 100));
    expect(info?.bankCode).toBe('341');
    expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe('2026-12-10');
    // código de barras: as 44 posições são os campos da linha reordenados (Carta-Circular 2.926)
    const l = b.linha_digitavel;
    expect(b.codigo_barras).toBe(l.slice(0, 4) + l[32] + l.slice(33) + l.slice(4, 9) + l.slice(10, 20) + l.slice(21, 31));
    // um dígito trocado não passa
    const errada = l.slice(0, 40) + ((Number(l[40]) + 1) % 10) + l.slice(41);
    expect(isValidBoleto(errada)).toBe(false);
    const de_novo = await post(revenda, `/v1/licencarecebivel/GerarBoleto/${f.id}`);
    expect(de_novo.json().Data.nosso_numero).toBe(b.nosso_numero);
    const pdf = await get(revenda, `/v1/licencarecebivel/Boleto/${f.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('datas fora do que um boleto representa', () => {
  it('gerar faturas para 2099 é 400 em dataGeracao; fatura antiga vencendo em 2099 tem GerarBoleto 400 em vencimento, nada gravado', async () => {
    const longe = await post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2099-01-05');
    expect(longe.statusCode, longe.body).toBe(400);
    expect(longe.json().dataGeracao[0]).toMatch(/^Data fora do intervalo aceito \(01\/01\/2000 a /);
    const antiga = await post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=1999-12-31');
    expect(antiga.statusCode).toBe(400);
    // uma fatura gravada antes da regra, vencendo em 2099 (gerar de novo o mês é idempotente)
    await post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2026-12-05');
    const f = (await faturas(admin, '?competencia=2026-12')).find((x) => x.emitente_id !== lojaId && x.situacao === 'aberto');
    await s.db.pool.query(`UPDATE licenca_recebivel SET vencimento = '2099-01-10' WHERE id = $1`, [f.id]);
    try {
      const r = await post(admin, `/v1/licencarecebivel/GerarBoleto/${f.id}`);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().vencimento[0]).toBe('Vencimento além do que o boleto representa (até 13/10/2049)');
      const n = (await s.db.pool.query('SELECT count(*)::int AS n FROM boleto_licenca_recebivel WHERE licenca_recebivel_id = $1', [f.id])).rows[0].n;
      expect(n).toBe(0);
    } finally {
      await s.db.pool.query(`UPDATE licenca_recebivel SET vencimento = $2 WHERE id = $1`, [f.id, f.vencimento]);
    }
  });
});

describe('PIX (API BACEN cob) e webhook', () => {
  it('gera a cobrança no PSP, BR Code dinâmico válido, pagamento pelo webhook; repetir não muda nada', async () => {
    const f = (await faturas(revenda, '?competencia=2026-12')).find((x) => x.emitente_id === lojaId);
    const r = await post(revenda, `/v1/licencarecebivel/GerarCobrancaImediata/${f.id}`);
    expect(r.statusCode, r.body).toBe(200);
    const c = r.json().Data;
    const cob = pix.cobs.get(c.identificador);
    expect(cob).toMatchObject({ status: 'ATIVA', valor: { original: f.valor }, chave: 'financeiro@erp.local' });
    expect(isValidPixPayload(c.copia_e_cola)).toBe(true);
    const info = getPixPayloadInfo(c.copia_e_cola) as Record<string, unknown>;
    expect(JSON.stringify(info)).toContain(cob.location);
    expect(info).toMatchObject({ pointOfInitiation: 'dynamic' });
    expect(c.copia_e_cola).toContain(`54${String(f.valor.length).padStart(2, '0')}${f.valor}`);

    const sem = await get(revenda, `/v1/licencarecebivel/ConsultaCobrancaImediata/${f.id}`);
    expect(sem.json().Data).toMatchObject({ status: 'ATIVA', fatura_paga: false });

    const webhook = pix.pagar(c.identificador);
    const negado = await post(null, '/v1/licencarecebivel/WebhookPix/pix?token=errado', webhook);
    expect(negado.statusCode).toBe(401);
    expect((await faturas(revenda, '?competencia=2026-12')).find((x) => x.id === f.id).situacao).toBe('aberto');

    const w1 = await post(null, `/v1/licencarecebivel/WebhookPix/pix?token=${TOKEN_WEBHOOK}`, webhook);
    expect(w1.statusCode, w1.body).toBe(200);
    expect(w1.json().Data).toMatchObject({ pagas: 1, repetidos: 0 });
    const paga = (await faturas(revenda, '?competencia=2026-12')).find((x) => x.id === f.id);
    expect(paga).toMatchObject({ situacao: 'pago', forma_pagamento: 'pix' });
    const estado = async () => (await s.db.pool.query('SELECT situacao, pago_em, valor_pago::text FROM licenca_recebivel WHERE id = $1', [f.id])).rows[0];
    const antes = await estado();
    const w2 = await post(null, `/v1/licencarecebivel/WebhookPix/pix?token=${TOKEN_WEBHOOK}`, webhook);
    expect(w2.json().Data).toMatchObject({ pagas: 0, repetidos: 1 });
    expect(await estado()).toEqual(antes);
    const nova = await post(revenda, `/v1/licencarecebivel/GerarCobrancaImediata/${f.id}`);
    expect(nova.statusCode).toBe(400);
    expect(nova.json().Message).toContain('já está paga');
  });
});

describe('Mercado Pago (SDK oficial contra servidor local) e webhook MovimentacaoMP', () => {
  it('PIX do MP: assinatura errada recusada; aprovado baixa; repetir não muda nada', async () => {
    const industria = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`)).rows[0].emitente_id;
    const f = (await faturas(revenda, '?competencia=2026-12')).find((x) => x.emitente_id === industria);
    const bol = await post(revenda, `/v1/licencarecebivel/GerarBoletoMP/${f.id}`);
    expect(bol.statusCode, bol.body).toBe(200);
    expect(bol.json().Data).toMatchObject({ meio: 'boleto', url: expect.stringContaining('/boleto/') });
    const r = await post(revenda, `/v1/licencarecebivel/GerarPIXMP/${f.id}`);
    expect(r.statusCode, r.body).toBe(200);
    const c = r.json().Data;
    const p = mp.pagamentos.get(Number(c.identificador));
    expect(p).toMatchObject({ payment_method_id: 'pix', external_reference: `LIC${f.id}`, transaction_amount: Number(f.valor) });
    expect(c.copia_e_cola).toBe(p.point_of_interaction.transaction_data.qr_code);

    const n = mp.aprovar(p.id);
    const falsa = await post(null, `/v1/licencarecebivel/MovimentacaoMP?${n.query}`, n.body, {
      ...n.headers,
      // troca o primeiro dígito hexadecimal do HMAC por outro, sempre diferente (trocar por um '0'
      // fixo deixava a assinatura igual em 1 de cada 16 execuções)
      'x-signature': n.headers['x-signature'].replace(/v1=(.)/, (_: string, d: string) => `v1=${d === '0' ? '1' : '0'}`),
    });
    expect(falsa.statusCode).toBe(401);
    expect((await faturas(revenda, '?competencia=2026-12')).find((x) => x.id === f.id).situacao).toBe('aberto');

    const w1 = await post(null, `/v1/licencarecebivel/MovimentacaoMP?${n.query}`, n.body, n.headers);
    expect(w1.statusCode, w1.body).toBe(200);
    expect(w1.json().Data).toMatchObject({ faturaId: f.id, status: 'approved', paga: true, repetida: false });
    const estado = async () =>
      (await s.db.pool.query('SELECT situacao, pago_em, valor_pago::text, forma_pagamento FROM licenca_recebivel WHERE id = $1', [f.id])).rows[0];
    const antes = await estado();
    expect(antes).toMatchObject({ situacao: 'pago', forma_pagamento: 'mercadopago' });
    const w2 = await post(null, `/v1/licencarecebivel/MovimentacaoMP?${n.query}`, n.body, n.headers);
    expect(w2.json().Data).toMatchObject({ paga: false, repetida: true });
    expect(await estado()).toEqual(antes);
    const consulta = await get(revenda, `/v1/licencarecebivel/CobrancaMP/${f.id}`);
    expect(consulta.json().Data.status).toBe('approved');
  });
});

describe('bloqueio por fatura vencida', () => {
  it('empresa vencida além da tolerância: gravações 423, consultas liberadas; o pagamento libera na hora', async () => {
    // empresas que já existiam em agosto (a demonstração acabou de criá-las)
    await s.db.pool.query(`UPDATE emitente SET criado_em = '2026-01-01'`);
    const g = await post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2026-08-01');
    expect(g.statusCode).toBe(200);
    const b = (await get(loja, '/v1/licencarecebivel/Bloqueio')).json().Data;
    expect(b).toMatchObject({ bloqueado: true, vencimento: '2026-08-10', dias_bloqueio: 10, pagamento_direto: true });
    const gravar = await post(loja, '/v1/cliente/', {});
    expect(gravar.statusCode).toBe(423);
    expect(gravar.json().Message).toContain('bloqueada para alterações');
    expect((await get(loja, '/OData/Cliente?$top=1')).statusCode).toBe(200);
    expect((await get(loja, '/v1/licencarecebivel/Consultar')).statusCode).toBe(200);
    const lista = await get(revenda, '/v1/licencarecebivel/ConsultarBloqueio');
    expect(lista.json().Data.find((x: any) => x.emitente_id === lojaId)).toMatchObject({ bloqueado: true });
    // a revenda continua podendo trabalhar; a baixa manual do administrador libera
    const f = (await faturas(loja, '?competencia=2026-08'))[0];
    const baixa = await post(admin, `/v1/licencarecebivel/BaixarBoleto/${f.id}`, {});
    expect(baixa.statusCode, baixa.body).toBe(200);
    expect((await get(loja, '/v1/licencarecebivel/Bloqueio')).json().Data.bloqueado).toBe(false);
    const depois = await post(loja, '/v1/cliente/', {});
    expect(depois.statusCode).toBe(400); // a validação do cadastro, não mais o bloqueio
  });
});
