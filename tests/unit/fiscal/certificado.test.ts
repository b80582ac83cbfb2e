import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { createSign, createVerify, X509Certificate } from 'node:crypto';
import path from 'node:path';
import tls from 'node:tls';
import { inspect } from 'node:util';
import forge from 'node-forge';
import {
  carregarCertificadoA1,
  CertificadoError,
  criarAutoridadeTeste,
  documentoDoTitular,
  emitirCertificadoA1Teste,
  emitirCertificadoServidorTeste,
  exigirValido,
  lerOtherNames,
  OID_ICP_BRASIL,
  verificarValidade,
  type AutoridadeTeste,
} from '../../../src/fiscal/certificado/index.ts';

const CERTS = path.resolve(process.cwd(), 'tests/fixtures/dados/certs');
const ler = (f: string) => readFileSync(path.join(CERTS, f));

/** Impressões digitais e vencimentos conferidos com `openssl pkcs12 -legacy ... | openssl x509`. */
const ARQUIVOS = [
  {
    arquivo: 'test_certificate.pfx',
    senha: 'nfephp',
    sha1: 'A6A7C67410CEDACADB32C864A076C37B5AFA33F3',
    serial: 'F5E3BF4EC443BD9E',
    fim: '2028-08-06T02:41:55Z',
  },
  {
    arquivo: 'novo_test_certificate.pfx',
    senha: 'nfephp',
    sha1: 'A6A7C67410CEDACADB32C864A076C37B5AFA33F3',
    serial: 'F5E3BF4EC443BD9E',
    fim: '2028-08-06T02:41:55Z',
  },
  {
    arquivo: 'cert_cnpj_06157250000116_senha_minhasenha.pfx',
    senha: 'minhasenha',
    sha1: '2C509A1B7F68FA8AACE7BA2A5BFD799589E391EF',
    serial: '1082E117E4D7811FCA45E4EDA0D757DD498C3F85',
    fim: '2034-06-05T14:56:44Z',
  },
  {
    arquivo: 'novo_cert_cnpj_06157250000116_senha_minhasenha.pfx',
    senha: 'minhasenha',
    sha1: '2C509A1B7F68FA8AACE7BA2A5BFD799589E391EF',
    serial: '1082E117E4D7811FCA45E4EDA0D757DD498C3F85',
    fim: '2034-06-05T14:56:44Z',
  },
  {
    arquivo: 'cert_cpf_90483926086_minhasenha.pfx',
    senha: 'minhasenha',
    sha1: 'A5D8460D2ECDB7B8C422C96D3577297FD2E01A3B',
    serial: '1E08CBB1DB8CF169478AF794911A0A8A967593E7',
    fim: '2034-06-03T21:37:13Z',
  },
  {
    arquivo: 'novo_cert_cpf_90483926086_minhasenha.pfx',
    senha: 'minhasenha',
    sha1: 'A5D8460D2ECDB7B8C422C96D3577297FD2E01A3B',
    serial: '1E08CBB1DB8CF169478AF794911A0A8A967593E7',
    fim: '2034-06-03T21:37:13Z',
  },
  { arquivo: 'expired_certificate.pfx', senha: 'associacao', sha1: 'DF46FA6245FA8DE38C86123D0CFFBAF6DFFBE326', serial: '313838', fim: '2010-10-02T17:07:03Z' },
  {
    arquivo: 'novo_expired_certificate.pfx',
    senha: 'associacao',
    sha1: 'DF46FA6245FA8DE38C86123D0CFFBAF6DFFBE326',
    serial: '313838',
    fim: '2010-10-02T17:07:03Z',
  },
];

/** Captura o erro lançado (falha o teste se nada for lançado). */
function erroDe(fn: () => unknown): CertificadoError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(CertificadoError);
    return e as CertificadoError;
  }
  throw new Error('esperava CertificadoError, nada foi lançado');
}

/** A chave privada devolvida assina e o certificado devolvido verifica (par coerente). */
function parCoerente(chavePem: string, certPem: string): boolean {
  const assinatura = createSign('sha256').update('teste').sign(chavePem);
  return createVerify('sha256').update('teste').verify(new X509Certificate(certPem).publicKey, assinatura);
}

