/**
 * Outros eventos da NF-e emitida: para cada tipo da tabela de descritores cujo
 * autor é o emitente, o evento é emitido pela API contra o simulador da SEFAZ (HTTPS, TLS mútuo),
 * registrado (135), o procEventoNFe guardado valida no XSD (leiaute genérico + e{tpEvento}), fica no
 * arquivo de XML e no ZIP mensal, e o PDF do evento sai; a entrada ruim dá 400 com o campo nomeado
 * e nada enviado. Regras do simulador: cancelamento sem o evento anterior (459) fica fora da tela.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { carregarPacoteSchemas, type PacoteSchemas } from '../../src/fiscal/schema/index.ts';
import { lerZip } from '../../src/fiscal/zip/index.ts';
import { textoDoPdf } from './pdf-texto.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let emitLoja = 0;
let cnpjLoja = '';
let pacote: PacoteSchemas;

/** PNG 1x1 em base64 (a "foto" do comprovante). */
const IMAGEM = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  n = await iniciarServidorNFe();
  s = n.s;
  loja = (await s.login('loja')).Token;
  const r = (await s.db.pool.query(`SELECT u.emitente_id, e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`)).rows[0];
  emitLoja = r.emitente_id;
  cnpjLoja = r.cnpj;
  pacote = await carregarPacoteSchemas({ diretorio: resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02') });
});
afterAll(async () => {
  pacote?.dispose();
  await n?.close();
});

const get = (url: string) => s.call(loja, { method: 'GET', url });
const emitir = (nota: number, tp: string, corpo: Record<string, unknown>) =>
  s.call(loja, { method: 'POST', url: `/v1/GerenciadorNFe/EmitirEventoNFe?nota=${nota}&tpEvento=${tp}`, payload: corpo });

