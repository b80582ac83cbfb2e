/**
 * Da nota_servico gravada para os dados da DPS do leiaute nacional (`DadosDps` de
 * src/fiscal/nfse): prestador (a empresa, tpEmit 1: a Sefin Nacional completa nome e endereço pelo
 * cadastro nacional), tomador do cadastro de clientes, serviço (cTribNac, cTribMun, NBS, local da
 * prestação), valores e tributos já calculados na gravação (calculo.ts).
 *
 * Regime (regTrib): CRT 1/2 -> opSimpNac 3 (ME/EPP, regApTribSN 1: tributos pelo Simples Nacional);
 * CRT 4 -> 2 (MEI); CRT 3 -> 1 (não optante). Alíquota (pAliq) só vai na DPS quando o ISS do Simples
 * Nacional é retido (LC 123/2006 art. 21 §4º: alíquota efetiva da faixa, que o município não conhece);
 * nos demais casos vale a alíquota parametrizada pelo município na Sefin Nacional.
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import type { DadosDps, EnderecoDps, MotivoSubstituicaoNfse, OpSimpNac } from '../../../fiscal/nfse/index.ts';
import { agora } from '../../../domain/relogio.ts';

/** Emitente como a NFS-e precisa (documento, município, ambiente). */
export interface EmitenteNfse {
  id: number;
  cnpj: string;
  im: string | null;
  cidadeId: number;
  crt: number;
  ambiente: 1 | 2;
  nome: string;
}

export async function emitenteNfse(c: Client, emitenteId: number): Promise<EmitenteNfse> {
  const { rows } = await c.query(
    `SELECT e.id, e.cnpj, e.im, e.cidade_id, e.crt, e.nome, COALESCE(f.ambiente, e.ambiente, 2) AS ambiente
       FROM emitente e LEFT JOIN emitente_fiscal f ON f.emitente_id = e.id WHERE e.id = $1`,
    [emitenteId],
  );
  const e = rows[0];
  if (!e) throw new ApiError(400, 'Empresa não encontrada.');
  return {
    id: e.id,
    cnpj: e.cnpj,
    im: e.im || null,
    cidadeId: Number(e.cidade_id),
    crt: Number(e.crt),
    ambiente: Number(e.ambiente) === 1 ? 1 : 2,
    nome: e.nome,
  };
}

const soDigitos = (s: unknown) => String(s ?? '').replace(/\D/g, '');
const num = (v: unknown) => Number(v ?? 0);

function opSimpNac(crt: number): OpSimpNac {
  if (crt === 4) return '2';
  if (crt === 1 || crt === 2) return '3';
  return '1';
}

/** Campos calculados que o leiaute desta versão ainda não leva: a transmissão recusa com o campo. */
function exigirSuportado(n: Record<string, unknown>): void {
  const erros: Record<string, string[]> = {};
  if (num(n.deducoes) > 0) erros.deducoes = ['Deduções da base ainda não são enviadas na DPS; emita sem deduções'];
  if (num(n.valor_pis) > 0) erros.aliquota_pis = ['A retenção de PIS ainda não é enviada na DPS'];
  if (num(n.valor_cofins) > 0) erros.aliquota_cofins = ['A retenção de COFINS ainda não é enviada na DPS'];
  if (Object.keys(erros).length) throw new ValidationError(erros, Object.values(erros)[0][0]);
}

/**
 * Monta os dados da DPS da nota `notaId` com o número já alocado.
 * @throws ValidationError com o campo quando falta dado do tomador, do emitente ou do serviço.
 */
