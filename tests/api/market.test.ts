/**
 * Loja pública (SPEC §1-§2 market): sem login, a vitrine do tenant lista só os
 * produtos marcados como públicos, com preço em R$ e imagem; a página do produto traz Open Graph e
 * schema.org Product com o preço e a disponibilidade do banco; a imagem só sai para produto público;
 * produto não público, de loja de outra cadeia ou de tenant desconhecido não aparece; texto do banco
 * é escapado. PGlite e, com TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let emit = 0;

const get = (url: string) => s.app.inject({ method: 'GET', url });
const meta = (html: string, prop: string) => new RegExp(`<meta property="${prop.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('loja pública', () => {
  it('a vitrine lista só os produtos públicos, com preço e imagem, sem login', async () => {
    const publicos = (await s.db.pool.query('SELECT id, descricao, preco_venda FROM produto WHERE emitente_id = $1 AND publico ORDER BY descricao', [emit]))
      .rows;
    const ocultos = (await s.db.pool.query('SELECT descricao FROM produto WHERE emitente_id = $1 AND NOT publico', [emit])).rows;
    expect(publicos.length).toBeGreaterThan(3);
    expect(ocultos.length).toBeGreaterThan(0);
    const r = await get('/erp/market');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
    for (const p of publicos) expect(r.body).toContain(`href="/erp/market/produto/${emit}/${p.id}"`);
    const preco = Number(publicos[0].preco_venda)
      .toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })
      .replace(/\u00a0/g, ' ');
    expect(r.body).toContain(preco);
    for (const o of ocultos.slice(0, 10)) expect(r.body).not.toContain(`>${esc(o.descricao)}<`);
    expect(r.body).toMatch(/src="\/erp\/market\/imagem\/\d+\/\d+\.webp"/);
    const busca = await get(`/erp/market?q=${encodeURIComponent(publicos[0].descricao.slice(0, 6).toLowerCase())}`);
    expect(busca.body).toContain(`/produto/${emit}/${publicos[0].id}"`);
  });

  it('a página do produto traz Open Graph e schema.org com o preço do banco, e a imagem abre', async () => {
    const p = (
      await s.db.pool.query(
        `SELECT p.id, p.descricao, p.preco_venda FROM produto p WHERE p.emitente_id = $1 AND p.publico
           AND EXISTS (SELECT 1 FROM estoque_imagem i WHERE i.emitente_id = p.emitente_id AND i.produto_id = p.id) ORDER BY p.id LIMIT 1`,
        [emit],
      )
    ).rows[0];
    const r = await get(`/erp/market/produto/${emit}/${p.id}`);
    expect(r.statusCode).toBe(200);
    expect(meta(r.body, 'og:type')).toBe('product');
    expect(meta(r.body, 'og:url')).toBe(`${s.config.publicUrl}/erp/market/produto/${emit}/${p.id}`);
    expect(meta(r.body, 'product:price:amount')).toBe(Number(p.preco_venda).toFixed(2));
    const og = meta(r.body, 'og:image')!;
    expect(og).toMatch(/\/erp\/market\/imagem\/\d+\/\d+\.webp\?tamanho=grande$/);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(r.body)![1]);
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.price).toBe(Number(p.preco_venda).toFixed(2));
    expect(ld.offers.priceCurrency).toBe('BRL');
    const saldo = (
      await s.db.pool.query('SELECT COALESCE(sum(quantidade), 0) > 0 AS tem FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, p.id])
    ).rows[0].tem;
    if (saldo) expect(ld.offers.availability).toBe('https://schema.org/InStock');
    const img = await get(og.slice(s.config.publicUrl.length));
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
  });

  it('produto não público, de outra empresa fora da cadeia ou tenant desconhecido: 404, e a imagem também não sai', async () => {
    const oculto = (
      await s.db.pool.query(
        `SELECT p.id FROM produto p WHERE p.emitente_id = $1 AND p.publico
           AND EXISTS (SELECT 1 FROM estoque_imagem i WHERE i.emitente_id = p.emitente_id AND i.produto_id = p.id) ORDER BY p.id LIMIT 1`,
        [emit],
      )
    ).rows[0].id;
    const imagem = (await s.db.pool.query('SELECT id FROM estoque_imagem WHERE emitente_id = $1 AND produto_id = $2 LIMIT 1', [emit, oculto])).rows[0].id;
    expect((await get(`/erp/market/imagem/${emit}/${imagem}.webp`)).statusCode).toBe(200);
    await s.db.pool.query('UPDATE produto SET publico = false WHERE emitente_id = $1 AND id = $2', [emit, oculto]);
    const r = await get(`/erp/market/produto/${emit}/${oculto}`);
    expect(r.statusCode).toBe(404);
    expect(r.body).toContain('Produto não encontrado');
    expect((await get(`/erp/market/imagem/${emit}/${imagem}.webp`)).statusCode).toBe(404);
    expect((await get('/nao-existe-este-tenant/market')).statusCode).toBe(404);

    // um tenant de outra revenda (criada aqui: a demonstração tem uma só) não mostra a loja da demonstração
    const outra = (
      await s.db.pool.query(
        `INSERT INTO revenda (distribuidor_master_id, distribuidor_id, nome, cnpj)
         SELECT distribuidor_master_id, distribuidor_id, 'Outra Revenda Ltda', '11222333000181' FROM revenda WHERE id = 1
         RETURNING id, distribuidor_id, distribuidor_master_id`,
      )
    ).rows[0];
    await s.db.pool.query(
      `INSERT INTO configuracao_white_label (url, nome_empresa, distribuidor_master_id, distribuidor_id, revenda_id) VALUES ('outra-revenda', 'Outra Revenda', $1, $2, $3)`,
      [outra.distribuidor_master_id, outra.distribuidor_id, outra.id],
    );
    const p = (await s.db.pool.query('SELECT id FROM produto WHERE emitente_id = $1 AND publico LIMIT 1', [emit])).rows[0].id;
    expect((await get(`/erp/market/produto/${emit}/${p}`)).statusCode).toBe(200);
    expect((await get(`/outra-revenda/market/produto/${emit}/${p}`)).statusCode).toBe(404);
    const vazia = await get('/outra-revenda/market');
    expect(vazia.statusCode).toBe(200);
    expect(vazia.body).toContain('Nenhum produto publicado ainda.');
  });

  it('texto do cadastro é escapado na página', async () => {
    const p = (await s.db.pool.query('SELECT id FROM produto WHERE emitente_id = $1 AND publico ORDER BY id DESC LIMIT 1', [emit])).rows[0].id;
    await s.db.pool.query(`UPDATE produto SET informacao_adicional = '<script>alert(1)</script> "aspas"' WHERE emitente_id = $1 AND id = $2`, [emit, p]);
    const r = await get(`/erp/market/produto/${emit}/${p}`);
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('<script>alert(1)</script>');
    expect(r.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
