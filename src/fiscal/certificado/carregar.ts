import { createHash } from 'node:crypto';
import type forge from 'node-forge';
import { nodeForge } from './forge.ts';
import { CertificadoError, MENSAGENS_CERTIFICADO } from './erros.ts';
import { documentoDoTitular, lerOtherNames } from './icp-brasil.ts';

/**
 * Certificado digital A1 (PKCS#12) já aberto, pronto para assinar XML (xml-crypto) e para
 * TLS mútuo (`tls`/`https` aceitam `key`/`cert`/`ca` em PEM).
 *
 * `chavePrivadaPem` é uma propriedade NÃO enumerável: não aparece em `JSON.stringify`,
 * `console.log`/`util.inspect`, `Object.keys` nem em cópias com spread (`{ ...cert }`), para
 * que a chave não vá parar em logs por descuido. Leia-a explicitamente quando precisar.
 */
export interface CertificadoA1 {
  /** Chave privada RSA em PEM PKCS#8 (`-----BEGIN PRIVATE KEY-----`). Não enumerável. */
  readonly chavePrivadaPem: string;
  /** Certificado do titular (folha) em PEM. */
  certificadoPem: string;
  /** Demais certificados do arquivo, em PEM, ordenados da AC emissora da folha para a raiz
   *  quando a cadeia puder ser montada (os que não se encaixam vêm ao final). Sem a folha. */
  cadeiaPem: string[];
  /** Common Name do titular (ex.: `'EMPRESA LTDA:12345678000195'`). */
  titular: string;
  /** CNPJ do titular (14 caracteres, sem máscara), quando identificado. */
  cnpj?: string;
  /** CPF do titular (11 dígitos), quando identificado (e-CPF). */
  cpf?: string;
  /** CPF do responsável pelo e-CNPJ (otherName 2.16.76.1.3.4), quando presente. */
  cpfResponsavel?: string;
  /** Common Name da AC emissora (ou o DN completo, se não houver CN). */
  emissor: string;
  /** DN do titular no formato `CN=..., OU=..., O=..., C=...` (ordem inversa à do ASN.1). */
  titularDn: string;
  /** DN do emissor, mesmo formato de {@link CertificadoA1.titularDn}. */
  emissorDn: string;
  /** Início da validade (`notBefore`). */
  validoDe: Date;
  /** Fim da validade (`notAfter`). */
  validoAte: Date;
  /** Número de série em hexadecimal maiúsculo, sem zeros de sinal à esquerda (como o OpenSSL). */
  serial: string;
  /** Impressão digital SHA-1 do certificado DER, hexadecimal maiúsculo sem separadores. */
  thumbprint: string;
}

function normalizarPem(pem: string): string {
  return pem.replace(/\r\n/g, '\n').trim() + '\n';
}

function derDoCertificado(cert: forge.pki.Certificate): string {
  return nodeForge().asn1.toDer(nodeForge().pki.certificateToAsn1(cert)).getBytes();
}

/** Valor de um atributo do nome (CN, O...), decodificando UTF-8 quando o node-forge não o fez. */
function campo(nome: forge.pki.Certificate['subject'], atributo: string): string | undefined {
  const f = nome.getField(atributo) as { value?: unknown; valueTagClass?: number } | null;
  if (!f || typeof f.value !== 'string') return undefined;
  return textoDoAtributo(f);
}

/** O node-forge devolve `UTF8String` como bytes; decodifica (se não for UTF-8 válido, mantém). */
function textoDoAtributo(a: { value?: unknown; valueTagClass?: number }): string {
  const v = String(a.value);
  if (a.valueTagClass !== nodeForge().asn1.Type.UTF8) return v;
  try {
    return nodeForge().util.decodeUtf8(v);
  } catch {
    return v;
  }
}

/**
 * DN legível de um nome X.509: atributos na ordem inversa à do ASN.1 (mais específico
 * primeiro, como o Windows exibe), `UTF8String` decodificado. Ex.: `'CN=EMPRESA:123..., O=ICP-Brasil, C=BR'`.
 *
 * @param nome `cert.subject` ou `cert.issuer` do node-forge. Não lança erros.
 */