export async function dadosDpsDaNota(
  c: Client,
  emitente: EmitenteNfse,
  notaId: number,
  numero: number,
  subst?: { chave: string; motivo: MotivoSubstituicaoNfse; xMotivo?: string },
): Promise<DadosDps> {
  const { rows } = await c.query(
    `SELECT n.*, n.competencia::text AS competencia_txt, c.nome AS t_nome, c.cpf_cnpj AS t_doc, c.im AS t_im, c.email AS t_email, c.telefone AS t_fone,
            c.cep AS t_cep, c.logradouro AS t_lgr, c.numero AS t_nro, c.complemento AS t_cpl, c.bairro AS t_bairro, c.cidade_id AS t_cmun,
            (SELECT crt FROM emitente WHERE id = n.emitente_id) AS crt
       FROM nota_servico n JOIN cliente c ON c.emitente_id = n.emitente_id AND c.id = n.cliente_id
      WHERE n.emitente_id = $1 AND n.id = $2`,
    [emitente.id, notaId],
  );
  const n = rows[0];
  if (!n) throw new ApiError(404, 'NFS-e não encontrada.');
  exigirSuportado(n);
  const erros: Record<string, string[]> = {};
  if (!emitente.cidadeId) erros['emitente.cidade_id'] = ['Informe o município da empresa'];
  const doc = soDigitos(n.t_doc);
  if (doc.length !== 11 && doc.length !== 14) erros.cliente_id = ['O tomador precisa de CPF ou CNPJ'];
  if (!n.codigo_tributacao_nacional) erros.codigo_tributacao_nacional = ['Campo obrigatório'];
  if (Object.keys(erros).length) throw new ValidationError(erros, `Dados incompletos para a DPS: ${Object.entries(erros)[0].join(' - ')}`);

  const cep = soDigitos(n.t_cep);
  const end: EnderecoDps | undefined =
    n.t_cmun && cep.length === 8 && n.t_lgr && n.t_nro && n.t_bairro
      ? { cMun: String(n.t_cmun), CEP: cep, xLgr: n.t_lgr, nro: n.t_nro, xCpl: n.t_cpl || undefined, xBairro: n.t_bairro }
      : undefined;
  const fone = soDigitos(n.t_fone);
  const retido = n.iss_retido === true;
  const simples = emitente.crt === 1 || emitente.crt === 2;
  const descInc = num(n.desconto_incondicionado);
  const descCond = num(n.desconto_condicionado);
  const vRetCP = num(n.valor_inss);
  const vRetIRRF = num(n.valor_irrf);
  const vRetCSLL = num(n.valor_csll);
  return {
    tpAmb: emitente.ambiente === 1 ? '1' : '2',
    dhEmi: agora(),
    serie: String(n.serie),
    nDPS: numero,
    dCompet: n.competencia_txt,
    tpEmit: '1',
    cLocEmi: String(emitente.cidadeId),
    ...(subst ? { subst: { chSubstda: subst.chave, cMotivo: subst.motivo, ...(subst.xMotivo ? { xMotivo: subst.xMotivo } : {}) } } : {}),
    prest: {
      CNPJ: emitente.cnpj.length === 14 ? emitente.cnpj : undefined,
      CPF: emitente.cnpj.length === 11 ? emitente.cnpj : undefined,
      IM: emitente.im ?? undefined,
      regTrib: { opSimpNac: opSimpNac(emitente.crt), ...(simples ? { regApTribSN: '1' as const } : {}), regEspTrib: '0' },
    },
    toma: {
      ...(doc.length === 14 ? { CNPJ: doc } : { CPF: doc }),
      IM: n.t_im || undefined,
      xNome: String(n.t_nome).slice(0, 300),
      end,
      fone: fone.length >= 6 ? fone : undefined,
      email: n.t_email || undefined,
    },
    serv: {
      locPrest: { cLocPrestacao: String(n.municipio_prestacao_id ?? emitente.cidadeId) },
      cServ: {
        cTribNac: n.codigo_tributacao_nacional,
        cTribMun: n.codigo_tributacao_municipal || undefined,
        xDescServ: n.descricao,
        cNBS: n.codigo_nbs || undefined,
      },
      ...(n.informacoes_complementares || n.pedido_id
        ? {
            infoCompl: {
              ...(n.pedido_id ? { xPed: String(n.pedido_id) } : {}),
              ...(n.informacoes_complementares ? { xInfComp: n.informacoes_complementares } : {}),
            },
          }
        : {}),
    },
    valores: {
      vServPrest: { vServ: num(n.valor_servico) },
      ...(descInc > 0 || descCond > 0
        ? { vDescCondIncond: { ...(descInc > 0 ? { vDescIncond: descInc } : {}), ...(descCond > 0 ? { vDescCond: descCond } : {}) } }
        : {}),
      trib: {
        tribMun: {
          tribISSQN: '1',
          tpRetISSQN: retido ? '2' : '1',
          ...(simples && retido ? { pAliq: num(n.aliquota_iss) } : {}),
        },
        ...(vRetCP || vRetIRRF || vRetCSLL
          ? { tribFed: { ...(vRetCP ? { vRetCP } : {}), ...(vRetIRRF ? { vRetIRRF } : {}), ...(vRetCSLL ? { vRetCSLL } : {}) } }
          : {}),
        totTrib: { indTotTrib: '0' },
      },
    },
  };
}
