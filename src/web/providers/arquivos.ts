/**
 * Files answered by the API (PDF, XML, ZIP, spreadsheets): download with the bearer token through the
 * shell's http layer, the name from Content-Disposition, and saving a blob in the browser.
 */
import { apiFetch, erroHttp, lerCorpo, type Envelope } from './http.ts';

/** File name from Content-Disposition (`filename*=UTF-8''...` or `filename="..."`). */
export function nomeDoArquivo(cd: string | null, padrao: string): string {
  if (!cd) return padrao;
  const m1 = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(cd);
  if (m1) {
    try {
      return decodeURIComponent(m1[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const m2 = /filename\s*=\s*"?([^";]+)"?/i.exec(cd);
  return m2 ? m2[1].trim() : padrao;
}

/**
 * Downloads a file (PDF, XML, ZIP) with the bearer token. Reports progress while streaming when
 * the server sends Content-Length (`total` null otherwise). Errors become HttpErrors with the
 * server's message.
 */
export async function baixarArquivo(
  url: string,
  opts: { signal?: AbortSignal; progresso?: (recebido: number, total: number | null) => void; padrao?: string } = {},
): Promise<{ blob: Blob; nome: string; tipo: string }> {
  const res = await apiFetch(url, { signal: opts.signal, headers: { Accept: '*/*' } });
  if (!res.ok) throw erroHttp(res.status, await lerCorpo(res));
  const tipo = res.headers.get('Content-Type') ?? 'application/octet-stream';
  if (/application\/json/i.test(tipo)) {
    // an envelope where a file was expected: an error the server answered with 200
    const corpo = (await lerCorpo(res)) as Envelope | null;
    throw erroHttp(400, corpo ?? { Message: 'O servidor não devolveu um arquivo.' });
  }
  const nome = nomeDoArquivo(res.headers.get('Content-Disposition'), opts.padrao ?? 'arquivo');
  const tamanho = Number(res.headers.get('Content-Length'));
  const total = Number.isFinite(tamanho) && tamanho > 0 ? tamanho : null;
  if (!res.body || !opts.progresso) return { blob: await res.blob(), nome, tipo };
  const leitor = res.body.getReader();
  const partes: Uint8Array[] = [];
  let recebido = 0;
  opts.progresso(0, total);
  for (;;) {
    const { done, value } = await leitor.read();
    if (done) break;
    partes.push(value);
    recebido += value.byteLength;
    opts.progresso(recebido, total);
  }
  return { blob: new Blob(partes as BlobPart[], { type: tipo }), nome, tipo };
}

/** Saves a blob through a temporary link. */
export function salvarBlob(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