export function formatarDn(nome: forge.pki.Certificate['subject']): string {
  const partes = (nome.attributes as Array<{ shortName?: string; name?: string; type?: string; value?: unknown; valueTagClass?: number }>).map(
    (a) => `${a.shortName ?? a.name ?? a.type}=${textoDoAtributo(a)}`,
  );
  return partes.reverse().join(', ');
}

function mesmaChave(cert: forge.pki.Certificate, chave: forge.pki.rsa.PrivateKey): boolean {
  const pub = cert.publicKey as forge.pki.rsa.PublicKey;
  return Boolean(pub?.n) && pub.n.equals(chave.n) && pub.e.equals(chave.e);
}

function ordenarCadeia(folha: forge.pki.Certificate, outros: forge.pki.Certificate[]): forge.pki.Certificate[] {
  const restantes = [...outros];
  const ordenada: forge.pki.Certificate[] = [];
  let atual = folha;
  for (;;) {
    // autoassinado: fim da cadeia
    if (atual !== folha && atual.isIssuer(atual)) break;
    const i = restantes.findIndex((c) => {
      try {
        return c.issued(atual);
      } catch {
        return false;
      }
    });
    if (i < 0) break;
    atual = restantes.splice(i, 1)[0];
    ordenada.push(atual);
  }
  return [...ordenada, ...restantes];
}

function serialHex(cert: forge.pki.Certificate): string {
  let s = cert.serialNumber.toUpperCase();
  while (s.length > 2 && s.startsWith('00')) s = s.slice(2);
  return s;
}

function decodificarPfx(pfx: Buffer, senha: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    // estrito: um arquivo truncado ou com bytes sobrando é recusado aqui, e não confundido com
    // senha errada mais adiante
    asn1 = nodeForge().asn1.fromDer(nodeForge().util.createBuffer(pfx.toString('binary')), true);
  } catch {
    throw new CertificadoError('ARQUIVO_INVALIDO', MENSAGENS_CERTIFICADO.arquivoInvalido);
  }
  try {
    return nodeForge().pkcs12.pkcs12FromAsn1(asn1, false, senha);
  } catch (e) {
    const msg = e instanceof Error ? e.message : '';
    if (/MAC could not be verified|Invalid password/i.test(msg)) {
      throw new CertificadoError('SENHA_INCORRETA', MENSAGENS_CERTIFICADO.senhaIncorreta);
    }
    if (/PKCS#12 PFX|Unsupported PKCS#12|Cannot read|not an/i.test(msg)) {
      throw new CertificadoError('ARQUIVO_INVALIDO', MENSAGENS_CERTIFICADO.arquivoInvalido);
    }
    // Sem MAC, uma senha errada só aparece como falha ao decifrar os SafeContents.
    throw new CertificadoError('SENHA_INCORRETA', MENSAGENS_CERTIFICADO.senhaIncorreta);
  }
}

/**
 * Abre um certificado digital A1 (arquivo PKCS#12 `.pfx`/`.p12`) com o node-forge.
 *
 * Funciona também com arquivos legados cifrados com RC2-40/3DES (`pbeWithSHA1And40BitRC2-CBC`,
 * `pbeWithSHA1And3-KeyTripleDES-CBC`), que o OpenSSL 3 do Node recusa sem o provider
 * "legacy" (arquitetura §7), e com os atuais PBES2/AES-256.
 *
 * A folha é o certificado cuja chave pública corresponde à chave privada do arquivo; os
 * demais formam `cadeiaPem`. CNPJ/CPF vêm dos `otherName` ICP-Brasil do subjectAltName
 * (DOC-ICP-04: 2.16.76.1.3.3 = CNPJ; 2.16.76.1.3.1 = dados da pessoa física, CPF nas posições
 * 9 a 19), com recurso ao sufixo `:CNPJ` do CN (ver `documentoDoTitular`).
 * A validade NÃO é conferida aqui: use {@link verificarValidade} / {@link exigirValido}.
 *
 * @param pfx conteúdo binário do arquivo.
 * @param senha senha do arquivo (nunca registrada nem incluída em mensagens de erro).
 * @returns o {@link CertificadoA1} (com `chavePrivadaPem` não enumerável).
 * @throws CertificadoError `'Senha do certificado incorreta'` (`SENHA_INCORRETA`);
 *   `'Arquivo não é um certificado A1 (.pfx) válido'` (`ARQUIVO_INVALIDO`) para arquivo vazio,
 *   que não seja DER ou não seja um PFX; `SEM_CHAVE`/`SEM_CERTIFICADO` se faltar a chave
 *   privada RSA ou o certificado correspondente.
 */
