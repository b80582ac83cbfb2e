/**
 * Regras do modelo 65 (NFC-e) no simulador da SEFAZ, chamadas pelo
 * `processarNFe` de index.ts para toda nota com `mod` 65, depois da assinatura e da chave:
 * - `infNFeSupl/qrCode` obrigatório (394); chave do QR igual à da nota (396/397); versão 2 ou 3 (398);
 * - QR v2: com CSC ativos do emitente no simulador (`registrarCscSimulador` ou o webservice de
 *   administração do CSC, csc.ts) confere o hash com o CSC do `cIdToken` do QR (464); off-line
 *   confere também o DigestValue em hexadecimal e o vNF;
 * - QR v3 off-line: confere a assinatura RSA-SHA1 dos parâmetros com o certificado que assinou a
 *   nota (464) — NT 2025.001;
 * - contingência off-line (tpEmis 9): aceita, exigindo `dhCont` e `xJust` (557) e `dhCont` não
 *   posterior ao recebimento (558); tpEmis 1 com justificativa: 556; EPEC da NFC-e de SP (tpEmis
 *   4, mesmas exigências e a conciliação com o EPEC, epec-nfce.ts: 468/467). Textos de
 *   sefaz/webservices/cstat.json.
 * Cancelamento por substituição (110112) é tratado em index.ts como o 110111 (marca a nota
 * cancelada), com o schema `envEventoCancSubst`.
 */
import { X509Certificate } from 'node:crypto';
import { assinaturaQrV3Confere, hashQrV2Confere, lerQrCode } from '../fiscal/nfce/index.ts';
import { elemento, texto } from '../fiscal/sefaz/xml.ts';
import type { EstadoSimulador } from './index.ts';
import { cscsAtivos, registrarCscAtivo } from './csc.ts';
import { conferirNFCeEpec } from './epec-nfce.ts';

/**
 * Registra o CSC de um CNPJ emitente (como a SEFAZ o conhece) para conferir o hash do QR v2; é um
 * dos CSC ativos do webservice de administração do CSC (csc.ts).
 */
export function registrarCscSimulador(estado: EstadoSimulador, cnpj: string, idToken: number, csc: string): void {
  registrarCscAtivo(estado, cnpj, idToken, csc);
}

/** Rejeição da NFC-e (cStat e xMotivo) ou undefined quando as regras do modelo 65 passam. */
export function conferirNFCe(nfe: string, estado: EstadoSimulador, agora: Date): { cStat: string; xMotivo: string } | undefined {
  const rej = (cStat: string, xMotivo: string) => ({ cStat, xMotivo: `Rejeição: ${xMotivo}` });
  const inf = elemento(nfe, 'infNFe') ?? '';
  const ide = elemento(inf, 'ide') ?? '';
  const chave = (/Id="NFe([0-9A-Z]{44})"/.exec(inf)?.[1] ?? '').toUpperCase();
  const tpEmis = texto(ide, 'tpEmis');
  const dhCont = texto(ide, 'dhCont');
  const xJust = texto(ide, 'xJust');
  if (tpEmis === '9' || tpEmis === '4') {
    if (!dhCont || !xJust) return rej('557', 'A Justificativa de entrada em contingência deve ser informada.');
    if (Date.parse(dhCont) > agora.getTime() + 5 * 60_000) return rej('558', 'Data de entrada em contingência posterior a data de recebimento.');
    // EPEC da NFC-e (só SP; epec-nfce.ts): a nota confere com o EPEC registrado (468/467)
    if (tpEmis === '4') {
      const epec = conferirNFCeEpec(estado, chave, nfe);
      if (epec) return epec;
    }
  } else if (xJust || dhCont) return rej('556', 'Justificativa de entrada em contingência não deve ser informada para tipo de emissão normal');
  const supl = elemento(nfe, 'infNFeSupl');
  let qr = texto(supl, 'qrCode');
  if (!qr) return rej('394', 'Nota Fiscal sem a informação do QR-Code');
  qr = qr
    .replace(/^<!\[CDATA\[|\]\]>$/g, '')
    .replace(/&amp;/g, '&')
    .trim();
  let lido: ReturnType<typeof lerQrCode>;
  try {
    lido = lerQrCode(qr);
  } catch {
    return rej('396', 'Parâmetro do QR-Code inexistente (chAcesso)');
  }
  if (lido.chave.toUpperCase() !== chave) return rej('397', 'Parâmetro do QR-Code divergente da Nota Fiscal (chAcesso)');
  if (lido.versao !== '2' && lido.versao !== '3') return rej('398', 'Parâmetro nVersao do QR-Code difere do previsto');
  const cnpj = texto(elemento(inf, 'emit'), 'CNPJ') ?? '';
  const vNF = texto(elemento(elemento(inf, 'total'), 'ICMSTot'), 'vNF') ?? '';
  const offline = tpEmis === '9';
  if (lido.versao === '2') {
    if (offline) {
      const digVal = texto(elemento(nfe, 'Signature'), 'DigestValue') ?? '';
      if (lido.campos[5]?.toLowerCase() !== Buffer.from(digVal, 'utf8').toString('hex') || Number(lido.campos[4]) !== Number(vNF))
        return rej('464', 'Código de Hash no QR-Code difere do calculado');
    }
    // o cIdToken do QR indica qual CSC ativo do contribuinte confere o hash
    const ativos = cscsAtivos(estado, cnpj);
    const idQr = Number(lido.campos[offline ? 6 : 3]);
    const csc = ativos.find((c) => c.idToken === idQr);
    if (ativos.length && (!csc || !hashQrV2Confere(qr, csc.csc))) return rej('464', 'Código de Hash no QR-Code difere do calculado');
  } else if (offline) {
    const certB64 = texto(elemento(nfe, 'Signature'), 'X509Certificate') ?? '';
    let ok = false;
    try {
      const pem = new X509Certificate(Buffer.from(certB64.replace(/\s/g, ''), 'base64')).toString();
      ok = Number(lido.campos[4]) === Number(vNF) && assinaturaQrV3Confere(qr, pem);
    } catch {
      ok = false;
    }
    if (!ok) return rej('464', 'Código de Hash no QR-Code difere do calculado');
  }
  return undefined;
}