describe('carregarCertificadoA1 — arquivos reais', () => {
  it.each(ARQUIVOS)('abre $arquivo (inclusive RC2/3DES legado)', ({ arquivo, senha, sha1, serial, fim }) => {
    const c = carregarCertificadoA1(ler(arquivo), senha);
    expect(c.thumbprint).toBe(sha1);
    expect(c.serial).toBe(serial);
    expect(c.validoAte.toISOString()).toBe(new Date(fim).toISOString());
    expect(c.validoDe.getTime()).toBeLessThan(c.validoAte.getTime());
    expect(c.certificadoPem).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/);
    expect(c.chavePrivadaPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(new X509Certificate(c.certificadoPem).fingerprint.replace(/:/g, '')).toBe(sha1);
    expect(parCoerente(c.chavePrivadaPem, c.certificadoPem)).toBe(true);
  });

  it('test_certificate.pfx é legado (RC2-40): o OpenSSL 3 do Node o recusa, o node-forge abre', () => {
    // Motivo do node-forge (arquitetura §7): sem o provider "legacy" o Node não abre o arquivo.
    expect(() => tls.createSecureContext({ pfx: ler('test_certificate.pfx'), passphrase: 'nfephp' })).toThrow();
    expect(carregarCertificadoA1(ler('test_certificate.pfx'), 'nfephp').titular).toBe('SPED Projects in PHP');
  });

  it('extrai o CNPJ 06157250000116 (CN mascarado) e nenhum CPF', () => {
    const c = carregarCertificadoA1(ler('cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
    expect(c.cnpj).toBe('06157250000116');
    expect(c.cpf).toBeUndefined();
    expect(c.titular).toBe('06.157.250/0001-16');
  });

  it('extrai o CPF 90483926086 e nenhum CNPJ', () => {
    const c = carregarCertificadoA1(ler('cert_cpf_90483926086_minhasenha.pfx'), 'minhasenha');
    expect(c.cpf).toBe('90483926086');
    expect(c.cnpj).toBeUndefined();
  });

  it('lê os otherName ICP-Brasil do subjectAltName (certificado da SEFAZ-RS)', () => {
    const c = carregarCertificadoA1(ler('expired_certificate.pfx'), 'associacao');
    const outros = lerOtherNames(forge.pki.certificateFromPem(c.certificadoPem));
    expect(outros.get(OID_ICP_BRASIL.cnpj)).toBe('99999090910270');
    expect(outros.get(OID_ICP_BRASIL.nomeResponsavel)).toBe('DFT-NFe');
    expect(outros.get(OID_ICP_BRASIL.dadosResponsavel)).toHaveLength(45);
    expect(c.cnpj).toBe('99999090910270');
    expect(c.emissor).toBe('NFe - AC Intermediaria 1');
    expect(c.cadeiaPem).toHaveLength(2); // AC intermediária e raiz do arquivo
    expect(new X509Certificate(c.cadeiaPem[0]).subject).toContain('CN=NFe - AC Intermediaria 1');
    // o otherName vale mesmo sem o sufixo :CNPJ no CN
    expect(documentoDoTitular(outros, 'SEM DOCUMENTO NO CN').cnpj).toBe('99999090910270');
  });

  it('documentoDoTitular: CPF nas posições 9-19 do OID 2.16.76.1.3.1 e sufixo :CNPJ do CN', () => {
    const pf = new Map([[OID_ICP_BRASIL.dadosPessoaFisica, '01011980' + '52998224725' + '0'.repeat(26)]]);
    expect(documentoDoTitular(pf, 'FULANO DE TAL').cpf).toBe('52998224725');
    expect(documentoDoTitular(new Map(), 'EMPRESA X LTDA:11222333000181').cnpj).toBe('11222333000181');
    expect(documentoDoTitular(new Map(), 'FULANO:52998224725').cpf).toBe('52998224725');
    // DV inválido não é aceito
    expect(documentoDoTitular(new Map(), 'EMPRESA:11222333000182')).toEqual({});
    expect(documentoDoTitular(new Map(), 'NOME QUALQUER')).toEqual({});
  });

  it('não expõe a chave privada em JSON, inspect, Object.keys ou spread', () => {
    const c = carregarCertificadoA1(ler('cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
    expect(c.chavePrivadaPem).toContain('PRIVATE KEY');
    expect(JSON.stringify(c)).not.toContain('PRIVATE KEY');
    expect(inspect(c, { depth: 5 })).not.toContain('PRIVATE KEY');
    expect(Object.keys(c)).not.toContain('chavePrivadaPem');
    expect(JSON.stringify({ ...c })).not.toContain('PRIVATE KEY');
  });
});

describe('carregarCertificadoA1 — erros', () => {
  it.each([['test_certificate.pfx'], ['cert_cnpj_06157250000116_senha_minhasenha.pfx'], ['expired_certificate.pfx']])(
    'senha errada em %s -> "Senha do certificado incorreta"',
    (arquivo) => {
      const e = erroDe(() => carregarCertificadoA1(ler(arquivo), 'senha-errada'));
      expect(e.message).toBe('Senha do certificado incorreta');
      expect(e.codigo).toBe('SENHA_INCORRETA');
      expect(e.message).not.toContain('senha-errada');
    },
  );

  it.each([
    ['texto qualquer', Buffer.from('isto não é um certificado, só um texto qualquer')],
    ['vazio', Buffer.alloc(0)],
    [
      'certificado DER (não PKCS#12)',
      new X509Certificate(carregarCertificadoA1(ler('cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha').certificadoPem).raw,
    ],
    ['PFX truncado', ler('cert_cnpj_06157250000116_senha_minhasenha.pfx').subarray(0, 500)],
    ['PFX legado truncado', ler('test_certificate.pfx').subarray(0, 3000)],
  ])('%s -> "Arquivo não é um certificado A1 (.pfx) válido"', (_nome, buf) => {
    const e = erroDe(() => carregarCertificadoA1(buf, 'minhasenha'));
    expect(e.message).toBe('Arquivo não é um certificado A1 (.pfx) válido');
    expect(e.codigo).toBe('ARQUIVO_INVALIDO');
  });
});

describe('verificarValidade / exigirValido', () => {
  it.each(['expired_certificate.pfx', 'novo_expired_certificate.pfx'])('%s vencido é recusado com a data', (arquivo) => {
    const c = carregarCertificadoA1(ler(arquivo), 'associacao');
    const e = erroDe(() => exigirValido(c));
    expect(e.message).toBe('Certificado vencido em 02/10/2010');
    expect(e.codigo).toBe('VENCIDO');
    const s = verificarValidade(c, new Date('2026-01-01T00:00:00Z'));
    expect(s).toMatchObject({ valido: false, expirado: true, aviso: 'Certificado vencido em 02/10/2010' });
    expect(s.diasRestantes).toBeLessThan(0);
  });

  it('avisa quando faltam 30 dias ou menos (agora fixo)', () => {
    const c = carregarCertificadoA1(ler('cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
    // vence em 2034-06-05T14:56:44Z (05/06/2034 em São Paulo)
    const quinze = verificarValidade(c, new Date('2034-05-21T14:56:44Z'));
    expect(quinze).toEqual({ valido: true, expirado: false, diasRestantes: 15, aviso: 'O certificado vence em 15 dias (05/06/2034)' });
    const trinta = verificarValidade(c, new Date('2034-05-06T14:56:44Z'));
    expect(trinta.aviso).toBe('O certificado vence em 30 dias (05/06/2034)');
    const trintaEUm = verificarValidade(c, new Date('2034-05-05T14:56:44Z'));
    expect(trintaEUm).toEqual({ valido: true, expirado: false, diasRestantes: 31, aviso: null });
    expect(verificarValidade(c, new Date('2034-06-05T10:00:00Z')).aviso).toBe('O certificado vence hoje (05/06/2034)');
    // perto de vencer ainda pode ser usado
    expect(exigirValido(c, new Date('2034-05-21T14:56:44Z')).diasRestantes).toBe(15);
    // um segundo depois do fim: vencido
    const e = erroDe(() => exigirValido(c, new Date('2034-06-05T14:56:45Z')));
    expect(e.message).toBe('Certificado vencido em 05/06/2034');
  });

  it('recusa certificado ainda não válido', () => {
    const c = carregarCertificadoA1(ler('cert_cpf_90483926086_minhasenha.pfx'), 'minhasenha');
    const e = erroDe(() => exigirValido(c, new Date('2024-01-01T00:00:00Z')));
    expect(e.codigo).toBe('AINDA_NAO_VALIDO');
    expect(e.message).toBe('Certificado válido somente a partir de 05/06/2024');
  });
});

describe('autoridade de teste', () => {
  let ca: AutoridadeTeste;
  const tempos: Record<string, number> = {};

  beforeAll(() => {
    const t = performance.now();
    ca = criarAutoridadeTeste();
    tempos.ca = performance.now() - t;
  });

  it('cria a AC raiz RSA 2048 de 10 anos', () => {
    const x = new X509Certificate(ca.certificadoPem);
    expect(x.subject).toContain('CN=AC Raiz de Teste ERP');
    expect(x.ca).toBe(true);
    expect(x.checkIssued(x)).toBe(true);
    expect(x.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const anos = (new Date(x.validTo).getTime() - new Date(x.validFrom).getTime()) / (365.25 * 86_400_000);
    expect(anos).toBeGreaterThan(9.9);
    expect(anos).toBeLessThan(10.1);
    expect(tempos.ca).toBeLessThan(5000);
  });

  it('emite um e-CNPJ A1 que volta a abrir com o CNPJ no otherName 2.16.76.1.3.3', () => {
    const t = performance.now();
    const pfx = emitirCertificadoA1Teste(ca, {
      cnpj: '11.222.333/0001-81',
      razaoSocial: 'Comércio de Teste Ação Ltda',
      validadeDias: 365,
      senha: 'segredo',
    });
    tempos.a1 = performance.now() - t;
    expect(tempos.a1).toBeLessThan(5000);
    const c = carregarCertificadoA1(pfx, 'segredo');
    expect(c.cnpj).toBe('11222333000181');
    expect(c.cpfResponsavel).toBe('52998224725');
    expect(c.titular).toBe('COMÉRCIO DE TESTE AÇÃO LTDA:11222333000181');
    expect(c.emissor).toBe('AC Raiz de Teste ERP');
    expect(c.titularDn).toMatch(/^CN=COMÉRCIO DE TESTE AÇÃO LTDA:11222333000181, OU=.*, O=ICP-Brasil, C=BR$/);
    expect(c.cadeiaPem).toEqual([ca.certificadoPem]);
    expect(verificarValidade(c).valido).toBe(true);
    expect(parCoerente(c.chavePrivadaPem, c.certificadoPem)).toBe(true);

    const cert = forge.pki.certificateFromPem(c.certificadoPem);
    // otherName exatamente como a ICP-Brasil: [0] { OID, [0] EXPLICIT OCTET STRING "CNPJ" }
    const san = cert.extensions.find((e: { id: string }) => e.id === '2.5.29.17') as { value: string };
    const hex = forge.util.bytesToHex(san.value).toUpperCase();
    const esperado = 'A0190605604C010303A010040E' + Buffer.from('11222333000181').toString('hex').toUpperCase();
    expect(hex).toContain(esperado);
    expect(lerOtherNames(cert).get(OID_ICP_BRASIL.cnpj)).toBe('11222333000181');
    expect(lerOtherNames(cert).get(OID_ICP_BRASIL.ceiPessoaJuridica)).toBe('000000000000');

    const ku = cert.getExtension('keyUsage') as Record<string, boolean>;
    expect(ku).toMatchObject({ digitalSignature: true, nonRepudiation: true, keyEncipherment: true, keyCertSign: false });
    const eku = cert.getExtension('extKeyUsage') as Record<string, boolean>;
    expect(eku).toMatchObject({ clientAuth: true, emailProtection: true });
    expect(eku.serverAuth).toBeFalsy();
    // cadeia confere
    expect(new X509Certificate(c.certificadoPem).verify(new X509Certificate(ca.certificadoPem).publicKey)).toBe(true);
    // o .pfx gerado é moderno o bastante para o OpenSSL 3 do Node abrir sem "legacy"
    expect(() => tls.createSecureContext({ pfx, passphrase: 'segredo' })).not.toThrow();
  });

  it('emite certificado vencido ou futuro conforme inicio/validadeDias, e aceita CNPJ alfanumérico', () => {
    const vencido = carregarCertificadoA1(
      emitirCertificadoA1Teste(ca, { cnpj: '12ABC34501DE35', razaoSocial: 'Alfa', validadeDias: 10, inicio: new Date('2025-01-01T12:00:00Z'), senha: 'x' }),
      'x',
    );
    expect(vencido.cnpj).toBe('12ABC34501DE35');
    expect(erroDe(() => exigirValido(vencido)).message).toBe('Certificado vencido em 11/01/2025');
    expect(() => emitirCertificadoA1Teste(ca, { cnpj: '11222333000182', razaoSocial: 'X', validadeDias: 10 })).toThrow(
      'CNPJ inválido para o certificado de teste',
    );
  });

  it('emite certificado de servidor que serve TLS em 127.0.0.1 e localhost com a AC de teste', async () => {
    const t = performance.now();
    const srv = emitirCertificadoServidorTeste(ca, { hosts: ['localhost', '127.0.0.1'] });
    tempos.servidor = performance.now() - t;
    const x = new X509Certificate(srv.certPem);
    expect(x.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1');
    expect(x.checkHost('localhost')).toBe('localhost');
    expect(x.checkIP('127.0.0.1')).toBe('127.0.0.1');

    const server = tls.createServer({ key: srv.keyPem, cert: srv.certPem }, (s) => s.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const porta = (server.address() as { port: number }).port;
    try {
      for (const servername of ['localhost', undefined]) {
        const resposta = await new Promise<string>((resolve, reject) => {
          const s = tls.connect({ host: '127.0.0.1', port: porta, ca: srv.caPem, servername }, () => {
            s.once('data', (d) => resolve(String(d)));
          });
          s.on('error', reject);
        });
        expect(resposta).toBe('ok');
      }
      // sem a AC de teste a conexão é recusada (verificação não é desligada)
      await expect(
        new Promise((resolve, reject) => {
          const s = tls.connect({ host: '127.0.0.1', port: porta }, () => resolve(s.end()));
          s.on('error', reject);
        }),
      ).rejects.toThrow();
    } finally {
      server.close();
    }
    // registro de tempos (relatório): geração RSA 2048 via crypto do Node
    console.info(`[tempos] AC ${tempos.ca?.toFixed(0)} ms; A1 ${tempos.a1?.toFixed(0)} ms; servidor ${tempos.servidor.toFixed(0)} ms`);
  });
});
