/**
 * Certificado digital A1 do emitente.
 *
 * - `POST /v1/emitenteFiscal/Certificado` (multipart: arquivo `arquivo` = .pfx/.p12, campo `senha`):
 *   abre o arquivo com `carregarCertificadoA1` ANTES de guardar; recusa senha errada
 *   (400 `{senha: ['Senha do certificado incorreta']}`), arquivo inválido (400 `arquivo`) e
 *   certificado vencido ou ainda não válido (400 `arquivo: ['Certificado vencido em DD/MM/AAAA']`);
 *   guarda o .pfx e a senha cifrados (AES-256-GCM, `segredo.ts`) na linha do emitente em
 *   `emitente_fiscal` (criada se preciso) e devolve os metadados, com `aviso` quando faltam 30
 *   dias ou menos. Permissão `Permitir.Configuracao.Alterar` (lista da empresa).
 * - `GET /v1/emitenteFiscal/Certificado`: só metadados (`titular`, `cnpj`, `validoAte`,
 *   `diasRestantes`, `aviso`, `thumbprint`, `emissor`, `enviadoEm`), ou `Data: null` quando não há
 *   certificado. Permissão `Permitir.Configuracao.Consultar`.
 * - `GET /v1/emitenteFiscal/Atual`: a configuração fiscal do emitente (sem segredos), criando a
 *   linha com os padrões na primeira vez (a API genérica não tem "Incluir" para Configuracao).
 *
 * `carregarCertificadoDoEmitente(c, segredo, emitenteId)` decifra e abre o certificado para
 * assinar/conectar (uso interno do servidor; a chave privada nunca sai do processo).
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import type { Client } from '../../db/tenant.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { readableColumns } from '../../crud/repository.ts';
import { quoteIdent as q } from '../../crud/scope.ts';
import { CertificadoError, carregarCertificadoA1, exigirValido, verificarValidade, type CertificadoA1 } from '../../../fiscal/certificado/index.ts';
import { cifrar, decifrar } from './segredo.ts';
import { acao } from '../../http/contrato.ts';
import { CADASTROS } from '../../../contratos/cadastros.ts';

/** Maior .pfx aceito (um A1 tem poucos KB). */
export const TAMANHO_MAXIMO_PFX = 64 * 1024;

export interface MetadadosCertificado {
  titular: string;
  cnpj: string | null;
  validoAte: string;
  diasRestantes: number;
  aviso: string | null;
  thumbprint: string;
  emissor: string;
  enviadoEm: string | null;
}

/** '2026-11-21T10:20:30' (hora de Brasília, como o banco devolve) -> Date. */
function dataDoBanco(v: string): Date {
  return new Date(`${v}-03:00`);
}

function metadados(row: Record<string, any>, agora = new Date()): MetadadosCertificado {
  const validoAte = dataDoBanco(row.certificado_validade);
  const s = verificarValidade({ validoDe: new Date(0), validoAte }, agora);
  return {
    titular: row.certificado_titular,
    cnpj: row.certificado_cnpj ?? null,
    validoAte: row.certificado_validade,
    diasRestantes: s.diasRestantes,
    aviso: s.aviso,
    thumbprint: row.certificado_thumbprint,
    emissor: row.certificado_emissor,
    enviadoEm: row.certificado_enviado_em ?? null,
  };
}

/** Garante a linha de configuração fiscal do emitente da transação (idempotente). */
export async function garantirEmitenteFiscal(c: Client, emitenteId: number): Promise<void> {
  await c.query('INSERT INTO emitente_fiscal (emitente_id) VALUES ($1) ON CONFLICT (emitente_id) DO NOTHING', [emitenteId]);
}

/**
 * Decifra e abre o certificado A1 do emitente, para assinatura e TLS mútuo (só no servidor).
 * Roda dentro da transação de tenant do chamador (RLS: só o próprio emitente é visível).
 * @throws ApiError 400 quando não há certificado, quando ele está fora da validade, ou quando não
 *   pode ser decifrado (FISCAL_SECRET trocado: envie o certificado de novo).
 */
export async function carregarCertificadoDoEmitente(c: Client, segredo: string, emitenteId: number, agora = new Date()): Promise<CertificadoA1> {
  const { rows } = await c.query('SELECT certificado_cifrado, certificado_senha_cifrada FROM emitente_fiscal WHERE emitente_id = $1', [emitenteId]);
  const r = rows[0];
  if (!r?.certificado_cifrado || !r.certificado_senha_cifrada) {
    throw new ApiError(400, 'Nenhum certificado digital A1 enviado para esta empresa.');
  }
  let pfx: Buffer;
  let senha: string;
  try {
    pfx = decifrar(segredo, emitenteId, 'certificado', r.certificado_cifrado);
    senha = decifrar(segredo, emitenteId, 'senha', r.certificado_senha_cifrada).toString('utf8');
  } catch {
    throw new ApiError(400, 'O certificado guardado não pode ser lido (a chave do servidor mudou). Envie o certificado novamente.');
  }
  try {
    const cert = carregarCertificadoA1(pfx, senha);
    exigirValido(cert, agora);
    return cert;
  } catch (err) {
    if (err instanceof CertificadoError) throw new ApiError(400, err.message);
    throw err;
  }
}

