/**
 * Assistente de primeiros passos de uma empresa nova (SPEC §3 "Other" assistenteModulos). Mostrado no Dashboard de quem pode alterar as configurações (`Permitir.Configuracao.Alterar`)
 * enquanto houver linha em `assistente_modulos` (criada no autocadastro) sem `dispensado_em` nem
 * `concluido_em`. As etapas são conferidas nos dados da empresa, não marcadas à mão (exceto a primeira):
 * 1. `empresa`: conferir os dados da empresa e o ambiente — confirmada pelo usuário (ConfirmarEtapa);
 * 2. `certificado`: certificado A1 enviado e dentro da validade (`emitente_fiscal`);
 * 3. `series`: uma série de NF-e (modelo 55) ativa (`serie_documento`);
 * 4. `produtos`: ao menos um produto cadastrado;
 * 5. `nfe`: uma NF-e autorizada (cStat 100) em homologação (`<tpAmb>2</tpAmb>` no nfeProc guardado).
 * Com as cinco feitas, `concluido_em` é gravado e o assistente some.
 *
 * - `GET /v1/AssistenteModulos` -> `Data: {mostrar, etapas: [{id, titulo, descricao, rota, concluida}], feitas, total}`;
 * - `POST /v1/AssistenteModulos/ConfirmarEtapa` `{etapa: 'empresa'}` -> o mesmo objeto;
 * - `POST /v1/AssistenteModulos/Dispensar` -> `{mostrar: false}`.
 * Sem empresa na sessão: `mostrar: false` no GET; 403 nos POST sem a regra; 400 etapa inválida.
 */
import type { FastifyInstance } from 'fastify';
import type { UserContext } from '../../auth/context.ts';
import { hasRule } from '../../auth/permissions.ts';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import { ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { acao } from '../../http/contrato.ts';
import { CONFIGURACAO } from '../../../contratos/configuracao.ts';

interface Etapa {
  id: 'empresa' | 'certificado' | 'series' | 'produtos' | 'nfe';
  titulo: string;
  descricao: string;
  /** Rota do menu (SPEC §2) onde a etapa se faz. */
  rota: string;
}

export const ETAPAS: readonly Etapa[] = [
  {
    id: 'empresa',
    titulo: 'Dados da empresa',
    descricao: 'Confira endereço, inscrição estadual, regime tributário e o ambiente (homologação).',
    rota: 'emitente/gerenciar',
  },
  {
    id: 'certificado',
    titulo: 'Certificado digital',
    descricao: 'Envie o certificado A1 (.pfx) da empresa para assinar as notas.',
    rota: 'emitente/gerenciar',
  },
  { id: 'series', titulo: 'Séries', descricao: 'Defina a série da NF-e (e da NFC-e, se usar o PDV).', rota: 'emitente/gerenciar' },
  { id: 'produtos', titulo: 'Primeiros produtos', descricao: 'Cadastre os produtos com NCM e tributação.', rota: 'produtos/consultar' },
  { id: 'nfe', titulo: 'Primeira NF-e em homologação', descricao: 'Emita uma NF-e de teste em homologação para conferir tudo.', rota: 'faturamento/editar' },
];

const SQL_ESTADO = `
SELECT a.etapas_confirmadas, a.dispensado_em, a.concluido_em,
       EXISTS (SELECT 1 FROM emitente_fiscal f WHERE f.emitente_id = a.emitente_id AND f.certificado_thumbprint IS NOT NULL
                  AND (f.certificado_validade IS NULL OR f.certificado_validade > now())) AS certificado,
       EXISTS (SELECT 1 FROM serie_documento s WHERE s.emitente_id = a.emitente_id AND s.modelo = '55' AND s.ativo) AS series,
       EXISTS (SELECT 1 FROM produto p WHERE p.emitente_id = a.emitente_id) AS produtos,
       EXISTS (SELECT 1 FROM documento_fiscal_xml x WHERE x.emitente_id = a.emitente_id AND x.tipo = 'nfeProc' AND x.cstat IN ('100', '150')
                  AND x.xml LIKE '%<tpAmb>2</tpAmb>%') AS nfe
  FROM assistente_modulos a WHERE a.emitente_id = $1`;

const pode = (ctx: UserContext) => ctx.emitenteId !== null && hasRule(ctx, 'emitente', 'Permitir.Configuracao.Alterar');

/** Estado do assistente da empresa; grava `concluido_em` quando as cinco etapas estão feitas. */
async function estado(c: Client, ctx: UserContext) {
  const r = (await c.query(SQL_ESTADO, [ctx.emitenteId])).rows[0];
  if (!r) return { mostrar: false, etapas: [], feitas: 0, total: ETAPAS.length };
  const confirmadas = new Set<string>(r.etapas_confirmadas ?? []);
  const etapas = ETAPAS.map((e) => ({ ...e, concluida: e.id === 'empresa' ? confirmadas.has('empresa') : Boolean(r[e.id]) }));
  const feitas = etapas.filter((e) => e.concluida).length;
  let concluido = !!r.concluido_em;
  if (!concluido && feitas === ETAPAS.length) {
    await c.query('UPDATE assistente_modulos SET concluido_em = now() WHERE emitente_id = $1', [ctx.emitenteId]);
    concluido = true;
  }
  return { mostrar: pode(ctx) && !r.dispensado_em && !concluido, etapas, feitas, total: ETAPAS.length };
}

/** @throws ApiError 403 sem empresa ou sem `Permitir.Configuracao.Alterar`. */
function exigir(ctx: UserContext): void {
  if (!pode(ctx)) throw forbidden('Você não tem permissão para esta operação (Permitir.Configuracao.Alterar).');
}

export function registerAssistenteModulosRoutes(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };

  app.get('/v1/AssistenteModulos', auth, async (req) => {
    if (req.ctx.emitenteId === null) return ok({ mostrar: false, etapas: [], feitas: 0, total: ETAPAS.length });
    return ok(await withTenant(db, req.ctx, (c) => estado(c, req.ctx)));
  });

  app.post('/v1/AssistenteModulos/ConfirmarEtapa', acao(CONFIGURACAO.assistenteConfirmarEtapa, auth), async (req) => {
    exigir(req.ctx);
    const etapa = (req.body as Record<string, unknown> | null)?.etapa;
    if (etapa !== 'empresa')
      throw new ValidationError(
        { etapa: ['Só a etapa "empresa" é confirmada à mão'] },
        'Etapa (etapa): só "empresa" é confirmada à mão; as demais são conferidas nos dados.',
      );
    return ok(
      await withTenant(db, req.ctx, async (c) => {
        const r = await c.query(
          `UPDATE assistente_modulos SET etapas_confirmadas = array_append(array_remove(etapas_confirmadas, $2::varchar), $2::varchar) WHERE emitente_id = $1`,
          [req.ctx.emitenteId, etapa],
        );
        if (!r.rowCount) throw notFound('Esta empresa não tem assistente de primeiros passos.');
        return estado(c, req.ctx);
      }),
    );
  });

  app.post('/v1/AssistenteModulos/Dispensar', acao(CONFIGURACAO.assistenteDispensar, auth), async (req) => {
    exigir(req.ctx);
    await withTenant(db, req.ctx, async (c) => {
      const r = await c.query('UPDATE assistente_modulos SET dispensado_em = coalesce(dispensado_em, now()) WHERE emitente_id = $1', [req.ctx.emitenteId]);
      if (!r.rowCount) throw notFound('Esta empresa não tem assistente de primeiros passos.');
    });
    return ok({ mostrar: false }, 'Assistente dispensado. Você encontra cada etapa no menu Configurações.');
  });
}
