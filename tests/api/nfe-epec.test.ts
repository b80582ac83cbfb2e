/**
 * Contingência EPEC da NF-e (evento 110140, tpEmis 4; NT 2013.004) contra o
 * simulador da SEFAZ (HTTPS, TLS mútuo):
 * - autorizador normal fora do ar (HTTP 503) -> entrada em contingência EPEC -> NF-e tpEmis 4
 *   (chave, dhCont, xJust, schema) -> EPEC no Ambiente Nacional (cOrgao 91, XML no schema oficial)
 *   -> 136 e situação 'epec' -> DANFE com a expressão do EPEC -> saída recusada com o autorizador
 *   parado -> autorizador volta -> saída transmite a nota (mesma chave) -> autorizada;
 * - a tarefa de conciliação transmite uma nota que ficou em 'epec';
 * - recusas do simulador com os cStat do MOC: 573 (EPEC repetido para a chave), 485 (mesmo número,
 *   outra chave), 661 (número já autorizado), 450 (NFC-e), 484 (chave sem tpEmis 4), 468 (NF-e
 *   tpEmis 4 sem EPEC), 467 (NF-e diferente do EPEC).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { textoDoPdf } from './pdf-texto.ts';
import { clienteDoEmitente } from '../../src/server/modules/nfe/nota-sefaz.ts';
import { ctxEmitente } from '../../src/server/db/tenant.ts';
import { conciliarContingenciasPendentes } from '../../src/server/modules/nfe/contingencia-saida.ts';
import { montarNFeDoFaturamento } from '../../src/server/modules/fiscal/nfe.ts';
import { carregarCertificadoDoEmitente } from '../../src/server/modules/fiscal/certificado.ts';
import { withTenant } from '../../src/server/db/tenant.ts';
import { AUTORIZADORES_PADRAO } from '../../src/fiscal/sefaz/tabela.ts';
import { MARCA_DANFE_EPEC, dadosEpecDaNFe, detalheEpecXml, enviarEpec } from '../../src/fiscal/sefaz/epec.ts';
import { formatarDataHoraNFe, gerarChaveNFe, montarXmlNFe } from '../../src/fiscal/nfe/index.ts';
import { assinarXml } from '../../src/fiscal/assinatura/index.ts';
import { carregarPacoteSchemas, type PacoteSchemas } from '../../src/fiscal/schema/index.ts';
import { isValidChaveAcesso } from '../../src/domain/chave-acesso.ts';

const PACOTE_OFICIAL = join(process.cwd(), 'sefaz/schemas/PL_010d_v1.02');
const JUSTIFICATIVA = 'SEFAZ autorizadora fora do ar (HTTP 503)';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let emit = 0;
let uf = '';
let normal = '';
let pacote: PacoteSchemas;

beforeAll(async () => {
  n = await iniciarServidorNFe(2);
  s = n.s;
  loja = (await s.login('loja')).Token;
  const { rows } = await s.db.pool.query(`SELECT e.id, e.uf FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`);
  emit = rows[0].id;
  uf = rows[0].uf;
  normal = AUTORIZADORES_PADRAO['55'][uf];
  pacote = await carregarPacoteSchemas({ diretorio: PACOTE_OFICIAL });
});
afterAll(async () => {
  pacote?.dispose();
  await n?.close();
});

const get = (url: string) => s.call(loja, { method: 'GET', url });
const texto = (pdf: Buffer) => textoDoPdf(pdf).replace(/\s+/g, ' ');

async function novaNota(): Promise<number> {
  const { rows: cli } = await s.db.pool.query(`SELECT id FROM cliente WHERE emitente_id = $1 AND uf = $2 AND length(cpf_cnpj) = 14 ORDER BY id LIMIT 1`, [
    emit,
    uf,
  ]);
  const { rows: ps } = await s.db.pool.query('SELECT * FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emit]);
  const res = await s.call(loja, {
    method: 'POST',
    url: '/v1/faturamento/',
    payload: {
      cliente_id: cli[0].id,
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
const xmls = async (id: number, tipo: string) =>
  (
    await s.db.pool.query(`SELECT xml, chave, cstat FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = $3 ORDER BY id`, [
      emit,
      id,
      tipo,
    ])
  ).rows;
const cliente = async () => (await withTenant(s.db, ctxEmitente(emit), (c) => clienteDoEmitente(c, s.config, emit))).cliente;

/** NF-e tpEmis 4 assinada do faturamento com o número dado (cNF sorteado: outra chave a cada chamada). */
async function nfeTpEmis4(id: number, numero: number): Promise<string> {
  return withTenant(s.db, ctxEmitente(emit), async (c) => {
    const nfe = await montarNFeDoFaturamento(c, ctxEmitente(emit), id, numero, 1, {
      tpEmis: '4',
      dhCont: formatarDataHoraNFe(new Date(Date.now() - 60_000)),
      xJust: JUSTIFICATIVA,
    });
    return assinarXml(montarXmlNFe(nfe), 'infNFe', await carregarCertificadoDoEmitente(c, s.config.fiscalSecret, emit));
  });
}
const chaveDe = (xml: string) => /Id="NFe([0-9A-Z]{44})"/.exec(xml)![1];

