/**
 * NFC-e modelo 65 (issue 20): QR Code v2/v3 (`qrcode.ts`), URLs de QR e de consulta por UF
 * (`urls.ts`) e DANFE NFC-e em bobina, texto e PDF (`danfe.ts`). O XML, a chave, a assinatura e a
 * validação de schema são os da NF-e (src/fiscal/nfe, assinatura, schema).
 */
export { montarQrCode, lerQrCode, hashQrV2Confere, assinaturaQrV3Confere, type EntradaQrCode, type VersaoQrCode, type QrCodeLido } from './qrcode.ts';
export { lerTabelaUrlsNFCe, urlsNFCe, type TabelaUrlsNFCe, type UrlsNFCe } from './urls.ts';
export { linhasDanfeNFCe, textoDanfeNFCe, pdfDanfeNFCe, type DadosDanfeNFCe, type LarguraBobina, type LinhaCupom } from './danfe.ts';