export function registerCertificadoRoutes(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  const entidade = registry.get('emitenteFiscal');

  app.register(async (f) => {
    await f.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO_PFX, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

    f.post('/v1/emitenteFiscal/Certificado', acao(CADASTROS.enviarCertificado, { preHandler: app.authenticate }), async (req) => {
      assertCan(req.ctx, entidade, 'Alterar');
      const emitenteId = req.ctx.emitenteId!;
      if (!req.isMultipart())
        throw new ValidationError({ arquivo: ['Envie o arquivo .pfx como multipart/form-data'] }, 'Envie o arquivo do certificado (.pfx) e a senha.');
      let pfx: Buffer | null = null;
      let senha: string | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'arquivo') {
              await part.toBuffer();
              continue;
            }
            pfx = await part.toBuffer();
          } else if (part.fieldname === 'senha') {
            senha = String(part.value ?? '');
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError({ arquivo: [`Arquivo maior que ${TAMANHO_MAXIMO_PFX / 1024} KB`] });
        if (code.startsWith('FST_')) throw new ValidationError({ arquivo: ['Envio inválido'] }, 'Envie o arquivo do certificado (.pfx) e a senha.');
        throw err;
      }
      const faltas: Record<string, string[]> = {};
      if (!pfx || pfx.length === 0) faltas.arquivo = ['Selecione o arquivo do certificado (.pfx)'];
      if (!senha) faltas.senha = ['Informe a senha do certificado'];
      if (Object.keys(faltas).length) throw new ValidationError(faltas, Object.values(faltas)[0][0]);

      let cert: CertificadoA1;
      try {
        cert = carregarCertificadoA1(pfx!, senha!);
        exigirValido(cert);
      } catch (err) {
        if (err instanceof CertificadoError) {
          const campo = err.codigo === 'SENHA_INCORRETA' ? 'senha' : 'arquivo';
          throw new ValidationError({ [campo]: [err.message] }, err.message);
        }
        throw err;
      }
      const row = await withTenant(db, req.ctx, async (c) => {
        await garantirEmitenteFiscal(c, emitenteId);
        const { rows } = await c.query(
          `UPDATE emitente_fiscal SET certificado_cifrado = $2, certificado_senha_cifrada = $3, certificado_titular = $4,
                  certificado_cnpj = $5, certificado_validade = $6, certificado_thumbprint = $7, certificado_emissor = $8,
                  certificado_enviado_em = now()
            WHERE emitente_id = $1
            RETURNING certificado_titular, certificado_cnpj, certificado_validade, certificado_thumbprint, certificado_emissor, certificado_enviado_em`,
          [
            emitenteId,
            cifrar(config.fiscalSecret, emitenteId, 'certificado', pfx!),
            cifrar(config.fiscalSecret, emitenteId, 'senha', Buffer.from(senha!, 'utf8')),
            cert.titular.slice(0, 200),
            cert.cnpj ?? null,
            cert.validoAte,
            cert.thumbprint,
            cert.emissor.slice(0, 200),
          ],
        );
        return rows[0];
      });
      return ok(metadados(row), 'Certificado digital gravado com sucesso.');
    });
  });

  app.get('/v1/emitenteFiscal/Certificado', acao(CADASTROS.certificado, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, entidade, 'Consultar');
    const row = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(
        `SELECT certificado_titular, certificado_cnpj, certificado_validade, certificado_thumbprint, certificado_emissor, certificado_enviado_em
           FROM emitente_fiscal WHERE emitente_id = $1 AND certificado_validade IS NOT NULL`,
        [req.ctx.emitenteId],
      );
      return rows[0] ?? null;
    });
    return row ? ok(metadados(row)) : ok(null, 'Nenhum certificado digital enviado.');
  });

  app.get('/v1/emitenteFiscal/Atual', acao(CADASTROS.configuracaoFiscal, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, entidade, 'Consultar');
    const cols = readableColumns(entidade)
      .map((x) => `t.${q(x)}`)
      .join(', ');
    const row = await withTenant(db, req.ctx, async (c) => {
      await garantirEmitenteFiscal(c, req.ctx.emitenteId!);
      const { rows } = await c.query(`SELECT ${cols} FROM emitente_fiscal t WHERE t.emitente_id = $1`, [req.ctx.emitenteId]);
      return rows[0];
    });
    return ok(row);
  });
}
