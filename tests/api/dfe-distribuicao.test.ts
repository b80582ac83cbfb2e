/**
 * Distribuição DF-e contra o simulador do Ambiente Nacional sobre HTTPS com
 * TLS mútuo: a consulta pelo ultNSU grava resumos, notas completas e eventos; o ultNSU fica no
 * banco por emitente e ambiente e nunca volta (um servidor novo sobre o mesmo banco continua dele);
 * depois do 137 o cliente não pergunta de novo dentro
 * da hora (o simulador não recebe requisição); o 656 abre o disjuntor; a nota completa recebida
 * vira compra em um clique, baixa em XML e imprime DANFE; permissões.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { consultarDFe } from '../../src/server/modules/compras/dfe-consulta.ts';
import { rodadaDFeDosEmitentes } from '../../src/server/modules/compras/dfe-routes.ts';
import { createServer } from '../../src/server/app.ts';
import { obterRuntimeFiscal } from '../../src/server/modules/nfe/index.ts';

import { lerAmostra, reemitirPara } from '../fixtures/nfe-fornecedor.ts';

const AMOSTRA_06 = lerAmostra('samples/06-nfeProc-mod55-RS-2018-spednfe.xml');
// a nota 06 como o fornecedor a emitiria para a loja (a importação exige destinatário = a empresa)
let NOTA_06 = '';
const CHAVE_06 = '43180906929383000163550010000000261000010301';
const NOTA_2017 = lerAmostra('sped-nfe-fixtures/2017protocoled.xml');
const CHAVE_2017 = '35170358716523000119550010000000301000000300';
const NS = 'http://www.portalfiscal.inf.br/nfe';

const resNFe = (chave: string, cnpj: string, nome: string, vNF: string) =>
  `<resNFe xmlns="${NS}" versao="1.01"><chNFe>${chave}</chNFe><CNPJ>${cnpj}</CNPJ><xNome>${nome}</xNome><IE>0100000000</IE>` +
  `<dhEmi>2018-09-25T00:00:00-03:00</dhEmi><tpNF>1</tpNF><vNF>${vNF}</vNF><digVal>aGVsbG8=</digVal><dhRecbto>2018-09-25T15:14:00-03:00</dhRecbto>` +
  `<nProt>143180000000001</nProt><cSitNFe>1</cSitNFe></resNFe>`;
const resEventoCancelamento = (chave: string, cnpj: string) =>
  `<resEvento xmlns="${NS}" versao="1.01"><cOrgao>35</cOrgao><CNPJ>${cnpj}</CNPJ><chNFe>${chave}</chNFe><dhEvento>2018-09-26T10:00:00-03:00</dhEvento>` +
  `<tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><xEvento>Cancelamento</xEvento><dhRecbto>2018-09-26T10:00:01-03:00</dhRecbto><nProt>135180000000002</nProt></resEvento>`;

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let caixa: string;
let emit = 0;
let cnpj = '';

beforeAll(async () => {
  n = await iniciarServidorNFe(5);
  s = n.s;
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  const e = (await s.db.pool.query(`SELECT e.id, e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`)).rows[0];
  emit = e.id;
  cnpj = e.cnpj;
  NOTA_06 = reemitirPara(AMOSTRA_06, { dest: cnpj });
}, 120_000);
afterAll(async () => {
  await n?.close();
});

const controle = async () =>
  (
    await s.db.pool.query(
      `SELECT ult_nsu::text AS ult, ultimo_cstat AS cstat, (extract(epoch FROM proxima_consulta) * 1000)::float8 AS proxima_consulta,
              (extract(epoch FROM circuito_aberto_ate) * 1000)::float8 AS circuito_aberto_ate FROM compra_dfe_manifesto_ultima_consulta WHERE emitente_id = $1 AND servico = 'nfe'`,
      [emit],
    )
  ).rows[0];
const consultasNoSimulador = () => n.sefaz.dfe.consultas.get(`nfe|${cnpj}`) ?? 0;

describe('distribuição DF-e', () => {
  it('sem Permitir.ManifestoDFe.Gerenciar: 403 e nenhuma consulta ao AN', async () => {
    const r = await s.call(caixa, { method: 'GET', url: '/v1/compraDFeManifesto/ObterNotas' });
    expect(r.statusCode).toBe(403);
    expect(consultasNoSimulador()).toBe(0);
  });

  it('recebe resumos, notas completas e eventos pelo NSU e guarda o ultNSU', async () => {
    n.sefaz.dfe.publicar(cnpj, 'resNFe_v1.01.xsd', resNFe(CHAVE_06, '06929383000163', 'UMA RAZAO SOCIAL DE TESTE QUALQUER', '500.00'));
    n.sefaz.dfe.publicar(cnpj, 'resNFe_v1.01.xsd', resNFe(CHAVE_2017, '58716523000119', 'FORNECEDOR 2017', '19466.30'));
    n.sefaz.dfe.publicar(cnpj, 'procNFe_v4.00.xsd', NOTA_06);
    n.sefaz.dfe.publicar(cnpj, 'resEvento_v1.01.xsd', resEventoCancelamento(CHAVE_2017, '58716523000119'));
    const r = await s.call(loja, { method: 'GET', url: '/v1/compraDFeManifesto/ObterNotas' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ cStat: '138', ultNSU: '4', recebidos: 4 });
    expect((await controle()).ult).toBe('4');
    const lista = await s.call(loja, { method: 'GET', url: '/OData/CompraDFeManifesto?$orderby=nsu&$filter=' + encodeURIComponent("tipo ne 'resEvento'") });
    const v = lista.json().value;
    expect(v.map((x: Record<string, unknown>) => [x.chave, x.tipo, x.situacao_nfe, x.xml_completo])).toEqual([
      [CHAVE_2017, 'resNFe', 3, false], // cancelada pelo evento 110111
      [CHAVE_06, 'procNFe', 1, true], // o resumo deu lugar à nota completa
    ]);
    expect(v[1]).toMatchObject({ nome: 'UMA RAZAO SOCIAL DE TESTE QUALQUER', valor: 500, manifestacao: 'sem' });
  });

  it('137: grava a espera de 1 hora e não pergunta de novo dentro dela; o ultNSU não volta', async () => {
    const r = await s.call(loja, { method: 'GET', url: '/v1/compraDFeManifesto/ObterNotas' });
    expect(r.json().Data, r.body).toMatchObject({ cStat: '137', ultNSU: '4', recebidos: 0 });
    const c = await controle();
    expect(c.cstat).toBe('137');
    expect(Number(c.proxima_consulta) - Date.now()).toBeGreaterThan(55 * 60_000);
    const antes = consultasNoSimulador();
    n.sefaz.dfe.publicar(cnpj, 'procNFe_v4.00.xsd', NOTA_2017);
    const de = await s.call(loja, { method: 'GET', url: '/v1/compraDFeManifesto/ObterNotas' });
    expect(de.json().Data.aguardando).toBe(true);
    expect(de.json().Message).toMatch(/só aceita nova consulta a partir de/);
    // reinício: um servidor novo sobre o mesmo banco também respeita a espera e o ultNSU guardados
    const novo = await createServer({ config: s.config, db: s.db, registry: s.registry, logger: false });
    await novo.ready();
    try {
      const login = await novo.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: 'Demo@2026', LembrarMe: false } });
      const r2 = await novo.inject({
        method: 'GET',
        url: '/v1/compraDFeManifesto/ObterNotas',
        headers: { authorization: `Bearer ${login.json().Data.Token}` },
      });
      expect(r2.json().Data).toMatchObject({ aguardando: true, ultNSU: '4' });
    } finally {
      await novo.close();
    }
    // a tarefa agendada também respeita a espera (consulta nova, estado só no banco)
    await consultarDFe(s.db, s.config, { usuarioId: 0, nivel: 'emitente', masterId: null, distribuidorId: null, revendaId: null, emitenteId: emit });
    expect(consultasNoSimulador()).toBe(antes);
    expect((await controle()).ult).toBe('4');
  });

  it('passada a hora, continua do NSU guardado e recebe só o documento novo', async () => {
    n.sefaz.dfe.desvioRelogioMs = 61 * 60_000;
    const r = await consultarDFe(
      s.db,
      s.config,
      { usuarioId: 0, nivel: 'emitente', masterId: null, distribuidorId: null, revendaId: null, emitenteId: emit },
      {
        agora: () => new Date(Date.now() + 61 * 60_000),
      },
    );
    expect(r).toMatchObject({ cStat: '138', ultNSU: '5', recebidos: 1 });
    const nota = (
      await s.db.pool.query("SELECT tipo, xml_completo FROM compra_dfe_manifesto WHERE emitente_id = $1 AND chave = $2 AND tipo <> 'resEvento'", [
        emit,
        CHAVE_2017,
      ])
    ).rows[0];
    expect(nota).toEqual({ tipo: 'procNFe', xml_completo: true });
  });

  it('656 (consumo indevido) abre o disjuntor: nenhuma consulta por 1 hora, nem por chave', async () => {
    // o simulador pune quem pede de novo antes de 1 hora depois de um 137
    n.sefaz.dfe.desvioRelogioMs = 0;
    await s.db.pool.query(`UPDATE compra_dfe_manifesto_ultima_consulta SET proxima_consulta = NULL WHERE emitente_id = $1`, [emit]);
    const r1 = await s.call(loja, { method: 'GET', url: '/v1/compraDFeManifesto/ObterNotas' }); // 138 vazio → 137
    expect(r1.json().Data.cStat).toBe('137');
    await s.db.pool.query(`UPDATE compra_dfe_manifesto_ultima_consulta SET proxima_consulta = NULL WHERE emitente_id = $1`, [emit]);
    const r2 = await s.call(loja, { method: 'GET', url: '/v1/compraDFeManifesto/ObterNotas' });
    expect(r2.json().Data.cStat).toBe('656');
    expect(r2.json().Message).toMatch(/consumo indevido/);
    const c = await controle();
    expect(Number(c.circuito_aberto_ate) - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(c.ult).toBe('5'); // nunca volta
    const antes = consultasNoSimulador();
    const r3 = await s.call(loja, { method: 'GET', url: `/v1/compraDFeManifesto/ObterNotas?chave=${CHAVE_06}` });
    expect(r3.json().Data.aguardando).toBe(true);
    expect(consultasNoSimulador()).toBe(antes);
  });

  it('nota completa recebida: DANFE, XML e importação em um clique; resumo não imprime', async () => {
    const ids = (await s.db.pool.query('SELECT id, chave, tipo FROM compra_dfe_manifesto WHERE emitente_id = $1 ORDER BY nsu', [emit])).rows;
    const completa = ids.find((x) => x.chave === CHAVE_06 && x.tipo === 'procNFe');
    const pdf = await s.call(loja, { method: 'GET', url: `/v1/compraDFeManifesto/ImprimirNFe/${completa.id}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await s.call(loja, { method: 'GET', url: `/v1/compraDFeManifesto/DownloadXML?id=${completa.id}` });
    expect(xml.body).toContain(`<chNFe>${CHAVE_06}</chNFe>`);
    const evento = ids.find((x) => x.tipo === 'resEvento');
    const semDanfe = await s.call(loja, { method: 'GET', url: `/v1/compraDFeManifesto/ImprimirNFe/${evento.id}` });
    expect(semDanfe.statusCode).toBe(400);
    const imp = await s.call(loja, { method: 'GET', url: `/v1/compra/ImportarXML?chave=${CHAVE_06}` });
    expect(imp.statusCode, imp.body).toBe(200);
    expect(imp.json().Data).toMatchObject({ chave: CHAVE_06, pendentes: [{ codigo_fornecedor: '11007' }] });
    const origem = (await s.db.pool.query('SELECT origem FROM compra WHERE emitente_id = $1 AND id = $2', [emit, imp.json().Data.compra_id])).rows[0];
    expect(origem.origem).toBe('dfe');
    const m = (await s.db.pool.query('SELECT compra_id FROM compra_dfe_manifesto WHERE emitente_id = $1 AND id = $2', [emit, completa.id])).rows[0];
    expect(m.compra_id).toBe(imp.json().Data.compra_id);
    const de = await s.call(loja, { method: 'GET', url: `/v1/compra/ImportarXML?chave=${CHAVE_06}` });
    expect(de.statusCode).toBe(400);
    expect(de.json().Message).toMatch(/já foi importada/);
  });

  it('manifesta vários de uma vez no AN; ciência libera a nota completa; não realizada exige justificativa', async () => {
    // passaram-se 3 horas: o disjuntor do teste anterior fechou (no simulador e no controle)
    n.sefaz.dfe.desvioRelogioMs = 3 * 60 * 60_000;
    await s.db.pool.query('UPDATE compra_dfe_manifesto_ultima_consulta SET circuito_aberto_ate = NULL, proxima_consulta = NULL WHERE emitente_id = $1', [emit]);
    const chave = '35180958716523000119550010000001231000001238';
    const completa = NOTA_06.replaceAll(CHAVE_06, chave).replace('<nNF>26</nNF>', '<nNF>123</nNF>');
    n.sefaz.dfe.notasCompletas.set(chave, completa);
    n.sefaz.dfe.publicar(cnpj, 'resNFe_v1.01.xsd', resNFe(chave, '06929383000163', 'UMA RAZAO SOCIAL DE TESTE QUALQUER', '500.00'));
    const agora = () => new Date(Date.now() + 3 * 60 * 60_000);
    const ctx = { usuarioId: 0, nivel: 'emitente' as const, masterId: null, distribuidorId: null, revendaId: null, emitenteId: emit };
    expect((await consultarDFe(s.db, s.config, ctx, { agora })).recebidos).toBe(1);
    const docs = (
      await s.db.pool.query("SELECT id, chave FROM compra_dfe_manifesto WHERE emitente_id = $1 AND tipo IN ('resNFe','procNFe') ORDER BY nsu", [emit])
    ).rows;
    const novo = docs.find((x) => x.chave === chave);
    const outra = docs.find((x) => x.chave === CHAVE_2017);
    const sem = await s.call(loja, { method: 'GET', url: `/v1/compraDFeManifesto/ManifestarDocumento?ids=${outra.id}&evento=210240&justificativa=curta` });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().justificativa).toBeDefined();
    const negado = await s.call(caixa, { method: 'GET', url: `/v1/compraDFeManifesto/ManifestarDocumento?ids=${novo.id}&evento=210210` });
    expect(negado.statusCode).toBe(403);
    const r = await s.call(loja, { method: 'GET', url: `/v1/compraDFeManifesto/ManifestarDocumento?ids=${novo.id},${outra.id}&evento=210210` });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.map((x: { cStat: string }) => x.cStat)).toEqual(['135', '135']);
    expect(r.json().Message).toBe('2 de 2 documento(s) manifestado(s).');
    const linha = (
      await s.db.pool.query('SELECT manifestacao, protocolo_manifestacao, tipo, xml_completo FROM compra_dfe_manifesto WHERE emitente_id = $1 AND id = $2', [
        emit,
        novo.id,
      ])
    ).rows[0];
    expect(linha).toMatchObject({ manifestacao: 'ciencia', tipo: 'procNFe', xml_completo: true });
    expect(linha.protocolo_manifestacao).toMatch(/^891/);
    const ev = (
      await s.db.pool.query('SELECT xml_envio, xml_retorno, cstat FROM compra_dfe_evento WHERE emitente_id = $1 AND manifesto_id = $2', [emit, novo.id])
    ).rows[0];
    expect(ev.xml_envio).toContain('<cOrgao>91</cOrgao>');
    expect(ev.xml_envio).toContain('<Signature');
    expect(ev.cstat).toBe('135');
    // o evento registrado também fica como procEventoNFe (evento + retEvento), válido no leiaute
    const proc = (
      await s.db.pool.query(`SELECT xml, cstat FROM documento_fiscal_xml WHERE emitente_id = $1 AND chave = $2 AND tipo = 'procEvento'`, [emit, novo.chave])
    ).rows;
    expect(proc).toHaveLength(1);
    expect(proc[0].cstat).toBe('135');
    expect(proc[0].xml).toMatch(/^<procEventoNFe [^>]*versao="1.00"><evento [\s\S]*<tpEvento>210210<\/tpEvento>[\s\S]*<\/evento><retEvento/);
    const pacote = await obterRuntimeFiscal(s.config).pacote();
    expect(pacote.validar(proc[0].xml, 'procEventoNFe').erros).toEqual([]);
    const aud = await s.db.pool.query(`SELECT descricao FROM auditoria WHERE emitente_id = $1 AND entidade = 'compraDFeManifesto' AND registro_id = $2`, [
      emit,
      String(novo.id),
    ]);
    expect(aud.rows[0].descricao).toMatch(/^Manifestação 210210 .*135/);
    const repetida = await s.call(loja, { method: 'GET', url: `/v1/compraDFeManifesto/ManifestarDocumento?ids=${novo.id}&evento=210210` });
    expect(repetida.json().Data[0]).toMatchObject({ Success: false, Message: 'Esta manifestação já foi registrada.' });
    const nr = await s.call(loja, {
      method: 'GET',
      url: `/v1/compraDFeManifesto/ManifestarDocumento?ids=${outra.id}&evento=210240&justificativa=${encodeURIComponent('Mercadoria devolvida ao transportador')}`,
    });
    expect(nr.json().Data[0]).toMatchObject({ Success: true, cStat: '135' });
    const depois = await s.call(loja, { method: 'GET', url: `/v1/compraDFeManifesto/ManifestarDocumento?ids=${outra.id}&evento=210200` });
    expect(depois.json().Data[0].Success).toBe(false);
    expect(n.sefaz.dfe.manifestacoes.size).toBe(3);
  });

  it('documentos reais do Ambiente Nacional (amostra 08: resNFe e procNFe em docZip) são gravados', async () => {
    const env = lerAmostra('samples/08-soap-retDistDFeInt-138-nfelib.xml');
    const docs = [...env.matchAll(/<docZip NSU="(\d+)" schema="([^"]+)">([^<]+)<\/docZip>/g)].map((m) => ({
      schema: m[2],
      xml: gunzipSync(Buffer.from(m[3], 'base64')).toString('utf8'),
    }));
    expect(docs.map((d) => d.schema)).toEqual(['resNFe_v1.00.xsd', 'procNFe_v4.00.xsd']);
    for (const d of docs) n.sefaz.dfe.publicar(cnpj, d.schema, d.xml);
    const ctx = { usuarioId: 0, nivel: 'emitente' as const, masterId: null, distribuidorId: null, revendaId: null, emitenteId: emit };
    const r = await consultarDFe(s.db, s.config, ctx, { agora: () => new Date(Date.now() + 3 * 60 * 60_000) });
    expect(r.cStat).toBe('138');
    const chaves = [...new Set(docs.map((d) => /<chNFe>(\w{44})<\/chNFe>|Id="NFe(\w{44})"/.exec(d.xml)?.slice(1).find(Boolean)))];
    const { rows } = await s.db.pool.query(
      "SELECT chave, tipo, nome IS NOT NULL AS tem_nome, valor IS NOT NULL AS tem_valor FROM compra_dfe_manifesto WHERE emitente_id = $1 AND chave = ANY($2) AND tipo <> 'resEvento' ORDER BY chave",
      [emit, chaves],
    );
    expect(rows.length).toBe(chaves.length);
    expect(rows.every((x) => x.tem_nome && x.tem_valor)).toBe(true);
    expect(rows.some((x) => x.tipo === 'procNFe')).toBe(true);
  });

  it('CT-e em que a empresa é tomadora chega pela distribuição de CT-e (controle próprio de NSU)', async () => {
    const cte = lerAmostra('sped-nfe-fixtures/cte.xml').replace(/^<\?xml[^>]*>\s*/, '');
    n.sefaz.dfe.publicar(cnpj, 'procCTe_v3.00.xsd', `<cteProc xmlns="http://www.portalfiscal.inf.br/cte" versao="3.00">${cte}</cteProc>`, 'cte');
    const r = await s.call(loja, { method: 'GET', url: '/v1/compraDFeManifesto/ObterCTe' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ cStat: '138', ultNSU: '1', recebidos: 1 });
    const linha = (
      await s.db.pool.query("SELECT chave, cpf_cnpj, valor::text AS valor FROM compra_dfe_manifesto WHERE emitente_id = $1 AND tipo = 'procCTe'", [emit])
    ).rows[0];
    expect(linha).toEqual({ chave: '51121006145774000197570010000000131004100705', cpf_cnpj: '06145774000197', valor: '50635.27' });
    const ctl = (
      await s.db.pool.query("SELECT ult_nsu::text AS u FROM compra_dfe_manifesto_ultima_consulta WHERE emitente_id = $1 AND servico = 'cte'", [emit])
    ).rows[0];
    expect(ctl.u).toBe('1');
  });

  it('a tarefa agendada consulta cada emitente com certificado, pelo seu próprio controle', async () => {
    const outra = (await s.db.pool.query(`SELECT e.id, e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'industria'`)).rows[0];
    n.sefaz.dfe.publicar(outra.cnpj, 'procNFe_v4.00.xsd', NOTA_2017);
    const antesLoja = consultasNoSimulador();
    const r = await rodadaDFeDosEmitentes(s.db, s.config);
    expect(r.empresas).toBeGreaterThanOrEqual(2);
    expect(r.falhas).toEqual([]);
    const ctl = (
      await s.db.pool.query(
        `SELECT ult_nsu::text AS u, ultimo_cstat AS c FROM compra_dfe_manifesto_ultima_consulta WHERE emitente_id = $1 AND servico = 'nfe'`,
        [outra.id],
      )
    ).rows[0];
    expect(ctl).toEqual({ u: '1', c: '138' });
    const nota = (await s.db.pool.query(`SELECT tipo FROM compra_dfe_manifesto WHERE emitente_id = $1 AND chave = $2`, [outra.id, CHAVE_2017])).rows[0];
    expect(nota.tipo).toBe('procNFe');
    // a loja não tinha espera pendente: foi consultada e recebeu 137; a próxima rodada não pergunta por ela
    expect((await controle()).cstat).toBe('137');
    const depois = consultasNoSimulador();
    expect(depois).toBe(antesLoja + 1);
    await rodadaDFeDosEmitentes(s.db, s.config);
    expect(consultasNoSimulador()).toBe(depois);
  });
});
