/**
 * Contingência SVC da NF-e e consulta do destinatário no CCC antes da transmissão contra o simulador da SEFAZ (HTTPS, TLS mútuo):
 * - destinatário contribuinte não habilitado no CCC: transmissão recusada com a mensagem, nada gravado;
 * - SVC sem a SEFAZ de origem ter ativado a contingência: rejeição 114; tpEmis 6/7 no autorizador
 *   normal: 570; tpEmis 1 na SVC: 713;
 * - autorizador normal fora do ar (HTTP 503) -> falhas seguidas -> contingência sugerida -> entrada
 *   com justificativa -> NF-e tpEmis 6/7 (dhCont/xJust, dígito da chave, schema) autorizada pela
 *   SVC -> saída recusada enquanto o autorizador está parado -> autorizador volta -> saída concilia
 *   a nota (consultada, não reenviada; situação e protocolo mantidos).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { obterRuntimeFiscal } from '../../src/server/modules/nfe/index.ts';
import { clienteDoEmitente } from '../../src/server/modules/nfe/nota-sefaz.ts';
import { ctxEmitente } from '../../src/server/db/tenant.ts';
import { withTenant } from '../../src/server/db/tenant.ts';
import { AUTORIZADORES_PADRAO } from '../../src/fiscal/sefaz/tabela.ts';
import { SVC_DA_UF, TPEMIS_SVC } from '../../src/fiscal/sefaz/contingencia.ts';
import { isValidChaveAcesso } from '../../src/domain/chave-acesso.ts';
import { conciliarContingenciasPendentes } from '../../src/server/modules/nfe/contingencia-saida.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let emit = 0;
let uf = '';
let normal = '';
let svc: 'SVCAN' | 'SVCRS' = 'SVCAN';

beforeAll(async () => {
  n = await iniciarServidorNFe(2);
  s = n.s;
  loja = (await s.login('loja')).Token;
  const { rows } = await s.db.pool.query(`SELECT e.id, e.uf FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`);
  emit = rows[0].id;
  uf = rows[0].uf;
  normal = AUTORIZADORES_PADRAO['55'][uf];
  svc = SVC_DA_UF[uf];
});
afterAll(async () => {
  await n?.close();
});

const get = (url: string) => s.call(loja, { method: 'GET', url });

async function clienteDaUf(): Promise<Record<string, any>> {
  const { rows } = await s.db.pool.query(`SELECT * FROM cliente WHERE emitente_id = $1 AND uf = $2 AND length(cpf_cnpj) = 14 ORDER BY id LIMIT 1`, [emit, uf]);
  expect(rows[0], 'cliente PJ da UF do emitente na demonstração').toBeDefined();
  return rows[0];
}

async function novaNota(clienteId?: number): Promise<number> {
  const { rows: ps } = await s.db.pool.query('SELECT * FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emit]);
  const res = await s.call(loja, {
    method: 'POST',
    url: '/v1/faturamento/',
    payload: {
      cliente_id: clienteId ?? (await clienteDaUf()).id,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: ps.map((p) => ({ produto_id: p.id, quantidade: 1, valor_unitario: Number(p.preco_venda) })),
      Pagamento: [{ t_pag: '01', valor: 10 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().Data.id;
}

const fat = async (id: number) =>
  (await s.db.pool.query('SELECT situacao, numero, chave FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, id])).rows[0];

describe('CCC antes de transmitir', () => {
  it('destinatário contribuinte não habilitado: 400 com a mensagem do CCC, nota intacta', async () => {
    const cli = await clienteDaUf();
    await s.db.pool.query(`UPDATE cliente SET ind_ie_dest = 1, ie = '110042490114' WHERE emitente_id = $1 AND id = $2`, [emit, cli.id]);
    n.sefaz.estado.cadastros.set(`${uf}|${cli.cpf_cnpj}`, { IE: '110042490114', cSit: '0', xNome: 'CLIENTE SUSPENSO LTDA' });
    const id = await novaNota(cli.id);
    const antes = n.sefaz.estado.requisicoes.NfeAutorizacao ?? 0;
    const r = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().Message).toContain('não habilitado');
    expect(r.json().Message).toContain('110042490114');
    expect(r.json().cliente_id).toBeDefined();
    expect(await fat(id)).toMatchObject({ situacao: 'digitacao', numero: null });
    expect(n.sefaz.estado.requisicoes.NfeAutorizacao ?? 0).toBe(antes);
    // the same customer, enabled again in the simulator: the day's cache still blocks; a new day would ask again
    const cache = await s.db.pool.query(`SELECT resposta->>'situacao' AS situacao FROM consulta_cadastro_sefaz WHERE emitente_id = $1 AND documento = $2`, [
      emit,
      cli.cpf_cnpj,
    ]);
    expect(cache.rows[0].situacao).toBe('nao_habilitado');
    await s.db.pool.query(`UPDATE cliente SET ind_ie_dest = 9, ie = NULL WHERE emitente_id = $1 AND id = $2`, [emit, cli.id]);
  });
});

describe('contingência SVC', () => {
  it('SVC da UF e estado inicial', async () => {
    const r = await get('/v1/GerenciadorNFe/Contingencia');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ ativa: false, autorizador: svc, tpEmis: TPEMIS_SVC[svc], sugerir: false, falhasSeguidas: 0 });
  });

  it('SVC com o autorizador normal no ar (SEFAZ de origem não ativou): rejeição 114', async () => {
    const e = await get(`/v1/GerenciadorNFe/EntrarContingencia?justificativa=${encodeURIComponent('Teste de SVC')}`);
    expect(e.statusCode).toBe(400);
    expect(e.json().justificativa).toEqual(['A justificativa deve ter de 15 a 256 caracteres']);
    const ok = await get(`/v1/GerenciadorNFe/EntrarContingencia?justificativa=${encodeURIComponent('Teste de SVC sem ativação na origem')}`);
    expect(ok.statusCode, ok.body).toBe(200);
    const id = await novaNota();
    const r = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(r.json().Data, r.body).toMatchObject({ situacao: 'rejeitada', cStat: '114' });
    expect(r.json().Message).toContain('desabilitada pela SEFAZ de Origem');
    const sai = await get('/v1/GerenciadorNFe/SairContingencia');
    expect(sai.statusCode, sai.body).toBe(200);
    expect(sai.json().Data.ativa).toBe(false);
  });

  it('tpEmis de contingência no autorizador normal: 570; tpEmis 1 na SVC ativada: 713', async () => {
    const { rows } = await s.db.pool.query(
      `SELECT x.xml FROM documento_fiscal_xml x WHERE x.emitente_id = $1 AND x.tipo = 'nfe' AND substr(x.chave, 35, 1) = $2 ORDER BY x.id DESC LIMIT 1`,
      [emit, TPEMIS_SVC[svc]],
    );
    const ctx = ctxEmitente(emit);
    const { cliente: cNormal } = await withTenant(s.db, ctx, (c) => clienteDoEmitente(c, s.config, emit));
    const a = await cNormal.autorizar(rows[0].xml, { sincrono: true });
    expect(a.protocolo?.cStat).toBe('570');
    // a tpEmis 1 note (authorized one would be 204 first): take a fresh normal note XML
    const id = await novaNota();
    expect((await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`)).json().Data.situacao).toBe('autorizada');
    const { rows: x1 } = await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfe'`, [
      emit,
      id,
    ]);
    n.sefaz.estado.contingencia.svcAtiva.add(uf);
    try {
      const { cliente: cSvc } = await withTenant(s.db, ctx, (c) => clienteDoEmitente(c, s.config, emit, svc));
      const b = await cSvc.autorizar(x1[0].xml, { sincrono: true });
      expect(b.protocolo?.cStat).toBe('713');
    } finally {
      n.sefaz.estado.contingencia.svcAtiva.delete(uf);
    }
  });

  it('a sugestão some quando o status do autorizador normal volta a 107', async () => {
    n.sefaz.estado.contingencia.foraDoAr.add(normal);
    const id = await novaNota();
    for (let i = 0; i < 3; i++) expect((await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`)).statusCode).toBe(502);
    expect((await get('/v1/GerenciadorNFe/ConsultarStatusServico')).statusCode).toBe(502);
    expect((await get('/v1/GerenciadorNFe/Contingencia')).json().Data).toMatchObject({ sugerir: true, falhasSeguidas: 3 });
    n.sefaz.estado.contingencia.foraDoAr.delete(normal);
    expect((await get('/v1/GerenciadorNFe/ConsultarStatusServico')).json().Data.cStat).toBe('107');
    expect((await get('/v1/GerenciadorNFe/Contingencia')).json().Data).toMatchObject({ sugerir: false, falhasSeguidas: 0 });
  });

  it('autorizador fora do ar -> sugestão -> SVC autoriza -> volta -> saída concilia sem reenviar', async () => {
    n.sefaz.estado.contingencia.foraDoAr.add(normal);
    const id = await novaNota();
    let ultima = '';
    for (let i = 1; i <= 3; i++) {
      const r = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
      expect(r.statusCode, r.body).toBe(502);
      expect(r.json().Message).toContain('fora do ar');
      expect(await fat(id)).toMatchObject({ situacao: 'rejeitada' });
      ultima = r.json().Message;
    }
    expect(ultima).toContain('entre em contingência');
    const st = (await get('/v1/GerenciadorNFe/Contingencia')).json().Data;
    expect(st).toMatchObject({ ativa: false, sugerir: true, falhasSeguidas: 3 });

    const entra = await get(`/v1/GerenciadorNFe/EntrarContingencia?justificativa=${encodeURIComponent('SEFAZ autorizadora fora do ar (HTTP 503)')}`);
    expect(entra.statusCode, entra.body).toBe(200);
    expect(entra.json().Data).toMatchObject({ ativa: true, autorizador: svc, sugerir: false });
    const desde = entra.json().Data.desde;

    const r = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d).toMatchObject({ situacao: 'autorizada', cStat: '100' });
    expect(isValidChaveAcesso(d.chave)).toBe(true);
    expect(d.chave[34]).toBe(TPEMIS_SVC[svc]);
    const { rows } = await s.db.pool.query(`SELECT tipo, xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND chave = $2 AND tipo IN ('nfe', 'nfeProc')`, [
      emit,
      d.chave,
    ]);
    const nfe = rows.find((x) => x.tipo === 'nfe')!.xml as string;
    expect(nfe).toContain(`<tpEmis>${TPEMIS_SVC[svc]}</tpEmis>`);
    expect(nfe).toContain('<xJust>SEFAZ autorizadora fora do ar (HTTP 503)</xJust>');
    const dhCont = /<dhCont>([^<]+)<\/dhCont>/.exec(nfe)?.[1];
    expect(Date.parse(dhCont!)).toBe(Date.parse(desde));
    const pacote = await obterRuntimeFiscal(s.config).pacote();
    expect(pacote.validar(nfe, 'nfe').valido).toBe(true);
    expect(rows.some((x) => x.tipo === 'nfeProc')).toBe(true);

    // a second note issued in SVC and cancelled there (the event goes to the SVC while the normal authorizer is down)
    const cancelavel = await novaNota();
    const r3 = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${cancelavel}`);
    expect(r3.json().Data).toMatchObject({ situacao: 'autorizada' });
    const canc = await get(
      `/v1/GerenciadorNFe/CancelarNota?nota=${cancelavel}&justificativa=${encodeURIComponent('Pedido cancelado pelo cliente antes da entrega')}`,
    );
    expect(canc.statusCode, canc.body).toBe(200);
    expect(await fat(cancelavel)).toMatchObject({ situacao: 'cancelada' });

    // leaving while the normal authorizer is still down: refused, still in contingency
    const cedo = await get('/v1/GerenciadorNFe/SairContingencia');
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json().Message).toContain('ainda não responde');
    expect((await get('/v1/GerenciadorNFe/Contingencia')).json().Data).toMatchObject({ ativa: true, pendentesConciliacao: 2 });

    n.sefaz.estado.contingencia.foraDoAr.delete(normal);
    const envios = n.sefaz.estado.requisicoes.NfeAutorizacao;
    const sai = await get('/v1/GerenciadorNFe/SairContingencia');
    expect(sai.statusCode, sai.body).toBe(200);
    expect(sai.json().Data).toMatchObject({ ativa: false, pendentesConciliacao: 0 });
    expect(sai.json().Data.notas).toEqual([
      expect.objectContaining({ chave: d.chave, faturamentoId: id, cStat: '100', conciliada: true, situacao: 'autorizada', protocolo: d.protocolo }),
      expect.objectContaining({ chave: r3.json().Data.chave, faturamentoId: cancelavel, cStat: '101', conciliada: true, situacao: 'cancelada' }),
    ]);
    expect(sai.json().Message).toContain('2 de 2 nota(s)');
    expect(n.sefaz.estado.requisicoes.NfeAutorizacao).toBe(envios);
    expect(await fat(id)).toMatchObject({ situacao: 'autorizada', chave: d.chave });
    const st2 = (await s.db.pool.query(`SELECT protocolo FROM faturamento_nfe WHERE emitente_id = $1 AND faturamento_id = $2`, [emit, id])).rows[0];
    expect(st2.protocolo).toBe(d.protocolo);

    // the periodic job conciliates what is still pending (here: marked pending again)
    await s.db.pool.query(`UPDATE nfe_contingencia_nota SET conciliada_em = NULL WHERE emitente_id = $1`, [emit]);
    const job = await conciliarContingenciasPendentes(s.db, s.config);
    expect(job).toEqual([{ emitenteId: emit, conciliadas: 2, pendentes: 0 }]);
    expect(n.sefaz.estado.requisicoes.NfeAutorizacao).toBe(envios);

    // back to normal emission: tpEmis 1
    const outra = await novaNota();
    const r2 = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${outra}`);
    expect(r2.json().Data).toMatchObject({ situacao: 'autorizada' });
    expect(r2.json().Data.chave[34]).toBe('1');
  });
});