describe('contingência EPEC', () => {
  it('modalidade inválida: 400 com o campo', async () => {
    const r = await get(`/v1/GerenciadorNFe/EntrarContingencia?modalidade=dpec&justificativa=${encodeURIComponent(JUSTIFICATIVA)}`);
    expect(r.statusCode).toBe(400);
    expect(r.json().modalidade).toEqual(['Use svc (SEFAZ Virtual de Contingência) ou epec']);
    expect((await get('/v1/GerenciadorNFe/Contingencia')).json().Data).toMatchObject({ ativa: false, modalidade: 'svc' });
  });

  it('autorizador fora do ar -> EPEC 136 -> DANFE em contingência -> volta -> saída autoriza com a mesma chave', async () => {
    n.sefaz.estado.contingencia.foraDoAr.add(normal);
    const entra = await get(`/v1/GerenciadorNFe/EntrarContingencia?modalidade=epec&justificativa=${encodeURIComponent(JUSTIFICATIVA)}`);
    expect(entra.statusCode, entra.body).toBe(200);
    expect(entra.json().Data).toMatchObject({ ativa: true, modalidade: 'epec', nome: 'EPEC', tpEmis: '4' });
    expect(entra.json().Message).toContain('EPEC registrado no Ambiente Nacional');

    const id = await novaNota();
    const autorizacoes = n.sefaz.estado.requisicoes.NfeAutorizacao ?? 0;
    const r = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d).toMatchObject({ situacao: 'epec', cStat: '136' });
    expect(d.protocolo).toMatch(/^\d{15}$/);
    expect(r.json().Message).toContain(`EPEC registrado no Ambiente Nacional (protocolo ${d.protocolo})`);
    expect(isValidChaveAcesso(d.chave)).toBe(true);
    expect(d.chave[34]).toBe('4');
    expect(await fat(id)).toMatchObject({ situacao: 'epec', chave: d.chave });
    expect(n.sefaz.estado.requisicoes.NfeAutorizacao ?? 0).toBe(autorizacoes);

    // the signed NF-e kept before the exchange: tpEmis 4, dhCont and xJust, valid in the official schema
    const [nfe] = await xmls(id, 'nfe');
    expect(nfe.xml).toContain('<tpEmis>4</tpEmis>');
    expect(nfe.xml).toContain(`<xJust>${JUSTIFICATIVA}</xJust>`);
    expect(Date.parse(/<dhCont>([^<]+)<\/dhCont>/.exec(nfe.xml)![1])).toBe(Date.parse(entra.json().Data.desde));
    expect(pacote.validar(nfe.xml, 'nfe').valido).toBe(true);
    // the event sent to the National Environment: cOrgao 91, 110140, valid against envEvento + e110140_v1.00.xsd
    const [envio] = await xmls(id, 'evento-envio');
    expect(envio.xml).toContain('<cOrgao>91</cOrgao>');
    expect(envio.xml).toContain('<tpEvento>110140</tpEvento>');
    expect(envio.xml).toContain(`<cOrgaoAutor>${d.chave.slice(0, 2)}</cOrgaoAutor>`);
    const v = pacote.validar(envio.xml, 'envEvento');
    expect(v.erros).toEqual([]);
    const [proc] = await xmls(id, 'procEvento');
    expect(proc).toMatchObject({ chave: d.chave, cstat: '136' });
    // xEvento do retorno com 5 a 60 caracteres (leiauteEPEC_v1.00.xsd); "EPEC" sozinho não valida
    expect(/<xEvento>([^<]*)<\/xEvento>[\s\S]*<\/retEvento>/.exec(proc.xml)?.[1]?.length).toBeGreaterThanOrEqual(5);
    const ev = (
      await s.db.pool.query(`SELECT protocolo, cstat FROM faturamento_evento WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = '110140'`, [emit, id])
    ).rows;
    expect(ev).toEqual([{ protocolo: d.protocolo, cstat: '136' }]);
    const anomes = `20${d.chave.slice(2, 6)}`;
    const cnpj = d.chave.slice(6, 20);
    expect(existsSync(join(n.xmlDir, cnpj, anomes, `${d.chave}-procEventoNFe-110140-1.xml`))).toBe(true);

    // DANFE in contingency, from the manager and from the invoice screen
    for (const url of [`/v1/GerenciadorNFe/ImprimirNFe/${id}`, `/v1/faturamento/Imprimir/${id}`]) {
      const pdf = await get(url);
      expect(pdf.statusCode, url).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const t = texto(pdf.rawPayload);
      expect(t).toContain(MARCA_DANFE_EPEC);
      expect(t).toContain(`Protocolo do EPEC: ${d.protocolo}`);
    }
    expect((await get('/v1/GerenciadorNFe/Contingencia')).json().Data).toMatchObject({ ativa: true, modalidade: 'epec', pendentesEpec: 1 });
    // an EPEC note cannot be edited nor transmitted again
    expect((await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`)).statusCode).toBe(400);

    const cedo = await get('/v1/GerenciadorNFe/SairContingencia');
    expect(cedo.statusCode).toBe(409);
    expect(await fat(id)).toMatchObject({ situacao: 'epec' });

    n.sefaz.estado.contingencia.foraDoAr.delete(normal);
    const sai = await get('/v1/GerenciadorNFe/SairContingencia');
    expect(sai.statusCode, sai.body).toBe(200);
    expect(sai.json().Message).toContain('1 de 1 nota(s) em EPEC autorizada(s)');
    expect(sai.json().Data).toMatchObject({ ativa: false, pendentesEpec: 0 });
    expect(sai.json().Data.epec).toEqual([expect.objectContaining({ faturamentoId: id, chave: d.chave, situacao: 'autorizada', cStat: '100' })]);
    expect(n.sefaz.estado.requisicoes.NfeAutorizacao).toBe(autorizacoes + 1);
    expect(await fat(id)).toMatchObject({ situacao: 'autorizada', chave: d.chave });
    const [nfeProc] = await xmls(id, 'nfeProc');
    expect(nfeProc.xml).toContain('<tpEmis>4</tpEmis>');
    expect(nfeProc.xml).toContain(`<chNFe>${d.chave}</chNFe>`);
    expect(pacote.validar(nfeProc.xml, 'nfeProc').valido).toBe(true);
    // the EPEC protocol stays in the note's XML log; the authorised DANFE no longer needs the marking
    expect((await xmls(id, 'procEvento')).length).toBe(1);
    expect(texto((await get(`/v1/GerenciadorNFe/ImprimirNFe/${id}`)).rawPayload)).not.toContain(MARCA_DANFE_EPEC);

    // back to normal emission
    const outra = await novaNota();
    const r2 = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${outra}`);
    expect(r2.json().Data).toMatchObject({ situacao: 'autorizada' });
    expect(r2.json().Data.chave[34]).toBe('1');
  });

  it('nota que ficou em EPEC na saída (autorizador sem resposta) é transmitida pela tarefa de conciliação', async () => {
    const entra = await get(`/v1/GerenciadorNFe/EntrarContingencia?modalidade=epec&justificativa=${encodeURIComponent(JUSTIFICATIVA)}`);
    expect(entra.statusCode, entra.body).toBe(200);
    const id = await novaNota();
    expect((await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`)).json().Data).toMatchObject({ situacao: 'epec' });
    // the status answers 107, but every authorization request is dropped
    n.sefaz.estado.falhaDeRede = { restantes: 10, processar: false, servico: 'NfeAutorizacao' };
    try {
      const sai = await get('/v1/GerenciadorNFe/SairContingencia');
      expect(sai.statusCode, sai.body).toBe(200);
      expect(sai.json().Message).toContain('continuam aguardando a transmissão');
      expect(await fat(id)).toMatchObject({ situacao: 'epec' });
    } finally {
      n.sefaz.estado.falhaDeRede = { restantes: 0, processar: true };
    }
    const job = await conciliarContingenciasPendentes(s.db, s.config);
    expect(job).toEqual([{ emitenteId: emit, conciliadas: 1, pendentes: 0 }]);
    expect(await fat(id)).toMatchObject({ situacao: 'autorizada' });
    expect((await get('/v1/GerenciadorNFe/Contingencia')).json().Data).toMatchObject({ ativa: false, pendentesEpec: 0 });
  });
});

describe('regras do EPEC no simulador', () => {
  it('AN: 573 repetido, 485 mesmo número com outra chave, 661 número já autorizado, 450 NFC-e, 484 sem tpEmis 4', async () => {
    const c = await cliente();
    // numbers far above the allocator's, only in the hand-built XML (the invoice itself stays in digitação)
    const id = await novaNota();
    const numero = 900_001;
    const a = await nfeTpEmis4(id, numero);
    const primeiro = await enviarEpec(c, a, 'teste');
    expect(primeiro.evento).toMatchObject({ cStat: '136', chNFe: chaveDe(a) });
    expect((await enviarEpec(c, a, 'teste')).evento).toMatchObject({ cStat: '573', xMotivo: 'Rejeição: Duplicidade de Evento' });
    const b = await nfeTpEmis4(id, numero);
    expect(chaveDe(b)).not.toBe(chaveDe(a));
    expect((await enviarEpec(c, b, 'teste')).evento?.cStat).toBe('485');

    // a number already authorised (tpEmis 1) cannot get an EPEC
    const autorizada = await novaNota();
    const t = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${autorizada}`);
    expect(t.json().Data.situacao).toBe('autorizada');
    const ja = await nfeTpEmis4(autorizada, t.json().Data.numero);
    expect((await enviarEpec(c, ja, 'teste')).evento).toMatchObject({ cStat: '661', xMotivo: 'Rejeição: NF-e já existente para o número do EPEC informado' });

    // hand-made keys: NFC-e (model 65) and tpEmis 1 at position 35
    const dados = dadosEpecDaNFe(a, 'teste');
    const cnpj = chaveDe(a).slice(6, 20);
    const chave = (mod: string, tpEmis: string) =>
      gerarChaveNFe({ cUF: chaveDe(a).slice(0, 2), dhEmi: new Date(), cnpjCpf: cnpj, mod, serie: 1, nNF: 999_001, tpEmis }).chave;
    const evento = (ch: string) => c.enviarEvento({ chave: ch, tpEvento: '110140', nSeqEvento: 1, detalheXml: detalheEpecXml(dados), cOrgao: '91' });
    expect((await evento(chave('65', '4'))).evento).toMatchObject({ cStat: '450', xMotivo: 'Rejeição: Modelo da NF-e diferente de 55' });
    expect((await evento(chave('55', '1'))).evento?.cStat).toBe('484');
  });

  it('autorizador normal: 468 NF-e tpEmis 4 sem EPEC; 467 dados diferentes do EPEC; igual ao EPEC: 100', async () => {
    const c = await cliente();
    const id = await novaNota();
    const rows = [{ n: 900_101 }];
    const sem = await nfeTpEmis4(id, rows[0].n);
    const a1 = await c.autorizar(sem, { sincrono: true });
    expect(a1.protocolo).toMatchObject({ cStat: '468', xMotivo: 'Rejeição: NF-e com Tipo Emissão = 4, sem EPEC correspondente' });

    // EPEC registered with another vNF: the NF-e differs from it
    const dif = await nfeTpEmis4(id, rows[0].n + 1);
    const d = dadosEpecDaNFe(dif, 'teste');
    const ev = await c.enviarEvento({
      chave: chaveDe(dif),
      tpEvento: '110140',
      nSeqEvento: 1,
      detalheXml: detalheEpecXml({ ...d, dest: { ...d.dest, vNF: (Number(d.dest.vNF) + 1).toFixed(2) } }),
      cOrgao: '91',
    });
    expect(ev.evento?.cStat).toBe('136');
    const a2 = await c.autorizar(dif, { sincrono: true });
    expect(a2.protocolo?.cStat).toBe('467');
    expect(a2.protocolo?.xMotivo).toContain('Dados da NF-e divergentes do EPEC [vNF]');

    const igual = await nfeTpEmis4(id, rows[0].n + 2);
    expect((await enviarEpec(c, igual, 'teste')).evento?.cStat).toBe('136');
    expect((await c.autorizar(igual, { sincrono: true })).protocolo?.cStat).toBe('100');
  });
});
