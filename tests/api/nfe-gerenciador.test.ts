/**
 * Gerenciador de NF-e (SPEC §7 "/v1/GerenciadorNFe"): transmissão ponta a ponta contra o
 * simulador da SEFAZ (HTTPS, TLS mútuo), nfeProc válido e assinado, log de XML, DANFE, CC-e,
 * cancelamento, inutilização, ZIP mensal, isolamento entre empresas, permissões, reconciliação após
 * falha de rede e numeração sob concorrência.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { reconciliarPendentes, obterRuntimeFiscal } from '../../src/server/modules/nfe/index.ts';
import { verificarAssinatura } from '../../src/fiscal/assinatura/index.ts';
import { lerZip } from '../../src/fiscal/zip/index.ts';
import { textoDoPdf } from './pdf-texto.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let industria: string;
let caixa: string;
let emitLoja = 0;

beforeAll(async () => {
  n = await iniciarServidorNFe();
  s = n.s;
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
  caixa = (await s.login('caixa')).Token;
  emitLoja = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
});
afterAll(async () => {
  await n?.close();
});

async function novoFaturamento(token: string, extra: Record<string, unknown> = {}): Promise<number> {
  const { rows: ps } = await s.db.pool.query('SELECT * FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 3', [emitLoja]);
  const { rows: cl } = await s.db.pool.query(
    `SELECT c.* FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`,
    [emitLoja],
  );
  const res = await s.call(token, {
    method: 'POST',
    url: '/v1/faturamento/',
    payload: {
      cliente_id: cl[0].id,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: ps.map((p, i) => ({ produto_id: p.id, quantidade: i + 1, valor_unitario: Number(p.preco_venda) })),
      Pagamento: [{ t_pag: '01', valor: 10 }],
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().Data.id;
}

const get = (token: string, url: string) => s.call(token, { method: 'GET', url });

describe('transmissão', () => {
  let id = 0;
  let chave = '';

  it('status do serviço: 107', async () => {
    const r = await get(loja, '/v1/GerenciadorNFe/ConsultarStatusServico');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.cStat).toBe('107');
  });

  it('pré-visualização do rascunho: PDF sem número alocado', async () => {
    id = await novoFaturamento(loja);
    const r = await get(loja, `/v1/GerenciadorNFe/PrevisualizarNFe/${id}`);
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const f = (await s.db.pool.query('SELECT numero, situacao FROM faturamento WHERE id = $1 AND emitente_id = $2', [id, emitLoja])).rows[0];
    expect(f).toEqual({ numero: null, situacao: 'digitacao' });
    const imp = await get(loja, `/v1/faturamento/Imprimir/${id}`);
    expect(imp.statusCode).toBe(200);
    expect(imp.headers['content-type']).toBe('application/pdf');
  });

  it('usuário sem Permitir.GerenciadorNFe.Gerenciar: 403; outra empresa: 404', async () => {
    const r = await get(caixa, `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().Message).toContain('Permitir.GerenciadorNFe.Gerenciar');
    const b = await get(industria, `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(b.statusCode).toBe(404);
  });

  it('TransmitirNota -> autorizada com protocolo; nfeProc válido e assinado; log de XML; arquivo', async () => {
    const r = await get(loja, `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(r.json().Success).toBe(true);
    expect(d).toMatchObject({ situacao: 'autorizada', cStat: '100' });
    expect(d.protocolo).toMatch(/^[0-9]{15}$/);
    expect(d.numero).toBeGreaterThan(0);
    chave = d.chave;
    expect(chave).toMatch(/^[0-9]{44}$/);
    const f = (await s.db.pool.query('SELECT numero, situacao, chave FROM faturamento WHERE id = $1 AND emitente_id = $2', [id, emitLoja])).rows[0];
    expect(f).toEqual({ numero: d.numero, situacao: 'autorizada', chave });
    const { rows } = await s.db.pool.query(`SELECT tipo, xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY id`, [
      emitLoja,
      id,
    ]);
    expect(rows.map((x) => x.tipo)).toEqual(['nfe', 'envio', 'retorno', 'nfeProc']);
    const proc = rows[3].xml as string;
    const pacote = await obterRuntimeFiscal(s.config).pacote();
    const v = pacote.validar(proc, 'nfeProc');
    expect(v.erros).toEqual([]);
    expect(verificarAssinatura(proc).valida).toBe(true);
    expect(proc).toContain(`<nProt>${d.protocolo}</nProt>`);
    const cnpj = (await s.db.pool.query('SELECT cnpj FROM emitente WHERE id = $1', [emitLoja])).rows[0].cnpj;
    const arq = join(n.xmlDir, cnpj, `20${chave.slice(2, 6)}`, `${chave}-procNFe.xml`);
    expect(existsSync(arq)).toBe(true);
    expect(readFileSync(arq, 'utf8')).toBe(proc);
    // não transmite de novo
    const again = await get(loja, `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(again.statusCode).toBe(400);
  });

  it('ImprimirNFe: PDF com nome UTF-8; DownloadXMLNFe: o nfeProc; outra empresa: 404', async () => {
    const r = await get(loja, `/v1/GerenciadorNFe/ImprimirNFe/${id}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(String(r.headers['content-disposition'])).toContain(`filename*=UTF-8''NFe-${chave}.pdf`);
    expect(r.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const x = await get(loja, `/v1/GerenciadorNFe/DownloadXMLNFe?id=${id}`);
    expect(x.statusCode).toBe(200);
    expect(String(x.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(x.body).toContain('<nfeProc');
    expect((await get(industria, `/v1/GerenciadorNFe/ImprimirNFe/${id}`)).statusCode).toBe(404);
    expect((await get(industria, `/v1/GerenciadorNFe/DownloadXMLNFe?id=${id}`)).statusCode).toBe(404);
  });

  it('ConsultarStatusNota: 100 autorizada', async () => {
    const r = await get(loja, `/v1/GerenciadorNFe/ConsultarStatusNota?chave=${chave}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ cStat: '100', situacao: 'autorizada' });
  });

  it('CC-e sequência 1 -> 135, ImprimirCCe em PDF', async () => {
    const r = await get(
      loja,
      `/v1/GerenciadorNFe/TransmitirCCeNFe?nota=${id}&correcao=${encodeURIComponent('Corrige o endereço de entrega: Rua das Flores, 100')}`,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ cStat: '135', sequencia: 1, situacao: 'registrada' });
    const { rows } = await s.db.pool.query(`SELECT id FROM carta_correcao_nfe WHERE emitente_id = $1 AND faturamento_id = $2`, [emitLoja, id]);
    const pdf = await get(loja, `/v1/GerenciadorNFe/ImprimirCCe/${rows[0].id}`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // uma segunda carta recebe a sequência 2
    const r2 = await get(
      loja,
      `/v1/GerenciadorNFe/TransmitirCCeNFe?nota=${id}&correcao=${encodeURIComponent('Corrige o telefone do destinatário para 11 3333-4444')}`,
    );
    expect(r2.json().Data).toMatchObject({ cStat: '135', sequencia: 2 });
  });

  it('cancelamento: justificativa curta -> 400 no campo; válida -> cancelada', async () => {
    const curta = await get(loja, `/v1/GerenciadorNFe/CancelarNota?nota=${id}&justificativa=curta`);
    expect(curta.statusCode).toBe(400);
    expect(curta.json().justificativa).toBeDefined();
    const r = await get(loja, `/v1/GerenciadorNFe/CancelarNota?nota=${id}&justificativa=${encodeURIComponent('Cliente desistiu da compra antes da entrega')}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ cStat: '135', situacao: 'cancelada' });
    expect((await s.db.pool.query('SELECT situacao FROM faturamento WHERE id = $1 AND emitente_id = $2', [id, emitLoja])).rows[0].situacao).toBe('cancelada');
    const { rows } = await s.db.pool.query(
      `SELECT count(*)::int AS n FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'procEvento'`,
      [emitLoja, id],
    );
    expect(rows[0].n).toBe(3);
    const st = await get(loja, `/v1/GerenciadorNFe/ConsultarStatusNota?chave=${chave}`);
    expect(st.json().Data.cancelada).toBe(true);
    // o DANFE da nota cancelada sai com a marca e o protocolo do cancelamento
    const danfe = textoDoPdf((await get(loja, `/v1/GerenciadorNFe/ImprimirNFe/${id}`)).rawPayload);
    expect(danfe).toContain('NF-E CANCELADA');
    expect(r.json().Data.protocolo).toMatch(/^\d{15}$/);
    expect(danfe).toContain(`Protocolo de cancelamento ${r.json().Data.protocolo}`);
  });

  it('GetXMLDownload e DownloadDiretorio: ZIP com os XML do mês', async () => {
    const anomes = `20${chave.slice(2, 6)}`;
    const l = await get(loja, '/v1/GerenciadorNFe/GetXMLDownload');
    expect(l.statusCode).toBe(200);
    expect(l.json().Data).toContainEqual({ anomes, quantidade: expect.any(Number) });
    const z = await get(loja, `/v1/GerenciadorNFe/DownloadDiretorio?anomes=${anomes}`);
    expect(z.statusCode, z.body.slice(0, 200)).toBe(200);
    expect(z.headers['content-type']).toBe('application/zip');
    const arquivos = lerZip(z.rawPayload);
    const nomes = arquivos.map((a) => a.caminho);
    expect(nomes).toContain(`${chave}-procNFe.xml`);
    expect(nomes).toContain(`${chave}-procEventoNFe-110111-1.xml`);
    expect(nomes).toContain(`${chave}-procEventoNFe-110110-1.xml`);
    const proc = arquivos.find((a) => a.caminho === `${chave}-procNFe.xml`)!;
    expect(Buffer.from(proc.dados).toString('utf8')).toContain('<protNFe');
    expect((await get(industria, `/v1/GerenciadorNFe/DownloadDiretorio?anomes=${anomes}`)).statusCode).toBe(404);
    expect((await get(caixa, `/v1/GerenciadorNFe/DownloadDiretorio?anomes=${anomes}`)).statusCode).toBe(403);
  });

  it('inutilização de faixa -> 102; faturamento da faixa fica inutilizado', async () => {
    // um número reservado (nota rejeitada) e a faixa seguinte
    const { rows } = await s.db.pool.query(`SELECT proximo_numero FROM serie_documento WHERE emitente_id = $1 AND modelo = '55' AND serie = 1`, [emitLoja]);
    const ini = rows[0].proximo_numero + 100;
    const r = await get(
      loja,
      `/v1/GerenciadorNFe/InutilizarNFe?serie=1&numero_inicial=${ini}&numero_final=${ini + 4}&justificativa=${encodeURIComponent('Falha no sistema pulou a numeração')}`,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ cStat: '102', situacao: 'homologada' });
    const { rows: i } = await s.db.pool.query(`SELECT situacao, protocolo FROM inutilizacao_nfe WHERE emitente_id = $1`, [emitLoja]);
    expect(i[0].situacao).toBe('homologada');
    expect(i[0].protocolo).toMatch(/^[0-9]{15}$/);
    const curta = await get(loja, `/v1/GerenciadorNFe/InutilizarNFe?serie=1&numero_inicial=1&numero_final=2&justificativa=curta`);
    expect(curta.statusCode).toBe(400);
  });
});

describe('schema', () => {
  it('NF-e fora do schema: 400 com os erros em pt-BR, situação rejeitada e número mantido', async () => {
    const id = await novoFaturamento(loja);
    await s.db.pool.query(`UPDATE faturamento_item SET ncm = 'ABC' WHERE emitente_id = $1 AND faturamento_id = $2`, [emitLoja, id]);
    const r = await get(loja, `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(r.statusCode, r.body).toBe(400);
    const b = r.json();
    expect(b.Success).toBe(false);
    expect(b.Data.erros.length).toBeGreaterThan(0);
    expect(b.Data.erros[0]).toMatchObject({ mensagem: expect.stringContaining('NCM'), linha: expect.any(Number) });
    const f = (await s.db.pool.query('SELECT numero, situacao FROM faturamento WHERE id = $1 AND emitente_id = $2', [id, emitLoja])).rows[0];
    expect(f.situacao).toBe('rejeitada');
    expect(f.numero).toBeGreaterThan(0);
  });
});

describe('reconciliação', () => {
  it('falha de rede depois do processamento: fica transmitindo; reconciliarPendentes autoriza sem duplicar', async () => {
    const id = await novoFaturamento(loja);
    const antes = n.sefaz.estado.requisicoes.NfeAutorizacao ?? 0;
    n.sefaz.estado.falhaDeRede = { restantes: 1, processar: true, servico: 'NfeAutorizacao' };
    const r = await get(loja, `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
    expect(r.statusCode, r.body).toBe(202);
    expect(r.json().Data.situacao).toBe('transmitindo');
    const chave = r.json().Data.chave;
    expect(n.sefaz.estado.autorizadas.has(chave)).toBe(true);
    expect((await s.db.pool.query('SELECT situacao FROM faturamento WHERE id = $1 AND emitente_id = $2', [id, emitLoja])).rows[0].situacao).toBe(
      'transmitindo',
    );
    const out = await reconciliarPendentes(s.db, s.config);
    expect(out).toContainEqual(expect.objectContaining({ faturamentoId: id, situacao: 'autorizada', cStat: '100' }));
    expect(n.sefaz.estado.requisicoes.NfeAutorizacao).toBe(antes + 1);
    const { rows } = await s.db.pool.query(
      `SELECT f.situacao, n.protocolo FROM faturamento f JOIN faturamento_nfe n ON n.emitente_id = f.emitente_id AND n.faturamento_id = f.id WHERE f.id = $1 AND f.emitente_id = $2`,
      [id, emitLoja],
    );
    expect(rows[0].situacao).toBe('autorizada');
    expect(rows[0].protocolo).toBe(n.sefaz.estado.autorizadas.get(chave)!.nProt);
    const { rows: x } = await s.db.pool.query(
      `SELECT count(*)::int AS n FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`,
      [emitLoja, id],
    );
    expect(x[0].n).toBe(1);
  });
});

describe('concorrência', () => {
  it('50 transmissões simultâneas de 50 faturamentos: 50 números distintos e consecutivos', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push(await novoFaturamento(loja, { serie: 9 }));
    const rs = await Promise.all(ids.map((id) => get(loja, `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`)));
    for (const r of rs) expect(r.statusCode, r.body).toBe(200);
    const numeros = rs.map((r) => r.json().Data.numero as number).sort((a, b) => a - b);
    expect(new Set(numeros).size).toBe(50);
    expect(numeros).toEqual(Array.from({ length: 50 }, (_, i) => numeros[0] + i));
    expect(rs.every((r) => r.json().Data.situacao === 'autorizada')).toBe(true);
  }, 180_000);
});
