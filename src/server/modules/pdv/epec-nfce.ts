/**
 * Contingência EPEC da NFC-e para o emitente de SP (NT 2014.003; regras e
 * mensagens em src/fiscal/nfce/epec.ts):
 *
 * - modalidade por emitente e ambiente (`nfce_csc.contingencia_epec`), escolhida na tela da NFC-e
 *   ({@link definirModalidadeContingencia}); só SP a oferece (400 para as demais UFs, que ficam na
 *   contingência off-line, tpEmis 9);
 * - com a modalidade EPEC, quando o autorizador cai (emissao.ts, `emitirEmContingencia`), a venda é
 *   gerada com tpEmis 4 e o EPEC registrado no ambiente EPEC da SEFAZ-SP ({@link registrarEpecDaVenda}):
 *   136 -> a venda fica 'contingencia' com tp_emis 4, o `procEventoNFe` guardado (banco e arquivo
 *   `{chave}-procEventoNFe-110140-1.xml`) e o DANFE impresso com "EMITIDA EM CONTINGÊNCIA EPEC" e o
 *   protocolo do EPEC; EPEC recusado ou ambiente EPEC fora do ar -> a mesma venda segue para a
 *   contingência off-line (tpEmis 9), como antes;
 * - a transmissão quando o autorizador volta é a da contingência off-line (retransmissao.ts): a
 *   mesma NFC-e (chave com tpEmis 4) vai ao autorizador, que a concilia com o EPEC.
 */
import type { Config } from '../../config.ts';
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { enviarEpecNFCe, ufTemEpecNFCe } from '../../../fiscal/nfce/index.ts';
import { SefazError, texto } from '../../../fiscal/sefaz/index.ts';
import { VERSAO_PROCESSO } from '../fiscal/nfe.ts';
import { anomesDaChave, arquivarXml } from '../nfe/xml-log.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import type { ClienteNFCe } from './config-nfce.ts';

/**
 * Escolhe a modalidade da contingência da NFC-e do emitente no ambiente: `epec` (só SP) ou
 * `offline`.
 * @throws ValidationError (400, campo `modalidade`) para valor desconhecido ou EPEC fora de SP.
 */
export async function definirModalidadeContingencia(
  c: Client,
  emitenteId: number,
  ambiente: 1 | 2,
  uf: string,
  modalidade: unknown,
): Promise<'epec' | 'offline'> {
  const m = String(modalidade ?? '').toLowerCase();
  if (m !== 'epec' && m !== 'offline')
    throw new ValidationError({ modalidade: ["Informe 'offline' ou 'epec'"] }, "Modalidade de contingência inválida: informe 'offline' ou 'epec'.");
  if (m === 'epec' && !ufTemEpecNFCe(uf))
    throw new ValidationError(
      { modalidade: [`O EPEC da NFC-e só existe em SP; em ${uf} a contingência é a off-line`] },
      `O EPEC da NFC-e só é oferecido pela SEFAZ-SP; em ${uf} a contingência da NFC-e é a off-line (tpEmis 9).`,
    );
  await c.query(
    `INSERT INTO nfce_csc (emitente_id, ambiente, contingencia_epec) VALUES ($1, $2, $3)
     ON CONFLICT (emitente_id, ambiente) DO UPDATE SET contingencia_epec = $3, alterado_em = now()`,
    [emitenteId, ambiente, m === 'epec'],
  );
  return m;
}

/** Resultado do registro do EPEC da venda. */
export type RegistroEpec = { registrado: true; nProt: string; dhRegEvento: string } | { registrado: false; motivo: string };

type GravarXml = (chave: string, tipo: 'evento-envio' | 'evento-retorno' | 'procEvento', xml: string, cstat?: string | null) => Promise<void>;

/**
 * Registra o EPEC da NFC-e assinada (tpEmis 4) e guarda pedido, retorno e `procEventoNFe` por
 * `gravar` (documento_fiscal_xml da venda) e no arquivo. Nunca lança por falha da SEFAZ: devolve
 * `registrado: false` com o motivo (a venda segue para a contingência off-line).
 */
export async function registrarEpecDaVenda(config: Config, cli: ClienteNFCe, chave: string, xml: string, gravar: GravarXml): Promise<RegistroEpec> {
  try {
    const r = await enviarEpecNFCe(cli.cliente, xml, VERSAO_PROCESSO);
    await gravar(chave, 'evento-envio', r.requestXml);
    await gravar(chave, 'evento-retorno', r.responseXml, r.evento?.cStat ?? r.cStat);
    if (r.evento?.cStat === '136' && r.procEventoNFe && r.evento.nProt) {
      await gravar(chave, 'procEvento', r.procEventoNFe, '136');
      try {
        await arquivarXml(config, cli.emitente.cnpj, anomesDaChave(chave), `${chave}-procEventoNFe-110140-1.xml`, r.procEventoNFe);
      } catch {
        // o procEventoNFe já está no banco; o ZIP mensal o refaz
      }
      return { registrado: true, nProt: r.evento.nProt, dhRegEvento: r.evento.dhRegEvento ?? '' };
    }
    const ev = r.evento ?? { cStat: r.cStat, xMotivo: r.xMotivo };
    return { registrado: false, motivo: `EPEC não registrado: ${ev.cStat} - ${ev.xMotivo}` };
  } catch (e) {
    if (!(e instanceof SefazError)) throw e;
    if (e.requestXml) await gravar(chave, 'evento-envio', e.requestXml);
    return { registrado: false, motivo: `Ambiente EPEC da NFC-e indisponível: ${mensagemFalhaSefaz(e)}` };
  }
}

/** Protocolo e data do EPEC guardado da chave (para o DANFE), ou null. */
export async function epecDaVenda(c: Client, emitenteId: number, vendaId: number, chave: string): Promise<{ nProt: string; dhRegEvento: string } | null> {
  const { rows } = await c.query(
    `SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND venda_cupom_id = $2 AND chave = $3 AND tipo = 'procEvento' AND cstat = '136' ORDER BY id DESC LIMIT 1`,
    [emitenteId, vendaId, chave],
  );
  const xml = rows[0]?.xml as string | undefined;
  if (!xml || texto(xml, 'tpEvento') !== '110140') return null;
  const ret = /<retEvento[\s\S]*<\/retEvento>/.exec(xml)?.[0] ?? '';
  const nProt = texto(ret, 'nProt');
  return nProt ? { nProt, dhRegEvento: texto(ret, 'dhRegEvento') ?? '' } : null;
}
