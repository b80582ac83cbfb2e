/**
 * Pedido de registro de evento da NFS-e Nacional (`pedRegEvento_v1.01.xsd` → `TCPedRegEvt` em
 * `tiposEventos_v1.01.xsd`): cancelamento (101101) e cancelamento por substituição (105102),
 * enviados a `POST /nfse/{chave}/eventos` da Sefin Nacional no campo
 * `pedidoRegistroEventoXmlGZipB64`, assinados pelo autor (`assinarPedidoEvento`).
 */
import { formatarDataHoraNFe, FUSO_PADRAO } from '../nfe/chave.ts';
import { chaveNfseValida, montarIdPedidoEvento } from './chave.ts';
import { MOTIVOS_SUBSTITUICAO_NFSE, type MotivoSubstituicaoNfse, VERSAO_APLICATIVO_NFSE } from './dps.ts';
import { el, NfseDadosError, NS_NFSE, VERSAO_LEIAUTE_NFSE } from './xml-util.ts';

/** Códigos e descrições dos eventos que o ERP pede (Anexo II do Sistema Nacional NFS-e). */
export const EVENTOS_NFSE = {
  /** Cancelamento de NFS-e (pedido do emitente). */
  cancelamento: { tpEvento: '101101', xDesc: 'Cancelamento de NFS-e' },
  /** Cancelamento de NFS-e por substituição (registrado pelo ambiente ao gerar a substituta). */
  substituicao: { tpEvento: '105102', xDesc: 'Cancelamento de NFS-e por Substituição' },
} as const;

/** Códigos de justificativa do cancelamento (`TSCodJustCanc`). */
export const MOTIVOS_CANCELAMENTO_NFSE = {
  '1': 'Erro na Emissão',
  '2': 'Serviço não Prestado',
  '9': 'Outros',
} as const;

/** Código de justificativa do cancelamento. */
export type MotivoCancelamentoNfse = keyof typeof MOTIVOS_CANCELAMENTO_NFSE;

/** Dados comuns do pedido de evento. */
interface PedidoBase {
  /** Chave de acesso (50 dígitos) da NFS-e. */
  chave: string;
  tpAmb: '1' | '2';
  /** Instante do pedido. */
  dhEvento: Date;
  fuso?: string;
  verAplic?: string;
  /** Autor do pedido: CNPJ (14) ou CPF (11) do emitente. */
  CNPJAutor?: string;
  CPFAutor?: string;
}

/** Pedido montado: Id (`PRE...`) e XML não assinado. */
export interface PedidoEventoMontado {
  id: string;
  tpEvento: string;
  xml: string;
}

function exigir(cond: boolean, campo: string, mensagem: string): void {
  if (!cond) throw new NfseDadosError(campo, `${campo}: ${mensagem}`);
}

function xMotivoValido(x: string | undefined, campo: string, obrigatorio: boolean): string | undefined {
  const t = x?.trim();
  if (!t) {
    exigir(!obrigatorio, campo, 'justificativa obrigatória, de 15 a 255 caracteres');
    return undefined;
  }
  exigir(t.length >= 15 && t.length <= 255, campo, 'justificativa de 15 a 255 caracteres');
  return t;
}

function montar(p: PedidoBase, tpEvento: string, detalhe: string): PedidoEventoMontado {
  exigir(chaveNfseValida(p.chave), 'chave', 'chave de acesso da NFS-e inválida (50 dígitos com DV)');
  exigir(p.tpAmb === '1' || p.tpAmb === '2', 'tpAmb', '1 ou 2');
  exigir(p.dhEvento instanceof Date && !Number.isNaN(p.dhEvento.getTime()), 'dhEvento', 'instante do pedido');
  exigir(!!p.CNPJAutor !== !!p.CPFAutor, 'autor', 'informe o CNPJ ou o CPF do autor');
  if (p.CNPJAutor) exigir(/^\d{14}$/.test(p.CNPJAutor), 'CNPJAutor', '14 dígitos');
  if (p.CPFAutor) exigir(/^\d{11}$/.test(p.CPFAutor), 'CPFAutor', '11 dígitos');
  const id = montarIdPedidoEvento(p.chave, tpEvento);
  const inf =
    el('tpAmb', p.tpAmb) +
    el('verAplic', p.verAplic ?? VERSAO_APLICATIVO_NFSE) +
    el('dhEvento', formatarDataHoraNFe(p.dhEvento, p.fuso ?? FUSO_PADRAO)) +
    el('CNPJAutor', p.CNPJAutor) +
    el('CPFAutor', p.CPFAutor) +
    el('chNFSe', p.chave) +
    detalhe;
  return { id, tpEvento, xml: `<pedRegEvento xmlns="${NS_NFSE}" versao="${VERSAO_LEIAUTE_NFSE}"><infPedReg Id="${id}">${inf}</infPedReg></pedRegEvento>` };
}

/**
 * Pedido de cancelamento da NFS-e (evento 101101, `e101101`: xDesc, cMotivo 1/2/9, xMotivo de 15 a
 * 255 caracteres obrigatório). O prazo e as condições (NFS-e sem substituição, sem evento que
 * bloqueie) são conferidos pela Sefin Nacional.
 *
 * @throws NfseDadosError com o campo.
 */
export function montarPedidoCancelamento(p: PedidoBase & { cMotivo: MotivoCancelamentoNfse; xMotivo: string }): PedidoEventoMontado {
  exigir(p.cMotivo in MOTIVOS_CANCELAMENTO_NFSE, 'cMotivo', '1 (erro na emissão), 2 (serviço não prestado) ou 9 (outros)');
  const x = xMotivoValido(p.xMotivo, 'xMotivo', true);
  const { tpEvento, xDesc } = EVENTOS_NFSE.cancelamento;
  return montar(p, tpEvento, `<e${tpEvento}>${el('xDesc', xDesc)}${el('cMotivo', p.cMotivo)}${el('xMotivo', x)}</e${tpEvento}>`);
}

/**
 * Pedido de cancelamento por substituição (evento 105102, `e105102`: cMotivo da substituição,
 * xMotivo opcional, chave da NFS-e substituta). Normalmente o ambiente registra este evento
 * sozinho quando recebe a DPS com o grupo `subst`; o pedido existe para quem emite a substituta
 * por outro caminho.
 *
 * @throws NfseDadosError com o campo.
 */
export function montarPedidoSubstituicao(p: PedidoBase & { cMotivo: MotivoSubstituicaoNfse; xMotivo?: string; chSubstituta: string }): PedidoEventoMontado {
  exigir(p.cMotivo in MOTIVOS_SUBSTITUICAO_NFSE, 'cMotivo', `um de ${Object.keys(MOTIVOS_SUBSTITUICAO_NFSE).join(', ')}`);
  exigir(chaveNfseValida(p.chSubstituta), 'chSubstituta', 'chave de acesso da NFS-e substituta inválida');
  exigir(p.chSubstituta !== p.chave, 'chSubstituta', 'a substituta não pode ser a própria NFS-e');
  const x = xMotivoValido(p.xMotivo, 'xMotivo', false);
  const { tpEvento, xDesc } = EVENTOS_NFSE.substituicao;
  return montar(
    p,
    tpEvento,
    `<e${tpEvento}>${el('xDesc', xDesc)}${el('cMotivo', p.cMotivo)}${el('xMotivo', x)}${el('chSubstituta', p.chSubstituta)}</e${tpEvento}>`,
  );
}
