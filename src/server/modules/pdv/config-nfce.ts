/**
 * Configuração da NFC-e por emitente e ambiente (tabela `nfce_csc`): o CSC (identificador e código,
 * cifrado com AES-256-GCM como o certificado A1 — src/server/modules/fiscal/segredo.ts; nunca volta
 * ao cliente nem ao log) e o estado de contingência off-line (tpEmis 9, MOC 7.0 item 5.8 / NT
 * 2025.001 para o QR Code). Também o cliente SEFAZ do modelo 65 com tempo-limite curto (a venda
 * não espera os 30 s padrão da NF-e: passa à contingência) e as URLs de QR/consulta da UF.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { ClienteSefaz } from '../../../fiscal/sefaz/index.ts';
import type { CertificadoA1 } from '../../../fiscal/certificado/index.ts';
import { lerTabelaUrlsNFCe, urlsNFCe, type TabelaUrlsNFCe, type UrlsNFCe } from '../../../fiscal/nfce/index.ts';
import { carregarCertificadoDoEmitente } from '../fiscal/index.ts';
import { cifrar, decifrar } from '../fiscal/segredo.ts';
import { DIR_WEBSERVICES, obterRuntimeFiscal } from '../nfe/runtime.ts';
import { emitenteDaNota, type EmitenteNota } from '../nfe/nota-sefaz.ts';
import { agora, deslocamentoUf } from '../../../domain/relogio.ts';

/**
 * Tempo-limite de conexão e de resposta da autorização da NFC-e (ms); passado isso, contingência.
 * Padrão 3 s / 8 s; configurável por NFCE_TIMEOUT_CONEXAO_MS / NFCE_TIMEOUT_RESPOSTA_MS (config.ts).
 */
export const TIMEOUT_NFCE_MS = { conexao: 3_000, resposta: 8_000 };

export interface EstadoNFCe {
  cscId: number | null;
  temCsc: boolean;
  contingencia: boolean;
  contingenciaDesde: string | null;
  contingenciaMotivo: string | null;
  /** Modalidade da contingência: EPEC da NFC-e (tpEmis 4, só SP; epec-nfce.ts) em vez da off-line. */
  epec: boolean;
}

let tabelaUrls: TabelaUrlsNFCe | null = null;

/** URLs de QR Code e consulta da UF/ambiente (tabelas oficiais em sefaz/webservices). */
export function urlsDaUf(uf: string, ambiente: 1 | 2): UrlsNFCe {
  tabelaUrls ??= lerTabelaUrlsNFCe(
    readFileSync(join(DIR_WEBSERVICES, 'wsnfe_4.00_mod65.xml'), 'utf8'),
    readFileSync(join(DIR_WEBSERVICES, 'uri_consulta_nfce.json'), 'utf8'),
  );
  try {
    return urlsNFCe(tabelaUrls, uf, ambiente);
  } catch (e) {
    throw new ApiError(400, (e as Error).message);
  }
}

/** Estado da NFC-e do emitente no ambiente (sem o CSC). */
export async function estadoNFCe(c: Client, emitenteId: number, ambiente: 1 | 2): Promise<EstadoNFCe> {
  const { rows } = await c.query(
    `SELECT id_token, csc_cifrado IS NOT NULL AS tem, contingencia, to_char(contingencia_desde AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS') AS desde,
            contingencia_motivo, contingencia_epec FROM nfce_csc WHERE emitente_id = $1 AND ambiente = $2`,
    [emitenteId, ambiente],
  );
  const r = rows[0];
  return {
    cscId: r?.id_token ?? null,
    temCsc: Boolean(r?.tem),
    contingencia: Boolean(r?.contingencia),
    contingenciaDesde: r?.desde ?? null,
    contingenciaMotivo: r?.contingencia_motivo ?? null,
    epec: Boolean(r?.contingencia_epec),
  };
}

/** O CSC decifrado (só para o QR Code v2), ou null. */
export async function cscDoEmitente(c: Client, config: Config, emitenteId: number, ambiente: 1 | 2): Promise<{ idToken: number; csc: string } | null> {
  const { rows } = await c.query('SELECT id_token, csc_cifrado FROM nfce_csc WHERE emitente_id = $1 AND ambiente = $2', [emitenteId, ambiente]);
  const r = rows[0];
  if (!r?.csc_cifrado || !r.id_token) return null;
  return { idToken: Number(r.id_token), csc: decifrar(config.fiscalSecret, emitenteId, `csc-${ambiente}`, r.csc_cifrado).toString('utf8') };
}

