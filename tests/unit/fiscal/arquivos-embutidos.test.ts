/**
 * Official files shipped in the repository (issue Platform I, part 1) are the run-time defaults:
 * the schema pack `sefaz/schemas/PL_010d_v1.02` (an imported pack wins), the ICP-Brasil CAs of
 * `certs/icp-brasil/` (PEM and DER files) as the real SEFAZ's trust store plus SEFAZ_CA_DIR, and
 * the webservice tables of `sefaz/webservices/` when SEFAZ_WEBSERVICES_FILE is not set.
 */
import { describe, expect, it } from 'vitest';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  acsSefazReal,
  ambienteWebservices,
  diretorioSchemas,
  DIR_ACS_ICP_BRASIL,
  DIR_SCHEMAS_EMBUTIDOS,
  origemDoPacote,
} from '../../../src/server/modules/nfe/runtime.ts';
import { carregarTabelaDoAmbiente, urlServico } from '../../../src/fiscal/sefaz/index.ts';
import { carregarPacoteSchemas } from '../../../src/fiscal/schema/index.ts';

const RAIZ = process.cwd();

describe('pacote de schemas embutido', () => {
  it('sem NFE_SCHEMAS_DIR nem importação: sefaz/schemas/PL_010d_v1.02 do projeto, que compila', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'erp-embutidos-'));
    const dir = diretorioSchemas({ nfeSchemasDir: null, dataDir });
    expect(dir).toBe(path.join(RAIZ, 'sefaz', 'schemas', 'PL_010d_v1.02'));
    expect(origemDoPacote(dir!, { nfeSchemasDir: null, dataDir })).toBe('embutido');
    const pacote = await carregarPacoteSchemas({ diretorio: dir! });
    expect(pacote.versao).toBe('PL_010d_v1.02');
    expect(pacote.validar('<NFe xmlns="http://www.portalfiscal.inf.br/nfe"/>', 'nfe').valido).toBe(false); // compiled, rejects
    pacote.dispose();
  });

  it('os arquivos embutidos são os oficiais, inalterados (SHA-256 da publicação, tests/fixtures/dados)', () => {
    // tests/fixtures/dados/PL_010d_v1.02.sha256: sha256sum of the 244 XSDs of the official pack as
    // published (source in tests/fixtures/dados/README.md), taken before they were copied in
    const lista = readFileSync(path.join(RAIZ, 'tests/fixtures/dados/PL_010d_v1.02.sha256'), 'utf8').trim().split('\n');
    const oficiais = new Map(lista.map((l) => [l.slice(66), l.slice(0, 64)] as const));
    const xsds = readdirSync(path.join(DIR_SCHEMAS_EMBUTIDOS, 'PL_010d_v1.02')).filter((f) => f.endsWith('.xsd'));
    expect(xsds.length).toBe(244);
    expect(oficiais.size).toBe(244);
    for (const f of xsds) {
      const hash = createHash('sha256')
        .update(readFileSync(path.join(DIR_SCHEMAS_EMBUTIDOS, 'PL_010d_v1.02', f)))
        .digest('hex');
      expect(hash, f).toBe(oficiais.get(f));
    }
  });

  it('um pacote importado em DATA_DIR passa à frente; NFE_SCHEMAS_DIR passa à frente de todos', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'erp-embutidos-'));
    mkdirSync(path.join(dataDir, 'schemas', 'nfe', 'PL_010f_v1.00'), { recursive: true });
    const dir = diretorioSchemas({ nfeSchemasDir: null, dataDir });
    expect(dir).toBe(path.join(dataDir, 'schemas', 'nfe', 'PL_010f_v1.00'));
    expect(origemDoPacote(dir!, { nfeSchemasDir: null, dataDir })).toBe('importado');
    expect(diretorioSchemas({ nfeSchemasDir: '/opt/pl', dataDir })).toBe('/opt/pl');
    expect(origemDoPacote('/opt/pl', { nfeSchemasDir: '/opt/pl', dataDir })).toBe('configurado');
  });
});

describe('ACs da ICP-Brasil embutidas', () => {
  it('todas as ACs de certs/icp-brasil (PEM e DER) viram PEMs válidos; SEFAZ_CA_DIR acrescenta as do administrador', () => {
    const arquivos = readdirSync(DIR_ACS_ICP_BRASIL).filter((f) => f.endsWith('.crt'));
    expect(arquivos.length).toBe(335);
    const padrao = acsSefazReal({ sefazCaDir: null });
    expect(padrao.length).toBeGreaterThanOrEqual(300);
    for (const pem of padrao) expect(() => new X509Certificate(pem)).not.toThrow();
    const sujeitos = padrao.map((p) => new X509Certificate(p).subject);
    expect(sujeitos.some((s) => /Autoridade Certificadora Raiz Brasileira/.test(s))).toBe(true);

    const extra = mkdtempSync(path.join(tmpdir(), 'erp-ca-'));
    const propria = padrao[0]; // any PEM, under a new name: counted once (no duplicates)
    writeFileSync(path.join(extra, 'minha-ac.pem'), propria);
    writeFileSync(path.join(extra, 'leia-me.txt'), 'não é certificado');
    expect(acsSefazReal({ sefazCaDir: extra }).length).toBe(padrao.length);
  });
});

describe('tabela de webservices embutida', () => {
  it('sem SEFAZ_WEBSERVICES_FILE: sefaz/webservices (modelos 55 e 65); com ela, o ambiente como está', async () => {
    const env = ambienteWebservices({});
    expect(env.SEFAZ_WEBSERVICES_FILE).toBe(path.join(RAIZ, 'sefaz', 'webservices', 'wsnfe_4.00_mod55.xml'));
    const tabela = (await carregarTabelaDoAmbiente(env))!;
    expect(urlServico(tabela, 'SP', 1, 'NfeAutorizacao').url).toMatch(/^https:\/\/nfe\.fazenda\.sp\.gov\.br\//);
    expect(urlServico(tabela, 'MG', 2, 'NfeStatusServico', '65').url).toMatch(/^https:\/\//);
    const proprio = { SEFAZ_WEBSERVICES_FILE: '/etc/erp/ws.xml' };
    expect(ambienteWebservices(proprio)).toBe(proprio);
  });
});
