/**
 * The process's S3 client (XML archive, uploads and job results when S3_BUCKET is set), created on
 * first use. The AWS SDK (~0.9 MB of bundled code) is imported only then: a server without S3 —
 * the default `npm start` — never loads it (bench/startup).
 */
import type { S3Client } from '@aws-sdk/client-s3';

/** S3 settings (Config `s3`). */
export interface ConfigS3 {
  bucket: string;
  endpoint: string | null;
  region: string;
  prefixo: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

/** The SDK module, for its command classes (`new sdk.PutObjectCommand(...)`). */
export type SdkS3 = typeof import('@aws-sdk/client-s3');

let atual: { chave: string; cliente: S3Client; sdk: SdkS3 } | null = null;

/**
 * The client for these settings (reused while they do not change) and the SDK module.
 * @throws when the SDK cannot be loaded (never with a normal install).
 */
export async function s3(cfg: ConfigS3): Promise<{ cliente: S3Client; sdk: SdkS3 }> {
  const chave = JSON.stringify([cfg.endpoint, cfg.region, cfg.accessKeyId]);
  if (atual?.chave !== chave) {
    const sdk = await import('@aws-sdk/client-s3');
    atual = {
      chave,
      sdk,
      cliente: new sdk.S3Client({
        region: cfg.region,
        // checksums only where the operation requires them: with the SDK default, streamed uploads go
        // out as `aws-chunked` with a trailing checksum, which several S3-compatible servers store verbatim
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(cfg.endpoint ? { endpoint: cfg.endpoint, forcePathStyle: true } : {}),
        ...(cfg.accessKeyId && cfg.secretAccessKey ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } } : {}),
      }),
    };
  }
  return { cliente: atual.cliente, sdk: atual.sdk };
}
