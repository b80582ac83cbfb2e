import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type forge from 'node-forge';
import { nodeForge } from './forge.ts';
import { isValidCnpj, isValidCpf, normalizeCpfCnpj } from '../../domain/index.ts';
import { OID_ICP_BRASIL, criarOtherName } from './icp-brasil.ts';

/**
 * Autoridade certificadora de TESTE (nada a ver com a ICP-Brasil real): emite certificados A1
 * de e-CNPJ para o simulador da SEFAZ, a demonstração e os testes, e certificados de servidor
 * para o TLS do simulador.
 */
export interface AutoridadeTeste {
  /** Certificado raiz autoassinado, em PEM (use como `ca` no TLS do simulador). */
  certificadoPem: string;
  /** Chave privada RSA da AC em PEM PKCS#8. Só para testes. */
  chavePrivadaPem: string;
  /** Common Name da AC. */
  nome: string;
}

/** Dados do e-CNPJ de teste a emitir. */
export interface OpcoesCertificadoA1Teste {
  /** CNPJ do titular (com ou sem máscara; alfanumérico aceito). Deve ter DV válido. */
  cnpj: string;
  /** Razão social; vai em maiúsculas no CN `RAZAO SOCIAL:CNPJ`. */
  razaoSocial: string;
  /** Dias de validade a partir de `inicio` (pode ser negativo para gerar um já vencido). */
  validadeDias: number;
  /** Início da validade (padrão: agora). */
  inicio?: Date;
  /** Senha do .pfx (padrão `'1234'`). */
  senha?: string;
  /** Nome do responsável (otherName 2.16.76.1.3.2; padrão `'RESPONSAVEL TESTE'`). */
  nomeResponsavel?: string;
  /** CPF do responsável (otherName 2.16.76.1.3.4; padrão um CPF de teste válido). */
  cpfResponsavel?: string;
  /** Data de nascimento do responsável (padrão 01/01/1980). */
  nascimentoResponsavel?: Date;
  /** UF e cidade do titular (padrão `SP` / `SAO PAULO`). */
  uf?: string;
  cidade?: string;
  /** E-mail (rfc822Name do subjectAltName), opcional. */
  email?: string;
}

/** Certificado de servidor TLS de teste. */
export interface CertificadoServidorTeste {
  certPem: string;
  keyPem: string;
  /** Certificado da AC que o emitiu (para o `ca` do cliente). */
  caPem: string;
}

const DIA_MS = 86_400_000;
const CPF_RESPONSAVEL_PADRAO = '52998224725';

/**
 * Gera um par RSA com o `crypto` do Node (OpenSSL, ~50-300 ms para 2048 bits) e o converte para
 * o node-forge (a geração em JavaScript puro do forge leva segundos).
 */
function gerarParRsa(bits = 2048): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; pem: string } {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicExponent: 0x10001,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const chave = nodeForge().pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  return { privateKey: chave, publicKey: nodeForge().pki.setRsaPublicKey(chave.n, chave.e), pem: privateKey };
}

/** Serial positivo aleatório de 16 bytes (RFC 5280 §4.1.2.2: até 20 octetos, positivo). */
function serialAleatorio(): string {
  const b = randomBytes(16);
  b[0] = (b[0] & 0x7f) | 0x10;
  return b.toString('hex');
}

function pem(texto: string): string {
  return texto.replace(/\r\n/g, '\n').trim() + '\n';
}

type Atributo = { shortName: string; value: string; valueTagClass?: number };

/** Atributo em UTF8String (acentos preservados; o node-forge codifica o texto em UTF-8 ao gravar). */
function utf8(shortName: string, value: string): Atributo {
  return { shortName, value, valueTagClass: nodeForge().asn1.Type.UTF8 };
}

function identificadorChave(publicKey: forge.pki.rsa.PublicKey): string {
  return nodeForge().pki.getPublicKeyFingerprint(publicKey, { type: 'RSAPublicKey' }).getBytes();
}

function lerAc(ca: AutoridadeTeste): { cert: forge.pki.Certificate; chave: forge.pki.rsa.PrivateKey } {
  return {
    cert: nodeForge().pki.certificateFromPem(ca.certificadoPem),
    chave: nodeForge().pki.privateKeyFromPem(ca.chavePrivadaPem) as forge.pki.rsa.PrivateKey,
  };
}

/**
 * Cria uma AC raiz de teste: RSA 2048, validade de 10 anos a partir de agora (menos 1 hora,
 * para tolerar relógios defasados), CN `'AC Raiz de Teste ERP'`, basicConstraints CA crítica,
 * keyUsage keyCertSign/cRLSign, assinatura sha256WithRSAEncryption.
 *
 * @param nome CN da AC (padrão `'AC Raiz de Teste ERP'`).
 * @returns a {@link AutoridadeTeste} (PEMs). Não lança erros em uso normal.
 */
