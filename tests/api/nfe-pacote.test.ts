/**
 * Importing the official schema pack as a ZIP: only the administrator may; a
 * file that is not a pack is refused with nothing changed; a real pack (PL_010d from
 * sefaz/schemas, zipped here) becomes the pack in use and is kept under DATA_DIR.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';
import { criarZip } from '../../src/fiscal/zip/gravar.ts';

const PACOTE = path.resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02');
let s: TestServer;
let dataDir: string;

function multipart(nome: string, conteudo: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const b = '----erpteste' + Date.now();
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nome}"\r\nContent-Type: application/zip\r\n\r\n`),
    conteudo,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'erp-pacote-'));
  s = await startTestServer({ demoSize: 5, dataDir });
});
afterAll(async () => {
  await s?.close();
});

describe('importação do pacote de schemas', () => {
  it('sem importação, usa o pacote embutido no sistema (sefaz/schemas/PL_010d_v1.02)', async () => {
    const loja = await s.login('loja');
    const r = await s.call(loja.Token, { method: 'GET', url: '/v1/GerenciadorNFe/PacoteSchemas' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toEqual({ versao: 'PL_010d_v1.02', origem: 'embutido' });
  });

  it('recusa quem não é administrador e um ZIP que não é pacote', async () => {
    const loja = await s.login('loja');
    const zip = criarZip([{ nome: 'PL_X/leia-me.txt', dados: Buffer.from('não é schema') }]);
    const negado = await s.call(loja.Token, { method: 'POST', url: '/v1/GerenciadorNFe/PacoteSchemas', ...multipart('pacote.zip', zip) });
    expect(negado.statusCode).toBe(403);
    const admin = await s.login('admin');
    const ruim = await s.call(admin.Token, { method: 'POST', url: '/v1/GerenciadorNFe/PacoteSchemas', ...multipart('pacote.zip', zip) });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().arquivo[0]).toMatch(/Não é um pacote de schemas/);
    expect(existsSync(path.join(dataDir, 'schemas', 'nfe'))).toBe(false);
  });

  it('importa o PL_010d em ZIP e passa a usá-lo', async () => {
    const arquivos = readdirSync(PACOTE).filter((f) => f.endsWith('.xsd'));
    const zip = criarZip(arquivos.map((f) => ({ nome: `PL_010d_v1.02/${f}`, dados: readFileSync(path.join(PACOTE, f)) })));
    const admin = await s.login('admin');
    const r = await s.call(admin.Token, { method: 'POST', url: '/v1/GerenciadorNFe/PacoteSchemas', ...multipart('PL_010d_v1.02.zip', zip) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toEqual({ versao: 'PL_010d_v1.02', arquivos: arquivos.length });
    expect(readdirSync(path.join(dataDir, 'schemas', 'nfe', 'PL_010d_v1.02')).length).toBe(arquivos.length);
    const atual = await s.call(admin.Token, { method: 'GET', url: '/v1/GerenciadorNFe/PacoteSchemas' });
    expect(atual.json().Data).toEqual({ versao: 'PL_010d_v1.02', origem: 'importado' });
  });
});
