/**
 * Etiquetas de produtos (SPEC §3 labelDescricao): todo emitente nasce com três modelos
 * (um padrão); o PDF da folha A4 3 × 7 com 25 etiquetas e 3 posições puladas tem 2 páginas, o rolo
 * tem uma página por etiqueta do tamanho da etiqueta (40 × 25 mm); o texto traz descrição e preço em
 * R$; o símbolo do código de barras é EAN-13 para GTIN válido e Code 128 do código senão; entrada
 * inválida é recusada com 400 no campo; marcar outro modelo como padrão desmarca o anterior; produto
 * de outra empresa não é impresso. PGlite e, com TEST_DATABASE_URL, PostgreSQL.
 */
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { simboloDoProduto } from '../../src/server/modules/estoque/etiquetas.ts';

let s: TestServer;
let loja: string;
let emit = 0;
let produtos: Array<{ id: number; descricao: string; preco_venda: string }> = [];

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  produtos = (
    await s.db.pool.query('SELECT id, descricao, preco_venda::text FROM produto WHERE emitente_id = $1 AND preco_venda > 0 ORDER BY id LIMIT 2', [emit])
  ).rows;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const imprimir = (payload: object, token = loja) => s.call(token, { method: 'POST', url: '/v1/labelDescricao/Imprimir', payload });
const paginas = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
/** Texto dos fluxos de conteúdo (descomprimidos) do PDF; o pdfkit grava o texto em hexadecimal (`<...> Tj`). */
function textoDoPdf(pdf: Buffer): string {
  const s = pdf.toString('latin1');
  let out = '';
  for (const m of s.matchAll(/stream\r?\n/g)) {
    const ini = m.index! + m[0].length;
    const fim = s.indexOf('endstream', ini);
    try {
      out += inflateSync(pdf.subarray(ini, fim)).toString('latin1');
    } catch {
      /* fluxo não comprimido ou imagem */
    }
  }
  return out.replace(/<([0-9a-fA-F]+)>/g, (_, h: string) => Buffer.from(h, 'hex').toString('latin1'));
}
const modelos = async () =>
  (await s.db.pool.query('SELECT id, descricao, papel, padrao FROM label_descricao WHERE emitente_id = $1 ORDER BY id', [emit])).rows as Array<{
    id: number;
    descricao: string;
    papel: string;
    padrao: boolean;
  }>;

describe('etiquetas de produtos', () => {
  it('cada empresa nasce com três modelos, um padrão', async () => {
    const m = await modelos();
    expect(m).toHaveLength(3);
    expect(m.filter((x) => x.padrao)).toHaveLength(1);
    const outra = (await s.db.pool.query('SELECT count(*)::int AS n FROM label_descricao WHERE emitente_id <> $1', [emit])).rows[0].n;
    expect(outra).toBeGreaterThanOrEqual(3);
  });

  it('folha A4 3 × 7: 25 etiquetas pulando 3 posições ocupam 2 folhas, com a descrição e o preço', async () => {
    const a4 = (await modelos()).find((m) => m.padrao)!;
    const r = await imprimir({
      label_descricao_id: a4.id,
      pular: 3,
      itens: [
        { produto_id: produtos[0].id, quantidade: 20 },
        { produto_id: produtos[1].id, quantidade: 5 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(paginas(r.rawPayload)).toBe(2);
    const texto = textoDoPdf(r.rawPayload);
    const preco = Number(produtos[0].preco_venda).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
    expect(texto).toContain(`R$ ${preco}`);
    expect(texto).toContain(produtos[1].descricao.slice(0, 10));
    // 20 + 5 = 25 etiquetas, 3 puladas -> 21 na 1ª folha e 4 na 2ª
    const sem = await imprimir({ label_descricao_id: a4.id, itens: [{ produto_id: produtos[0].id, quantidade: 21 }] });
    expect(paginas(sem.rawPayload)).toBe(1);
  });

  it('rolo 40 × 25 mm: uma página do tamanho da etiqueta por etiqueta', async () => {
    const rolo = (await modelos()).find((m) => m.papel === 'rolo')!;
    const r = await imprimir({ label_descricao_id: rolo.id, itens: [{ produto_id: produtos[0].id, quantidade: 3 }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(paginas(r.rawPayload)).toBe(3);
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(r.rawPayload.toString('latin1'))!;
    expect(Number(box[1])).toBeCloseTo((40 * 72) / 25.4, 1);
    expect(Number(box[2])).toBeCloseTo((25 * 72) / 25.4, 1);
  });

  it('EAN-13 para GTIN válido, Code 128 do código senão', () => {
    expect(simboloDoProduto({ codigo: 'A1', gtin: '7891000315507' })).toEqual({ bcid: 'ean13', texto: '7891000315507' });
    expect(simboloDoProduto({ codigo: 'A1', gtin: '7891000315508' })).toEqual({ bcid: 'code128', texto: 'A1' });
    expect(simboloDoProduto({ codigo: 'A1', gtin: '96385074' })).toEqual({ bcid: 'ean8', texto: '96385074' });
    expect(simboloDoProduto({ codigo: 'X-9', gtin: null })).toEqual({ bcid: 'code128', texto: 'X-9' });
  });

  it('entrada inválida: 400 no campo; produto de outra empresa não é impresso', async () => {
    expect((await imprimir({ itens: [] })).json().Message).toMatch(/^itens:/);
    const qtd = await imprimir({ itens: [{ produto_id: produtos[0].id, quantidade: 0 }] });
    expect(qtd.statusCode).toBe(400);
    expect(qtd.json().Message).toMatch(/itens\[0\]\.quantidade/);
    const alheio = (await s.db.pool.query('SELECT id FROM produto WHERE emitente_id <> $1 ORDER BY id LIMIT 1', [emit])).rows[0].id;
    const r = await imprimir({ itens: [{ produto_id: alheio, quantidade: 1 }] });
    expect(r.statusCode).toBe(400);
    expect(r.json().Message).toMatch(/produto não encontrado/);
    expect((await imprimir({ label_descricao_id: 999999, itens: [{ produto_id: produtos[0].id, quantidade: 1 }] })).json().Message).toMatch(
      /label_descricao_id/,
    );
  });

  it('marcar outro modelo como padrão desmarca o anterior', async () => {
    const rolo = (await modelos()).find((m) => m.papel === 'rolo')!;
    const r = await s.call(loja, { method: 'PUT', url: '/v1/labelDescricao/', payload: { id: rolo.id, padrao: true } });
    expect(r.statusCode, r.body).toBe(200);
    expect((await modelos()).filter((m) => m.padrao).map((m) => m.id)).toEqual([rolo.id]);
  });
});
