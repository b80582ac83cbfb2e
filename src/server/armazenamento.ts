/**
 * Files the users upload (ticket attachments, help article images): in S3-compatible object
 * storage when S3_BUCKET is set — the same bucket as the XML archive, keys `anexos/{emitente}/{id}`
 * and `ajuda/{id}` at the bucket root (the archive uses S3_PREFIX, default `nfe/`) — so every
 * server process behind a balancer reads what another one wrote (docs/scale-out.md); else on the
 * local disk under DATA_DIR with the same relative path (one process, or a shared volume).
 *
 * Keys are built by the callers from validated ids only (digits and UUIDs); a key with `..`, a
 * leading `/` or characters outside `[0-9A-Za-z._/-]` is refused.
 *
 * Large results written to a local file first (the monthly XML ZIP of a background job) are moved
 * with {@link publicarArquivo}, which returns a reference (`s3:{key}` or the local path) that
 * {@link abrirArquivo} opens as a stream in any process.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from './config.ts';
import { s3 } from './s3.ts';

export type DestinoObjetos = Pick<Config, 'dataDir' | 's3'>;

function conferir(chave: string): string {
  if (!/^[0-9A-Za-z._-]+(\/[0-9A-Za-z._-]+)*$/.test(chave) || chave.split('/').some((p) => p === '..' || p === '.')) {
    throw new Error(`chave de objeto inválida: ${chave}`);
  }
  return chave;
}

/**
 * Stores `dados` under `chave` (overwrites). Local disk: temporary file + rename (atomic).
 * @throws the storage error.
 */
export async function gravarObjeto(d: DestinoObjetos, chave: string, dados: Buffer, tipo: string): Promise<void> {
  conferir(chave);
  if (d.s3) {
    const { cliente, sdk } = await s3(d.s3);
    await cliente.send(new sdk.PutObjectCommand({ Bucket: d.s3.bucket, Key: chave, Body: dados, ContentType: tipo }));
    return;
  }
  const final = join(d.dataDir, chave);
  await mkdir(dirname(final), { recursive: true });
  const tmp = `${final}.${process.pid}.tmp`;
  await writeFile(tmp, dados);
  await rename(tmp, final);
}

/** The bytes under `chave`, or null when there is no such object/file. @throws other storage errors. */
export async function lerObjeto(d: DestinoObjetos, chave: string): Promise<Buffer | null> {
  conferir(chave);
  if (d.s3) {
    try {
      const { cliente, sdk } = await s3(d.s3);
      const r = await cliente.send(new sdk.GetObjectCommand({ Bucket: d.s3.bucket, Key: chave }));
      return Buffer.from(await r.Body!.transformToByteArray());
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }
  try {
    return await readFile(join(d.dataDir, chave));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Removes `chave` (no error when absent). @throws other storage errors. */
export async function apagarObjeto(d: DestinoObjetos, chave: string): Promise<void> {
  conferir(chave);
  if (d.s3) {
    const { cliente, sdk } = await s3(d.s3);
    await cliente.send(new sdk.DeleteObjectCommand({ Bucket: d.s3.bucket, Key: chave }));
    return;
  }
  await rm(join(d.dataDir, chave), { force: true });
}

/** Prefix of the references {@link publicarArquivo} returns for objects in S3. */
const REF_S3 = 's3:';

/**
 * Makes a finished local file readable by every process: with S3, streams it to `chave` and
 * deletes the local copy, returning `s3:{chave}`; without S3, leaves it where it is and returns
 * `caminho` (one process, or a DATA_DIR on a shared volume).
 * @throws the storage error (the local file is kept).
 */
export async function publicarArquivo(d: DestinoObjetos, caminho: string, chave: string, tipo: string): Promise<string> {
  if (!d.s3) return caminho;
  conferir(chave);
  const { size } = await stat(caminho);
  const { cliente, sdk } = await s3(d.s3);
  await cliente.send(new sdk.PutObjectCommand({ Bucket: d.s3.bucket, Key: chave, Body: createReadStream(caminho), ContentLength: size, ContentType: tipo }));
  await rm(caminho, { force: true });
  return REF_S3 + chave;
}

/** Opens a reference of {@link publicarArquivo}: its stream and size, or null when it is gone. @throws other storage errors. */
export async function abrirArquivo(d: DestinoObjetos, ref: string): Promise<{ corpo: Readable; tamanho: number } | null> {
  if (ref.startsWith(REF_S3)) {
    if (!d.s3) return null;
    try {
      const { cliente, sdk } = await s3(d.s3);
      const r = await cliente.send(new sdk.GetObjectCommand({ Bucket: d.s3.bucket, Key: conferir(ref.slice(REF_S3.length)) }));
      return { corpo: r.Body as Readable, tamanho: Number(r.ContentLength ?? 0) };
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }
  const info = await stat(ref).catch(() => null);
  return info ? { corpo: createReadStream(ref), tamanho: info.size } : null;
}

/** Deletes a reference of {@link publicarArquivo} (no error when absent). @throws other storage errors. */
export async function apagarArquivo(d: DestinoObjetos, ref: string): Promise<void> {
  if (ref.startsWith(REF_S3)) {
    if (d.s3) await apagarObjeto(d, ref.slice(REF_S3.length));
    return;
  }
  await rm(ref, { force: true });
}
