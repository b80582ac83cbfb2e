/**
 * Manifestação do destinatário (NT 2012.002; MOC 7.0 Anexo "Eventos"): eventos 210210 ciência da
 * operação, 210200 confirmação, 210220 desconhecimento e 210240 operação não realizada (xJust de 15
 * a 255 caracteres), enviados ao Ambiente Nacional (cOrgao 91) pelo RecepcaoEvento 4.00, assinados
 * com o A1 do emitente, nSeqEvento 1. Vários documentos de uma vez: cada um num lote próprio, para
 * que a recusa de um não impeça os outros.
 *
 * Regras locais antes do AN: só NF-e (resumo ou completa) se manifesta; depois de uma manifestação
 * conclusiva (confirmação, desconhecimento ou não realizada) não cabe ciência nem outra conclusiva
 * diferente. O XML assinado é gravado antes do envio e o retorno depois (compra_dfe_evento); o
 * evento registrado é guardado também como `procEventoNFe` (evento + retEvento, leiaute
 * procEventoNFe_v1.00.xsd) em documento_fiscal_xml e no arquivo de XML da empresa
 * (`{chave}-procEventoNFe-{tpEvento}-1.xml`), como os eventos das notas emitidas.
 * Depois da ciência/confirmação de um resumo, a nota completa é pedida pela chave (consChNFe).
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { assinarXml } from '../../../fiscal/assinatura/index.ts';
import { enviarSoap, SefazError } from '../../../fiscal/sefaz/transporte.ts';
import { elemento, esc, NS_NFE, texto } from '../../../fiscal/sefaz/xml.ts';
import { carregarCertificadoDoEmitente } from '../fiscal/index.ts';
import { emitenteDaNota } from '../nfe/nota-sefaz.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { consultarDFe, exigirSchema, transporteDoCertificado, urlAN } from './dfe-consulta.ts';
import { agora, dataHoraFiscal } from '../../../domain/relogio.ts';
import { anomesDaChave, arquivarXml, registrarXml } from '../nfe/xml-log.ts';

/** Evento → (descrição do leiaute, valor de `manifestacao`). */
export const EVENTOS_MANIFESTACAO = {
  '210210': { desc: 'Ciencia da Operacao', situacao: 'ciencia' },
  '210200': { desc: 'Confirmacao da Operacao', situacao: 'confirmada' },
  '210220': { desc: 'Desconhecimento da Operacao', situacao: 'desconhecida' },
  '210240': { desc: 'Operacao nao Realizada', situacao: 'nao_realizada' },
} as const;
export type TipoManifestacao = keyof typeof EVENTOS_MANIFESTACAO;

export interface ResultadoManifestacao {
  id: number;
  chave: string;
  Success: boolean;
  cStat: string;
  Message: string;
  protocolo?: string;
}

const CONCLUSIVAS = new Set(['confirmada', 'desconhecida', 'nao_realizada']);

/**
 * Manifesta os documentos `ids` com o evento `tipo`.
 * @throws ValidationError 400 (`evento`, `justificativa`, `ids`) antes de qualquer envio.
 */
