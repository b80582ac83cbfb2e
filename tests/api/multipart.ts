/**
 * Corpo multipart/form-data para `inject` nos testes de API: campos de texto e arquivos (vários com o
 * mesmo nome de campo, como o navegador manda um `<input type=file multiple>`).
 */
export interface ArquivoMultipart {
  campo?: string;
  nome: string;
  tipo: string;
  dados: Buffer;
}

/** `{payload, headers}` prontos para `s.call(token, { method: 'POST', url, ...multipartCom(...) })`. */
export function multipartCom(campos: Record<string, string>, arquivos: ArquivoMultipart[]): { payload: Buffer; headers: Record<string, string> } {
  const b = `----erp${Math.random().toString(16).slice(2)}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) {
    partes.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const a of arquivos) {
    partes.push(
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${a.campo ?? 'arquivo'}"; filename="${a.nome}"\r\nContent-Type: ${a.tipo}\r\n\r\n`),
    );
    partes.push(a.dados, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}
