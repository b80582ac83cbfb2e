/**
 * Regras de recepção da DPS e de registro de evento que o simulador da Sefin Nacional confere,
 * com os códigos oficiais (Anexo I do Sistema Nacional NFS-e, abas "RN_RECEPCAO_DPS" e
 * "RN DPS_NFS-e", leiaute 1.01 de 09/02/2026):
 *
 * | código | regra |
 * | ------ | ----- |
 * | E1226  | conteúdo GZip/Base64 ou XML descompactado mal formado |
 * | E1235  | falha no schema XML (`DPS_v1.01.xsd` / `pedRegEvento_v1.01.xsd`) |
 * | E0714  | arquivo enviado com erro na assinatura |
 * | E0008  | data de emissão da DPS posterior ao processamento |
 * | E0014  | DPS já processada: existe NFS-e gerada com o mesmo Id de DPS |
 * | E0015  | data de competência posterior à data de emissão |
 * | E0042  | chave da NFS-e substituída inválida ou de outro emitente |
 * | E0044  | NFS-e substituída inexistente |
 * | E0046  | NFS-e cancelada não pode ser substituída |
 * | E0078  | substituição com cMotivo 99 exige xMotivo |
 * | E0310  | código de tributação nacional inexistente na lista de serviços |
 * | E0595  | alíquota do ISSQN acima de 5 % (LC 116/2003, art. 8º, II) |
 * | E0600  | alíquota informada por MEI (opSimpNac 2) |
 *
 * Rejeições de evento (NFS-e já cancelada, autor diferente do emitente) e de ambiente (tpAmb) não têm código confirmado
 * nas fontes lidas: o simulador responde sem código, só com a descrição.
 */
import { getLc116PorCodigo } from '@br-validators/core/lc116';

/** Mensagem de erro no formato da API (`erros[]`). */
export interface ErroSefin {
  codigo: string;
  descricao: string;
  complemento?: string;
}

/** Descrições das mensagens (texto do Anexo I, abreviado). */
export const DESCRICOES: Record<string, string> = {
  E1226: 'Estrutura descompactada mal formada',
  E1235: 'Falha no esquema XML',
  E0714: 'Arquivo enviado com erro na assinatura',
  E0008: 'A data de emissão da DPS deve ser anterior ou igual à data e hora do seu processamento',
  E0014: 'Já existe NFS-e gerada para a DPS informada (mesmo Id de DPS)',
  E0015: 'A data de competência informada na DPS deve ser anterior ou igual à data de emissão (dhEmi) da DPS',
  E0042: 'Chave de acesso da NFS-e a ser substituída inválida ou de outro emitente',
  E0044: 'NFS-e a ser substituída inexistente na base do autorizador nacional',
  E0046: 'NFS-e cancelada não pode ser substituída',
  E0078: 'Motivo da substituição igual a 99 (Outros) exige a descrição do motivo (xMotivo)',
  E0310: 'O código de tributação nacional informado não existe conforme a lista de serviços nacional do Sistema Nacional NFS-e',
  E0595: 'Alíquota do ISSQN informada superior a 5%',
  E0600: 'Não é permitido informar alíquota quando o prestador de serviço é MEI (opSimpNac = 2)',
};

/** Monta o erro com a descrição oficial. */
export function erro(codigo: string, complemento?: string): ErroSefin {
  return { codigo, descricao: DESCRICOES[codigo] ?? codigo, ...(complemento ? { complemento } : {}) };
}

/** Subitem da LC 116/2003 (ex.: `'14.01'`) de um código de tributação nacional de 6 dígitos, se existe na lista. */
export function subitemLc116(cTribNac: string): { codigo: string; descricao: string } | undefined {
  if (!/^\d{6}$/.test(cTribNac)) return undefined;
  const codigo = `${Number(cTribNac.slice(0, 2))}.${cTribNac.slice(2, 4)}`;
  return getLc116PorCodigo(codigo) ?? getLc116PorCodigo(`${cTribNac.slice(0, 2)}.${cTribNac.slice(2, 4)}`);
}

/** Dados da DPS que as regras leem. */
export interface DpsRecebida {
  dhEmi: string;
  dCompet: string;
  cTribNac: string;
  opSimpNac: string;
  pAliq?: number;
  subst?: { chSubstda: string; cMotivo: string; xMotivo?: string };
}

/**
 * Regras de conteúdo da DPS (depois de schema e assinatura), na ordem em que o simulador as aplica.
 * @param agora instante do processamento.
 * @param toleranciaMs folga para relógio adiantado do emitente.
 */
export function conferirDps(d: DpsRecebida, agora: Date, toleranciaMs: number): ErroSefin | undefined {
  const emissao = Date.parse(d.dhEmi);
  if (Number.isNaN(emissao) || emissao > agora.getTime() + toleranciaMs) return erro('E0008', `dhEmi ${d.dhEmi}`);
  // dia de dhEmi no fuso em que foi informado (AAAA-MM-DD do próprio texto)
  if (d.dCompet > d.dhEmi.slice(0, 10)) return erro('E0015', `dCompet ${d.dCompet}, dhEmi ${d.dhEmi}`);
  if (!subitemLc116(d.cTribNac)) return erro('E0310', `cTribNac ${d.cTribNac}`);
  if (d.pAliq !== undefined && d.opSimpNac === '2') return erro('E0600');
  if (d.pAliq !== undefined && d.pAliq > 5) return erro('E0595', `pAliq ${d.pAliq.toFixed(2)}`);
  if (d.subst?.cMotivo === '99' && !d.subst.xMotivo) return erro('E0078');
  return undefined;
}