export async function manifestarDocumentos(
  db: Database,
  config: Config,
  ctx: TenantContext,
  ids: number[],
  tipo: string,
  justificativa: string | null,
): Promise<ResultadoManifestacao[]> {
  if (!(tipo in EVENTOS_MANIFESTACAO)) throw new ValidationError({ evento: ['Evento deve ser 210200, 210210, 210220 ou 210240'] });
  const ev = EVENTOS_MANIFESTACAO[tipo as TipoManifestacao];
  const xJust = (justificativa ?? '').trim().replace(/\s+/g, ' ');
  if (tipo === '210240' && (xJust.length < 15 || xJust.length > 255)) {
    throw new ValidationError({ justificativa: ['Informe a justificativa (de 15 a 255 caracteres)'] }, 'Justificativa: informe de 15 a 255 caracteres.');
  }
  if (!ids.length || ids.length > 50) throw new ValidationError({ ids: ['Selecione de 1 a 50 documentos'] });
  const emitenteId = ctx.emitenteId!;
  const prep = await withTenant(db, ctx, async (c) => {
    const emitente = await emitenteDaNota(c, emitenteId);
    const certificado = await carregarCertificadoDoEmitente(c, config.fiscalSecret, emitenteId);
    const { rows } = await c.query(
      `SELECT id, chave, tipo, manifestacao FROM compra_dfe_manifesto WHERE emitente_id = $1 AND id = ANY($2::int[]) ORDER BY id`,
      [emitenteId, ids],
    );
    return { emitente, certificado, docs: rows as Array<{ id: number; chave: string; tipo: string; manifestacao: string }> };
  });
  const { emitente, certificado } = prep;
  const transporte = transporteDoCertificado(config, certificado);
  const entrada = { url: urlAN(config, 'NFeRecepcaoEvento4', emitente.ambiente), metodo: 'nfeRecepcaoEvento', operacao: 'NFeRecepcaoEvento4', versao: '1.00' };
  const resultados: ResultadoManifestacao[] = [];
  for (const id of ids) {
    const d = prep.docs.find((x) => x.id === id);
    const falha = (Message: string) => resultados.push({ id, chave: d?.chave ?? '', Success: false, cStat: '', Message });
    if (!d) {
      falha('Documento não encontrado.');
      continue;
    }
    if (d.tipo !== 'resNFe' && d.tipo !== 'procNFe') {
      falha('Só NF-e recebida se manifesta (eventos e CT-e não).');
      continue;
    }
    if (d.manifestacao === ev.situacao) {
      falha('Esta manifestação já foi registrada.');
      continue;
    }
    if (CONCLUSIVAS.has(d.manifestacao)) {
      falha('A nota já tem manifestação conclusiva: não cabe outra.');
      continue;
    }
    const doc = emitente.cnpj.length === 11 ? `<CPF>${emitente.cnpj}</CPF>` : `<CNPJ>${emitente.cnpj}</CNPJ>`;
    const evento =
      `<evento xmlns="${NS_NFE}" versao="1.00"><infEvento Id="ID${tipo}${d.chave}01"><cOrgao>91</cOrgao><tpAmb>${emitente.ambiente}</tpAmb>${doc}` +
      `<chNFe>${d.chave}</chNFe><dhEvento>${dataHoraFiscal(agora(), emitente.uf)}</dhEvento><tpEvento>${tipo}</tpEvento><nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento>` +
      `<detEvento versao="1.00"><descEvento>${ev.desc}</descEvento>${tipo === '210240' ? `<xJust>${esc(xJust)}</xJust>` : ''}</detEvento></infEvento></evento>`;
    const assinado = assinarXml(evento, 'infEvento', certificado);
    const lote = `<envEvento xmlns="${NS_NFE}" versao="1.00"><idLote>${String(Date.now()).slice(-15)}</idLote>${assinado.replace(` xmlns="${NS_NFE}"`, '')}</envEvento>`;
    try {
      await exigirSchema(config, lote, 'envEvento');
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      falha(e.message);
      continue;
    }
    const eventoId = await withTenant(db, ctx, async (c) => {
      const { rows } = await c.query('INSERT INTO compra_dfe_evento (emitente_id, manifesto_id, tipo_evento, xml_envio) VALUES ($1, $2, $3, $4) RETURNING id', [
        emitenteId,
        id,
        tipo,
        lote,
      ]);
      return rows[0].id as number;
    });
    let retorno: string;
    try {
      retorno = (await enviarSoap(entrada, lote, transporte, false)).retornoXml;
    } catch (e) {
      if (!(e instanceof SefazError)) throw e;
      falha(`${mensagemFalhaSefaz(e)} Tente novamente.`);
      continue;
    }
    const ret = elemento(retorno, 'retEvento') ?? retorno;
    const cStat = texto(ret, 'cStat') ?? '';
    const xMotivo = texto(ret, 'xMotivo') ?? '';
    const nProt = texto(ret, 'nProt');
    const registrado = cStat === '135' || cStat === '136';
    await withTenant(db, ctx, async (c) => {
      await c.query('UPDATE compra_dfe_evento SET xml_retorno = $3, cstat = $4, protocolo = $5 WHERE emitente_id = $1 AND id = $2', [
        emitenteId,
        eventoId,
        retorno,
        cStat.slice(0, 3),
        nProt ?? null,
      ]);
      await registrarAuditoria(c, {
        ctx,
        entidade: 'compraDFeManifesto',
        registroId: id,
        acao: 'outra',
        depois: { tpEvento: tipo, cStat, nProt: nProt ?? null },
        descricao: `Manifestação ${tipo} (${ev.desc}): ${cStat} - ${xMotivo}`.slice(0, 300),
      });
      if (registrado) {
        const retEvento = ret.replace(/^(<[\w.:-]+)\s+xmlns="http:\/\/www\.portalfiscal\.inf\.br\/nfe"/, '$1');
        const proc = `<procEventoNFe xmlns="${NS_NFE}" versao="1.00">${assinado.replace(` xmlns="${NS_NFE}"`, '')}${retEvento}</procEventoNFe>`;
        await registrarXml(c, emitenteId, { chave: d.chave, tipo: 'procEvento', xml: proc, cstat: cStat });
        await arquivarXml(config, emitente.cnpj, anomesDaChave(d.chave), `${d.chave}-procEventoNFe-${tipo}-1.xml`, proc);
        await c.query(
          `UPDATE compra_dfe_manifesto SET manifestacao = $3, data_manifestacao = now(), protocolo_manifestacao = $4, justificativa = $5
            WHERE emitente_id = $1 AND id = $2`,
          [emitenteId, id, ev.situacao, nProt ?? null, tipo === '210240' ? xJust : null],
        );
      }
    });
    resultados.push({ id, chave: d.chave, Success: registrado, cStat, Message: `${cStat} - ${xMotivo}`, protocolo: nProt });
    // ciência/confirmação de um resumo: pede a nota completa pela chave (o AN a libera após o evento)
    if (registrado && d.tipo === 'resNFe' && (tipo === '210210' || tipo === '210200')) {
      await consultarDFe(db, config, ctx, { chave: d.chave }).catch((e) => {
        if (!(e instanceof ApiError)) throw e;
      });
    }
  }
  return resultados;
}