export function criarAutoridadeTeste(nome = 'AC Raiz de Teste ERP'): AutoridadeTeste {
  const par = gerarParRsa();
  const cert = nodeForge().pki.createCertificate();
  cert.publicKey = par.publicKey;
  cert.serialNumber = serialAleatorio();
  const agora = Date.now();
  cert.validity.notBefore = new Date(agora - 3_600_000);
  cert.validity.notAfter = new Date(agora + 3652 * DIA_MS);
  const dn: Atributo[] = [{ shortName: 'C', value: 'BR' }, utf8('O', 'ERP Testes'), utf8('OU', 'Autoridade Certificadora de Teste'), utf8('CN', nome)];
  cert.setSubject(dn);
  cert.setIssuer(dn);
  const ski = identificadorChave(par.publicKey);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier', subjectKeyIdentifier: nodeForge().util.bytesToHex(ski) },
  ]);
  cert.sign(par.privateKey, nodeForge().md.sha256.create());
  return {
    certificadoPem: pem(nodeForge().pki.certificateToPem(cert)),
    chavePrivadaPem: pem(par.pem),
    nome,
  };
}

function ddmmaaaa(d: Date): string {
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}${mm}${d.getUTCFullYear()}`;
}

/**
 * Emite um certificado A1 de e-CNPJ de teste e o devolve como arquivo PKCS#12 (.pfx).
 *
 * Estrutura no padrão ICP-Brasil (DOC-ICP-04 item 7.1.2.3; perfil e-CNPJ da RFB):
 * - subject `C=BR, O=ICP-Brasil, ST=<uf>, L=<cidade>, OU=Secretaria da Receita Federal do
 *   Brasil - RFB, OU=RFB e-CNPJ A1, OU=Certificado de Teste, CN=<RAZAO SOCIAL>:<CNPJ>`
 *   (exibido como `CN=..., OU=..., O=ICP-Brasil, C=BR`);
 * - subjectAltName com os `otherName` 2.16.76.1.3.4 (nascimento + CPF do responsável + NIS, RG e
 *   órgão zerados: 8+11+11+15+6... = 45 caracteres, como os emitidos), 2.16.76.1.3.2 (nome do
 *   responsável), 2.16.76.1.3.3 (CNPJ, 14 caracteres) e 2.16.76.1.3.7 (CEI, 12 zeros), cada
 *   um em `[0] EXPLICIT OCTET STRING`, e o e-mail (rfc822Name) se informado;
 * - keyUsage digitalSignature, nonRepudiation, keyEncipherment (crítico); extKeyUsage
 *   clientAuth + emailProtection; basicConstraints CA:FALSE; AKI/SKI; sha256WithRSA.
 * O .pfx leva a folha e a AC, cifrado com 3DES (`pbeWithSHA1And3-KeyTripleDES-CBC`, MAC
 * SHA-1), legível pelo node-forge, OpenSSL 3 (sem `-legacy`), Windows e Java.
 *
 * @param ca AC que assina (de {@link criarAutoridadeTeste}).
 * @param opcoes ver {@link OpcoesCertificadoA1Teste}.
 * @returns o conteúdo binário do .pfx (abra com `carregarCertificadoA1(pfx, senha)`).
 * @throws Error `'CNPJ inválido para o certificado de teste'` / `'CPF do responsável inválido'`
 *   / `'Validade do certificado de teste inválida'`.
 */
export function emitirCertificadoA1Teste(ca: AutoridadeTeste, opcoes: OpcoesCertificadoA1Teste): Buffer {
  const cnpj = normalizeCpfCnpj(opcoes.cnpj);
  if (cnpj.length !== 14 || !isValidCnpj(cnpj)) throw new Error('CNPJ inválido para o certificado de teste');
  const cpfResp = normalizeCpfCnpj(opcoes.cpfResponsavel ?? CPF_RESPONSAVEL_PADRAO);
  if (!isValidCpf(cpfResp)) throw new Error('CPF do responsável inválido');
  if (!Number.isFinite(opcoes.validadeDias)) throw new Error('Validade do certificado de teste inválida');
  const inicio = opcoes.inicio ?? new Date();
  const fim = new Date(inicio.getTime() + opcoes.validadeDias * DIA_MS);
  if (fim.getTime() <= inicio.getTime() && !opcoes.inicio) {
    // vencido "desde já": recua o início para manter notBefore < notAfter
    inicio.setTime(fim.getTime() - DIA_MS);
  }
  if (fim.getTime() <= inicio.getTime()) throw new Error('Validade do certificado de teste inválida');

  const { cert: caCert, chave: caChave } = lerAc(ca);
  const par = gerarParRsa();
  const cert = nodeForge().pki.createCertificate();
  cert.publicKey = par.publicKey;
  cert.serialNumber = serialAleatorio();
  cert.validity.notBefore = inicio;
  cert.validity.notAfter = fim;
  const razao = opcoes.razaoSocial.trim().toUpperCase();
  cert.setSubject([
    { shortName: 'C', value: 'BR' },
    utf8('O', 'ICP-Brasil'),
    utf8('ST', (opcoes.uf ?? 'SP').toUpperCase()),
    utf8('L', (opcoes.cidade ?? 'SAO PAULO').toUpperCase()),
    utf8('OU', 'Secretaria da Receita Federal do Brasil - RFB'),
    utf8('OU', 'RFB e-CNPJ A1'),
    utf8('OU', 'Certificado de Teste'),
    utf8('CN', `${razao}:${cnpj}`),
  ]);
  cert.setIssuer(caCert.subject.attributes);

  const dadosResponsavel = ddmmaaaa(opcoes.nascimentoResponsavel ?? new Date(Date.UTC(1980, 0, 1))) + cpfResp + '0'.repeat(11) + '0'.repeat(15);
  const nomeResp = (opcoes.nomeResponsavel ?? 'RESPONSAVEL TESTE').toUpperCase();
  const altNames = nodeForge().asn1.create(nodeForge().asn1.Class.UNIVERSAL, nodeForge().asn1.Type.SEQUENCE, true, [
    criarOtherName(OID_ICP_BRASIL.dadosResponsavel, dadosResponsavel),
    criarOtherName(OID_ICP_BRASIL.nomeResponsavel, nomeResp),
    criarOtherName(OID_ICP_BRASIL.cnpj, cnpj),
    criarOtherName(OID_ICP_BRASIL.ceiPessoaJuridica, '0'.repeat(12)),
    ...(opcoes.email ? [nodeForge().asn1.create(nodeForge().asn1.Class.CONTEXT_SPECIFIC, 1, false, opcoes.email)] : []),
  ]);
  const akid = caCert.generateSubjectKeyIdentifier().getBytes();
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
    { id: '2.5.29.17', critical: false, value: nodeForge().asn1.toDer(altNames).getBytes() },
    { name: 'subjectKeyIdentifier', subjectKeyIdentifier: nodeForge().util.bytesToHex(identificadorChave(par.publicKey)) },
    { name: 'authorityKeyIdentifier', keyIdentifier: akid },
  ]);
  cert.sign(caChave, nodeForge().md.sha256.create());

  const p12 = nodeForge().pkcs12.toPkcs12Asn1(par.privateKey, [cert, caCert], opcoes.senha ?? '1234', {
    algorithm: '3des',
    friendlyName: `${razao}:${cnpj}`,
    generateLocalKeyId: true,
  });
  return Buffer.from(nodeForge().asn1.toDer(p12).getBytes(), 'binary');
}

/**
 * Emite um certificado de servidor TLS de teste (para o simulador HTTPS da SEFAZ).
 *
 * CN = primeiro host; subjectAltName com dNSName para nomes e iPAddress para IPs (RFC 6125:
 * clientes TLS conferem o SAN); extKeyUsage serverAuth; keyUsage digitalSignature +
 * keyEncipherment; validade de 1 ano a partir de agora (menos 1 hora).
 *
 * @param ca AC que assina.
 * @param opcoes `hosts` (padrão `['localhost', '127.0.0.1']`), `validadeDias` (padrão 365).
 * @returns `{ certPem, keyPem, caPem }`.
 * @throws Error `'Informe ao menos um host para o certificado de servidor'`.
 */
export function emitirCertificadoServidorTeste(ca: AutoridadeTeste, opcoes: { hosts?: string[]; validadeDias?: number } = {}): CertificadoServidorTeste {
  const hosts = opcoes.hosts ?? ['localhost', '127.0.0.1'];
  if (hosts.length === 0) throw new Error('Informe ao menos um host para o certificado de servidor');
  const { cert: caCert, chave: caChave } = lerAc(ca);
  const par = gerarParRsa();
  const cert = nodeForge().pki.createCertificate();
  cert.publicKey = par.publicKey;
  cert.serialNumber = serialAleatorio();
  const agora = Date.now();
  cert.validity.notBefore = new Date(agora - 3_600_000);
  cert.validity.notAfter = new Date(agora + (opcoes.validadeDias ?? 365) * DIA_MS);
  cert.setSubject([{ shortName: 'C', value: 'BR' }, utf8('O', 'ERP Testes'), utf8('CN', hosts[0])]);
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: hosts.map((h) => (isIP(h) ? { type: 7, ip: h } : { type: 2, value: h })),
    },
    { name: 'subjectKeyIdentifier', subjectKeyIdentifier: nodeForge().util.bytesToHex(identificadorChave(par.publicKey)) },
    { name: 'authorityKeyIdentifier', keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(caChave, nodeForge().md.sha256.create());
  return { certPem: pem(nodeForge().pki.certificateToPem(cert)), keyPem: pem(par.pem), caPem: ca.certificadoPem };
}
