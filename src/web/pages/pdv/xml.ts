/**
 * Download do XML da NFC-e de uma venda: `GET /v1/GerenciadorNFCe/DownloadXMLNFCe/{id}`
 * (nfeProc quando autorizada; a NFe assinada em contingência), salvo com o nome que o servidor dá.
 * @throws HttpError com a mensagem do servidor (venda sem NFC-e emitida: 400).
 */
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';

export async function baixarXmlNFCe(id: number, chave: string | null): Promise<void> {
  const { blob, nome } = await baixarArquivo(`/v1/GerenciadorNFCe/DownloadXMLNFCe/${id}`, { padrao: `${chave ?? `venda-${id}`}-nfce.xml` });
  salvarBlob(blob, nome);
}
