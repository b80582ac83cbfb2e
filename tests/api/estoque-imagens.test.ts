/**
 * Imagens do produto (SPEC §3 EstoqueImagem): envio de várias imagens de uma vez,
 * tipo conferido pelo conteúdo (um texto com nome .jpg é recusado e nada é gravado), miniatura gerada
 * pelo servidor (dimensões lidas de volta com sharp), a primeira vira capa, trocar a capa, remover a capa
 * promove a próxima, isolamento entre empresas e permissão. PGlite e, com TEST_DATABASE_URL, PostgreSQL.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { multipartCom } from './multipart.ts';

let s: TestServer;
let loja: string;
let industria: string;
let produto = 0;

const png = (w: number, h: number, cor: string) =>
  sharp({ create: { width: w, height: h, channels: 3, background: cor } })
    .png()
    .toBuffer();

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
  const emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  produto = (
    await s.db.pool.query(
      'SELECT p.id FROM produto p WHERE p.emitente_id = $1 AND NOT EXISTS (SELECT 1 FROM estoque_imagem i WHERE i.produto_id = p.id) ORDER BY p.id DESC LIMIT 1',
      [emit],
    )
  ).rows[0].id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const enviar = (token: string, campos: Record<string, string>, arquivos: Array<{ nome: string; tipo: string; dados: Buffer }>) =>
  s.call(token, { method: 'POST', url: '/v1/EstoqueImagem/Upload', ...multipartCom(campos, arquivos) });

const imagensDo = async (id: number) =>
  (await s.call(loja, { method: 'GET', url: `/OData/EstoqueImagem?$filter=produto_id eq ${id}&$orderby=ordem` })).json().value as Array<{
    id: number;
    capa: boolean;
    ordem: number;
    largura: number;
    altura: number;
  }>;

describe('imagens do produto', () => {
  let ids: number[] = [];

  it('recebe duas imagens de uma vez, reduz a grande, gera a miniatura e faz da primeira a capa', async () => {
    const r = await enviar(loja, { produto_id: String(produto) }, [
      { nome: 'frente.png', tipo: 'image/png', dados: await png(2400, 1200, '#c0392b') },
      // JPEG enviado com Content-Type errado: vale o conteúdo
      {
        nome: 'verso.jpg',
        tipo: 'application/octet-stream',
        dados: await sharp({ create: { width: 500, height: 800, channels: 3, background: '#2980b9' } })
          .jpeg()
          .toBuffer(),
      },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    const criadas = r.json().Data;
    expect(criadas).toHaveLength(2);
    ids = criadas.map((c: { id: number }) => c.id);
    expect(criadas[0]).toMatchObject({ capa: true, largura: 1600, altura: 800 });
    expect(criadas[1]).toMatchObject({ capa: false, largura: 500, altura: 800 });

    const mini = await s.call(loja, { method: 'GET', url: `/v1/EstoqueImagem/Arquivo/${ids[0]}` });
    expect(mini.statusCode).toBe(200);
    expect(mini.headers['content-type']).toBe('image/webp');
    const m = await sharp(mini.rawPayload).metadata();
    expect([m.format, m.width, m.height]).toEqual(['webp', 320, 160]);
    const grande = await s.call(loja, { method: 'GET', url: `/v1/EstoqueImagem/Arquivo/${ids[1]}?tamanho=grande` });
    const g = await sharp(grande.rawPayload).metadata();
    expect([g.width, g.height]).toEqual([500, 800]);
  });

  it('recusa um arquivo que não é imagem pelo conteúdo, com o nome dele, e não grava nenhum do envio', async () => {
    const antes = (await imagensDo(produto)).length;
    const r = await enviar(loja, { produto_id: String(produto) }, [
      { nome: 'boa.png', tipo: 'image/png', dados: await png(100, 100, '#27ae60') },
      { nome: 'falsa.jpg', tipo: 'image/jpeg', dados: Buffer.from('isto não é uma imagem') },
    ]);
    expect(r.statusCode).toBe(400);
    expect(r.json().Message).toMatch(/falsa\.jpg/);
    expect(r.json().Data?.arquivo ?? r.json().Errors?.arquivo ?? r.body).toBeTruthy();
    expect((await imagensDo(produto)).length).toBe(antes);
  });

  it('recusa envio sem produto ou de produto de outra empresa', async () => {
    const dados = await png(50, 50, '#000000');
    expect((await enviar(loja, {}, [{ nome: 'a.png', tipo: 'image/png', dados }])).json().Message).toMatch(/produto_id/);
    const r = await enviar(industria, { produto_id: String(produto) }, [{ nome: 'a.png', tipo: 'image/png', dados }]);
    expect(r.statusCode).toBe(400);
    expect(r.json().Message).toMatch(/produto não encontrado/);
    const alheia = await s.call(industria, { method: 'GET', url: `/v1/EstoqueImagem/Arquivo/${ids[0]}` });
    expect(alheia.statusCode).toBe(404);
  });

  it('trocar a capa desmarca a anterior; desmarcar a única capa é recusado', async () => {
    const r = await s.call(loja, { method: 'PUT', url: '/v1/estoqueImagem/', payload: { id: ids[1], capa: true, legenda: 'Verso da embalagem' } });
    expect(r.statusCode, r.body).toBe(200);
    const lista = await imagensDo(produto);
    expect(lista.filter((i) => i.capa).map((i) => i.id)).toEqual([ids[1]]);
    const recusa = await s.call(loja, { method: 'PUT', url: '/v1/estoqueImagem/', payload: { id: ids[1], capa: false } });
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().Message).toMatch(/capa/);
  });

  it('remover a capa promove a próxima na ordem e apaga os arquivos', async () => {
    const r = await s.call(loja, { method: 'DELETE', url: `/v1/EstoqueImagem/Remover/${ids[1]}` });
    expect(r.statusCode, r.body).toBe(200);
    const lista = await imagensDo(produto);
    expect(lista.map((i) => [i.id, i.capa])).toEqual([[ids[0], true]]);
    expect((await s.call(loja, { method: 'GET', url: `/v1/EstoqueImagem/Arquivo/${ids[1]}` })).statusCode).toBe(404);
  });

  it('quem não pode alterar produtos não envia imagens', async () => {
    const caixa = (await s.login('caixa')).Token;
    const r = await enviar(caixa, { produto_id: String(produto) }, [{ nome: 'a.png', tipo: 'image/png', dados: await png(10, 10, '#ffffff') }]);
    expect(r.statusCode).toBe(403);
  });
});
