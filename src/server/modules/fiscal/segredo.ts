/**
 * Encryption at rest of the issuers' secrets (A1 certificate and its password) with AES-256-GCM.
 *
 * The key is derived from `Config.fiscalSecret` (FISCAL_SECRET, or DATA_DIR/.fiscal-secret outside
 * production) with HKDF-SHA-256. Every value gets a fresh 96-bit IV, and the additional
 * authenticated data binds the ciphertext to its issuer and purpose (`emitente:{id}:{campo}`), so a
 * ciphertext copied to another issuer's row (or from the password column to the certificate one)
 * does not decrypt. Stored format (text column): `v1.{iv}.{tag}.{ciphertext}`, base64url parts.
 * Server-side only: nothing here is ever sent to a client.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSAO = 'v1';
const chaves = new Map<string, Buffer>();

function chave(segredo: string): Buffer {
  let k = chaves.get(segredo);
  if (!k) {
    k = Buffer.from(hkdfSync('sha256', Buffer.from(segredo, 'utf8'), Buffer.from('erp-fiscal'), Buffer.from('certificado-a1 aes-256-gcm v1'), 32));
    chaves.set(segredo, k);
  }
  return k;
}

/** Encrypts `dados` for issuer `emitenteId` and purpose `campo` ('certificado' | 'senha'). */
export function cifrar(segredo: string, emitenteId: number, campo: string, dados: Buffer): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', chave(segredo), iv);
  c.setAAD(Buffer.from(`emitente:${emitenteId}:${campo}`, 'utf8'));
  const cifrado = Buffer.concat([c.update(dados), c.final()]);
  return [VERSAO, iv.toString('base64url'), c.getAuthTag().toString('base64url'), cifrado.toString('base64url')].join('.');
}

/**
 * Decrypts a value written by {@link cifrar}.
 * @throws Error when the format is unknown, the key changed, or the value belongs to another issuer/purpose.
 */
export function decifrar(segredo: string, emitenteId: number, campo: string, texto: string): Buffer {
  const [versao, iv, tag, cifrado] = texto.split('.');
  if (versao !== VERSAO || !iv || !tag || cifrado === undefined) throw new Error('Formato de segredo cifrado desconhecido');
  const d = createDecipheriv('aes-256-gcm', chave(segredo), Buffer.from(iv, 'base64url'));
  d.setAAD(Buffer.from(`emitente:${emitenteId}:${campo}`, 'utf8'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(cifrado, 'base64url')), d.final()]);
}
