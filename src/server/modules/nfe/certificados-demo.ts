/**
 * Certificados A1 de TESTE para os emitentes da demonstração: emitidos pela AC de
 * teste do simulador com o CNPJ de cada emitente e guardados cifrados na configuração fiscal.
 *
 * ADAPTADOR `gravarCertificadoA1NoEmitente`: o módulo fiscal (src/server/modules/fiscal) só grava o
 * certificado pela rota multipart `POST /v1/emitenteFiscal/Certificado`; não exporta uma função de
 * gravação. Este adaptador grava as mesmas colunas de `emitente_fiscal` com o mesmo `cifrar`
 * (AES-256-GCM, AAD por emitente/campo) — substitua por uma função exportada de lá quando existir.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { ctxEmitente, withOwner, withTenant, type Client } from '../../db/tenant.ts';
import { carregarCertificadoA1, emitirCertificadoA1Teste, type AutoridadeTeste } from '../../../fiscal/certificado/index.ts';
import { cifrar } from '../fiscal/segredo.ts';
import { DEMO_LOGINS } from '../../seed/index.ts';

/** Adaptador (ver cabeçalho): grava um .pfx já conferido e a sua senha, cifrados, no emitente. */
export async function gravarCertificadoA1NoEmitente(c: Client, segredo: string, emitenteId: number, pfx: Buffer, senha: string): Promise<void> {
  const cert = carregarCertificadoA1(pfx, senha);
  await c.query('INSERT INTO emitente_fiscal (emitente_id) VALUES ($1) ON CONFLICT (emitente_id) DO NOTHING', [emitenteId]);
  await c.query(
    `UPDATE emitente_fiscal SET certificado_cifrado = $2, certificado_senha_cifrada = $3, certificado_titular = $4,
            certificado_cnpj = $5, certificado_validade = $6, certificado_thumbprint = $7, certificado_emissor = $8,
            certificado_enviado_em = now()
      WHERE emitente_id = $1`,
    [
      emitenteId,
      cifrar(segredo, emitenteId, 'certificado', pfx),
      cifrar(segredo, emitenteId, 'senha', Buffer.from(senha, 'utf8')),
      cert.titular.slice(0, 200),
      cert.cnpj ?? null,
      cert.validoAte,
      cert.thumbprint,
      cert.emissor.slice(0, 200),
    ],
  );
}

/**
 * Emite e grava certificados de teste para os emitentes da demonstração (os dos logins de
 * DEMO_LOGINS) que ainda não têm certificado. Nunca em produção. Devolve os ids atendidos.
 */
export async function prepararCertificadosDemo(db: Database, ca: AutoridadeTeste, config: Pick<Config, 'fiscalSecret' | 'production'>): Promise<number[]> {
  if (config.production) return [];
  const { rows } = await withOwner(db, (c) =>
    c.query(
      `SELECT DISTINCT e.id, e.cnpj, e.nome, e.uf FROM emitente e JOIN usuario u ON u.emitente_id = e.id
      LEFT JOIN emitente_fiscal f ON f.emitente_id = e.id
      WHERE u.login = ANY($1) AND f.certificado_cifrado IS NULL ORDER BY e.id`,
      [DEMO_LOGINS.map((l) => l.login)],
    ),
  );
  const feitos: number[] = [];
  for (const e of rows) {
    const senha = randomBytes(12).toString('base64url');
    const pfx = emitirCertificadoA1Teste(ca, { cnpj: e.cnpj, razaoSocial: e.nome, validadeDias: 365 * 3, senha, uf: e.uf });
    await withTenant(db, ctxEmitente(e.id), (c) => gravarCertificadoA1NoEmitente(c, config.fiscalSecret, e.id, pfx, senha));
    feitos.push(e.id);
  }
  return feitos;
}
