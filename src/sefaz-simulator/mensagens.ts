/** Textos oficiais (xMotivo) dos cStat usados pelo simulador, conforme a tabela de códigos do MOC. */
export const MOTIVOS: Readonly<Record<string, string>> = {
  '100': 'Autorizado o uso da NF-e',
  '111': 'Consulta cadastro com uma ocorrência',
  '112': 'Consulta cadastro com mais de uma ocorrência',
  '259': 'Rejeição: CNPJ da consulta não cadastrado como contribuinte na UF',
  '101': 'Cancelamento de NF-e homologado',
  '102': 'Inutilização de número homologado',
  '103': 'Lote recebido com sucesso',
  '104': 'Lote processado',
  '105': 'Lote em processamento',
  '106': 'Lote não localizado',
  '107': 'Serviço em Operação',
  '108': 'Serviço Paralisado Momentaneamente (curto prazo)',
  '109': 'Serviço Paralisado sem Previsão',
  '128': 'Lote de Evento Processado',
  '135': 'Evento registrado e vinculado a NF-e',
  '204': 'Duplicidade de NF-e [nRec:999999999999999]',
  '206': 'Rejeição: NF-e já está inutilizada na Base de dados da SEFAZ',
  '213': 'Rejeição: CNPJ-Base do Emitente difere do CNPJ-Base do Certificado Digital',
  '215': 'Rejeição: Falha no schema XML',
  '217': 'Rejeição: NF-e não consta na base de dados da SEFAZ',
  '222': 'Rejeição: Protocolo de Autorização de Uso difere do cadastrado',
  '225': 'Rejeição: Falha no Schema XML do lote de NFe',
  '226': 'Rejeição: Código da UF do Emitente diverge da UF autorizadora',
  '228': 'Rejeição: Data de Emissão muito atrasada',
  '236': 'Rejeição: Chave de Acesso com dígito verificador inválido',
  '241': 'Rejeição: Um número da faixa já foi utilizado',
  '243': 'Rejeição: XML Mal Formado',
  '252': 'Rejeição: Ambiente informado diverge do Ambiente de recebimento',
  '256': 'Rejeição: Uma NF-e da faixa já está inutilizada na Base de dados da SEFAZ',
  '297': 'Rejeição: Assinatura difere do calculado',
  '298': 'Rejeição: Assinatura difere do padrão do Sistema',
  '452': 'Rejeição: Solicitada resposta síncrona para Lote com mais de uma NF-e (indSinc=1)',
  '502': 'Rejeição: Erro na Chave de Acesso - Campo Id não corresponde à concatenação dos campos correspondentes',
  '539': 'Duplicidade de NF-e com diferença na Chave de Acesso [chNFe: 99999999999999999999999999999999999999999999][nRec:999999999999999]',
  '563': 'Rejeição: Já existe pedido de Inutilização com a mesma faixa de inutilização',
  '573': 'Rejeição: Duplicidade de Evento',
  '578': 'Rejeição: A data do evento não pode ser maior que a data do processamento',
  '580': 'Rejeição: O evento exige uma NF-e autorizada',
  '656': 'Rejeição: Consumo Indevido',
  '703': 'Rejeição: Data-Hora de Emissão posterior ao horário de recebimento',
};

export function motivo(cStat: string, substituicoes: Record<string, string> = {}): string {
  let m = MOTIVOS[cStat] ?? `Código ${cStat}`;
  for (const [de, para] of Object.entries(substituicoes)) m = m.replace(de, para);
  return m;
}
