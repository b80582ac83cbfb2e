/**
 * Certificado A1 do emitente: upload multipart aberto antes de gravar, guardado
 * cifrado (AES-256-GCM), só metadados nas respostas, senha errada e vencido recusados, isolamento
 * entre empresas.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { withTenant } from '../../src/server/db/tenant.ts';
import { carregarCertificadoDoEmitente } from '../../src/server/modules/fiscal/index.ts';
import { decifrar } from '../../src/server/modules/fiscal/segredo.ts';

const CERTS = path.resolve(process.cwd(), 'tests/fixtures/dados/certs');
const PFX = readFileSync(`${CERTS}/cert_cnpj_06157250000116_senha_minhasenha.pfx`);
const VENCIDO = readFileSync(`${CERTS}/expired_certificate.pfx`);

function multipart(arquivo: Buffer | null, senha: string | null) {
  const boundary = '----erpfiscal' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  if (senha !== null) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="senha"\r\n\r\n${senha}\r\n`));
  if (arquivo) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="certificado.pfx"\r\nContent-Type: application/x-pkcs12\r\n\r\n`),
    );
    parts.push(arquivo, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let s: TestServer;
let loja: string;
let industria: string;
let emitenteLoja: number;
beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  const l = await s.login('loja');
  loja = l.Token;
  emitenteLoja = l.User.emitente_id ?? (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  industria = (await s.login('industria')).Token;
});
afterAll(async () => {
  await s?.close();
});

describe('certificado A1 do emitente', () => {
  it('recusa senha incorreta com 400 no campo senha', async () => {
    const res = await s.call(loja, { method: 'POST', url: '/v1/emitenteFiscal/Certificado', ...multipart(PFX, 'errada') });
    expect(res.statusCode).toBe(400);
    expect(res.json().senha).toEqual(['Senha do certificado incorreta']);
  });

  it('recusa certificado vencido com a data', async () => {
    const res = await s.call(loja, { method: 'POST', url: '/v1/emitenteFiscal/Certificado', ...multipart(VENCIDO, 'associacao') });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Certificado vencido em 02/10/2010');
    expect(res.json().arquivo).toEqual(['Certificado vencido em 02/10/2010']);
  });

  it('exige arquivo e senha', async () => {
    const res = await s.call(loja, { method: 'POST', url: '/v1/emitenteFiscal/Certificado', ...multipart(null, null) });
    expect(res.statusCode).toBe(400);
    expect(res.json().arquivo).toBeTruthy();
    expect(res.json().senha).toBeTruthy();
  });

  it('grava cifrado e devolve só os metadados', async () => {
    const res = await s.call(loja, { method: 'POST', url: '/v1/emitenteFiscal/Certificado', ...multipart(PFX, 'minhasenha') });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().Data;
    expect(d.titular).toContain('06.157.250/0001-16');
    expect(d.cnpj).toBe('06157250000116');
    expect(d.validoAte).toMatch(/^2034-06-05T\d{2}:\d{2}:\d{2}$/);
    expect(d.diasRestantes).toBeGreaterThan(30);
    expect(d.aviso).toBeNull();
    expect(res.body).not.toMatch(/cifrad|minhasenha|PRIVATE KEY/);

    const { rows } = await s.db.pool.query('SELECT * FROM emitente_fiscal WHERE emitente_id = $1', [emitenteLoja]);
    const linha = JSON.stringify(rows[0]);
    expect(rows[0].certificado_cifrado).toMatch(/^v1\./);
    expect(linha).not.toContain('minhasenha');
    expect(linha).not.toContain('BEGIN');
    expect(linha).not.toContain(PFX.toString('base64').slice(0, 40));
    expect(linha).not.toContain(PFX.toString('base64url').slice(0, 40));

    // decifrado só no servidor, para assinar
    const ctx = { usuarioId: 0, nivel: 'emitente' as const, masterId: null, distribuidorId: null, revendaId: null, emitenteId: emitenteLoja };
    const cert = await withTenant(s.db, ctx, (c) => carregarCertificadoDoEmitente(c, s.config.fiscalSecret, emitenteLoja));
    expect(cert.cnpj).toBe('06157250000116');
    expect(cert.chavePrivadaPem).toContain('PRIVATE KEY');
    // o cifrado é amarrado à empresa e ao campo (AAD): não abre em outra linha nem trocado de coluna
    expect(() => decifrar(s.config.fiscalSecret, emitenteLoja + 1, 'certificado', rows[0].certificado_cifrado)).toThrow();
    expect(() => decifrar(s.config.fiscalSecret, emitenteLoja, 'senha', rows[0].certificado_cifrado)).toThrow();
    expect(decifrar(s.config.fiscalSecret, emitenteLoja, 'certificado', rows[0].certificado_cifrado).equals(PFX)).toBe(true);
  });

  it('GET devolve metadados; nenhuma rota expõe o certificado ou a senha', async () => {
    const res = await s.call(loja, { method: 'GET', url: '/v1/emitenteFiscal/Certificado' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ cnpj: '06157250000116', aviso: null });
    expect(typeof res.json().Data.diasRestantes).toBe('number');

    const atual = await s.call(loja, { method: 'GET', url: '/v1/emitenteFiscal/Atual' });
    expect(atual.statusCode).toBe(200);
    const id = atual.json().Data.id;
    const generico = await s.call(loja, { method: 'GET', url: `/v1/emitenteFiscal/${id}` });
    const odata = await s.call(loja, { method: 'GET', url: '/OData/EmitenteFiscal' });
    for (const r of [atual, generico, odata]) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.body).not.toMatch(/certificado_cifrado|certificado_senha_cifrada|resp_tec_csrt|v1\./);
    }
    expect(generico.json().Data.certificado_cnpj).toBe('06157250000116');
    const sel = await s.call(loja, { method: 'GET', url: '/OData/EmitenteFiscal?$select=certificado_cifrado' });
    expect(sel.statusCode).toBe(400);
    // e não se grava o cifrado pela API genérica
    const put = await s.call(loja, { method: 'PUT', url: '/v1/emitenteFiscal/', payload: { id, certificado_cifrado: 'x' } });
    expect(put.statusCode).toBe(400);
  });

  it('o CSRT é gravável mas nunca devolvido', async () => {
    const id = (await s.call(loja, { method: 'GET', url: '/v1/emitenteFiscal/Atual' })).json().Data.id;
    const put = await s.call(loja, {
      method: 'PUT',
      url: '/v1/emitenteFiscal/',
      payload: {
        id,
        resp_tec_cnpj: '11222333000181',
        resp_tec_contato: 'Suporte',
        resp_tec_email: 'suporte@exemplo.com.br',
        resp_tec_fone: '1133334444',
        resp_tec_id_csrt: 1,
        resp_tec_csrt: 'G8063VRTNDMO886SFNK5LDUDEI24XJ22YIPO',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.body).not.toContain('G8063VRTNDMO886SFNK5LDUDEI24XJ22YIPO');
    expect(put.json().Data.resp_tec_contato).toBe('Suporte');
  });

  it('outra empresa não vê o certificado', async () => {
    const res = await s.call(industria, { method: 'GET', url: '/v1/emitenteFiscal/Certificado' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toBeNull();
    const odata = await s.call(industria, { method: 'GET', url: '/OData/EmitenteFiscal' });
    expect(odata.json().value.every((r: any) => r.certificado_cnpj !== '06157250000116')).toBe(true);
  });

  it('usuário sem Permitir.Configuracao não envia certificado', async () => {
    const caixa = (await s.login('caixa')).Token;
    const res = await s.call(caixa, { method: 'POST', url: '/v1/emitenteFiscal/Certificado', ...multipart(PFX, 'minhasenha') });
    expect(res.statusCode).toBe(403);
  });
});