/**
 * Grava o CSC do ambiente. `csc`: 16 a 36 caracteres alfanuméricos (como as UFs geram);
 * `idToken`: 1 a 999999.
 * @throws ValidationError (400) com `csc`/`id_token`/`ambiente`.
 */
export async function gravarCsc(c: Client, config: Config, emitenteId: number, ambiente: unknown, idToken: unknown, csc: unknown): Promise<void> {
  const erros: Record<string, string[]> = {};
  const amb = Number(ambiente);
  if (amb !== 1 && amb !== 2) erros.ambiente = ['Informe 1 (produção) ou 2 (homologação)'];
  const id = Number(idToken);
  if (!Number.isInteger(id) || id < 1 || id > 999_999) erros.id_token = ['Informe o identificador do CSC (1 a 999999)'];
  const s = String(csc ?? '').trim();
  if (!/^[0-9A-Za-z-]{16,36}$/.test(s)) erros.csc = ['O CSC deve ter de 16 a 36 letras ou números'];
  if (Object.keys(erros).length) throw new ValidationError(erros, `CSC inválido: ${Object.values(erros)[0][0]}.`);
  await c.query(
    `INSERT INTO nfce_csc (emitente_id, ambiente, id_token, csc_cifrado) VALUES ($1, $2, $3, $4)
     ON CONFLICT (emitente_id, ambiente) DO UPDATE SET id_token = EXCLUDED.id_token, csc_cifrado = EXCLUDED.csc_cifrado, alterado_em = now()`,
    [emitenteId, amb, id, cifrar(config.fiscalSecret, emitenteId, `csc-${amb}`, Buffer.from(s, 'utf8'))],
  );
}

/** Liga ou desliga a contingência off-line do emitente no ambiente (motivo: 15 a 256 caracteres, vira `xJust`). */
export async function definirContingencia(c: Client, emitenteId: number, ambiente: 1 | 2, ligar: boolean, motivo?: string): Promise<void> {
  const just = (motivo ?? 'Falha de comunicação com a SEFAZ autorizadora').trim().replace(/\s+/g, ' ').slice(0, 256);
  await c.query(
    `INSERT INTO nfce_csc (emitente_id, ambiente, contingencia, contingencia_desde, contingencia_motivo) VALUES ($1, $2, $3, CASE WHEN $3 THEN date_trunc('second', $5::timestamptz) END, $4)
     ON CONFLICT (emitente_id, ambiente) DO UPDATE SET contingencia = $3,
       contingencia_desde = CASE WHEN $3 THEN COALESCE(CASE WHEN nfce_csc.contingencia THEN nfce_csc.contingencia_desde END, date_trunc('second', $5::timestamptz)) END,
       contingencia_motivo = CASE WHEN $3 THEN $4 END, alterado_em = now()`,
    [emitenteId, ambiente, ligar, ligar ? just : null, agora()],
  );
}

export interface ClienteNFCe {
  cliente: ClienteSefaz;
  emitente: EmitenteNota;
  certificado: CertificadoA1;
}

/** Cliente SEFAZ modelo 65 do emitente (certificado decifrado na transação `c`), com tempo-limite curto. */
export async function clienteNFCe(c: Client, config: Config, emitenteId: number, rapido = true): Promise<ClienteNFCe> {
  const emitente = await emitenteDaNota(c, emitenteId);
  const certificado = await carregarCertificadoDoEmitente(c, config.fiscalSecret, emitenteId);
  const rt = obterRuntimeFiscal(config);
  const ca = rt.ca();
  if (!ca.length) throw new ApiError(503, 'Nenhuma AC confiável importada para a comunicação com a SEFAZ (SEFAZ_CA_DIR).');
  const cliente = new ClienteSefaz({
    tabela: await rt.tabela(),
    certificado,
    ca,
    uf: emitente.uf,
    ambiente: emitente.ambiente,
    modelo: '65',
    relogio: agora,
    fuso: deslocamentoUf(emitente.uf),
    ...(rapido
      ? {
          timeoutConexaoMs: config.nfceTimeoutConexaoMs ?? TIMEOUT_NFCE_MS.conexao,
          timeoutRespostaMs: config.nfceTimeoutRespostaMs ?? TIMEOUT_NFCE_MS.resposta,
          tentativas: 1,
        }
      : {}),
  });
  return { cliente, emitente, certificado };
}