/** Faturamento novo da loja (cliente da mesma UF), transmitido e autorizado. */
async function notaAutorizada(cfop?: string): Promise<{ id: number; chave: string }> {
  const { rows: ps } = await s.db.pool.query('SELECT * FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emitLoja]);
  const { rows: cl } = await s.db.pool.query(
    `SELECT c.* FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf AND c.cpf_cnpj IS NOT NULL ORDER BY c.id LIMIT 1`,
    [emitLoja],
  );
  const res = await s.call(loja, {
    method: 'POST',
    url: '/v1/faturamento/',
    payload: {
      cliente_id: cl[0].id,
      natureza_operacao: cfop ? 'Remessa para industrialização' : 'Venda de mercadoria',
      consumidor_final: 1,
      Item: ps.map((p, i) => ({ produto_id: p.id, quantidade: i + 2, valor_unitario: Number(p.preco_venda), ...(cfop ? { cfop } : {}) })),
      Pagamento: [{ t_pag: '01', valor: 10 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().Data.id as number;
  const t = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
  expect(t.json().Success, t.body).toBe(true);
  const { rows } = await s.db.pool.query('SELECT chave FROM faturamento WHERE emitente_id = $1 AND id = $2', [emitLoja, id]);
  return { id, chave: rows[0].chave };
}

/** Confere o evento registrado: 135, procEventoNFe válido no XSD, arquivos, PDF com o título. */
async function conferirRegistrado(r: Awaited<ReturnType<typeof emitir>>, nota: { id: number; chave: string }, tp: string, tituloPdf: RegExp) {
  expect(r.statusCode, r.body).toBe(200);
  const b = r.json();
  expect(b.Success, b.Message).toBe(true);
  expect(b.Data.cStat).toBe('135');
  expect(b.Data.protocolo).toMatch(/^\d{15}$/);
  const ev = (await s.db.pool.query('SELECT tipo, sequencia, xml FROM faturamento_evento WHERE emitente_id = $1 AND id = $2', [emitLoja, b.Data.id])).rows[0];
  expect(ev.tipo).toBe(tp);
  const v = pacote.validar(ev.xml, 'procEventoNFe');
  expect(v.erros.map((e) => `${e.caminho}: ${e.mensagem}`)).toEqual([]);
  expect(v.valido).toBe(true);
  expect(ev.xml).toContain(`<tpEvento>${tp}</tpEvento>`);
  // o lote assinado gravado antes da troca, o retorno e o procEvento depois
  const tipos = (
    await s.db.pool.query(`SELECT tipo FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND xml LIKE $3 ORDER BY id`, [
      emitLoja,
      nota.id,
      `%<tpEvento>${tp}</tpEvento>%`,
    ])
  ).rows.map((x) => x.tipo);
  expect(tipos).toEqual(expect.arrayContaining(['evento-envio', 'procEvento']));
  expect(tipos.indexOf('evento-envio')).toBeLessThan(tipos.indexOf('procEvento'));
  expect(existsSync(join(n.xmlDir, cnpjLoja, `20${nota.chave.slice(2, 6)}`, `${nota.chave}-procEventoNFe-${tp}-${ev.sequencia}.xml`))).toBe(true);
  const pdf = await get(`/v1/GerenciadorNFe/ImprimirEventoNFe/${b.Data.id}`);
  expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  const texto = textoDoPdf(pdf.rawPayload);
  expect(texto).toMatch(tituloPdf);
  expect(texto).toContain('DETALHES DO EVENTO');
  return b.Data as { id: number; sequencia: number; protocolo: string };
}

describe('eventos do emitente sobre a NF-e autorizada', () => {
  let nota: { id: number; chave: string };
  beforeAll(async () => {
    nota = await notaAutorizada();
  });

  it('a tela recebe a tabela de tipos e os eventos que cabem na nota (cancelamentos só depois do evento)', async () => {
    const tipos = await get('/v1/GerenciadorNFe/TiposEventoNFe');
    expect(tipos.statusCode).toBe(200);
    const t110130 = tipos.json().Data.find((d: { tpEvento: string }) => d.tpEvento === '110130');
    expect(t110130.descEvento).toBe('Comprovante de Entrega da NF-e');
    expect(t110130.campos.map((c: { nome: string }) => c.nome)).toContain('dhEntrega');
    const ev = (await get(`/v1/GerenciadorNFe/EventosNFe?nota=${nota.id}`)).json().Data;
    expect(ev.disponiveis).toEqual(expect.arrayContaining(['110150', '110130', '110192', '110750', '112110', '112130', '112140', '112150']));
    expect(ev.disponiveis).not.toContain('110131');
    expect(ev.disponiveis).not.toContain('111500'); // venda, não remessa para industrialização
    expect(ev.disponiveis).not.toContain('211110'); // evento do destinatário
    const r = await emitir(nota.id, '110131', {});
    expect(r.statusCode).toBe(400);
    expect(r.json().Message).toMatch(/comprovante de entrega/i);
  });

  it('110150 ator interessado: 135, válido, PDF; CNPJ inválido dá 400 no campo', async () => {
    const ruim = await emitir(nota.id, '110150', { documento: '11.111.111/1111-11', tpAutorizacao: '1' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().documento[0]).toMatch(/CPF ou CNPJ/);
    const r = await emitir(nota.id, '110150', { documento: '11.222.333/0001-81', tpAutorizacao: '1' });
    await conferirRegistrado(r, nota, '110150', /ATOR INTERESSADO/);
  });

  it('110130 comprovante de entrega e 110131 seu cancelamento', async () => {
    const ruim = await emitir(nota.id, '110130', { dhEntrega: '2099-01-01T10:00', nDoc: '123456', xNome: 'Maria Recebedora', imagem: IMAGEM });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().dhEntrega[0]).toMatch(/futuro/);
    const semImagem = await emitir(nota.id, '110130', { dhEntrega: '2025-01-01T10:00', nDoc: '123456', xNome: 'Maria Recebedora' });
    expect(semImagem.statusCode).toBe(400);
    expect(semImagem.json().imagem[0]).toMatch(/imagem/);
    const soLat = await emitir(nota.id, '110130', {
      dhEntrega: '2025-01-01T10:00',
      nDoc: '123456',
      xNome: 'Maria Recebedora',
      imagem: IMAGEM,
      latitude: '-23.5',
    });
    expect(soLat.statusCode).toBe(400);
    expect(soLat.json().longitude[0]).toMatch(/juntas/);
    const r = await emitir(nota.id, '110130', {
      dhEntrega: '2025-01-01T10:00',
      nDoc: '123456',
      xNome: 'Maria Recebedora',
      latitude: '-23.55052',
      longitude: '-46.633308',
      imagem: `data:image/png;base64,${IMAGEM}`,
    });
    const reg = await conferirRegistrado(r, nota, '110130', /COMPROVANTE DE ENTREGA/);
    const c = await emitir(nota.id, '110131', {});
    await conferirRegistrado(c, nota, '110131', /CANCELAMENTO DO COMPROVANTE/);
    const xml = (await s.db.pool.query('SELECT xml FROM faturamento_evento WHERE emitente_id = $1 AND id = $2', [emitLoja, c.json().Data.id])).rows[0].xml;
    expect(xml).toContain(`<nProtEvento>${reg.protocolo}</nProtEvento>`);
    // cancelado: não cabe outro cancelamento
    expect((await get(`/v1/GerenciadorNFe/EventosNFe?nota=${nota.id}`)).json().Data.disponiveis).not.toContain('110131');
  });

  it('110192 insucesso na entrega e 110193 seu cancelamento; motivo 4 exige justificativa', async () => {
    const ruim = await emitir(nota.id, '110192', { dhTentativaEntrega: '2025-01-02T09:00', tpMotivo: '4', imagem: IMAGEM });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().xJustMotivo[0]).toMatch(/justificativa/);
    const r = await emitir(nota.id, '110192', {
      dhTentativaEntrega: '2025-01-02T09:00',
      nTentativa: '1',
      tpMotivo: '4',
      xJustMotivo: 'Portão fechado e ninguém atendeu no endereço',
      imagem: IMAGEM,
    });
    await conferirRegistrado(r, nota, '110192', /INSUCESSO NA ENTREGA/);
    await conferirRegistrado(await emitir(nota.id, '110193', {}), nota, '110193', /CANCELAMENTO DO INSUCESSO/);
  });

  it('110750 conciliação financeira e 110751 seu cancelamento', async () => {
    const ruim = await emitir(nota.id, '110750', { tPag: '17', vPag: 'abc', dPag: '2025-01-03' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().vPag[0]).toMatch(/número/);
    const r = await emitir(nota.id, '110750', { indPag: '0', tPag: '17', vPag: '150,25', dPag: '2025-01-03' });
    await conferirRegistrado(r, nota, '110750', /CONCILIAÇÃO FINANCEIRA/);
    await conferirRegistrado(await emitir(nota.id, '110751', {}), nota, '110751', /CANCELAMENTO DA CONCILIAÇÃO/);
  });

  it('eventos da reforma tributária do emitente (NT 2025.002): 112110, 112130, 112140, 112150', async () => {
    const semConfirmar = await emitir(nota.id, '112110', {});
    expect(semConfirmar.statusCode).toBe(400);
    expect(semConfirmar.json().quitacao[0]).toMatch(/Confirme/);
    await conferirRegistrado(await emitir(nota.id, '112110', { quitacao: true }), nota, '112110', /PAGAMENTO INTEGRAL/);

    const itemInexistente = await emitir(nota.id, '112130', {
      itens: [{ nItem: 99, vIBS: '1', vCBS: '1', qPerecimento: '1', uPerecimento: 'UN', vIBSEstorno: '1', vCBSEstorno: '1' }],
    });
    expect(itemInexistente.statusCode).toBe(400);
    expect(itemInexistente.json()['itens[0].nItem'][0]).toMatch(/não existe/);
    const demais = await emitir(nota.id, '112140', { itens: [{ nItem: 1, vIBS: '1', vCBS: '1', qNaoFornecida: '500', uNaoFornecida: 'UN' }] });
    expect(demais.statusCode).toBe(400);
    expect(demais.json()['itens[0].qNaoFornecida'][0]).toMatch(/não pode passar/);

    const p = await emitir(nota.id, '112130', {
      itens: [{ nItem: 1, vIBS: '0,10', vCBS: '0,90', qPerecimento: '1', uPerecimento: 'UN', vIBSEstorno: '0,10', vCBSEstorno: '0,90' }],
    });
    await conferirRegistrado(p, nota, '112130', /PERECIMENTO/);
    const f = await emitir(nota.id, '112140', { itens: [{ nItem: 2, vIBS: '0.20', vCBS: '1.80', qNaoFornecida: '1', uNaoFornecida: 'UN' }] });
    await conferirRegistrado(f, nota, '112140', /FORNECIMENTO NÃO REALIZADO/);
    const ruimData = await emitir(nota.id, '112150', { dPrevEntrega: '2025-02-30' });
    expect(ruimData.statusCode).toBe(400);
    expect(ruimData.json().dPrevEntrega[0]).toMatch(/data válida/);
    await conferirRegistrado(await emitir(nota.id, '112150', { dPrevEntrega: '2025-02-20' }), nota, '112150', /PREVISÃO DE ENTREGA/);
  });

  it('o ZIP mensal leva os procEventoNFe dos novos eventos', async () => {
    const anomes = `20${nota.chave.slice(2, 6)}`;
    const r = await get(`/v1/GerenciadorNFe/DownloadDiretorio?anomes=${anomes}`);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    const nomes = lerZip(new Uint8Array(r.rawPayload)).map((a) => a.caminho);
    for (const tp of ['110150', '110130', '110131', '110192', '110193', '110750', '110751', '112110', '112130', '112140', '112150']) {
      expect(
        nomes.some((x) => x.includes(`${nota.chave}-procEventoNFe-${tp}-1.xml`)),
        tp,
      ).toBe(true);
    }
  });
});

describe('prorrogação de prazo da remessa para industrialização (111500-111503)', () => {
  it('1º e 2º pedidos e seus cancelamentos: 135, válidos; quantidade acima da remetida dá 400', async () => {
    const nota = await notaAutorizada('5901');
    const disp = (await get(`/v1/GerenciadorNFe/EventosNFe?nota=${nota.id}`)).json().Data.disponiveis;
    expect(disp).toContain('111500');
    expect(disp).not.toContain('111501');
    const ruim = await emitir(nota.id, '111500', { itens: [{ nItem: 1, qtdeItem: '1000' }] });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()['itens[0].qtdeItem'][0]).toMatch(/não pode passar/);
    await conferirRegistrado(await emitir(nota.id, '111500', { itens: [{ nItem: 1, qtdeItem: '2' }] }), nota, '111500', /PRORROGAÇÃO \(1º PRAZO\)/);
    await conferirRegistrado(await emitir(nota.id, '111501', { itens: [{ nItem: 2, qtdeItem: '1,5' }] }), nota, '111501', /PRORROGAÇÃO \(2º PRAZO\)/);
    await conferirRegistrado(await emitir(nota.id, '111503', {}), nota, '111503', /CANCELAMENTO DO PEDIDO/);
    await conferirRegistrado(await emitir(nota.id, '111502', {}), nota, '111502', /CANCELAMENTO DO PEDIDO/);
  });
});

describe('eventos do destinatário (NT 2025.002) sobre a NF-e recebida', () => {
  it('211110-211150 na nota que a indústria emitiu para a loja: 135, válidos, PDF; item ruim dá 400', async () => {
    const industria = (await s.login('industria')).Token;
    const emitInd = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`)).rows[0].emitente_id;
    // um cliente da indústria passa a ser a loja (CNPJ da loja, não contribuinte)
    const cli = (
      await s.db.pool.query(
        `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf AND c.cpf_cnpj IS NOT NULL ORDER BY c.id LIMIT 1`,
        [emitInd],
      )
    ).rows[0].id;
    await s.db.pool.query(`UPDATE cliente SET cpf_cnpj = $3, ind_ie_dest = 9, ie = NULL WHERE emitente_id = $1 AND id = $2`, [emitInd, cli, cnpjLoja]);
    const { rows: ps } = await s.db.pool.query('SELECT * FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emitInd]);
    const res = await s.call(industria, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        cliente_id: cli,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 0,
        Item: ps.map((p, i) => ({ produto_id: p.id, quantidade: i + 2, valor_unitario: Number(p.preco_venda) })),
        Pagamento: [{ t_pag: '01', valor: 10 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const idInd = res.json().Data.id;
    const t = await s.call(industria, { method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${idInd}` });
    expect(t.json().Success, t.body).toBe(true);
    const proc = (
      await s.db.pool.query(
        `SELECT chave, xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc' ORDER BY id DESC LIMIT 1`,
        [emitInd, idInd],
      )
    ).rows[0];
    // a nota chega à loja pela distribuição DF-e (documento completo, como após a ciência)
    const doc = (
      await s.db.pool.query(
        `INSERT INTO compra_dfe_manifesto (emitente_id, ambiente, nsu, schema_documento, tipo, chave, manifestacao, xml_completo) VALUES ($1, 2, 990001, 'procNFe_v4.00.xsd', 'procNFe', $2, 'ciencia', true) RETURNING id`,
        [emitLoja, proc.chave],
      )
    ).rows[0].id;
    await s.db.pool.query('INSERT INTO compra_dfe_xml (emitente_id, manifesto_id, xml) VALUES ($1, $2, $3)', [emitLoja, doc, proc.xml]);

    const disp = (await get(`/v1/compraDFeManifesto/EventosDocumento?id=${doc}`)).json().Data;
    expect(disp.disponiveis).toEqual(['211110', '211120', '211130', '211140', '211150']);
    const emitirDest = (tp: string, corpo: Record<string, unknown>) =>
      s.call(loja, { method: 'POST', url: `/v1/compraDFeManifesto/EmitirEvento?id=${doc}&tpEvento=${tp}`, payload: corpo });
    const ruim = await emitirDest('211130', { itens: [{ nItem: 1, vIBS: '1', vCBS: '1', qImobilizado: '1' }] });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()['itens[0].uImobilizado'][0]).toMatch(/unidade/);
    const entradas: Record<string, Record<string, unknown>> = {
      '211110': { itens: [{ nItem: 1, vBC: '10', cCredPres: '01', pIBS: '1', vIBS: '0.10', pCBS: '2', vCBS: '0.20' }] },
      '211120': { itens: [{ nItem: 1, vIBS: '0.10', vCBS: '0.90', qConsumo: '1', uConsumo: 'UN', chaveAcesso: proc.chave, nItemReferenciado: '1' }] },
      '211130': { itens: [{ nItem: 1, vIBS: '0.10', vCBS: '0.90', qImobilizado: '1', uImobilizado: 'UN' }] },
      '211140': { itens: [{ nItem: 2, vIBS: '0.10', vCBS: '0.90', qComb: '1', uComb: 'UN' }] },
      '211150': { itens: [{ nItem: 2, vCredIBS: '0.10', vCredCBS: '0.90' }] },
    };
    for (const [tp, corpo] of Object.entries(entradas)) {
      const r = await emitirDest(tp, corpo);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().Data.cStat, `${tp}: ${r.json().Message}`).toBe('135');
      const xml = (
        await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND chave = $2 AND tipo = 'procEvento' AND xml LIKE $3`, [
          emitLoja,
          proc.chave,
          `%<tpEvento>${tp}</tpEvento>%`,
        ])
      ).rows[0].xml;
      const v = pacote.validar(xml, 'procEventoNFe');
      expect(v.erros.map((e) => `${e.caminho}: ${e.mensagem}`)).toEqual([]);
      expect(existsSync(join(n.xmlDir, cnpjLoja, `20${proc.chave.slice(2, 6)}`, `${proc.chave}-procEventoNFe-${tp}-1.xml`))).toBe(true);
      const pdf = await get(`/v1/compraDFeManifesto/ImprimirEvento/${r.json().Data.id}`);
      expect(pdf.statusCode).toBe(200);
      expect(textoDoPdf(pdf.rawPayload)).toContain('DETALHES DO EVENTO');
    }
    // a tela de documentos recebidos lista os cinco eventos registrados
    expect((await get(`/v1/compraDFeManifesto/EventosDocumento?id=${doc}`)).json().Data.registrados).toHaveLength(5);
  });
});
