/**
 * CSC da NFC-e administrado pelo webservice da SEFAZ (`admCscNFCe`; regras e mensagens em
 * src/fiscal/nfce/csc.ts), a partir da tela de configuração da NFC-e:
 *
 * - `consultar` (indOp 1): lista os CSC ativos; se o CSC guardado não está entre eles, guarda o
 *   ativo de maior identificador (nenhum ativo: apaga o guardado, a NFC-e passa ao QR Code v3);
 * - `gerar` (indOp 2): pede um novo e guarda o devolvido (151);
 * - `revogar` (indOp 3): revoga o CSC guardado (152) e guarda o outro ativo, se houver.
 *
 * O CSC fica cifrado em `nfce_csc` (config-nfce.ts, `gravarCsc`); as respostas e a auditoria só
 * levam o identificador e o código mascarado ({@link mascararCsc}); as mensagens trocadas com a
 * SEFAZ (que contêm o CSC) não são guardadas nem registradas.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type TenantContext } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { administrarCsc, cscSucesso, SERVICO_CSC, type CscSefaz, type OperacaoCsc } from '../../../fiscal/nfce/index.ts';
import { SefazError, TabelaWebservicesError, urlServico } from '../../../fiscal/sefaz/index.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { obterRuntimeFiscal } from '../nfe/runtime.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { clienteNFCe, cscDoEmitente, estadoNFCe, gravarCsc } from './config-nfce.ts';

/** Operações da tela -> `indOp`. */
const OPERACOES: Readonly<Record<string, OperacaoCsc>> = { consultar: 1, gerar: 2, revogar: 3 };

/** Código mascarado para a tela: só os 4 últimos caracteres. */
export function mascararCsc(csc: string): string {
  return `${'•'.repeat(Math.max(0, csc.length - 4))}${csc.slice(-4)}`;
}

/** A UF do emitente oferece o webservice de administração do CSC na tabela de webservices? */
export async function servicoCscDisponivel(config: Config, uf: string, ambiente: 1 | 2): Promise<boolean> {
  try {
    urlServico(await obterRuntimeFiscal(config).tabela(), uf, ambiente, SERVICO_CSC, '65');
    return true;
  } catch (e) {
    if (e instanceof TabelaWebservicesError) return false;
    throw e;
  }
}

export interface RespostaCscSefaz {
  cStat: string;
  xMotivo: string;
  /** CSC ativos na SEFAZ, mascarados. */
  ativos: Array<{ id_token: number; csc_mascarado: string }>;
  /** O CSC guardado depois da operação (mascarado), ou null. */
  guardado: { id_token: number; csc_mascarado: string } | null;
}

/**
 * Executa a operação (`consultar`, `gerar`, `revogar`) e atualiza o CSC guardado (ver cabeçalho).
 * @throws ValidationError (400) para operação desconhecida ou revogação sem CSC guardado;
 *   ApiError 400 quando a UF não oferece o serviço, 502 quando a SEFAZ não responde.
 */
export async function administrarCscDoEmitente(db: Database, config: Config, ctx: TenantContext, operacao: unknown): Promise<RespostaCscSefaz> {
  const indOp = OPERACOES[String(operacao ?? '')];
  if (!indOp)
    throw new ValidationError(
      { operacao: ["Informe 'consultar', 'gerar' ou 'revogar'"] },
      "Operação do CSC inválida: informe 'consultar', 'gerar' ou 'revogar'.",
    );
  const emitenteId = ctx.emitenteId!;
  const { cli, guardado } = await withTenant(db, ctx, async (c) => {
    const cli = await clienteNFCe(c, config, emitenteId, false);
    return { cli, guardado: await cscDoEmitente(c, config, emitenteId, cli.emitente.ambiente) };
  });
  const amb = cli.emitente.ambiente;
  if (!(await servicoCscDisponivel(config, cli.emitente.uf, amb)))
    throw new ApiError(400, `A SEFAZ de ${cli.emitente.uf} não oferece o webservice de administração do CSC: gere o CSC no portal da SEFAZ e informe-o aqui.`);
  if (indOp === 3 && !guardado)
    throw new ValidationError({ operacao: ['Não há CSC guardado para revogar'] }, 'Não há CSC guardado para revogar neste ambiente.');
  const chamar = async (op: OperacaoCsc, revogar?: CscSefaz) => {
    try {
      return await administrarCsc(cli.cliente, amb, op, cli.emitente.cnpj, revogar);
    } catch (e) {
      if (e instanceof SefazError) throw new ApiError(502, `${mensagemFalhaSefaz(e)} Tente de novo.`);
      throw e;
    }
  };
  const r = await chamar(indOp, indOp === 3 && guardado ? { idCsc: guardado.idToken, codigoCsc: guardado.csc } : undefined);
  if (!cscSucesso(r.cStat)) throw new ApiError(400, `${r.cStat} - ${r.xMotivo}`);
  let ativos = r.cscs;
  let novo: CscSefaz | null | undefined; // undefined: o guardado fica como está
  if (indOp === 2) novo = r.cscs[0] ?? undefined;
  else {
    if (indOp === 3) {
      const c = await chamar(1);
      ativos = cscSucesso(c.cStat) ? c.cscs : [];
    }
    const atual = indOp === 3 ? undefined : ativos.find((a) => a.idCsc === guardado?.idToken && a.codigoCsc === guardado?.csc);
    if (!atual) novo = [...ativos].sort((a, b) => b.idCsc - a.idCsc)[0] ?? null;
  }
  return withTenant(db, ctx, async (c) => {
    if (novo) await gravarCsc(c, config, emitenteId, amb, novo.idCsc, novo.codigoCsc);
    else if (novo === null)
      await c.query('UPDATE nfce_csc SET id_token = NULL, csc_cifrado = NULL, alterado_em = now() WHERE emitente_id = $1 AND ambiente = $2', [emitenteId, amb]);
    const estado = await estadoNFCe(c, emitenteId, amb);
    const fim = estado.temCsc ? await cscDoEmitente(c, config, emitenteId, amb) : null;
    const nome = { 1: 'Consulta', 2: 'Novo CSC', 3: 'Revogação do CSC' }[indOp];
    await registrarAuditoria(c, {
      ctx,
      entidade: 'emitente',
      registroId: emitenteId,
      acao: 'outra',
      descricao: `${nome} na SEFAZ (admCscNFCe): ${r.cStat} - ${r.xMotivo}; CSC guardado: ${fim ? `id ${fim.idToken}` : 'nenhum'}`,
    });
    return {
      cStat: r.cStat,
      xMotivo: r.xMotivo,
      ativos: ativos.map((a) => ({ id_token: a.idCsc, csc_mascarado: mascararCsc(a.codigoCsc) })),
      guardado: fim ? { id_token: fim.idToken, csc_mascarado: mascararCsc(fim.csc) } : null,
    };
  });
}