export function carregarCertificadoA1(pfx: Buffer, senha: string): CertificadoA1 {
  if (!Buffer.isBuffer(pfx) || pfx.length < 16) {
    throw new CertificadoError('ARQUIVO_INVALIDO', MENSAGENS_CERTIFICADO.arquivoInvalido);
  }
  const p12 = decodificarPfx(pfx, senha ?? '');

  const chaves = [
    ...(p12.getBags({ bagType: nodeForge().pki.oids.pkcs8ShroudedKeyBag })[nodeForge().pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: nodeForge().pki.oids.keyBag })[nodeForge().pki.oids.keyBag] ?? []),
  ]
    .map((b) => b.key as forge.pki.rsa.PrivateKey | undefined)
    .filter((k): k is forge.pki.rsa.PrivateKey => Boolean(k && (k as forge.pki.rsa.PrivateKey).n));
  if (chaves.length === 0) throw new CertificadoError('SEM_CHAVE', MENSAGENS_CERTIFICADO.semChave);

  const certs = (p12.getBags({ bagType: nodeForge().pki.oids.certBag })[nodeForge().pki.oids.certBag] ?? [])
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => Boolean(c));

  let chave: forge.pki.rsa.PrivateKey | undefined;
  let folha: forge.pki.Certificate | undefined;
  for (const k of chaves) {
    folha = certs.find((c) => mesmaChave(c, k));
    if (folha) {
      chave = k;
      break;
    }
  }
  if (!folha || !chave) throw new CertificadoError('SEM_CERTIFICADO', MENSAGENS_CERTIFICADO.semCertificado);

  const derFolha = derDoCertificado(folha);
  const vistos = new Set<string>([derFolha]);
  const outros = certs.filter((c) => {
    const d = derDoCertificado(c);
    if (vistos.has(d)) return false; // cópias repetidas (inclusive da própria folha)
    vistos.add(d);
    return true;
  });
  const cadeia = ordenarCadeia(folha, outros);

  const der = derFolha;
  const titular = campo(folha.subject, 'CN') ?? formatarDn(folha.subject);
  const doc = documentoDoTitular(lerOtherNames(folha), titular);
  const chavePrivadaPem = normalizarPem(nodeForge().pki.privateKeyInfoToPem(nodeForge().pki.wrapRsaPrivateKey(nodeForge().pki.privateKeyToAsn1(chave))));

  const resultado = {
    certificadoPem: normalizarPem(nodeForge().pki.certificateToPem(folha)),
    cadeiaPem: cadeia.map((c) => normalizarPem(nodeForge().pki.certificateToPem(c))),
    titular,
    ...(doc.cnpj ? { cnpj: doc.cnpj } : {}),
    ...(doc.cpf ? { cpf: doc.cpf } : {}),
    ...(doc.cpfResponsavel ? { cpfResponsavel: doc.cpfResponsavel } : {}),
    emissor: campo(folha.issuer, 'CN') ?? formatarDn(folha.issuer),
    titularDn: formatarDn(folha.subject),
    emissorDn: formatarDn(folha.issuer),
    validoDe: new Date(folha.validity.notBefore.getTime()),
    validoAte: new Date(folha.validity.notAfter.getTime()),
    serial: serialHex(folha),
    thumbprint: createHash('sha1').update(Buffer.from(der, 'binary')).digest('hex').toUpperCase(),
  };
  Object.defineProperty(resultado, 'chavePrivadaPem', {
    value: chavePrivadaPem,
    enumerable: false,
    writable: false,
    configurable: false,
  });
  return resultado as CertificadoA1;
}
