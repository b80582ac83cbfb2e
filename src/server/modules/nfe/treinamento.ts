/**
 * Chave de treinamento "SEFAZ fora do ar": com o simulador da SEFAZ deste
 * processo em uso e a empresa em homologação (tpAmb 2), um administrador derruba o autorizador da
 * UF da empresa no simulador (NF-e modelo 55 e NFC-e modelo 65: cada serviço dele passa a responder
 * HTTP 503, como um IIS parado; sefaz-simulator/contingencia.ts) para praticar à mão a contingência
 * SVC, o EPEC e a NFC-e off-line; desligada, o autorizador volta a responder.
 *
 * - `GET /v1/GerenciadorNFe/TreinamentoSefaz` (Permitir.GerenciadorNFe.Consultar): {@link EstadoTreinamento}.
 * - `POST /v1/GerenciadorNFe/TreinamentoSefaz` `{ foraDoAr: boolean }` (Permitir.Configuracao.Alterar,
 *   a permissão de administrador da empresa): liga/desliga; 400 sem `foraDoAr` booleano; 409 quando
 *   indisponível (servidor de produção, sem o simulador deste processo, empresa em produção).
 *
 * O simulador é um só no processo: a queda vale para todas as empresas do servidor que usam o mesmo
 * autorizador (ex.: SVRS atende várias UFs), como numa SEFAZ parada de verdade. Auditado.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { AUTORIZADORES_PADRAO } from '../../../fiscal/sefaz/tabela.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { obterRuntimeFiscal } from './runtime.ts';
import { emitenteDaNota } from './nota-sefaz.ts';
import { exigir } from '../../auth/exigir.ts';
import { acao } from '../../http/contrato.ts';
import { NFE } from '../../../contratos/nfe.ts';

const ROTA = '/v1/GerenciadorNFe/TreinamentoSefaz';

/** Estado da chave de treinamento para a empresa. */
export interface EstadoTreinamento {
  /** A chave pode ser usada (homologação, simulador deste processo). */
  disponivel: boolean;
  /** Por que não está disponível (pt-BR), quando `disponivel` é false. */
  motivo: string | null;
  uf: string;
  /** Autorizadores da UF no simulador (NF-e e NFC-e, sem repetir), ex.: `['SP']`, `['SVRS']`. */
  autorizadores: string[];
  /** Algum deles está "fora do ar" agora. */
  foraDoAr: boolean;
}

/** Lê o estado (ver {@link EstadoTreinamento}); `ambiente` é o tpAmb da empresa. */
export function estadoTreinamento(config: Config, uf: string, ambiente: 1 | 2): EstadoTreinamento {
  const sim = obterRuntimeFiscal(config).simuladorLocal;
  const autorizadores = [...new Set([AUTORIZADORES_PADRAO['55']?.[uf], AUTORIZADORES_PADRAO['65']?.[uf]].filter((a): a is string => !!a))];
  const motivo = config.production
    ? 'O treinamento com a SEFAZ fora do ar não existe em servidor de produção.'
    : !sim
      ? 'O treinamento só funciona com o simulador da SEFAZ deste servidor (SEFAZ_SIMULADOR).'
      : ambiente === 1
        ? 'A empresa emite em produção (tpAmb 1): o treinamento só vale em homologação.'
        : !autorizadores.length
          ? `UF ${uf} sem autorizador conhecido.`
          : null;
  const foraDoAr = !!sim && autorizadores.some((a) => sim.estado.contingencia.foraDoAr.has(a));
  return { disponivel: motivo === null, motivo, uf, autorizadores, foraDoAr };
}

export function registerTreinamentoRoutes(app: FastifyInstance, config: Config, db: Database): void {
  const auth = { preHandler: app.authenticate };
  const lerEmpresa = (ctx: Parameters<typeof withTenant>[1]) => withTenant(db, ctx, (c) => emitenteDaNota(c, ctx.emitenteId!));

  app.get(ROTA, acao(NFE.treinamento, auth), async (req) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Consultar']]);
    const e = await lerEmpresa(req.ctx);
    return ok(estadoTreinamento(config, e.uf, e.ambiente));
  });

  app.post(ROTA, acao(NFE.alterarTreinamento, auth), async (req) => {
    exigir(req.ctx, [['Configuracao', 'Alterar']]);
    const corpo = (req.body ?? {}) as Record<string, unknown>;
    if (typeof corpo.foraDoAr !== 'boolean') {
      throw new ValidationError(
        { foraDoAr: ['Informe foraDoAr: true para derrubar o autorizador, false para religá-lo'] },
        'Informe foraDoAr (true ou false).',
      );
    }
    const e = await lerEmpresa(req.ctx);
    const antes = estadoTreinamento(config, e.uf, e.ambiente);
    if (!antes.disponivel) throw new ApiError(409, antes.motivo!);
    const foraDoAr = obterRuntimeFiscal(config).simuladorLocal!.estado.contingencia.foraDoAr;
    for (const a of antes.autorizadores) {
      if (corpo.foraDoAr) foraDoAr.add(a);
      else foraDoAr.delete(a);
    }
    const depois = estadoTreinamento(config, e.uf, e.ambiente);
    const nomes = depois.autorizadores.join(' e ');
    await withTenant(db, req.ctx, (c) =>
      registrarAuditoria(c, {
        ctx: req.ctx,
        entidade: 'nfe_contingencia',
        registroId: e.id,
        acao: 'outra',
        antes: { treinamentoForaDoAr: antes.foraDoAr },
        depois: { treinamentoForaDoAr: depois.foraDoAr, autorizadores: depois.autorizadores },
        descricao: `Treinamento: autorizador ${nomes} do simulador ${depois.foraDoAr ? 'fora do ar' : 'de volta ao ar'}`,
      }),
    );
    return ok(
      depois,
      depois.foraDoAr
        ? `Treinamento: o autorizador ${nomes} do simulador está fora do ar. Transmita uma NF-e: depois das falhas o sistema sugere a contingência (SVC ou EPEC); no PDV a NFC-e sai off-line.`
        : `Treinamento encerrado: o autorizador ${nomes} do simulador voltou ao ar. Saia da contingência para conciliar as notas.`,
    );
  });
}
