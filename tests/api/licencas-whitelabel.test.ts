/**
 * Upload das imagens do white-label (SPEC §7 `POST /v1/configuracaoWhiteLabelUpload/`):
 * o tipo vale pelo conteúdo (um PDF ou SVG com nome .png é recusado), cada campo tem o seu limite
 * de tamanho, a revenda só altera a sua marca (a do administrador: 404) e a imagem aceita aparece
 * no `CarregarUrl` do tenant. Entrada recusada não grava nada.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
let revenda: string;
let idParceiro = 0;
let idErp = 0;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0e5a50000000049454e44ae426082',
  'hex',
);

function multipart(campos: Record<string, string>, arquivo: { nome: string; tipo: string; dados: Buffer }) {
  const b = `----erpwl${Math.random().toString(16).slice(2)}`;
  const partes = Object.entries(campos).map(([k, v]) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const payload = Buffer.concat([
    ...partes,
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${arquivo.nome}"\r\nContent-Type: ${arquivo.tipo}\r\n\r\n`),
    arquivo.dados,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}
const enviar = (t: string, campos: Record<string, string>, dados: Buffer, nome = 'logo.png') =>
  s.call(t, { method: 'POST', url: '/v1/configuracaoWhiteLabelUpload/', ...multipart(campos, { nome, tipo: 'image/png', dados }) });

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  admin = (await s.login('admin')).Token;
  revenda = (await s.login('revenda')).Token;
  const { rows } = await s.db.pool.query(`SELECT id, url FROM configuracao_white_label`);
  idParceiro = rows.find((r) => r.url === 'parceiro').id;
  idErp = rows.find((r) => r.url === 'erp').id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('upload do white-label', () => {
  it('PNG aceito no logo da revenda e servido no tenant; conteúdo que não é imagem, SVG e tamanho acima do limite recusados', async () => {
    const r = await enviar(revenda, { id: String(idParceiro), campo: 'logo' }, PNG);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ campo: 'logo', tipo: 'image/png', tamanho: PNG.length });
    const t = await s.call(null, { method: 'GET', url: '/v1/ConfiguracaoWhiteLabel/CarregarUrl/parceiro' });
    expect(JSON.stringify(t.json())).toContain(`data:image/png;base64,${PNG.toString('base64')}`);

    const antes = (await s.db.pool.query('SELECT icone, login_fundo FROM configuracao_white_label WHERE id = $1', [idParceiro])).rows[0];
    const pdf = await enviar(revenda, { id: String(idParceiro), campo: 'icone' }, Buffer.from('%PDF-1.4 falso'), 'icone.png');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().arquivo[0]).toContain('não é uma imagem');
    const svg = await enviar(
      revenda,
      { id: String(idParceiro), campo: 'icone' },
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'icone.svg',
    );
    expect(svg.statusCode).toBe(400);
    const grande = Buffer.concat([PNG, Buffer.alloc(300 * 1024)]);
    const g = await enviar(revenda, { id: String(idParceiro), campo: 'icone' }, grande);
    expect(g.statusCode).toBe(400);
    expect(g.json().arquivo[0]).toContain('256 KB');
    // o mesmo arquivo cabe no fundo do login (2 MB)
    expect((await enviar(revenda, { id: String(idParceiro), campo: 'login_fundo' }, grande)).statusCode).toBe(200);
    const depois = (await s.db.pool.query('SELECT icone FROM configuracao_white_label WHERE id = $1', [idParceiro])).rows[0];
    expect(depois.icone).toBe(antes.icone);
    const campo = await enviar(revenda, { id: String(idParceiro), campo: 'senha' }, PNG);
    expect(campo.statusCode).toBe(400);
    expect(campo.json().campo).toBeTruthy();
  });

  it('a revenda não altera a marca do administrador; o administrador altera', async () => {
    expect((await enviar(revenda, { id: String(idErp), campo: 'logo' }, PNG)).statusCode).toBe(404);
    expect((await enviar(admin, { id: String(idErp), campo: 'logo_white' }, PNG)).statusCode).toBe(200);
    const loja = (await s.login('loja')).Token;
    expect((await enviar(loja, { id: String(idParceiro), campo: 'logo' }, PNG)).statusCode).toBe(403);
  });
});
