/**
 * The five-year archive of authorised XML: on the local disk by default, and in
 * S3-compatible object storage by configuration — tested against a real S3 protocol server on
 * loopback (s3rver) through the official AWS SDK client the product uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { arquivarXml } from '../../src/server/modules/nfe/xml-log.ts';

const XML = '<nfeProc versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe"><NFe/><protNFe/></nfeProc>';
let servidor: S3rver;
let endpoint: string;

beforeAll(async () => {
  servidor = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: 'arquivo-fiscal', configs: [] }],
  });
  const { port } = (await servidor.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await servidor?.close();
});

describe('arquivo de XML autorizados', () => {
  it('no disco local: {cnpj}/{AAAAMM}/{arquivo}', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'erp-xml-'));
    const onde = await arquivarXml({ xmlArchiveDir: dir, s3: null }, '11.222.333/0001-81', '202611', '3526-procNFe.xml', XML);
    expect(onde).toBe(path.join(dir, '11222333000181', '202611', '3526-procNFe.xml'));
    expect(readFileSync(onde, 'utf8')).toBe(XML);
  });

  it('num armazenamento compatível com S3, com o mesmo layout de chaves', async () => {
    const s3 = { bucket: 'arquivo-fiscal', endpoint, region: 'us-east-1', prefixo: 'nfe/', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const onde = await arquivarXml({ xmlArchiveDir: '/nao/usado', s3 }, '11222333000181', '202611', '3526-procNFe.xml', XML);
    expect(onde).toBe('s3://arquivo-fiscal/nfe/11222333000181/202611/3526-procNFe.xml');
    const cliente = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const obj = await cliente.send(new GetObjectCommand({ Bucket: 'arquivo-fiscal', Key: 'nfe/11222333000181/202611/3526-procNFe.xml' }));
    expect(await obj.Body!.transformToString()).toBe(XML);
    expect(obj.ContentType).toMatch(/xml/);
  });
});
