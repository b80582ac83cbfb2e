/**
 * NFC-e modelo 65: QR Code v2/v3 (`qrcode.ts`), URLs de QR e de consulta por UF
 * (`urls.ts`) e DANFE NFC-e em bobina, texto e PDF (`danfe.ts`). O XML, a chave, a assinatura e a
 * validação de schema são os da NF-e (src/fiscal/nfe, assinatura, schema). EPEC da NFC-e de SP
 * (`epec.ts`) e administração do CSC pelo webservice `admCscNFCe` (`csc.ts`).
 */
export { montarQrCode, lerQrCode, hashQrV2Confere, assinaturaQrV3Confere, type EntradaQrCode, type VersaoQrCode, type QrCodeLido } from './qrcode.ts';
export { lerTabelaUrlsNFCe, urlsNFCe, type TabelaUrlsNFCe, type UrlsNFCe } from './urls.ts';
export { linhasDanfeNFCe, textoDanfeNFCe, pdfDanfeNFCe, type DadosDanfeNFCe, type LarguraBobina, type LinhaCupom } from './danfe.ts';
export {
  UFS_EPEC_NFCE,
  TPEMIS_EPEC_NFCE,
  MARCA_DANFE_EPEC_NFCE,
  SERVICO_EPEC_NFCE,
  SERVICO_STATUS_EPEC_NFCE,
  ufTemEpecNFCe,
  dadosEpecDaNFCe,
  detalheEpecNFCeXml,
  lerDetalheEpecNFCe,
  divergenciasEpecNFCe,
  enviarEpecNFCe,
  consultarStatusEpecNFCe,
  type DadosEpecNFCe,
} from './epec.ts';
export { SERVICO_CSC, MOTIVOS_CSC, cscSucesso, pedidoAdmCsc, lerRetAdmCsc, administrarCsc, type OperacaoCsc, type CscSefaz, type ResultadoCsc } from './csc.ts';
